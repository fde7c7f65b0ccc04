import type { TimeControl } from '@stonekit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { createReversiStore, type ReversiStore } from '../../reversi/store.ts';
import { useOwnStore } from '../useOwnStore.ts';
import { type ClockMessages, clockMessagesZh } from './messages.ts';
import { PlayerClock, PlayerClocks } from './PlayerClock.tsx';

// A fixed moment: the stores and the clocks read this fake time and never the real one, so every
// story shows the same face in every screenshot.
const START = Date.UTC(2025, 0, 1, 12);

const fiveMinutes: TimeControl = { kind: 'sudden-death', initialMs: 5 * 60_000 };
const oneMinute: TimeControl = { kind: 'sudden-death', initialMs: 60_000 };
const byoYomi: TimeControl = {
  kind: 'byo-yomi',
  initialMs: 10 * 60_000,
  periods: 3,
  periodMs: 30_000,
};
const gomocup: TimeControl = { kind: 'per-move', turnMs: 30_000, matchMs: 180_000 };

// Each scene's time source, kept beside its store.
const sceneTime = new WeakMap<ReversiStore, () => number>();

/**
 * A real Reversi store under `timeControl` whose time stands still except when `script` waits:
 * the moves and time that bring the clock to the state a story shows.
 */
function scene(
  timeControl: TimeControl,
  moves: string | undefined,
  script: (store: ReversiStore, wait: (ms: number) => void) => void = () => {},
): ReversiStore {
  let time = START;
  const now = () => time;
  const store = createReversiStore({ timeControl, now, ...(moves === undefined ? {} : { moves }) });
  sceneTime.set(store, now);
  script(store, (ms) => {
    time += ms;
  });
  return store;
}

const scenes = {
  // Black played f5, untimed; white has thought for 28 s of 5 minutes.
  running: () => scene(fiveMinutes, 'f5', (_, wait) => wait(28_000)),
  // White has 8.5 s of its minute left.
  lowTime: () => scene(oneMinute, 'f5', (_, wait) => wait(51_500)),
  // White's 10 minutes are gone, and a period too; 12 s into the next of the two left.
  byoYomi: () => scene(byoYomi, 'f5', (_, wait) => wait(10 * 60_000 + 30_000 + 12_000)),
  // Each side has moved once on the clock; white is 4 s into its turn.
  perMove: () =>
    scene(gomocup, 'f5', (store, wait) => {
      wait(12_000);
      store.getState().play('d6');
      wait(9_000);
      store.getState().play('c3');
      wait(4_000);
    }),
  paused: () =>
    scene(fiveMinutes, 'f5', (store, wait) => {
      wait(28_000);
      store.getState().pauseClock();
    }),
  // White's minute ran out before it moved: too late for d6.
  flagged: () =>
    scene(oneMinute, 'f5', (store, wait) => {
      wait(61_000);
      store.getState().play('d6');
    }),
  idle: () => scene(fiveMinutes, undefined),
} satisfies Record<string, () => ReversiStore>;

type SceneName = keyof typeof scenes;

/** Props of the stories' clocks: a scene instead of a store. */
interface ClockSceneProps {
  /** The game and time to show. */
  scene: SceneName;
  /** Texts. @defaultValue clockMessagesEn */
  messages?: Partial<ClockMessages> | undefined;
  /** Below this much time left a clock shows low. @defaultValue 10_000 */
  lowMs?: number | undefined;
}

/** Both clocks of a scene, on a store made once and disposed of on unmount. */
function SceneClocks({ scene: name, messages, lowMs }: ClockSceneProps): ReactNode {
  const store = useOwnStore(scenes[name]);
  return (
    <PlayerClocks store={store} now={sceneTime.get(store)} messages={messages} lowMs={lowMs} />
  );
}

/** The clocks of the scene chosen, made anew when another is chosen. */
function ClockScene(props: ClockSceneProps): ReactNode {
  return <SceneClocks key={props.scene} {...props} />;
}

const meta = {
  title: 'Controls/PlayerClock',
  component: ClockScene,
  subcomponents: { PlayerClocks, PlayerClock },
  tags: ['autodocs'],
  args: { scene: 'running' },
  argTypes: {
    scene: { control: 'select', options: Object.keys(scenes) },
  },
  decorators: [
    // A phone's width: the two clocks side by side, as a page above the board shows them.
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClockScene>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five minutes each: white's time runs (the bar and border), black's waits at 5:00. */
export const Running: Story = {};

/** 8.5 s left: tenths, and the low-time colour; the bar pulses unless motion is reduced. */
export const LowTime: Story = {
  args: { scene: 'lowTime' },
};

/** Byo-yomi: white's main time is out and it is in its periods; black still has main time. */
export const ByoYomi: Story = {
  args: { scene: 'byoYomi' },
};

/** Gomocup-style limits, 30 s a move and 3 minutes a game: the turn, and the game budget under it. */
export const PerMove: Story = {
  args: { scene: 'perMove' },
};

/** Paused by `pauseClock()`: nobody's time runs, and both clocks say so. */
export const Paused: Story = {
  args: { scene: 'paused' },
};

/** White ran out of time: its clock is flagged, black's stopped. */
export const Flagged: Story = {
  args: { scene: 'flagged' },
};

/** Before the first move, which is untimed: both sides have their whole time. */
export const Idle: Story = {
  args: { scene: 'idle' },
};

/** Chinese text, from `clockMessagesZh`. */
export const Chinese: Story = {
  args: { messages: clockMessagesZh },
  render: (args) => (
    <div lang="zh-CN">
      <ClockScene {...args} />
    </div>
  ),
};

/** Every state at a phone's width, one scene a row. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(Object.keys(scenes) as SceneName[]).map((name) => (
        <ClockScene key={name} {...args} scene={name} />
      ))}
    </div>
  ),
};
