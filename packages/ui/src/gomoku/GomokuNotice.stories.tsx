import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { GomokuBoard } from './GomokuBoard.tsx';
import { GomokuNotice, type GomokuNoticeProps } from './GomokuNotice.tsx';
import { GomokuStatus } from './GomokuStatus.tsx';
import { gomokuMessagesZh } from './messages.zh.ts';
import { createGomokuStore, type GomokuStore, type GomokuStoreOptions } from './store.ts';

/** A store that has just refused `refused`, after the moves that make it so. */
function refusing(
  refused: (store: GomokuStore) => unknown,
  options: GomokuStoreOptions = {},
): () => GomokuStore {
  return () => {
    const store = createGomokuStore(options);
    refused(store);
    return store;
  };
}

/** Every kind of refusal the notice words, each a real store that has just refused it. */
const refusals = {
  occupied: refusing((s) => s.getState().play('h8'), { moves: 'h8 h9' }),
  gameOver: refusing((s) => s.getState().play('a1'), { moves: 'h8 h9 i8 i9 j8 j9 k8 k9 l8' }),
  // Renju, black to move: h8 would make two open threes.
  forbidden: refusing((s) => s.getState().play('h8'), {
    rule: 'renju',
    moves: 'f8 a1 g8 a3 h6 a5 h7 a7',
  }),
  offBoard: refusing((s) => s.getState().play('q20')),
  // RIF: the third stone must go in the central 5 by 5 square.
  outsideRegion: refusing((s) => s.getState().play('a1'), {
    rule: 'renju',
    opening: 'rif',
    moves: 'h8 h9',
  }),
  // RIF, black offers two fifth moves: i7 mirrors g7 on this symmetric opening.
  sameFifth: refusing(
    (s) => {
      s.getState().choose('keep');
      s.getState().play('h6');
      s.getState().toggleOffer('g7');
      s.getState().toggleOffer('i7');
    },
    { rule: 'renju', opening: 'rif', moves: 'h8 h9 h10' },
  ),
  none: refusing(() => {}, { moves: 'h8' }),
} satisfies Record<string, () => GomokuStore>;

type RefusalName = keyof typeof refusals;

/** A notice on a store of its own that has just refused a move, labelled for the page. */
function NoticeOf({ refusal, ...props }: GomokuNoticeProps & { refusal: RefusalName }): ReactNode {
  const store = useOwnStore(refusals[refusal]);
  return (
    <p style={{ margin: 0 }}>
      <span style={{ fontWeight: 600 }}>Last refusal: </span>
      <GomokuNotice {...props} store={store} />
    </p>
  );
}

const meta = {
  title: 'Components/GomokuNotice',
  component: GomokuNotice,
  tags: ['autodocs'],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof GomokuNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on an occupied point, worded in the notice colour. */
export const Default: Story = {
  render: (args) => <NoticeOf {...args} refusal="occupied" />,
};

/** A Renju foul refused, with the rule that forbids it; the notice carries `data-forbidden`. */
export const Forbidden: Story = {
  render: (args) => <NoticeOf {...args} refusal="forbidden" />,
};

/** With `live`, a polite live region, for a page whose board does not announce. */
export const Live: Story = {
  args: { live: true },
  render: (args) => <NoticeOf {...args} refusal="outsideRegion" />,
};

/** Nothing refused: an empty element, hidden by the default theme. */
export const Empty: Story = {
  render: (args) => <NoticeOf {...args} refusal="none" />,
};

/** Chinese texts, from `gomokuMessagesZh`. */
export const Chinese: Story = {
  args: { messages: gomokuMessagesZh },
  render: (args) => (
    <div lang="zh-CN">
      <NoticeOf {...args} refusal="forbidden" />
    </div>
  ),
};

/** A board with its status line and notice on one store. */
function ControlledGame(props: GomokuNoticeProps): ReactNode {
  const store = useOwnStore(() => createGomokuStore({ size: 9, moves: 'e5' }));
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <p style={{ margin: 0, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <GomokuStatus store={store} id={statusId} />
        <GomokuNotice {...props} store={store} />
      </p>
      <GomokuBoard store={store} aria-describedby={statusId} />
    </div>
  );
}

/**
 * The notice follows the store as the board plays into it. The play function clicks the occupied
 * e5, which is refused and said, then plays d4, which clears the notice.
 */
export const Controlled: Story = {
  render: (args) => <ControlledGame {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    // Rows are listed from the top: row 5 of 9 is the fifth, row 4 the sixth.
    const e5 = within(rows[4] as HTMLElement).getByRole('gridcell', { name: /^e5,/ });
    const d4 = within(rows[5] as HTMLElement).getByRole('gridcell', { name: /^d4,/ });
    const notice = canvasElement.querySelector('.stonekit-notice') as HTMLElement;
    await step('click the occupied point: refused', async () => {
      await userEvent.click(e5);
      await expect(notice).toHaveTextContent('e5 is occupied');
      await expect(notice).toHaveAttribute('data-reason', 'occupied');
      await expect(e5).toHaveAttribute('data-stone', 'black');
    });
    await step('play an empty point: the notice clears', async () => {
      await userEvent.click(d4);
      await expect(d4).toHaveAttribute('data-stone', 'white');
      await expect(notice).toBeEmptyDOMElement();
    });
  },
};

/** The notice alone, for the matrix, where the caption labels it. */
function GomokuNoticeOnly({
  refusal,
  ...props
}: GomokuNoticeProps & { refusal: RefusalName }): ReactNode {
  const store = useOwnStore(refusals[refusal]);
  return <GomokuNotice {...props} store={store} />;
}

const captions: Record<RefusalName, string> = {
  occupied: 'Occupied point',
  gameOver: 'Game over',
  forbidden: 'Renju foul',
  offBoard: 'Off the board',
  outsideRegion: 'Outside the opening square',
  sameFifth: 'The same fifth move by symmetry',
  none: 'Nothing refused',
};

/** Every refusal side by side, each with a caption. */
export const AllStates: Story = {
  render: (args) => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px' }}>
      {(Object.keys(refusals) as RefusalName[]).map((refusal) => (
        <div key={refusal} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{captions[refusal]}</dt>
          <dd style={{ margin: 0 }}>
            <GomokuNoticeOnly {...args} refusal={refusal} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
