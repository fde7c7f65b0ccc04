import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { GomokuProvider } from './context.tsx';
import { GomokuBoard } from './GomokuBoard.tsx';
import { GomokuOpeningPanel, type GomokuOpeningPanelProps } from './GomokuOpeningPanel.tsx';
import { GomokuStatus } from './GomokuStatus.tsx';
import { gomokuMessagesZh } from './messages.zh.ts';
import { createGomokuStore, type GomokuStore } from './store.ts';

/** RIF with Kansei (h8 h9 h10) kept and move 4 on h6: black is to offer two fifth moves. */
function rifOffering(): GomokuStore {
  const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 h10' });
  store.getState().choose('keep');
  store.getState().play('h6');
  return store;
}

/** Each question an opening asks off the board, as a real store that waits on it. */
const phases = {
  // RIF after move 3: white swaps or keeps.
  rifSwap: () => createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' }),
  // Swap2 after three stones: take a colour or place two more.
  swap2: () => createGomokuStore({ opening: 'swap2', moves: 'h8 h9 i9' }),
  // Yamaguchi after move 3: how many fifth moves black will offer.
  declare: () => createGomokuStore({ rule: 'renju', opening: 'yamaguchi', moves: 'h8 h9 i9' }),
  // RIF, the fifth moves: one chosen on the board, one to go.
  offer: () => {
    const store = rifOffering();
    store.getState().toggleOffer('g7');
    return store;
  },
  // RIF, the fifth moves offered: white selects one.
  select: () => {
    const store = rifOffering();
    store.getState().offerFifth(['g7', 'j7']);
    return store;
  },
  // RIF: i7 mirrors g7 on this symmetric opening, refused and said inside the panel.
  refused: () => {
    const store = rifOffering();
    store.getState().toggleOffer('g7');
    store.getState().toggleOffer('i7');
    return store;
  },
} satisfies Record<string, () => GomokuStore>;

type PhaseName = keyof typeof phases;

/** A panel on a store of its own, made once from `phase` and disposed of on unmount. */
function PanelOf({ phase, ...props }: GomokuOpeningPanelProps & { phase: PhaseName }): ReactNode {
  const store = useOwnStore(phases[phase]);
  return <GomokuOpeningPanel {...props} store={store} />;
}

const meta = {
  title: 'Controls/GomokuOpeningPanel',
  component: GomokuOpeningPanel,
  tags: ['autodocs'],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GomokuOpeningPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RIF after move 3: a group named by the question, with a button for each answer. */
export const Default: Story = {
  render: (args) => <PanelOf {...args} phase="rifSwap" />,
};

/** A refusal shown inside the panel; `notice: false` leaves it to a `GomokuNotice` elsewhere. */
export const WithRefusal: Story = {
  render: (args) => <PanelOf {...args} phase="refused" />,
};

/** Chinese texts, from `gomokuMessagesZh`. */
export const Chinese: Story = {
  args: { messages: gomokuMessagesZh },
  render: (args) => (
    <div lang="zh-CN">
      <PanelOf {...args} phase="declare" />
    </div>
  ),
};

/** A RIF game: status line, board and panel sharing one store through a provider. */
function ControlledGame(props: GomokuOpeningPanelProps): ReactNode {
  const store = useOwnStore(phases.rifSwap);
  const statusId = useId();
  return (
    <GomokuProvider store={store}>
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0, fontWeight: 600 }}>
          <GomokuStatus id={statusId} />
        </p>
        <GomokuBoard aria-describedby={statusId} showMoveNumbers />
        <GomokuOpeningPanel {...props} />
      </div>
    </GomokuProvider>
  );
}

/**
 * The panel drives the opening on the board's store. The play function swaps under RIF: the
 * second player takes black, and the first now places move 4 as white, as the panel says.
 */
export const Controlled: Story = {
  render: (args) => <ControlledGame {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const board = canvasElement.querySelector('.stonekit-gomoku') as HTMLElement;
    const status = canvasElement.querySelector('.stonekit-status') as HTMLElement;
    await step('white is asked to swap or keep', async () => {
      await expect(canvas.getByRole('group', { name: /swap or keep/ })).toBeVisible();
      await expect(board).toHaveAttribute('data-opening-phase', 'choose');
    });
    await step('swap', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Swap' }));
      await expect(status).toHaveTextContent('White places move 4 anywhere');
      await expect(board).toHaveAttribute('data-opening-phase', 'place');
      await expect(
        canvas.getByRole('group', { name: 'White places move 4 anywhere' }),
      ).toBeVisible();
    });
  },
};

const captions: Record<PhaseName, string> = {
  rifSwap: 'RIF: swap or keep',
  swap2: 'Swap2: take a colour or place two',
  declare: 'Yamaguchi: declare the fifth moves',
  offer: 'RIF: offer the fifth moves',
  select: 'RIF: select a fifth move',
  refused: 'A refusal in the panel',
};

/** Every question side by side, each with a caption. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      {(Object.keys(phases) as PhaseName[]).map((phase) => (
        <section key={phase} aria-label={captions[phase]}>
          <h3 style={{ margin: '0 0 6px', fontSize: '1rem' }}>{captions[phase]}</h3>
          <PanelOf {...args} phase={phase} />
        </section>
      ))}
    </div>
  ),
};
