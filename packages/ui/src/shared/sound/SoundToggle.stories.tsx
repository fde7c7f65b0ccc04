import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useId, useState } from 'react';
import { soundMessagesZh } from './messages.ts';
import { createSoundPlayer, type SoundPlayer } from './player.ts';
import { SoundToggle } from './SoundToggle.tsx';
import { type SoundName, soundNames } from './sounds.ts';

const meta = {
  title: 'Controls/SoundToggle',
  component: SoundToggle,
  tags: ['autodocs'],
  args: { onMutedChange: () => {} },
} satisfies Meta<typeof SoundToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sound on: pressed, the speaker sending out waves. */
export const On: Story = {};

/** Sound off: not pressed, the speaker struck through. */
export const Off: Story = {
  args: { defaultMuted: true },
};

/** Only the icon, the name kept for screen readers and shown as a tooltip. */
export const IconOnly: Story = {
  args: { hideLabel: true },
};

/** Chinese text, from `soundMessagesZh`. */
export const Chinese: Story = {
  args: { messages: soundMessagesZh },
  render: (args) => (
    <span lang="zh-CN">
      <SoundToggle {...args} />
    </span>
  ),
};

/** Remembered across visits under a `storageKey`: set it, reload the story, and it stays. */
export const Remembered: Story = {
  args: { storageKey: 'stonekit-storybook:sound' },
};

/** Every sound, a button each, with the volume and the number of discs a Reversi move turns. */
function SoundBoard() {
  const [player, setPlayer] = useState<SoundPlayer | null>(null);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(0.8);
  const [flips, setFlips] = useState(6);
  const [last, setLast] = useState<{ name: SoundName; played: boolean } | null>(null);
  const volumeId = useId();
  const flipsId = useId();

  // Made in an effect: a player listens for gestures on the page, which rendering must not start.
  useEffect(() => {
    const made = createSoundPlayer();
    setPlayer(made);
    return () => made.dispose();
  }, []);
  useEffect(() => {
    player?.setMuted(muted);
    player?.setVolume(volume);
  }, [player, muted, volume]);

  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
        <SoundToggle muted={muted} onMutedChange={setMuted} />
        <label htmlFor={volumeId}>Volume</label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          onChange={(event) => setVolume(Number(event.target.value))}
        />
        <label htmlFor={flipsId}>Discs turned</label>
        <input
          id={flipsId}
          type="number"
          min={0}
          max={18}
          value={flips}
          onChange={(event) => setFlips(Number(event.target.value))}
          style={{ width: '4em' }}
        />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {soundNames.map((name) => (
          <button
            key={name}
            type="button"
            data-sound={name}
            onClick={() => setLast({ name, played: player?.play(name, { flips }) ?? false })}
          >
            {name === 'flip' ? `flip ×${flips}` : name}
          </button>
        ))}
      </div>
      <output data-played={last === null ? undefined : String(last.played)}>
        {last === null
          ? 'Press a sound. The first press also unlocks audio, as browsers ask.'
          : `${last.name}: ${last.played ? 'played' : 'silent (muted, volume 0 or no Web Audio)'}`}
      </output>
    </div>
  );
}

/** A sound board for designers: each of the game's sounds on a button. */
export const SoundBoardStory: Story = {
  name: 'Sound board',
  render: () => <SoundBoard />,
};
