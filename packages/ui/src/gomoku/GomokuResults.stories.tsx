import type { TimeControl } from '@stonekit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStore } from 'zustand';
import { PlayerClocks } from '../shared/clock/PlayerClock.tsx';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { GomokuBoard, type GomokuBoardProps } from './GomokuBoard.tsx';
import { GomokuStatus } from './GomokuStatus.tsx';
import { createGomokuStore, type GomokuStore } from './store.ts';

// A fixed moment: the stores and their clocks read this fake time and never the real one.
const START = Date.UTC(2025, 0, 1, 12);
const oneMinute: TimeControl = { kind: 'sudden-death', initialMs: 60_000 };

// Each game's time source, kept beside its store.
const gameTime = new WeakMap<GomokuStore, () => number>();

/** A game on a 9 by 9 board (or `size`) and a clock that stands still except when `script` waits. */
function clocked(
  moves: string,
  script: (store: GomokuStore, wait: (ms: number) => void) => void = () => {},
  size = 9,
): GomokuStore {
  let time = START;
  const now = () => time;
  const store = createGomokuStore({ size, timeControl: oneMinute, moves, now });
  gameTime.set(store, now);
  script(store, (ms) => {
    time += ms;
  });
  return store;
}

/** The ways a Gomoku game ends, each a real store built from its moves. */
const endings = {
  // Black's five along row 5.
  five: () =>
    clocked('c5 c6 d5 d6 e5 e6 f5 f6', (store, wait) => {
      wait(4_000);
      store.getState().play('g5');
    }),
  // A 5 by 5 board filled with no line of five for either side.
  draw: () =>
    clocked(
      'd1 c4 c1 d5 d3 e1 c3 e4 b4 a1 a3 b2 a2 a4 b3 c2 d4 e2 a5 d2 b1 e3 c5 b5 e5',
      undefined,
      5,
    ),
  // White's minute ran out before it answered: its e6, a second late, is refused.
  onTime: () =>
    clocked('e5', (store, wait) => {
      wait(61_000);
      store.getState().play('e6');
    }),
  // White resigns after black's third stone.
  resigned: () =>
    clocked('e5 e6', (store, wait) => {
      wait(7_000);
      store.getState().play('f5');
      wait(3_000);
      store.getState().resign('white');
    }),
} satisfies Record<string, () => GomokuStore>;

type EndingName = keyof typeof endings;

/** The board of an ending with its status line and both clocks, made once and disposed of. */
function EndingBoard({ ending, ...props }: GomokuBoardProps & { ending: EndingName }): ReactNode {
  const store = useOwnStore(endings[ending]);
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <PlayerClocks store={store} now={gameTime.get(store)} />
      <p style={{ margin: 0 }}>
        <GomokuStatus store={store} id={statusId} />
      </p>
      <GomokuBoard {...props} store={store} aria-describedby={statusId} />
    </div>
  );
}

const meta = {
  title: 'Boards/Gomoku/Results',
  component: GomokuBoard,
  tags: ['autodocs'],
  decorators: [
    // Boards fill their container; a story can widen it with `parameters.boardWidth`.
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.boardWidth as number | string | undefined) ?? 520 }}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof GomokuBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five in a row: the line highlighted, both clocks stopped. */
export const Default: Story = {
  render: (args) => <EndingBoard {...args} ending="five" />,
};

/** A drawn game: the 5 by 5 board filled with no five for either side. */
export const Drawn: Story = {
  args: { showMoveNumbers: true },
  parameters: { boardWidth: 320 },
  render: (args) => <EndingBoard {...args} ending="draw" />,
};

/** White's minute ran out: its clock is flagged, and black wins on time. */
export const LostOnTime: Story = {
  render: (args) => <EndingBoard {...args} ending="onTime" />,
};

/** White resigned: black wins, and the board takes no more moves. */
export const Resigned: Story = {
  render: (args) => <EndingBoard {...args} ending="resigned" />,
};

/** A 9 by 9 game with a Resign button for the side to move. */
function ControlledGame(props: GomokuBoardProps): ReactNode {
  const store = useOwnStore(() => createGomokuStore({ size: 9, moves: 'e5 d4 f5' }));
  const playing = useStore(store, (s) => s.game.status.kind === 'playing');
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <button type="button" onClick={() => store.getState().resign()} disabled={!playing}>
          Resign
        </button>
        <GomokuStatus store={store} id={statusId} />
      </div>
      <GomokuBoard {...props} store={store} aria-describedby={statusId} />
    </div>
  );
}

/**
 * `resign()` ends the game for the side to move. The play function resigns for white, then
 * finds the board refusing a move.
 */
export const Controlled: Story = {
  render: (args) => <ControlledGame {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvasElement.querySelector('.stonekit-status') as HTMLElement;
    await expect(status).toHaveTextContent('White to move');
    await userEvent.click(canvas.getByRole('button', { name: 'Resign' }));
    await expect(status).toHaveTextContent('Black wins by resignation');
    const g7 = canvas.getByRole('gridcell', { name: /^g7,/ });
    await userEvent.click(g7);
    await expect(g7).not.toHaveAttribute('data-stone');
  },
};

const captions: Record<EndingName, string> = {
  five: 'Five in a row',
  draw: 'Drawn: the board is full',
  onTime: 'Lost on time',
  resigned: 'Resignation',
};

/** Every ending side by side, for visual review. */
export const AllStates: Story = {
  parameters: { boardWidth: 'none' },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
        gap: 24,
      }}
    >
      {(Object.keys(endings) as EndingName[]).map((ending) => (
        <figure key={ending} style={{ margin: 0 }}>
          <EndingBoard {...args} ending={ending} aria-label={`${captions[ending]} board`} />
          <figcaption style={{ marginTop: 8, textAlign: 'center' }}>{captions[ending]}</figcaption>
        </figure>
      ))}
    </div>
  ),
};
