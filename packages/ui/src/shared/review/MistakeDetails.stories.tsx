import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { GomokuBoard } from '../../gomoku/GomokuBoard.tsx';
import { ReversiBoard } from '../../reversi/ReversiBoard.tsx';
import { EvaluationGraph } from './EvaluationGraph.tsx';
import { scriptedGomokuReview, scriptedReversiReview } from './fixtures.ts';
import { MistakeDetails } from './MistakeDetails.tsx';
import { useReviewMarkers } from './markers.ts';
import { type ReviewMessages, reviewMessagesZh } from './messages.ts';

/** The details of one review, made once per story, at `ply`. */
function Details({
  ply,
  messages,
}: {
  ply: number;
  messages?: Partial<ReviewMessages>;
}): ReactNode {
  const [{ review }] = useState(() => scriptedReversiReview({ ply }));
  return <MistakeDetails analysis={review} messages={messages} />;
}

/** An Othello board with its review: the graph and the details under it, the markers on it. */
function OthelloReview({ ply }: { ply: number }): ReactNode {
  const [{ store, review }] = useState(() => scriptedReversiReview({ ply }));
  const markers = useReviewMarkers(review);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <ReversiBoard store={store} markers={markers} />
      <EvaluationGraph analysis={review} />
      <MistakeDetails analysis={review} />
    </div>
  );
}

/** The same for Gomoku. */
function GomokuReview({ ply }: { ply: number }): ReactNode {
  const [{ store, review }] = useState(() => scriptedGomokuReview({ ply }));
  const markers = useReviewMarkers(review);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <GomokuBoard store={store} markers={markers} />
      <EvaluationGraph analysis={review} />
      <MistakeDetails analysis={review} />
    </div>
  );
}

const meta = {
  title: 'Review/MistakeDetails',
  component: MistakeDetails,
  tags: ['autodocs'],
  args: { analysis: scriptedReversiReview({ ply: 44 }).review },
} satisfies Meta<typeof MistakeDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blunder: its mark, what it gave away and the better move. */
export const Blunder: Story = {
  render: () => <Details ply={44} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('gave away 26 discs')).toBeVisible();
    await expect(canvas.getByText('Better: b6')).toBeVisible();
  },
};

/** A move the search found nothing wrong with. */
export const GoodMove: Story = {
  render: () => <Details ply={30} />,
};

/** The start: no move to judge, and "Previous mistake" disabled. */
export const Start: Story = {
  render: () => <Details ply={0} />,
};

/** Chinese, from `reviewMessagesZh`. */
export const Chinese: Story = {
  render: () => (
    <div lang="zh-CN">
      <Details ply={48} messages={reviewMessagesZh} />
    </div>
  ),
};

/**
 * On the board: at a judged move a ring in the class's colour round the move played and a green
 * ring on the better move (`useReviewMarkers`). "Next mistake" steps to the next one.
 */
export const OnTheOthelloBoard: Story = {
  render: () => <OthelloReview ply={17} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next mistake' }));
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuenow', '20');
  },
};

/** A Gomoku blunder on the board: move 19, d6, where h10 kept the game. */
export const OnTheGomokuBoard: Story = {
  render: () => <GomokuReview ply={19} />,
};
