import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EvaluationGraph } from './EvaluationGraph.tsx';
import {
  type ScriptedReviewOptions,
  scriptedGomokuReview,
  scriptedReversiReview,
} from './fixtures.ts';
import { type ReviewMessages, reviewMessagesZh } from './messages.ts';

/** A graph of its own review, made once per story: steps in one story leave the others alone. */
function Graph({
  game,
  options,
  messages,
}: {
  game: 'reversi' | 'gomoku';
  options?: ScriptedReviewOptions;
  messages?: Partial<ReviewMessages>;
}): ReactNode {
  const [{ review }] = useState(() =>
    game === 'reversi' ? scriptedReversiReview(options) : scriptedGomokuReview(options),
  );
  return <EvaluationGraph analysis={review} messages={messages} />;
}

const meta = {
  title: 'Review/EvaluationGraph',
  component: EvaluationGraph,
  tags: ['autodocs'],
  // The real analyses of two games at the default limits, answered at once without a worker.
  args: { analysis: scriptedReversiReview({ ply: 44 }).review },
  decorators: [
    // Under a board, as wide as one on a laptop.
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EvaluationGraph>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A close Othello game, in discs for Black, at move 44, b2: the blunder (a red dot) that gave
 * away 26 discs. Inaccuracies are yellow, the mistake at move 48 orange. The last 16 moves are
 * solved: the line runs flat on the exact result.
 */
export const OthelloGame: Story = {
  render: () => <Graph game="reversi" options={{ ply: 44 }} />,
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Evaluation for Black' });
    await waitFor(() =>
      expect(slider).toHaveAttribute('aria-valuetext', '44. b2, white: -16 (exact), blunder'),
    );
    await expect(
      canvasElement.querySelectorAll('[data-judgement="blunder"]').length,
    ).toBeGreaterThan(0);
  },
};

/**
 * A Gomoku game on the -100..100 scale: Black's blunder at move 19 (the red dot) lets White in,
 * and once White has a forced win the line sits at the bottom edge (White wins in 8, then in 7…)
 * until its five at move 38.
 */
export const GomokuGame: Story = {
  render: () => <Graph game="gomoku" />,
};

/**
 * The keyboard: with focus on the graph, Left and Right step one move, Home and End go to the
 * start and the end; the board follows, through the review's `goToPly`.
 */
export const Keyboard: Story = {
  render: () => <Graph game="reversi" options={{ ply: 10 }} />,
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider');
    await userEvent.click(slider);
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '2');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '61');
  },
};

/** While the analysis runs: the positions searched so far, the rest of the graph still empty. */
export const Analysing: Story = {
  render: () => <Graph game="reversi" options={{ answered: 24, ply: 20 }} />,
};

/** Before any analysis: the axis alone, and the slider still steps through the game. */
export const NotAnalysed: Story = {
  render: () => <Graph game="gomoku" options={{ start: false, ply: 5 }} />,
};

/** Chinese, from `reviewMessagesZh`. */
export const Chinese: Story = {
  render: () => (
    <div lang="zh-CN">
      <Graph game="gomoku" options={{ ply: 19 }} messages={reviewMessagesZh} />
    </div>
  ),
};

/** The dark theme: `stonekit-theme-dark` on an ancestor. */
export const DarkTheme: Story = {
  render: () => (
    <div
      className="stonekit-theme-dark"
      style={{ background: '#0f141a', color: '#e5e7eb', padding: 16 }}
    >
      <Graph game="reversi" options={{ ply: 48 }} />
    </div>
  ),
};
