import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStore } from 'zustand';
import { useOwnStore } from '../shared/useOwnStore.ts';
import {
  ReversiProvider,
  type ReversiProviderProps,
  useReversiStore,
  useReversiStoreApi,
} from './context.tsx';
import { ReversiBoard } from './ReversiBoard.tsx';
import { ReversiPassButton } from './ReversiPassButton.tsx';
import { ReversiStatus } from './ReversiStatus.tsx';
import { createReversiStore } from './store.ts';

// Black is left without a move after white's c1, while white still has e3 and f6.
const forcedPass = 'd3c3b3b2f5a3a1c1';

/** An app's own control: reads the provided store with the hooks, and acts on it. */
function MoveCount(): ReactNode {
  const moves = useReversiStore((s) => s.game.moves.length);
  const canUndo = useReversiStore((s) => s.canUndo);
  const store = useReversiStoreApi();
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <button type="button" onClick={() => store.getState().undo()} disabled={!canUndo}>
        Undo
      </button>
      <output className="story-move-count">Moves: {moves}</output>
    </span>
  );
}

/** What a provider usually holds: a status line, a pass button and the board. */
function Game({ label }: { label: string }): ReactNode {
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <MoveCount />
        <ReversiPassButton />
        <ReversiStatus id={statusId} />
      </div>
      <ReversiBoard aria-label={label} aria-describedby={statusId} showLegalMoves />
    </div>
  );
}

const meta = {
  title: 'Providers/ReversiProvider',
  component: ReversiProvider,
  tags: ['autodocs'],
  argTypes: {
    store: { control: false },
    game: { control: false },
    ai: { control: false },
    now: { control: false },
    clock: { control: false },
    children: { control: false },
  },
  decorators: [
    // A board's width; a story can widen it with `parameters.width`.
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.width as number | string | undefined) ?? 420 }}>
        <Story />
      </div>
    ),
  ],
  // The provider reads its options once, on first render: new args make a new provider.
  render: (args) => (
    <ReversiProvider key={JSON.stringify(args)} {...args}>
      <Game label="Reversi board" />
    </ReversiProvider>
  ),
} satisfies Meta<typeof ReversiProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A provider that makes its own store: the start position. */
export const Default: Story = {};

/** Options as a store takes them: without `autoPass`, black has to press Pass. */
export const WithoutAutoPass: Story = {
  args: { autoPass: false, moves: forcedPass },
};

/** A store created outside, handed to the provider and driven from outside it too. */
function ControlledGame(): ReactNode {
  const store = useOwnStore(() => createReversiStore());
  const turn = useStore(store, (s) => s.game.turn);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
        <button type="button" onClick={() => store.getState().reset()}>
          New game
        </button>
        <span className="story-turn">Outside the provider: {turn} to move</span>
      </p>
      <ReversiProvider store={store}>
        <Game label="Reversi board" />
      </ReversiProvider>
    </div>
  );
}

/**
 * `store` given: the provider shares it, and what is outside sees the same game. The play
 * function plays f5, reads it inside and outside, and takes it back with the Undo of
 * `useReversiStoreApi`.
 */
export const Controlled: Story = {
  render: () => <ControlledGame />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const count = canvasElement.querySelector('.story-move-count') as HTMLElement;
    const outside = canvasElement.querySelector('.story-turn') as HTMLElement;
    await step('play f5 on the board', async () => {
      await userEvent.click(canvas.getByRole('gridcell', { name: /^f5,/ }));
      await expect(count).toHaveTextContent('Moves: 1');
      await expect(outside).toHaveTextContent('white to move');
    });
    await step('undo through the provided store', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
      await expect(count).toHaveTextContent('Moves: 0');
      await expect(outside).toHaveTextContent('black to move');
    });
  },
};

const providers: { title: string; props: ReversiProviderProps }[] = [
  { title: 'The start', props: {} },
  { title: 'Mid-game', props: { moves: 'f5d6c3d3c4f4f6f3e6e7' } },
  { title: 'Black must pass', props: { autoPass: false, moves: forcedPass } },
];

/** Several providers on one page: each holds a game of its own, and none shares state. */
export const AllStates: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        gap: 24,
      }}
    >
      {providers.map(({ title, props }) => (
        <section key={title} aria-label={title}>
          <h3 style={{ margin: '0 0 6px', fontSize: '1rem' }}>{title}</h3>
          <ReversiProvider {...props}>
            <Game label={`${title} board`} />
          </ReversiProvider>
        </section>
      ))}
    </div>
  ),
  parameters: { width: 'none' },
};
