import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { gameInfoMessagesZh } from '../shared/info/messages.ts';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { ReversiGameInfo, type ReversiGameInfoProps } from './ReversiGameInfo.tsx';
import { createReversiStore, type ReversiStore } from './store.ts';

/** The games the line describes, each a real store. */
const games = {
  untimed: () => createReversiStore(),
  blitz: () =>
    createReversiStore({
      timeControl: { kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 },
    }),
  // Passes made by hand, on a five-minute clock.
  manual: () =>
    createReversiStore({
      autoPass: false,
      timeControl: { kind: 'sudden-death', initialMs: 300_000 },
    }),
} satisfies Record<string, () => ReversiStore>;

type GameName = keyof typeof games;

/** The line on a store of its own, made once from `game`. */
function InfoOf({ game, ...props }: ReversiGameInfoProps & { game: GameName }): ReactNode {
  const store = useOwnStore(games[game]);
  return <ReversiGameInfo {...props} store={store} />;
}

const meta = {
  title: 'Components/ReversiGameInfo',
  component: ReversiGameInfo,
  tags: ['autodocs'],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof ReversiGameInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A game without a clock. */
export const Default: Story = {
  render: (args) => <InfoOf {...args} game="untimed" />,
};

/** Three minutes and two seconds a move. */
export const Timed: Story = {
  render: (args) => <InfoOf {...args} game="blitz" />,
};

/** A game without `autoPass` says that passes are made by hand. */
export const ManualPasses: Story = {
  render: (args) => <InfoOf {...args} game="manual" />,
};

/** Chinese texts, from `gameInfoMessagesZh`. */
export const Chinese: Story = {
  args: { messages: gameInfoMessagesZh },
  render: (args) => (
    <span lang="zh-CN">
      <InfoOf {...args} game="manual" />
    </span>
  ),
};
