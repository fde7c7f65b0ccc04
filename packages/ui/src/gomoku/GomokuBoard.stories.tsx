import { Gomoku, type Point, parsePoint } from '@stonekit/core';
import type { AiClient } from '@stonekit/core/ai';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, useCallback, useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStore } from 'zustand';
import { ThinkingIndicator } from '../shared/ai/ThinkingIndicator.tsx';
import type { BoardPoint } from '../shared/board/types.ts';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { GomokuBoard, type GomokuBoardProps } from './GomokuBoard.tsx';
import { GomokuNotice } from './GomokuNotice.tsx';
import { GomokuStatus } from './GomokuStatus.tsx';
import { gomokuMessagesZh } from './messages.zh.ts';
import { createGomokuStore } from './store.ts';

const midGame = 'h8 i9 g9 i7 i8 g7 j7 f6 j9 h7 k10';
const wonGame = 'h8 h9 i8 i9 j8 j9 k8 k9 l8';

const meta = {
  title: 'Boards/Gomoku',
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
    onMove: { action: 'move' },
    onGameOver: { action: 'game over' },
    onIllegalMove: { action: 'illegal move' },
    size: { control: { type: 'number', min: 5, max: 26 } },
    rule: { control: 'inline-radio', options: ['freestyle', 'standard', 'renju', 'caro'] },
    forbiddenMoves: { control: 'inline-radio', options: ['refuse', 'lose'] },
  },
} satisfies Meta<typeof GomokuBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty 15x15 board: click, tap or use the arrow keys and Enter to play. */
export const Default: Story = {};

/** A game in progress, the last move marked. */
export const MidGame: Story = {
  args: { defaultMoves: midGame },
};

/** Black has five in a row: the line is highlighted and no point is open to play. */
export const Won: Story = {
  args: { defaultMoves: wonGame },
};

/** Every stone numbered in the order it was played; the last number in the last-move colour. */
export const MoveNumbers: Story = {
  args: { defaultMoves: midGame, showMoveNumbers: true },
};

/**
 * `coordinateCase: 'upper'`: the columns A to O, I included (Renju boards keep it, unlike Go's),
 * and every point, announcement and move named so ("H8"); moves and callbacks keep `'h8'`.
 */
export const UpperCaseCoordinates: Story = {
  args: { defaultMoves: midGame, coordinateCase: 'upper' },
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('.stonekit-coordinate')].map(
      (label) => label.textContent,
    );
    await expect(labels).toEqual(expect.arrayContaining(['A', 'I', 'O']));
    await expect(labels).not.toContain('a');
    const h8 = within(canvasElement).getByRole('gridcell', { name: /^H8, black stone/ });
    await expect(h8.dataset.point).toBe('h8');
  },
};

const slate = {
  '--stonekit-board-color': '#2b3440',
  '--stonekit-board-texture': 'linear-gradient(160deg, #34404e, #232b35)',
  '--stonekit-line-color': '#8a9bb0',
  '--stonekit-star-color': '#a9b8ca',
  '--stonekit-coordinate-color': '#c3cfdd',
  '--stonekit-black-stone': '#0b0d10',
  '--stonekit-black-stone-highlight': '#4b5563',
  '--stonekit-white-stone': '#e8edf3',
  '--stonekit-white-stone-edge': '#9aa7b6',
  '--stonekit-last-move': '#f59e0b',
  '--stonekit-win-highlight': '#22d3ee',
  '--stonekit-focus-ring': '#fbbf24',
  '--stonekit-focus-ring-contrast': '#111827',
} as CSSProperties;

/** A dark slate theme, set through CSS custom properties in `style`. */
export const CustomTheme: Story = {
  args: { defaultMoves: midGame, style: slate },
};

/** A Go-sized 19x19 board with nine star points. */
export const NineteenByNineteen: Story = {
  args: { size: 19, defaultMoves: 'k10 l11 j11 k12 l9' },
};

/** Without the letters and numbers around the edge. */
export const NoCoordinates: Story = {
  args: { coordinates: false, defaultMoves: midGame },
};

/** Renju, black to move: the double-three at h8 is crossed out and refused. */
export const RenjuForbidden: Story = {
  args: { rule: 'renju', defaultMoves: 'f8 a1 g8 a3 h6 a5 h7 a7' },
};

// Positions from the Renju fixtures of junghyun397/mintaka (rusty_renju tests and documents),
// 225 cells from a15 to o1, black to move. Each one's forbidden points are the fixture's.
const renjuPositions = {
  // f8 is a double three; the other shapes around it that look like threes are not.
  doubleThree:
    '...................................................................................O..........OOXOO..........X..X...........XO.............XXX............X..............O.......................................................',
  // Three rows, each with two fours through one point: h14, i10 and i6. The diagram's white walls
  // are seven long, an overline white would already have won with: here each has a gap at h.
  doubleFour:
    '...................X.X.X.X.......................OOO.OOO.......................X.XX..X.......................OOO.OOO.......................XX.X..XX......................OOO.OOO.....................X.X.XX..XX.X................',
  // f8 joins d8 e8 and g8 h8 i8 into eight in a row; e14 is a double four and k5 a double three.
  overline:
    '..........X..............X........X.....X......X.X....X.XXXX.X..X.....X....X...O............................XX.XXX.............................................X..X...X........X.....X.X......X.......X..........................',
  // Shapes that look like two threes, but a four they would need is blocked or itself forbidden.
  pseudoDoubleThree:
    '...................................................................O............O..............XX..............OXO............OXO..............XXXO..............................................................................',
} as const;

function RenjuPosition({ board }: { board: string }): ReactNode {
  const store = useOwnStore(() =>
    createGomokuStore({ game: Gomoku.fromPosition(board, { rule: 'renju', toMove: 'black' }) }),
  );
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <GomokuStatus store={store} id={statusId} />
        <GomokuNotice store={store} />
      </p>
      <GomokuBoard store={store} aria-describedby={statusId} />
    </div>
  );
}

/** Renju, black to move: f8 is a double three, crossed out and refused with the reason. */
export const ForbiddenDoubleThree: Story = {
  render: () => <RenjuPosition board={renjuPositions.doubleThree} />,
};

/** Renju: double fours on a single line each (h14, i10, i6), from a diagram with opened walls. */
export const ForbiddenDoubleFour: Story = {
  render: () => <RenjuPosition board={renjuPositions.doubleFour} />,
};

/** Renju: f8 would make an overline of eight; e14 (double four) and k5 (double three) besides. */
export const ForbiddenOverline: Story = {
  render: () => <RenjuPosition board={renjuPositions.overline} />,
};

/** Renju: what looks like a double three but is not one, so no point is crossed out. */
export const PseudoDoubleThree: Story = {
  render: () => <RenjuPosition board={renjuPositions.pseudoDoubleThree} />,
};

/** Chinese texts for the grid, the points and the announcements, marked as Chinese for voices. */
export const Chinese: Story = {
  args: { messages: gomokuMessagesZh, defaultMoves: midGame, 'aria-label': '五子棋棋盘' },
  decorators: [
    (Story) => (
      <div lang="zh-CN">
        <Story />
      </div>
    ),
  ],
};

function ControlledGame(): ReactNode {
  const [store] = useState(() => createGomokuStore({ moves: 'h8 i9' }));
  const canUndo = useStore(store, (s) => s.game.canUndo);
  const canRedo = useStore(store, (s) => s.game.canRedo);
  const lastError = useStore(store, (s) => s.lastError);
  const { undo, redo, reset } = store.getState();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="button" onClick={() => undo()} disabled={!canUndo}>
          Undo
        </button>
        <button type="button" onClick={() => redo()} disabled={!canRedo}>
          Redo
        </button>
        <button type="button" onClick={() => reset()}>
          New game
        </button>
        <button type="button" onClick={() => reset({ size: 19 })}>
          New 19x19 game
        </button>
        <GomokuStatus store={store} id="controlled-status" />
      </div>
      <GomokuBoard store={store} aria-describedby="controlled-status" />
      <p style={{ margin: 0, minHeight: '1.5em' }}>{lastError?.message ?? ''}</p>
    </div>
  );
}

/** A store created outside the board and driven by buttons; the board plays into it too. */
export const Controlled: Story = {
  render: () => <ControlledGame />,
};

const points = (names: string): Point[] =>
  names.split(' ').map((name) => parsePoint(name, 15) ?? { x: 0, y: 0 });

function HintGame({ line }: { line: boolean }): ReactNode {
  const [store] = useState(() => {
    const created = createGomokuStore({ moves: midGame });
    // The hint the search gives here (white wins in 8), set by hand so the story needs no worker.
    const { game } = created.getState();
    const pv = points('f7 e7 f8 f5 h6 e9 i6 l11 m12 e6 f9 f10');
    created.setState({ hint: { kind: 'win', move: pv[0] ?? null, in: 8, pv, game } as never });
    return created;
  });
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <GomokuStatus store={store} evaluation id={statusId} />
      <GomokuBoard store={store} showPrincipalVariation={line} aria-describedby={statusId} />
    </div>
  );
}

/** The store's hint: a ring round the point to play, "hint" in its name, and the evaluation. */
export const Hint: Story = {
  render: () => <HintGame line={false} />,
};

/** With `showPrincipalVariation`, the expected line as numbered ghost stones: 1 is the hint. */
export const PrincipalVariation: Story = {
  render: () => <HintGame line />,
};

/** A client whose searches never end: the computer thinks for as long as the story is shown. */
const thinkingForever: AiClient = { run: () => new Promise(() => {}), dispose() {} };

function ThinkingGame(): ReactNode {
  const store = useOwnStore(() =>
    createGomokuStore({ ai: thinkingForever, aiPlayer: 'white', moves: 'h8' }),
  );
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <GomokuStatus store={store} id={statusId} />
        <ThinkingIndicator store={store} />
      </p>
      <GomokuBoard store={store} aria-describedby={statusId} />
    </div>
  );
}

/** The computer is choosing white's move: the grid is `aria-busy` and refuses clicks politely. */
export const Thinking: Story = {
  render: () => <ThinkingGame />,
};

const matrix: { title: string; props: Parameters<typeof GomokuBoard>[0] }[] = [
  { title: 'Empty', props: { size: 9 } },
  { title: 'Mid-game', props: { size: 9, defaultMoves: 'e5 f6 d4 d6 f4' } },
  { title: 'Won', props: { size: 9, defaultMoves: 'a1 a2 b1 b2 c1 c2 d1 d2 e1' } },
  {
    title: 'Move numbers',
    props: { size: 9, defaultMoves: 'e5 f6 d4 d6 f4', showMoveNumbers: true },
  },
  {
    title: 'Renju forbidden',
    props: { size: 9, rule: 'renju', defaultMoves: 'c5 a1 d5 a9 e3 i1 e4 i9' },
  },
  { title: 'Read-only', props: { size: 9, defaultMoves: 'e5 f6', readOnly: true } },
  { title: 'Disabled', props: { size: 9, defaultMoves: 'e5 f6', disabled: true } },
  { title: 'No coordinates', props: { size: 9, defaultMoves: 'e5 f6', coordinates: false } },
  { title: 'Slate theme', props: { size: 9, defaultMoves: 'e5 f6', style: slate } },
];

/** Every state side by side, for visual review. */
export const AllStates: Story = {
  parameters: { boardWidth: 'none' },
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 24,
      }}
    >
      {matrix.map(({ title, props }) => (
        <figure key={title} style={{ margin: 0 }}>
          <GomokuBoard {...props} aria-label={`${title} board`} />
          <figcaption style={{ marginTop: 8, textAlign: 'center' }}>{title}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

// Markers, a board whose moves a server confirms, and a refused move (issue #12).

/** The app's own annotations: a highlight, rings, letters and an arrow; each label is read with its point. */
export const Markers: Story = {
  args: {
    defaultMoves: midGame,
    markers: [
      { kind: 'highlight', at: 'l11', label: 'the point to watch' },
      { kind: 'circle', at: 'k10', label: 'key stone' },
      { kind: 'circle', at: 'j9', color: '#0b57d0' },
      { kind: 'text', at: 'g8', text: 'A', label: 'variation A' },
      { kind: 'text', at: 'k7', text: 'B', label: 'variation B' },
      { kind: 'arrow', from: 'k10', to: 'l11', label: 'white must block here' },
    ],
  },
};

function ServerGame(): ReactNode {
  const store = useOwnStore(() => createGomokuStore());
  const [pending, setPending] = useState<string | null>(null);
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <GomokuStatus store={store} id={statusId} />
        <span>{pending === null ? '' : `Sending ${pending} to the server…`}</span>
      </p>
      <GomokuBoard
        store={store}
        aria-describedby={statusId}
        markers={
          pending === null ? [] : [{ kind: 'circle', at: pending, label: 'waiting for the server' }]
        }
        onBeforeMove={(move) => {
          if (pending !== null) return false;
          setPending(move.name);
          // A fake server that confirms every move after half a second.
          setTimeout(() => {
            store.getState().play(move.name);
            setPending(null);
          }, 500);
          return false;
        }}
      />
    </div>
  );
}

/**
 * `onBeforeMove` returns `false` and sends the move to a (fake) server, which confirms it after
 * 500 ms: only then is it played on the store. A ring marks the move while it waits.
 */
export const ServerControlled: Story = {
  render: () => <ServerGame />,
};

/** h8 is taken: clicking it rings the point in red for a moment, and the live region says why. */
export const RefusedMove: Story = {
  args: { defaultMoves: midGame },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('gridcell', { name: /^h8,/ }));
  },
};

// Presses anywhere on the board, and moves that wait for a second press (issue #15).

/** What a press log shows: how many presses, the last one, and every one in order. */
interface PressLog {
  readonly count: number; // presses so far
  readonly last: BoardPoint | null; // the point of the last one
  readonly names: string; // every press's point, in order, space-separated
}

function PressLogBoard(props: GomokuBoardProps): ReactNode {
  const [log, setLog] = useState<PressLog>({ count: 0, last: null, names: '' });
  const onPointClick = useCallback((point: BoardPoint) => {
    setLog((previous) => ({
      count: previous.count + 1,
      last: point,
      names: previous.names === '' ? point.name : `${previous.names} ${point.name}`,
    }));
  }, []);
  const { last } = log;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {/* The log goes under the board, so that a longer or shorter line never moves it. */}
      <GomokuBoard {...props} onPointClick={onPointClick} />
      <output className="press-last" data-count={log.count} data-last={last?.name}>
        {last === null
          ? 'Press anywhere on the board: between points, on the letters, on the edge.'
          : `Last press: ${last.name} (x ${last.x}, y ${last.y}), ${log.count} in all`}
      </output>
      <details>
        <summary>Every press</summary>
        <p className="press-log" style={{ overflowWrap: 'anywhere' }}>
          {log.names}
        </p>
      </details>
    </div>
  );
}

/**
 * No dead spots: a read-only board whose `onPointClick` logs every press. Every spot of the board
 * belongs to its nearest point: between four points, on the coordinates, on the very edge.
 */
export const PointClicks: Story = {
  args: { readOnly: true },
  render: (args) => <PressLogBoard {...args} />,
};

/**
 * `confirmMoves="always"`: a click only shows the move, a ghost stone with its name above it;
 * a second click on the same point plays it, a click elsewhere moves it, Escape drops it. The
 * default, `'touch'`, asks this of a finger's tap alone.
 */
export const PendingMove: Story = {
  args: { defaultMoves: midGame, confirmMoves: 'always' },
  play: async ({ canvasElement }) => {
    const g10 = within(canvasElement).getByRole('gridcell', { name: /^g10,/ });
    await userEvent.click(g10);
    await expect(g10).toHaveAttribute('data-pending');
    await expect(g10).not.toHaveAttribute('data-stone');
  },
};
