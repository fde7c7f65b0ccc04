import { type Point, parsePoint } from '@stonekit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStore } from 'zustand';
import { useOwnStore } from '../shared/useOwnStore.ts';
import type { GomokuStoreHint } from './ai.ts';
import { GomokuBoard } from './GomokuBoard.tsx';
import { GomokuStatus, type GomokuStatusProps } from './GomokuStatus.tsx';
import { gomokuMessagesZh } from './messages.zh.ts';
import { createGomokuStore, type GomokuStore } from './store.ts';

// A fixed moment: the clocks read this fake time and never the real one.
const START = Date.UTC(2025, 0, 1, 12);
const oneMinute = { kind: 'sudden-death', initialMs: 60_000 } as const;

/** Every ending and phase the status line names, each a real store built from its moves. */
const games = {
  // Three moves in: white to move.
  playing: () => createGomokuStore({ moves: 'h8 i9 g9' }),
  // Black's five along row 8.
  five: () => createGomokuStore({ moves: 'h8 h9 i8 i9 j8 j9 k8 k9 l8' }),
  // A 5 by 5 board filled with no line of five for either side.
  draw: () =>
    createGomokuStore({
      size: 5,
      moves: 'd1 c4 c1 d5 d3 e1 c3 e4 b4 a1 a3 b2 a2 a4 b3 c2 d4 e2 a5 d2 b1 e3 c5 b5 e5',
    }),
  // Renju with forbidden moves that lose: black's h8 is a double three.
  foul: () =>
    createGomokuStore({
      rule: 'renju',
      forbiddenMoves: 'lose',
      moves: 'f8 a1 g8 a3 h6 a5 h7 a7 h8',
    }),
  // White's minute ran out before it answered h8: too late for h9.
  onTime: () => {
    let time = START;
    const store = createGomokuStore({ timeControl: oneMinute, moves: 'h8', now: () => time });
    time += 61_000;
    store.getState().play('h9');
    return store;
  },
  resigned: () => {
    const store = createGomokuStore({ moves: 'h8 h9 i8' });
    store.getState().resign('white');
    return store;
  },
  // RIF after move 3: the opening waits on white's choice, and has a name already.
  opening: () => createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' }),
  // The store's hint, set by hand so the story needs no worker.
  evaluation: () => {
    const store = createGomokuStore({ moves: 'h8 i9 g9 i7 i8' });
    const pv = ['g8', 'j8', 'i10'].map((name) => parsePoint(name, 15) as Point);
    const hint: GomokuStoreHint = {
      kind: 'estimate',
      move: pv[0] as Point,
      score: 35,
      pv,
      game: store.getState().game,
    };
    store.setState({ hint });
    return store;
  },
} satisfies Record<string, () => GomokuStore>;

type GameName = keyof typeof games;

/** A status line on a store of its own, made once from `game` and disposed of on unmount. */
function StatusOf({ game, ...props }: GomokuStatusProps & { game: GameName }): ReactNode {
  const store = useOwnStore(games[game]);
  return <GomokuStatus {...props} store={store} />;
}

const meta = {
  title: 'Components/GomokuStatus',
  component: GomokuStatus,
  tags: ['autodocs'],
  argTypes: {
    store: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof GomokuStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A game in progress: whose turn it is. */
export const Default: Story = {
  render: (args) => <StatusOf {...args} game="playing" />,
};

/** The opening's name after the sentence once moves 1 to 3 make one; `openingName` turns it off. */
export const OpeningName: Story = {
  render: (args) => <StatusOf {...args} game="opening" />,
};

/** With `evaluation`, the store's hint follows as the position's evaluation. */
export const Evaluation: Story = {
  args: { evaluation: true },
  render: (args) => <StatusOf {...args} game="evaluation" />,
};

/** Chinese texts, from `gomokuMessagesZh`. */
export const Chinese: Story = {
  args: { messages: gomokuMessagesZh },
  render: (args) => (
    <span lang="zh-CN">
      <StatusOf {...args} game="five" />
    </span>
  ),
};

/** A board and its status line on one store, with Undo: play five in a row, then take it back. */
function ControlledGame(props: GomokuStatusProps): ReactNode {
  const store = useOwnStore(() => createGomokuStore({ size: 9 }));
  const canUndo = useStore(store, (s) => s.canUndo);
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <button type="button" onClick={() => store.getState().undo()} disabled={!canUndo}>
          Undo
        </button>
        <GomokuStatus {...props} store={store} id={statusId} />
      </div>
      <GomokuBoard store={store} aria-describedby={statusId} />
    </div>
  );
}

/**
 * The status line follows the store as the board plays into it. The play function plays black's
 * five on row 5, reads "Black wins", and undoes the winning stone.
 */
export const Controlled: Story = {
  render: (args) => <ControlledGame {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    // Rows are listed from the top: row 5 of 9 is the fifth.
    const row = within(canvas.getAllByRole('row')[4] as HTMLElement);
    const other = within(canvas.getAllByRole('row')[6] as HTMLElement);
    const status = canvasElement.querySelector('.stonekit-status') as HTMLElement;
    await step('play five in a row for black', async () => {
      for (const column of ['c', 'd', 'e', 'f']) {
        await userEvent.click(row.getByRole('gridcell', { name: new RegExp(`^${column}5,`) }));
        await userEvent.click(other.getByRole('gridcell', { name: new RegExp(`^${column}3,`) }));
      }
      await userEvent.click(row.getByRole('gridcell', { name: /^g5,/ }));
      await expect(status).toHaveTextContent('Black wins');
      await expect(grid.querySelectorAll('[data-winning]')).toHaveLength(5);
    });
    await step('take the winning stone back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
      await expect(status).toHaveTextContent('Black to move');
      await expect(row.getByRole('gridcell', { name: /^g5,/ })).not.toHaveAttribute('data-stone');
    });
  },
};

const captions: Record<GameName, string> = {
  playing: 'In play',
  five: 'Five in a row',
  draw: 'Board full',
  foul: 'Foul (forbidden moves lose)',
  onTime: 'Lost on time',
  resigned: 'Resignation',
  opening: 'Opening phase and name',
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
