import type { TimeControl } from '@stonekit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStore } from 'zustand';
import { PlayerClocks } from '../shared/clock/PlayerClock.tsx';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { ReversiBoard, type ReversiBoardProps } from './ReversiBoard.tsx';
import { ReversiStatus } from './ReversiStatus.tsx';
import { createReversiStore, type ReversiStore } from './store.ts';

// A fixed moment: the stores and their clocks read this fake time and never the real one.
const START = Date.UTC(2025, 0, 1, 12);
const oneMinute: TimeControl = { kind: 'sudden-death', initialMs: 60_000 };
// Each side always plays its first legal move, a1 first: white wins 45 to 19.
const finishedGame =
  'd3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1f2e3b5b4a5a4c5a6f4f3g3g2h2h1h3h4g4c6g5h5b6c7d6e6f6g6h6h7a7b7a8d7e7f7g7g8b8c8d8e8f8h8';
// A random game that filled the board 32-32 without a pass.
const fullBoardDraw =
  'd3c3c4c5b2f4f5f6e6c2g6a1b3f7b1h5g7b4e7c1g3a2a4g5d1f3c6a5a3d8f2e8a6d2f8h7c8c7b7e3g4g1h6h4h3d6e1a8b6h2g2g8b8b5h8e2f1d7h1a7';

// Each game's time source, kept beside its store.
const gameTime = new WeakMap<ReversiStore, () => number>();

/** A game on a clock that stands still at START except when `script` waits. */
function clocked(
  moves: string,
  script: (store: ReversiStore, wait: (ms: number) => void) => void = () => {},
): ReversiStore {
  let time = START;
  const now = () => time;
  const store = createReversiStore({ timeControl: oneMinute, moves, now });
  gameTime.set(store, now);
  script(store, (ms) => {
    time += ms;
  });
  return store;
}

/** The ways a Reversi game ends, each a real store built from its moves. */
const endings = {
  count: () => clocked(finishedGame),
  draw: () => clocked(fullBoardDraw),
  // White's minute ran out before it answered f5: its d6, a second late, is refused.
  onTime: () =>
    clocked('f5', (store, wait) => {
      wait(61_000);
      store.getState().play('d6');
    }),
  // Black resigns after white's reply.
  resigned: () =>
    clocked('f5', (store, wait) => {
      wait(9_000);
      store.getState().play('d6');
      wait(12_000);
      store.getState().resign('black');
    }),
} satisfies Record<string, () => ReversiStore>;

type EndingName = keyof typeof endings;

/** The board of an ending with its status line and both clocks, made once and disposed of. */
function EndingBoard({ ending, ...props }: ReversiBoardProps & { ending: EndingName }): ReactNode {
  const store = useOwnStore(endings[ending]);
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <PlayerClocks store={store} now={gameTime.get(store)} />
      <p style={{ margin: 0 }}>
        <ReversiStatus store={store} id={statusId} />
      </p>
      <ReversiBoard {...props} store={store} aria-describedby={statusId} />
    </div>
  );
}

const meta = {
  title: 'Boards/Reversi/Results',
  component: ReversiBoard,
  tags: ['autodocs'],
  decorators: [
    // Boards fill their container; a story can widen it with `parameters.boardWidth`.
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.boardWidth as number | string | undefined) ?? 480 }}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    store: { control: false },
    messages: { control: false },
    coordinates: { control: 'inline-radio', options: [true, false, 'top', 'bottom'] },
  },
} satisfies Meta<typeof ReversiBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The board full after both sides played on: the count decides, 45 to 19. */
export const Default: Story = {
  render: (args) => <EndingBoard {...args} ending="count" />,
};

/** A drawn game: the board filled 32 discs each. */
export const Drawn: Story = {
  render: (args) => <EndingBoard {...args} ending="draw" />,
};

/** White's minute ran out: its clock is flagged, and black wins on time. */
export const LostOnTime: Story = {
  render: (args) => <EndingBoard {...args} ending="onTime" />,
};

/** Black resigned: white wins, and the board takes no more moves. */
export const Resigned: Story = {
  render: (args) => <EndingBoard {...args} ending="resigned" />,
};

/** A game with a Resign button for the side to move. */
function ControlledGame(props: ReversiBoardProps): ReactNode {
  const store = useOwnStore(() => createReversiStore({ moves: 'f5d6c3' }));
  const playing = useStore(store, (s) => s.game.status.kind === 'playing');
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="button" onClick={() => store.getState().resign()} disabled={!playing}>
          Resign
        </button>
        <ReversiStatus store={store} id={statusId} />
      </div>
      <ReversiBoard {...props} store={store} showLegalMoves aria-describedby={statusId} />
    </div>
  );
}

/**
 * `resign()` ends the game for the side to move. The play function resigns for white, then
 * finds the board refusing a move that was legal before.
 */
export const Controlled: Story = {
  render: (args) => <ControlledGame {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvasElement.querySelector('.stonekit-status') as HTMLElement;
    await expect(status).toHaveTextContent('White to move');
    await userEvent.click(canvas.getByRole('button', { name: 'Resign' }));
    await expect(status).toHaveTextContent('White resigns. Black wins');
    const d3 = canvas.getByRole('gridcell', { name: /^d3,/ });
    await userEvent.click(d3);
    await expect(d3).not.toHaveAttribute('data-stone');
  },
};

const captions: Record<EndingName, string> = {
  count: 'Won on the count',
  draw: 'Drawn 32-32',
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
