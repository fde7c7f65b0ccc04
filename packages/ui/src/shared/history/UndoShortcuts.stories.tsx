import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStore } from 'zustand';
import { GomokuBoard } from '../../gomoku/GomokuBoard.tsx';
import { createGomokuStore } from '../../gomoku/store.ts';
import { GomokuMoveList } from '../moves/GomokuMoveList.tsx';
import { useOwnStore } from '../useOwnStore.ts';
import { type UndoShortcutsOptions, useUndoShortcuts } from './useUndoShortcuts.ts';

/** A board with the shortcuts on, and its move list stepping through the game with its keys. */
function Game(options: UndoShortcutsOptions): ReactNode {
  const store = useOwnStore(() => createGomokuStore({ size: 9, moves: 'e5 e6 f5' }));
  useUndoShortcuts(store, options);
  const count = useStore(store, (s) => s.game.moves.length);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '320px 200px', gap: 16 }}>
      <GomokuBoard store={store} />
      <div>
        <p style={{ margin: 0 }}>
          Ctrl+Z (⌘Z) takes back, Ctrl+Shift+Z or Ctrl+Y replays; in the list, the arrow keys, Home
          and End. {count} moves.
        </p>
        <GomokuMoveList store={store} undoKeys headingLevel={3} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Controls/UndoShortcuts',
  component: Game,
  args: { enabled: true },
} satisfies Meta<typeof Game>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `useUndoShortcuts(store)` and a move list with `undoKeys`: the play function takes back and
 * replays with the shortcuts, then steps with the list's keys.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = () => canvas.queryAllByRole('listitem');
    await expect(items()).toHaveLength(3);
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(items()).toHaveLength(2);
    await userEvent.keyboard('{Control>}{Shift>}Z{/Shift}{/Control}');
    await expect(items()).toHaveLength(3);
    canvas.getByRole('region', { name: 'Moves' }).focus();
    await userEvent.keyboard('{Home}');
    await expect(items()).toHaveLength(0);
    await userEvent.keyboard('{ArrowRight}');
    await expect(items()).toHaveLength(1);
    await userEvent.keyboard('{End}');
    await expect(items()).toHaveLength(3);
  },
};

/** Turned off with `enabled: false`: the keys do nothing. */
export const Disabled: Story = {
  args: { enabled: false },
};
