import type { Stone } from '@stonekit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createStore } from 'zustand/vanilla';
import { aiMessagesZh } from './messages.ts';
import { ThinkingIndicator } from './ThinkingIndicator.tsx';
import type { AiThinkingProgress } from './types.ts';

/**
 * A store holding nothing but `thinking` and `thinkingProgress`: the indicator reads no more of
 * a game store.
 */
function thinkingStore(thinking: Stone | null, thinkingProgress: AiThinkingProgress | null = null) {
  return createStore<{ thinking: Stone | null; thinkingProgress: AiThinkingProgress | null }>()(
    () => ({ thinking, thinkingProgress }),
  );
}

// A fixed moment: the progress stories read this fake time and never the real one, so every
// screenshot shows the same time.
const REPORTED = Date.UTC(2025, 0, 1, 12);
const fixedNow = () => REPORTED + 240;

/** White at level 10, 3 s into its search: depth 9, h8 best so far, 4 points up. */
const report: AiThinkingProgress = {
  side: 'white',
  depth: 9,
  moveName: 'h8',
  score: 4,
  nodes: 412_000,
  timeMs: 3_000,
  at: REPORTED,
};

const meta = {
  title: 'Components/ThinkingIndicator',
  component: ThinkingIndicator,
  tags: ['autodocs'],
  args: { store: thinkingStore('white') },
  decorators: [
    // Beside a status line, as a page shows it: an idle indicator is an empty element.
    (Story) => (
      <p style={{ display: 'flex', gap: 16, alignItems: 'center', margin: 0 }}>
        <span>Game in progress</span>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof ThinkingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** White's move is being chosen: three pulsing dots (still under reduced motion) and the text. */
export const Default: Story = {};

/** Black to think, read out politely as it appears with `live`. */
export const Live: Story = {
  args: { store: thinkingStore('black'), live: true },
};

/** Nothing to show: an empty element that keeps its place in a layout. */
export const Idle: Story = {
  args: { store: thinkingStore(null) },
};

/** Chinese text, from `aiMessagesZh` or a game's Chinese messages. */
export const Chinese: Story = {
  args: { messages: aiMessagesZh },
  render: (args) => (
    <span lang="zh-CN">
      <ThinkingIndicator {...args} />
    </span>
  ),
};

/**
 * `showProgress`: the depth reached, the best move so far and the time, which ticks between the
 * worker's reports (here the time stands still, for the screenshots). No score: it would give
 * away what the computer thinks of the position.
 */
export const Progress: Story = {
  args: { store: thinkingStore('white', report), showProgress: true, now: fixedNow },
  play: async ({ canvasElement }) => {
    const progress = canvasElement.querySelector('.stonekit-thinking-progress');
    await expect(progress).toHaveTextContent('depth 9 · best h8 · 3.2 s');
    await expect(progress).toHaveAttribute('data-depth', '9');
  },
};

/** `showScore` too, where the evaluation shows anyway (analysis, a hint). */
export const ProgressWithScore: Story = {
  args: { ...Progress.args, showScore: true },
};

/** Chinese, from `aiMessagesZh` or a game's Chinese messages. */
export const ProgressChinese: Story = {
  args: { ...Progress.args, messages: aiMessagesZh },
  render: (args) => (
    <span lang="zh-CN">
      <ThinkingIndicator {...args} />
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('第 9 层 · 最佳 h8 · 3.2 秒')).toBeVisible();
  },
};

/**
 * `live` with progress: the status region says "White is thinking…" once; the progress inside is
 * hidden from screen readers, which would otherwise hear every tenth of a second.
 */
export const LiveProgress: Story = {
  args: { ...Progress.args, live: true },
  play: async ({ canvasElement }) => {
    const progress = canvasElement.querySelector('.stonekit-thinking-progress');
    await expect(progress).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Thinking, before the search's first report: the text alone. */
export const BeforeFirstReport: Story = {
  args: { store: thinkingStore('black'), showProgress: true },
};
