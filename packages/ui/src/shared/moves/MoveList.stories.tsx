import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { createGomokuStore } from '../../gomoku/store.ts';
import { createReversiStore } from '../../reversi/store.ts';
import { GomokuMoveList } from './GomokuMoveList.tsx';
import { MoveList } from './MoveList.tsx';
import { moveListMessagesZh } from './messages.ts';
import { ReversiMoveList } from './ReversiMoveList.tsx';

// Thirty moves of freestyle Gomoku, no five yet: more than the region shows, so it scrolls.
const gomokuMoves =
  'h8 h9 i8 g8 i9 i7 j10 k11 j8 k8 j9 j7 g10 f11 l8 h10 k9 l10 g6 f5 e7 d8 m9 n10 c9 b10 e12 d13 m6 n5';

// After c1 black has no move: the game passes for it (move 9), and white plays on.
const reversiMoves = 'd3c3b3b2f5a3a1c1f6e6f4g7d7d6f7g8c2d8c6f3h8b1';

// No computer and no clock: these stores need no disposing.
const stores = {
  empty: createGomokuStore(),
  gomoku: createGomokuStore({ moves: gomokuMoves }),
  reversi: createReversiStore({ moves: reversiMoves }),
};

/** A move list that keeps its own selection, as a review of the game would. */
function SelectableGomokuList({ initial }: { initial: number }): ReactNode {
  const [selected, setSelected] = useState(initial);
  return <GomokuMoveList store={stores.gomoku} selected={selected} onSelectMove={setSelected} />;
}

const meta = {
  title: 'Panels/MoveList',
  component: GomokuMoveList,
  subcomponents: { ReversiMoveList, MoveList },
  tags: ['autodocs'],
  args: { store: stores.gomoku },
  decorators: [
    // A side panel's width, as a page beside the board shows the list.
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GomokuMoveList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first move: the heading and a line saying so, and no list. */
export const Empty: Story = {
  args: { store: stores.empty },
};

/** A Gomoku game of thirty moves: the last is current, and the region scrolls to keep it in view. */
export const GomokuGame: Story = {};

/** A Reversi game in which black had to pass at move 9: the pass is named and marked `data-pass`. */
export const ReversiGameWithPasses: Story = {
  render: ({ messages }) => <ReversiMoveList store={stores.reversi} messages={messages} />,
};

/** Chinese text, from `moveListMessagesZh`. */
export const Chinese: Story = {
  args: { messages: moveListMessagesZh },
  render: ({ messages }) => (
    <div lang="zh-CN">
      <ReversiMoveList store={stores.reversi} messages={messages} />
    </div>
  ),
};

/**
 * Move 12 selected, as a review would show it: each move is a button, the list has one tab stop
 * on the selected move, and the arrow keys, Home and End move the selection.
 */
export const SelectedMove: Story = {
  render: () => <SelectableGomokuList initial={11} />,
};
