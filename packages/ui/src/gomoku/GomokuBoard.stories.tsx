import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useStore } from 'zustand';
import { GomokuBoard } from './GomokuBoard.tsx';
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

/** Chinese texts for the grid, the points and the announcements. */
export const Chinese: Story = {
  args: { messages: gomokuMessagesZh, defaultMoves: midGame, 'aria-label': '五子棋棋盘' },
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
