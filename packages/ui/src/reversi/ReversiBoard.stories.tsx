import type { AiClient } from '@stonekit/core/ai';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, useCallback, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStore } from 'zustand';
import { ThinkingIndicator } from '../shared/ai/ThinkingIndicator.tsx';
import type { BoardPoint } from '../shared/board/types.ts';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { reversiMessagesZh } from './messages.zh.ts';
import { ReversiBoard, type ReversiBoardProps } from './ReversiBoard.tsx';
import { ReversiPassButton } from './ReversiPassButton.tsx';
import { ReversiStatus } from './ReversiStatus.tsx';
import { createReversiStore } from './store.ts';

const midGame = 'f5d6c3d3c4f4f6f3e6e7';
// Black is left without a move after white's c1, while white still has e3 and f6.
const forcedPass = 'd3c3b3b2f5a3a1c1';
// Each side always plays its first legal move, a1 first: white wins 45 to 19.
const finishedGame =
  'd3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1f2e3b5b4a5a4c5a6f4f3g3g2h2h1h3h4g4c6g5h5b6c7d6e6f6g6h6h7a7b7a8d7e7f7g7g8b8c8d8e8f8h8';

const meta = {
  title: 'Boards/Reversi',
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
    onMove: { action: 'move' },
    onGameOver: { action: 'game over' },
    onIllegalMove: { action: 'illegal move' },
    coordinates: { control: 'inline-radio', options: [true, false, 'top', 'bottom'] },
  },
} satisfies Meta<typeof ReversiBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The start: four discs in the centre, black to move. Hover a square to see what it flips. */
export const Start: Story = {};

/**
 * A game in progress with a ring on every legal move, in the colour of the side to move, never
 * taken for the felt's four dots; the last disc placed is marked.
 */
export const MidGameWithHints: Story = {
  args: { defaultMoves: midGame, showLegalMoves: true },
};

/** `coordinateCase: 'upper'`: the columns A to H, and every square and move named so ("D3"). */
export const UpperCaseCoordinates: Story = {
  args: { defaultMoves: midGame, showLegalMoves: true, coordinateCase: 'upper' },
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('.stonekit-coordinate')].map(
      (label) => label.textContent,
    );
    await expect(labels).toEqual(expect.arrayContaining(['A', 'H']));
    await expect(labels).not.toContain('a');
    const d4 = within(canvasElement).getByRole('gridcell', { name: /^D4, / });
    await expect(d4.dataset.square).toBe('d4');
  },
};

function PassGame(): ReactNode {
  const store = useOwnStore(() => createReversiStore({ autoPass: false, moves: forcedPass }));
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <ReversiPassButton store={store} />
        <ReversiStatus store={store} id="forced-pass-status" />
      </div>
      <ReversiBoard store={store} showLegalMoves aria-describedby="forced-pass-status" />
    </div>
  );
}

/** Black has no move but white has two: without `autoPass`, black must press Pass. */
export const ForcedPass: Story = {
  render: () => <PassGame />,
};

function FinishedGame(): ReactNode {
  const [store] = useState(() => createReversiStore({ moves: finishedGame }));
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ReversiStatus store={store} />
      <ReversiBoard store={store} />
    </div>
  );
}

/** A finished game: nobody can move, and the status gives the result and the score. */
export const GameOver: Story = {
  render: () => <FinishedGame />,
};

const walnut = {
  '--stonekit-felt-color': '#1e4f6e',
  '--stonekit-felt-texture': 'radial-gradient(ellipse at 50% 40%, #2a6a90, #1a4560)',
  '--stonekit-felt-line-color': '#0b2536',
  '--stonekit-felt-dot-color': '#0b2536',
  '--stonekit-frame-color': '#5b3a1e',
  '--stonekit-frame-texture': 'linear-gradient(160deg, #6e4826, #4a2f17)',
  '--stonekit-frame-coordinate-color': '#f6e7d2',
  '--stonekit-disc-white': '#f3e9d2',
  '--stonekit-disc-white-edge': '#cdbd9c',
  '--stonekit-last-move': '#f59e0b',
  '--stonekit-legal-hint-black': 'rgb(0 0 0 / 0.7)',
  '--stonekit-legal-hint-white': 'rgb(246 231 210 / 0.9)',
  '--stonekit-focus-ring': '#fbbf24',
  '--stonekit-focus-ring-contrast': '#111827',
} as CSSProperties;

/** A blue felt in a walnut frame, with letters along the bottom, set through CSS custom properties. */
export const CustomTheme: Story = {
  args: { defaultMoves: midGame, showLegalMoves: true, coordinates: 'bottom', style: walnut },
};

function ControlledGame(): ReactNode {
  const [store] = useState(() => createReversiStore({ moves: 'f5d6' }));
  const canUndo = useStore(store, (s) => s.game.canUndo);
  const canRedo = useStore(store, (s) => s.game.canRedo);
  const lastError = useStore(store, (s) => s.lastError);
  const [hints, setHints] = useState(false);
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
        <button type="button" aria-pressed={hints} onClick={() => setHints(!hints)}>
          Hints
        </button>
        <ReversiStatus store={store} id="controlled-status" />
      </div>
      <ReversiBoard store={store} showLegalMoves={hints} aria-describedby="controlled-status" />
      <p style={{ margin: 0, minHeight: '1.5em' }}>{lastError?.message ?? ''}</p>
    </div>
  );
}

/** A store created outside the board and driven by buttons; the board plays into it too. */
export const Controlled: Story = {
  render: () => <ControlledGame />,
};

function ChineseGame(): ReactNode {
  const [store] = useState(() => createReversiStore({ moves: midGame }));
  return (
    <div lang="zh-CN" style={{ display: 'grid', gap: 12 }}>
      <ReversiStatus store={store} messages={reversiMessagesZh} />
      <ReversiBoard store={store} messages={reversiMessagesZh} showLegalMoves />
    </div>
  );
}

/** Chinese texts for the grid, the squares, the status line and the announcements. */
export const Chinese: Story = {
  render: () => <ChineseGame />,
};

/** A client whose searches never end: the computer thinks for as long as the story is shown. */
const thinkingForever: AiClient = { run: () => new Promise(() => {}), dispose() {} };

function HintGame({ line }: { line: boolean }): ReactNode {
  const [store] = useState(() => {
    const created = createReversiStore({ moves: midGame });
    // A hint as `requestHint` stores it, set by hand so the story needs no worker.
    const { game } = created.getState();
    created.setState({
      hint: { move: 'c6', kind: 'estimate', score: 4, pv: ['c6', 'b5', 'f2', 'g4'], game },
    });
    return created;
  });
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ReversiStatus store={store} evaluation id={`hint-status-${line}`} />
      <ReversiBoard
        store={store}
        showPrincipalVariation={line}
        aria-describedby={`hint-status-${line}`}
      />
    </div>
  );
}

/** The store's hint: a gold frame on the move to play, "hint" in its name, and the evaluation. */
export const Hint: Story = {
  render: () => <HintGame line={false} />,
};

/** With `showPrincipalVariation`, the expected line as numbered ghost discs: 1 is the hint. */
export const PrincipalVariation: Story = {
  render: () => <HintGame line />,
};

function ThinkingGame(): ReactNode {
  const store = useOwnStore(() =>
    createReversiStore({ ai: thinkingForever, aiPlayer: 'white', moves: 'f5' }),
  );
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <ReversiStatus store={store} id="thinking-status" />
        <ThinkingIndicator store={store} />
      </div>
      <ReversiBoard store={store} showLegalMoves aria-describedby="thinking-status" />
    </div>
  );
}

/** The computer is choosing white's move: the grid is `aria-busy` and refuses clicks politely. */
export const Thinking: Story = {
  render: () => <ThinkingGame />,
};

const matrix: { title: string; props: Parameters<typeof ReversiBoard>[0] }[] = [
  { title: 'Start', props: {} },
  { title: 'Hints', props: { defaultMoves: midGame, showLegalMoves: true } },
  { title: 'Must pass', props: { defaultMoves: forcedPass, autoPass: false } },
  { title: 'Game over', props: { defaultMoves: finishedGame } },
  { title: 'Letters below', props: { defaultMoves: midGame, coordinates: 'bottom' } },
  { title: 'No coordinates', props: { defaultMoves: midGame, coordinates: false } },
  { title: 'Read-only', props: { defaultMoves: midGame, readOnly: true } },
  { title: 'Disabled', props: { defaultMoves: midGame, disabled: true } },
  { title: 'Walnut theme', props: { defaultMoves: midGame, style: walnut } },
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
          <ReversiBoard {...props} aria-label={`${title} board`} />
          <figcaption style={{ marginTop: 8, textAlign: 'center' }}>{title}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

// Markers, a board whose moves a server confirms, and a refused move (issue #12).

/** The app's own annotations: a highlight, rings, a letter and an arrow; each label is read with its square. */
export const Markers: Story = {
  args: {
    defaultMoves: midGame,
    markers: [
      { kind: 'highlight', at: 'c5', label: 'best move' },
      { kind: 'circle', at: 'e6', label: 'the disc it wins' },
      { kind: 'circle', at: 'c3', color: '#ffd23f' },
      { kind: 'text', at: 'b4', text: 'A', label: 'variation A' },
      { kind: 'arrow', from: 'c5', to: 'f8', label: 'the reply' },
    ],
  },
};

function ServerGame(): ReactNode {
  const store = useOwnStore(() => createReversiStore());
  const [pending, setPending] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <ReversiStatus store={store} id="server-status" />
        <span>{pending === null ? '' : `Sending ${pending} to the server…`}</span>
      </p>
      <ReversiBoard
        store={store}
        showLegalMoves
        aria-describedby="server-status"
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

/** c3 flips nothing: clicking it rings the square in red for a moment, and the live region says why. */
export const RefusedMove: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('gridcell', { name: /^c3,/ }));
  },
};

// Presses anywhere on the board, and moves that wait for a second press (issue #15).

/** What a press log shows: how many presses, the last one, and every one in order. */
interface PressLog {
  readonly count: number; // presses so far
  readonly last: BoardPoint | null; // the square of the last one
  readonly names: string; // every press's square, in order, space-separated
}

function PressLogBoard(props: ReversiBoardProps): ReactNode {
  const [log, setLog] = useState<PressLog>({ count: 0, last: null, names: '' });
  const onSquareClick = useCallback((square: BoardPoint) => {
    setLog((previous) => ({
      count: previous.count + 1,
      last: square,
      names: previous.names === '' ? square.name : `${previous.names} ${square.name}`,
    }));
  }, []);
  const { last } = log;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {/* The log goes under the board, so that a longer or shorter line never moves it. */}
      <ReversiBoard {...props} onSquareClick={onSquareClick} />
      <output className="press-last" data-count={log.count} data-last={last?.name}>
        {last === null
          ? 'Press anywhere on the board: on a square, on the letters, on the frame.'
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
 * No dead spots: a read-only board whose `onSquareClick` logs every press. Every spot of the
 * board belongs to its square, and the frame round it to the nearest square.
 */
export const SquareClicks: Story = {
  args: { readOnly: true },
  render: (args) => <PressLogBoard {...args} />,
};

/**
 * `confirmMoves="always"`: a click only shows the move, a ghost disc with its name above it; a
 * second click on the same square plays it. `'touch'` asks this of a finger's tap alone; the
 * default, `'never'`, of nothing, as Reversi's squares are large.
 */
export const PendingMove: Story = {
  args: { confirmMoves: 'always' },
  play: async ({ canvasElement }) => {
    const d3 = within(canvasElement).getByRole('gridcell', { name: /^d3,/ });
    await userEvent.click(d3);
    await expect(d3).toHaveAttribute('data-pending');
    await expect(d3).not.toHaveAttribute('data-stone');
  },
};
