import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ReversiBoard } from '../../reversi/ReversiBoard.tsx';
import { moveListMessagesZh } from '../moves/messages.ts';
import { EvaluationGraph } from './EvaluationGraph.tsx';
import { scriptedGomokuReview, scriptedReversiReview } from './fixtures.ts';
import { type ReviewMessages, reviewMessagesZh } from './messages.ts';
import { ReviewMoveList } from './ReviewMoveList.tsx';
import { ReviewNavigation } from './ReviewNavigation.tsx';

/** The steps and the list of one review, made once per story. */
function ListWithNavigation({
  game,
  ply,
  chinese = false,
}: {
  game: 'reversi' | 'gomoku';
  ply: number;
  chinese?: boolean;
}): ReactNode {
  const [{ review }] = useState(() =>
    game === 'reversi' ? scriptedReversiReview({ ply }) : scriptedGomokuReview({ ply }),
  );
  const reviewMessages: Partial<ReviewMessages> | undefined = chinese
    ? reviewMessagesZh
    : undefined;
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <ReviewNavigation analysis={review} messages={reviewMessages} />
      <ReviewMoveList
        analysis={review}
        reviewMessages={reviewMessages}
        messages={chinese ? moveListMessagesZh : undefined}
      />
    </div>
  );
}

/** A whole review beside an Othello board. */
function BoardReview(): ReactNode {
  const [{ store, review }] = useState(() => scriptedReversiReview({ ply: 30 }));
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) 240px',
        gap: 16,
        maxWidth: 720,
      }}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <ReversiBoard store={store} />
        <EvaluationGraph analysis={review} />
      </div>
      <div style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
        <ReviewNavigation analysis={review} />
        <ReviewMoveList analysis={review} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Review/ReviewMoveList',
  component: ReviewMoveList,
  subcomponents: { ReviewNavigation },
  tags: ['autodocs'],
  args: { analysis: scriptedReversiReview({ ply: 30 }).review },
} satisfies Meta<typeof ReviewMoveList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole line as buttons, with the steps above it: at move 30 the moves after it are still
 * listed (taken back, not lost), the judged ones marked `?!`, `?` or `??`. Start, Previous, Next
 * and Last step the board; so do a click and the arrow keys in the list.
 */
export const WithNavigation: Story = {
  render: () => <ListWithNavigation game="reversi" ply={30} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next move' }));
    await expect(canvas.getByRole('button', { name: /^31\. / })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await userEvent.click(canvas.getByRole('button', { name: '44. b2, white, blunder' }));
    await expect(canvas.getByRole('button', { name: 'Last move' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(canvas.getByRole('button', { name: 'Previous move' })).toBeDisabled();
  },
};

/** A Gomoku review, at the blunder. */
export const Gomoku: Story = {
  render: () => <ListWithNavigation game="gomoku" ply={19} />,
};

/** Chinese, from `moveListMessagesZh` and `reviewMessagesZh`. */
export const Chinese: Story = {
  render: () => (
    <div lang="zh-CN">
      <ListWithNavigation game="reversi" ply={44} chinese />
    </div>
  ),
};

/** Beside the board and under it the graph: a whole review, every piece on one review store. */
export const BesideTheBoard: Story = {
  render: () => <BoardReview />,
};
