import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { reversiMessagesZh } from './messages.zh.ts';
import { ReversiNotice, type ReversiNoticeProps } from './ReversiNotice.tsx';
import { createReversiStore, type ReversiStore } from './store.ts';

/** A store that has just refused `refused`, after the moves that make it so. */
function refusing(refused: (store: ReversiStore) => unknown, moves = ''): () => ReversiStore {
  return () => {
    const store = createReversiStore({ moves });
    refused(store);
    return store;
  };
}

/** Every kind of refusal a person meets, each a real store that has just refused it. */
const refusals = {
  noFlips: refusing((s) => s.getState().play('a1')),
  occupied: refusing((s) => s.getState().play('d4')),
  cannotPass: refusing((s) => s.getState().pass()),
  none: refusing(() => {}),
} satisfies Record<string, () => ReversiStore>;

type RefusalName = keyof typeof refusals;

/** A notice on a store of its own, with a move that clears it. */
function NoticeOf({ refusal, ...props }: ReversiNoticeProps & { refusal: RefusalName }): ReactNode {
  const store = useOwnStore(refusals[refusal]);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <p style={{ margin: 0, minHeight: '1.5em' }}>
        <ReversiNotice {...props} store={store} />
      </p>
      <button type="button" onClick={() => store.getState().play('d3')}>
        Play d3
      </button>
    </div>
  );
}

const meta = {
  title: 'Components/ReversiNotice',
  component: ReversiNotice,
  tags: ['autodocs'],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof ReversiNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A square that flips nothing, worded in the notice colour until the next move. */
export const Default: Story = {
  render: (args) => <NoticeOf {...args} refusal="noFlips" />,
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('.stonekit-notice');
    await expect(notice).toHaveTextContent('a1 flips no discs');
    await expect(notice).toHaveAttribute('data-reason', 'no-flips');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play d3' }));
    await expect(notice).toHaveTextContent('');
  },
};

/** An occupied square. */
export const Occupied: Story = {
  render: (args) => <NoticeOf {...args} refusal="occupied" />,
};

/** A pass asked for while the side to move has a move. */
export const CannotPass: Story = {
  render: (args) => <NoticeOf {...args} refusal="cannotPass" />,
};

/** Chinese texts, from `reversiMessagesZh`. */
export const Chinese: Story = {
  args: { messages: reversiMessagesZh },
  render: (args) => (
    <div lang="zh-CN">
      <NoticeOf {...args} refusal="noFlips" />
    </div>
  ),
};
