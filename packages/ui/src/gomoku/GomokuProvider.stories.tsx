import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStore } from 'zustand';
import { useOwnStore } from '../shared/useOwnStore.ts';
import {
  GomokuProvider,
  type GomokuProviderProps,
  useGomokuStore,
  useGomokuStoreApi,
} from './context.tsx';
import { GomokuBoard } from './GomokuBoard.tsx';
import { GomokuNotice } from './GomokuNotice.tsx';
import { GomokuOpeningPanel } from './GomokuOpeningPanel.tsx';
import { GomokuStatus } from './GomokuStatus.tsx';
import { createGomokuStore } from './store.ts';

/** An app's own control: reads the provided store with the hooks, and acts on it. */
function MoveCount(): ReactNode {
  const moves = useGomokuStore((s) => s.game.moves.length);
  const canUndo = useGomokuStore((s) => s.canUndo);
  const store = useGomokuStoreApi();
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <button type="button" onClick={() => store.getState().undo()} disabled={!canUndo}>
        Undo
      </button>
      <output className="story-move-count">Moves: {moves}</output>
    </span>
  );
}

/** What a provider usually holds: a status line, the board, the notice and the opening panel. */
function Game({ label }: { label: string }): ReactNode {
  const statusId = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <MoveCount />
        <GomokuStatus id={statusId} />
        <GomokuNotice />
      </div>
      <GomokuBoard aria-label={label} aria-describedby={statusId} />
      <GomokuOpeningPanel />
    </div>
  );
}

const meta = {
  title: 'Providers/GomokuProvider',
  component: GomokuProvider,
  tags: ['autodocs'],
  args: { size: 9 },
  argTypes: {
    store: { control: false },
    game: { control: false },
    ai: { control: false },
    now: { control: false },
    clock: { control: false },
    children: { control: false },
    size: { control: { type: 'number', min: 5, max: 26 } },
    rule: { control: 'inline-radio', options: ['freestyle', 'standard', 'renju', 'caro'] },
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
    <GomokuProvider key={JSON.stringify(args)} {...args}>
      <Game label="Gomoku board" />
    </GomokuProvider>
  ),
} satisfies Meta<typeof GomokuProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A provider that makes its own store from its options: a 9 by 9 freestyle game. */
export const Default: Story = {};

/** Options as a store takes them: Renju with the RIF opening, three moves in. */
export const RenjuOpening: Story = {
  args: { size: 15, rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' },
};

/** A store created outside, handed to the provider and driven from outside it too. */
function ControlledGame(): ReactNode {
  const store = useOwnStore(() => createGomokuStore({ size: 9 }));
  const turn = useStore(store, (s) => s.game.turn);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
        <button type="button" onClick={() => store.getState().reset()}>
          New game
        </button>
        <span className="story-turn">Outside the provider: {turn} to move</span>
      </p>
      <GomokuProvider store={store}>
        <Game label="Gomoku board" />
      </GomokuProvider>
    </div>
  );
}

/**
 * `store` given: the provider shares it, and what is outside sees the same game. The play
 * function plays e5 on the board, reads it inside and outside, and takes it back with the Undo of
 * `useGomokuStoreApi`.
 */
export const Controlled: Story = {
  render: () => <ControlledGame />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const count = canvasElement.querySelector('.story-move-count') as HTMLElement;
    const outside = canvasElement.querySelector('.story-turn') as HTMLElement;
    await step('play e5 on the board', async () => {
      await userEvent.click(canvas.getByRole('gridcell', { name: /^e5,/ }));
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

const providers: { title: string; props: GomokuProviderProps }[] = [
  { title: 'Freestyle, 9 by 9', props: { size: 9, moves: 'e5 d4 f6' } },
  { title: 'Standard, 9 by 9', props: { size: 9, rule: 'standard', moves: 'e5' } },
  { title: 'Caro, 9 by 9', props: { size: 9, rule: 'caro', moves: 'e5 e6 f5' } },
  { title: 'Swap2, 9 by 9', props: { size: 9, opening: 'swap2', moves: 'e5 e6 f6' } },
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
          <GomokuProvider {...props}>
            <Game label={`${title} board`} />
          </GomokuProvider>
        </section>
      ))}
    </div>
  ),
  parameters: { width: 'none' },
};
