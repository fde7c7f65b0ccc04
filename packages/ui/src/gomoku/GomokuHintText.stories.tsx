import { type Point, parsePoint } from '@stonekit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useOwnStore } from '../shared/useOwnStore.ts';
import type { GomokuStoreHint } from './ai.ts';
import { GomokuHintText, type GomokuHintTextProps } from './GomokuHintText.tsx';
import { gomokuMessagesZh } from './messages.zh.ts';
import { createGomokuStore, type GomokuStore } from './store.ts';

/** A store holding a hint for its position, set by hand so that the story needs no worker. */
function hinted(kind: 'win' | 'estimate'): () => GomokuStore {
  return () => {
    const store = createGomokuStore({ moves: 'h8 i9 g9 i7 i8 g8 j8' });
    const pv = ['k8', 'f8', 'l8'].map((name) => parsePoint(name, 15) as Point);
    const game = store.getState().game;
    const hint: GomokuStoreHint =
      kind === 'win'
        ? { kind: 'win', move: pv[0] as Point, in: 3, pv, game }
        : { kind: 'estimate', move: pv[0] as Point, score: 40, pv, game };
    store.setState({ hint });
    return store;
  };
}

const stores = {
  win: hinted('win'),
  estimate: hinted('estimate'),
  none: () => createGomokuStore({ moves: 'h8' }),
} satisfies Record<string, () => GomokuStore>;

/** The text on a store of its own, labelled for the page. */
function HintOf({
  hint,
  ...props
}: GomokuHintTextProps & { hint: keyof typeof stores }): ReactNode {
  const store = useOwnStore(stores[hint]);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <p style={{ margin: 0, minHeight: '1.5em' }}>
        <GomokuHintText {...props} store={store} />
      </p>
      <button type="button" onClick={() => store.getState().play('a1')}>
        Play a1
      </button>
    </div>
  );
}

const meta = {
  title: 'Components/GomokuHintText',
  component: GomokuHintText,
  tags: ['autodocs'],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof GomokuHintText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hint that wins: its move and in how many. A move makes it old, and it goes. */
export const Default: Story = {
  render: (args) => <HintOf {...args} hint="win" />,
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('.stonekit-hint-text');
    await expect(text).toHaveTextContent('Hint: k8, white wins in 3');
    await expect(text).toHaveAttribute('data-kind', 'win');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play a1' }));
    await expect(text).toHaveTextContent('');
    await expect(text).not.toHaveAttribute('data-kind');
  },
};

/** A judgement short of a win. */
export const Estimate: Story = {
  render: (args) => <HintOf {...args} hint="estimate" />,
};

/** Chinese texts, from `gomokuMessagesZh`. */
export const Chinese: Story = {
  args: { messages: gomokuMessagesZh },
  render: (args) => (
    <div lang="zh-CN">
      <HintOf {...args} hint="win" />
    </div>
  ),
};

/** No hint: an empty element that keeps its place. */
export const Empty: Story = {
  render: (args) => <HintOf {...args} hint="none" />,
};
