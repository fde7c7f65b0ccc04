import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AnalysisProgress } from './AnalysisProgress.tsx';
import { type ScriptedReviewOptions, scriptedReversiReview } from './fixtures.ts';
import { type ReviewMessages, reviewMessagesZh } from './messages.ts';

/** A progress of its own review, made once per story. */
function Progress({
  options,
  messages,
  then,
}: {
  options?: ScriptedReviewOptions;
  messages?: Partial<ReviewMessages>;
  then?: 'cancel' | 'fail';
}): ReactNode {
  const [{ review }] = useState(() => {
    const scene = scriptedReversiReview(options);
    if (then === 'cancel') scene.review.getState().cancel();
    if (then === 'fail')
      scene.review.setState({ status: 'failed', error: new Error('worker crashed') });
    return scene;
  });
  return <AnalysisProgress analysis={review} messages={messages} />;
}

const meta = {
  title: 'Review/AnalysisProgress',
  component: AnalysisProgress,
  tags: ['autodocs'],
  args: { analysis: scriptedReversiReview({ start: false }).review },
} satisfies Meta<typeof AnalysisProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the analysis: the button that starts it. Pressed, it runs to the end at once here. */
export const Idle: Story = {
  render: () => <Progress options={{ start: false }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Analyse the game' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Analysis complete: 1 blunder, 1 mistake, 3 inaccuracies.',
      ),
    );
  },
};

/** Under way, 24 of 61 positions searched: the bar, the count and Cancel. */
export const Running: Story = {
  render: () => <Progress options={{ answered: 24 }} />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Analysis' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '24'));
  },
};

/** Finished: how many blunders, mistakes and inaccuracies, said in a polite status region. */
export const Done: Story = {
  render: () => <Progress />,
};

/** Cancelled: said so, and the button resumes where it stopped. */
export const Cancelled: Story = {
  render: () => <Progress options={{ answered: 24 }} then="cancel" />,
};

/** The AI failed: said so, and the button tries again. */
export const Failed: Story = {
  render: () => <Progress options={{ start: false }} then="fail" />,
};

/** Chinese, from `reviewMessagesZh`. */
export const Chinese: Story = {
  render: () => (
    <div lang="zh-CN">
      <Progress options={{ answered: 24 }} messages={reviewMessagesZh} />
    </div>
  ),
};
