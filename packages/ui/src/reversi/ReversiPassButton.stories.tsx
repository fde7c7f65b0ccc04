import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { reversiMessagesZh } from './messages.zh.ts';
import { ReversiBoard } from './ReversiBoard.tsx';
import { ReversiPassButton, type ReversiPassButtonProps } from './ReversiPassButton.tsx';
import { ReversiStatus } from './ReversiStatus.tsx';
import { createReversiStore, type ReversiStore } from './store.ts';

// Black is left without a move after white's c1, while white still has e3 and f6.
const forcedPass = 'd3c3b3b2f5a3a1c1';

/** The games a pass button meets, each a real store without `autoPass`. */
const games = {
  mustPass: () => createReversiStore({ autoPass: false, moves: forcedPass }),
  canMove: () => createReversiStore({ autoPass: false, moves: 'f5d6' }),
  // Black takes every white disc: nobody moves or passes again.
  over: () => createReversiStore({ autoPass: false, moves: 'd3c3b3d2e1d6d7e3f4' }),
} satisfies Record<string, () => ReversiStore>;

type GameName = keyof typeof games;

/** A pass button on a store of its own, made once from `game` and disposed of on unmount. */
function PassOf({ game, ...props }: ReversiPassButtonProps & { game: GameName }): ReactNode {
  const store = useOwnStore(games[game]);
  return <ReversiPassButton {...props} store={store} />;
}

const meta = {
  title: 'Controls/ReversiPassButton',
  component: ReversiPassButton,
  tags: ['autodocs'],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof ReversiPassButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Black has no legal move: the button passes for it. */
export const Default: Story = {
  render: (args) => <PassOf {...args} game="mustPass" />,
};

/** Black has moves: `aria-disabled`, and still focusable, so a keyboard user keeps their place. */
export const NothingToPass: Story = {
  render: (args) => <PassOf {...args} game="canMove" />,
};

/** The button's content from `children`. */
export const CustomLabel: Story = {
  args: { children: 'Pass this turn' },
  render: (args) => <PassOf {...args} game="mustPass" />,
};

/** Chinese texts, from `reversiMessagesZh`. */
export const Chinese: Story = {
  args: { messages: reversiMessagesZh },
  render: (args) => (
    <span lang="zh-CN">
      <PassOf {...args} game="mustPass" />
    </span>
  ),
};

/** A game without `autoPass`: status line, pass button and board on one store. */
function ControlledGame(props: ReversiPassButtonProps): ReactNode {
  const store = useOwnStore(games.mustPass);
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <ReversiPassButton {...props} store={store} />
        <ReversiStatus store={store} id={statusId} />
      </div>
      <ReversiBoard store={store} showLegalMoves aria-describedby={statusId} />
    </div>
  );
}

/**
 * Black must pass. The play function tries d6 on the board (refused: black has no move), presses
 * Pass, and finds white to move with the button disabled again.
 */
export const Controlled: Story = {
  render: (args) => <ControlledGame {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const pass = canvas.getByRole('button', { name: 'Pass' });
    const status = canvasElement.querySelector('.stonekit-status') as HTMLElement;
    await step('black has no move and must pass', async () => {
      await expect(status).toHaveTextContent('Black has no move and must pass');
      await expect(pass).toHaveAttribute('aria-disabled', 'false');
      await userEvent.click(canvas.getByRole('gridcell', { name: /^d6,/ }));
      await expect(status).toHaveTextContent('Black has no move and must pass');
    });
    await step('pass', async () => {
      await userEvent.click(pass);
      await expect(status).toHaveTextContent('Black passed. White to move');
      await expect(pass).toHaveAttribute('aria-disabled', 'true');
    });
  },
};

const captions: Record<GameName, string> = {
  mustPass: 'Must pass',
  canMove: 'Has a move',
  over: 'Game over',
};

/** Every state side by side, each with a caption. */
export const AllStates: Story = {
  render: (args) => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px' }}>
      {(Object.keys(games) as GameName[]).map((game) => (
        <div key={game} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{captions[game]}</dt>
          <dd style={{ margin: 0 }}>
            <PassOf {...args} game={game} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
