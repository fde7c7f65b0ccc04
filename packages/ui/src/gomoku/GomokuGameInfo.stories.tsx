import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStore } from 'zustand';
import { gameInfoMessagesZh } from '../shared/info/messages.ts';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { GomokuGameInfo, type GomokuGameInfoProps } from './GomokuGameInfo.tsx';
import { GomokuStatus } from './GomokuStatus.tsx';
import { createGomokuStore, type GomokuStore } from './store.ts';

/** The games the line describes, each a real store. */
const games = {
  // The default game: freestyle on 15 × 15, no opening rule, no clock.
  freestyle: () => createGomokuStore(),
  // A tournament's: Renju under RIF, five minutes and byo-yomi.
  renju: () =>
    createGomokuStore({
      rule: 'renju',
      opening: 'rif',
      timeControl: { kind: 'byo-yomi', initialMs: 300_000, periods: 3, periodMs: 30_000 },
    }),
  // A larger board, whose size is worth saying, with Swap2 and a Fischer clock.
  large: () =>
    createGomokuStore({
      size: 19,
      rule: 'standard',
      opening: 'swap2',
      timeControl: { kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 },
    }),
} satisfies Record<string, () => GomokuStore>;

type GameName = keyof typeof games;

/** The line on a store of its own, made once from `game`. */
function InfoOf({ game, ...props }: GomokuGameInfoProps & { game: GameName }): ReactNode {
  const store = useOwnStore(games[game]);
  return <GomokuGameInfo {...props} store={store} />;
}

const meta = {
  title: 'Components/GomokuGameInfo',
  component: GomokuGameInfo,
  tags: ['autodocs'],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof GomokuGameInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default game: its rule, opening rule and clock; 15 × 15 goes without saying. */
export const Default: Story = {
  render: (args) => <InfoOf {...args} game="freestyle" />,
};

/** Renju under RIF with byo-yomi, as a tournament plays it. */
export const Renju: Story = {
  render: (args) => <InfoOf {...args} game="renju" />,
};

/** A board other than 15 × 15 says its size first. */
export const LargeBoard: Story = {
  render: (args) => <InfoOf {...args} game="large" />,
};

/** Chinese texts, from `gameInfoMessagesZh`. */
export const Chinese: Story = {
  args: { messages: gameInfoMessagesZh },
  render: (args) => (
    <span lang="zh-CN">
      <InfoOf {...args} game="renju" />
    </span>
  ),
};

/** Without the label, for a page that has its own. */
export const WithoutLabel: Story = {
  args: { label: false },
  render: (args) => <InfoOf {...args} game="renju" />,
};

/**
 * Beside a choice of the next game's rule: choosing changes nothing until New game, and the line
 * goes on naming the game on the board.
 */
function NextGame(props: GomokuGameInfoProps): ReactNode {
  const store = useOwnStore(() => createGomokuStore());
  const rule = useStore(store, (s) => s.game.rule);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 420 }}>
      <p style={{ margin: 0 }}>
        <GomokuStatus store={store} />
      </p>
      <p style={{ margin: 0 }}>
        <GomokuGameInfo {...props} store={store} />
      </p>
      <button
        type="button"
        onClick={() => store.getState().reset({ rule: rule === 'renju' ? 'freestyle' : 'renju' })}
      >
        New game, {rule === 'renju' ? 'freestyle' : 'Renju'}
      </button>
    </div>
  );
}

/** A new game changes the line; the play function starts one under Renju. */
export const NewGame: Story = {
  render: (args) => <NextGame {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = canvasElement.querySelector('.stonekit-game-info');
    await expect(info).toHaveTextContent('This game: Freestyle · No opening rule · No clock');
    await userEvent.click(canvas.getByRole('button', { name: 'New game, Renju' }));
    await expect(info).toHaveTextContent('This game: Renju · No opening rule · No clock');
    await expect(info).toHaveAttribute('data-rule', 'renju');
  },
};
