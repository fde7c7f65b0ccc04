import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStore } from 'zustand';
import { useOwnStore } from '../shared/useOwnStore.ts';
import { reversiMessagesZh } from './messages.zh.ts';
import { ReversiBoard } from './ReversiBoard.tsx';
import { ReversiStatus, type ReversiStatusProps } from './ReversiStatus.tsx';
import { createReversiStore, type ReversiStore } from './store.ts';

// A fixed moment: the clocks read this fake time and never the real one.
const START = Date.UTC(2025, 0, 1, 12);
const oneMinute = { kind: 'sudden-death', initialMs: 60_000 } as const;
// Black is left without a move after white's c1, while white still has e3 and f6.
const forcedPass = 'd3c3b3b2f5a3a1c1';
// Each side always plays its first legal move, a1 first: white wins 45 to 19.
const finishedGame =
  'd3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1f2e3b5b4a5a4c5a6f4f3g3g2h2h1h3h4g4c6g5h5b6c7d6e6f6g6h6h7a7b7a8d7e7f7g7g8b8c8d8e8f8h8';
// A random game that filled the board 32-32 without a pass.
const fullBoardDraw =
  'd3c3c4c5b2f4f5f6e6c2g6a1b3f7b1h5g7b4e7c1g3a2a4g5d1f3c6a5a3d8f2e8a6d2f8h7c8c7b7e3g4g1h6h4h3d6e1a8b6h2g2g8b8b5h8e2f1d7h1a7';

/** Every sentence the status line says, each a real store built from its moves. */
const games = {
  playing: () => createReversiStore({ moves: 'f5d6c3' }),
  mustPass: () => createReversiStore({ autoPass: false, moves: forcedPass }),
  passed: () => {
    const store = createReversiStore({ autoPass: false, moves: forcedPass });
    store.getState().pass();
    return store;
  },
  won: () => createReversiStore({ moves: finishedGame }),
  draw: () => createReversiStore({ moves: fullBoardDraw }),
  // White's minute ran out before it answered f5: too late for d6.
  onTime: () => {
    let time = START;
    const store = createReversiStore({ timeControl: oneMinute, moves: 'f5', now: () => time });
    time += 61_000;
    store.getState().play('d6');
    return store;
  },
  resigned: () => {
    const store = createReversiStore({ moves: 'f5d6' });
    store.getState().resign('black');
    return store;
  },
  // The store's hint, set by hand so the story needs no worker.
  evaluation: () => {
    const store = createReversiStore({ moves: 'f5d6c3d3c4f4f6f3e6e7' });
    const { game } = store.getState();
    store.setState({
      hint: { move: 'c6', kind: 'estimate', score: 4, pv: ['c6', 'b5', 'f2', 'g4'], game },
    });
    return store;
  },
} satisfies Record<string, () => ReversiStore>;

type GameName = keyof typeof games;

/** A status line on a store of its own, made once from `game` and disposed of on unmount. */
function StatusOf({ game, ...props }: ReversiStatusProps & { game: GameName }): ReactNode {
  const store = useOwnStore(games[game]);
  return <ReversiStatus {...props} store={store} />;
}

const meta = {
  title: 'Components/ReversiStatus',
  component: ReversiStatus,
  tags: ['autodocs'],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof ReversiStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A game in progress: whose turn it is, then the disc counts. */
export const Default: Story = {
  render: (args) => <StatusOf {...args} game="playing" />,
};

/** Without `score`, the sentence alone. */
export const WithoutScore: Story = {
  args: { score: false },
  render: (args) => <StatusOf {...args} game="playing" />,
};

/** With `evaluation`, the store's hint follows as the position's evaluation. */
export const Evaluation: Story = {
  args: { evaluation: true },
  render: (args) => <StatusOf {...args} game="evaluation" />,
};

/** Chinese texts, from `reversiMessagesZh`. */
export const Chinese: Story = {
  args: { messages: reversiMessagesZh },
  render: (args) => (
    <span lang="zh-CN">
      <StatusOf {...args} game="won" />
    </span>
  ),
};

/** A board and its status line on one store, with Undo and the last refusal. */
function ControlledGame(props: ReversiStatusProps): ReactNode {
  const store = useOwnStore(() => createReversiStore());
  const canUndo = useStore(store, (s) => s.canUndo);
  const lastError = useStore(store, (s) => s.lastError);
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="button" onClick={() => store.getState().undo()} disabled={!canUndo}>
          Undo
        </button>
        <ReversiStatus {...props} store={store} id={statusId} />
      </div>
      <ReversiBoard store={store} showLegalMoves aria-describedby={statusId} />
      <p className="story-refusal" style={{ margin: 0, minHeight: '1.5em' }}>
        {lastError?.message ?? ''}
      </p>
    </div>
  );
}

/**
 * The status line follows the store as the board plays into it. The play function plays d3, has
 * a1 refused (it flips nothing), and takes d3 back.
 */
export const Controlled: Story = {
  render: (args) => <ControlledGame {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const status = canvasElement.querySelector('.stonekit-status') as HTMLElement;
    const square = (name: string) =>
      canvas.getByRole('gridcell', { name: new RegExp(`^${name},`) });
    await step('black plays d3', async () => {
      await userEvent.click(square('d3'));
      await expect(square('d3')).toHaveAttribute('data-stone', 'black');
      await expect(status).toHaveTextContent('White to move');
      await expect(status).toHaveTextContent('Black 4');
    });
    await step('a1 flips nothing: refused, and nothing changes', async () => {
      await userEvent.click(square('a1'));
      await expect(square('a1')).not.toHaveAttribute('data-stone');
      await expect(status).toHaveTextContent('White to move');
      await expect(canvasElement.querySelector('.story-refusal')).not.toBeEmptyDOMElement();
    });
    await step('undo gives black its move back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
      await expect(square('d3')).not.toHaveAttribute('data-stone');
      await expect(status).toHaveTextContent('Black to move');
    });
  },
};

const captions: Record<GameName, string> = {
  playing: 'In play',
  mustPass: 'Must pass',
  passed: 'Passed',
  won: 'Won on the count',
  draw: 'Drawn 32-32',
  onTime: 'Lost on time',
  resigned: 'Resignation',
  evaluation: 'Evaluation',
};

/** Every state side by side, each with a caption. */
export const AllStates: Story = {
  args: { evaluation: true },
  render: (args) => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px' }}>
      {(Object.keys(games) as GameName[]).map((game) => (
        <div key={game} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{captions[game]}</dt>
          <dd style={{ margin: 0 }}>
            <StatusOf {...args} game={game} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
