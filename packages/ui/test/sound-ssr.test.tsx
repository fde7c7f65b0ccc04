// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createReversiStore } from '../src/reversi/store.ts';
import { sharedAudioContext } from '../src/shared/sound/audio.ts';
import { createSoundPlayer } from '../src/shared/sound/player.ts';
import { SoundToggle } from '../src/shared/sound/SoundToggle.tsx';
import { useBoardSounds } from '../src/shared/sound/useBoardSounds.ts';

function Game() {
  const store = createReversiStore();
  useBoardSounds(store, { volume: 0.5 });
  return <SoundToggle storageKey="stonekit-test:sound" hideLabel />;
}

describe('sounds on a server, without a DOM', () => {
  it('render a toggle and a board with sounds to HTML', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<Game />);
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('data-state="on"');
  });

  it('make a player that plays nothing and throws nothing', () => {
    expect(sharedAudioContext()).toBeNull();
    const player = createSoundPlayer();
    player.unlock();
    expect(player.play('place')).toBe(false);
    player.setMuted(true);
    player.dispose();
  });
});
