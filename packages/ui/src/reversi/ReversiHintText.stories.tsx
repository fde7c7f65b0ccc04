import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { reversiMessagesZh } from './messages.zh.ts';
import { ReversiHintText, type ReversiHintTextProps } from './ReversiHintText.tsx';
import { createReversiStore, type ReversiStore } from './store.ts';

/** A store holding a hint for its position, set by hand so that the story needs no worker. */
function hinted(): ReversiStore {
  const store = createReversiStore({ moves: 'f5d6c3d3c4f4f6f3e6e7' });
  const { game } = store.getState();
  store.setState({
    hint: { move: 'c6', kind: 'estimate', score: 4, pv: ['c6', 'b5', 'f2', 'g4'], game },
  });
  return store;
}

/** The text on a store of its own. */
function HintOf(props: ReversiHintTextProps): ReactNode {
  const store = useOwnStore(hinted);
  return (
    <p style={{ margin: 0 }}>
      <ReversiHintText {...props} store={store} />
    </p>
  );
}

const meta = {
  title: 'Components/ReversiHintText',
  component: ReversiHintText,
  tags: ['autodocs'],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof ReversiHintText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hinted move and what it leads to. */
export const Default: Story = {
  render: (args) => <HintOf {...args} />,
};

/** Chinese texts, from `reversiMessagesZh`. */
export const Chinese: Story = {
  args: { messages: reversiMessagesZh },
  render: (args) => (
    <span lang="zh-CN">
      <HintOf {...args} />
    </span>
  ),
};
