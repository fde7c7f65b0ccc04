import type { Stone } from '@stonekit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore } from 'zustand/vanilla';
import { aiMessagesZh } from './messages.ts';
import { ThinkingIndicator } from './ThinkingIndicator.tsx';

/** A store holding nothing but `thinking`: the indicator reads no more of a game store. */
function thinkingStore(thinking: Stone | null) {
  return createStore<{ thinking: Stone | null }>()(() => ({ thinking }));
}

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
