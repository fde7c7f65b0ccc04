import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GomokuProvider, useGomokuStore } from '../src/gomoku/context.tsx';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { GomokuStatus } from '../src/gomoku/GomokuStatus.tsx';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';
import { createGomokuStore } from '../src/gomoku/store.ts';

function UndoButton() {
  const undo = useGomokuStore((s) => s.undo);
  const canUndo = useGomokuStore((s) => s.game.canUndo);
  return (
    <button type="button" onClick={() => undo()} disabled={!canUndo}>
      Undo
    </button>
  );
}

function MoveCount() {
  const count = useGomokuStore((s) => s.game.moves.length);
  return <output>{count}</output>;
}

function Game() {
  const [store] = useState(() => createGomokuStore({ size: 9 }));
  return (
    <GomokuProvider store={store}>
      <GomokuBoard />
      <MoveCount />
    </GomokuProvider>
  );
}

function cellIn(grid: HTMLElement, name: string): HTMLElement {
  const rows = within(grid).getAllByRole('row');
  const row = rows[rows.length - Number(name.slice(1))] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name}`) });
}

describe('GomokuBoard, uncontrolled', () => {
  it('creates its own game from size, rule and defaultMoves', () => {
    render(<GomokuBoard size={9} rule="standard" defaultMoves="e5 e6" />);
    const grid = screen.getByRole('grid', { name: 'Gomoku board, 9 by 9' });
    expect(cellIn(grid, 'e5').dataset.stone).toBe('black');
    expect(cellIn(grid, 'e6').dataset.stone).toBe('white');
  });

  it('starts a new game when the size prop changes', () => {
    const { rerender } = render(<GomokuBoard size={9} defaultMoves="e5" />);
    rerender(<GomokuBoard size={13} defaultMoves="e5" />);
    const grid = screen.getByRole('grid', { name: 'Gomoku board, 13 by 13' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(169);
    expect(grid.querySelectorAll('[data-stone]')).toHaveLength(0);
    expect(cellIn(grid, 'g7').tabIndex).toBe(0);
  });

  it('keeps two boards on one page independent', async () => {
    const user = userEvent.setup();
    render(
      <>
        <GomokuBoard aria-label="Left" />
        <GomokuBoard aria-label="Right" />
      </>,
    );
    const left = screen.getByRole('grid', { name: 'Left' });
    const right = screen.getByRole('grid', { name: 'Right' });
    await user.click(cellIn(left, 'h8'));
    expect(cellIn(left, 'h8').dataset.stone).toBe('black');
    expect(cellIn(right, 'h8').dataset.stone).toBeUndefined();
    await user.click(cellIn(right, 'c3'));
    expect(cellIn(right, 'c3').dataset.stone).toBe('black');
    expect(left.querySelectorAll('[data-stone]')).toHaveLength(1);
  });

  it('gives each board its own gradient ids', () => {
    const { container } = render(
      <>
        <GomokuBoard />
        <GomokuBoard />
      </>,
    );
    const ids = [...container.querySelectorAll('radialGradient')].map((g) => g.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9_-]+$/);
  });
});

describe('GomokuBoard, with a store passed in', () => {
  it('shows the store game and follows changes made outside', () => {
    const store = createGomokuStore({ moves: 'h8' });
    render(<GomokuBoard store={store} />);
    const grid = screen.getByRole('grid');
    expect(cellIn(grid, 'h8').dataset.stone).toBe('black');
    act(() => {
      store.getState().play('h9');
    });
    expect(cellIn(grid, 'h9').dataset.stone).toBe('white');
    act(() => {
      store.getState().undo();
    });
    expect(cellIn(grid, 'h9').dataset.stone).toBeUndefined();
    act(() => {
      store.getState().reset({ size: 19 });
    });
    expect(screen.getByRole('grid', { name: 'Gomoku board, 19 by 19' })).toBeDefined();
  });

  it('plays into the store', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore();
    render(<GomokuBoard store={store} />);
    await user.click(cellIn(screen.getByRole('grid'), 'j10'));
    expect(store.getState().game.lastMove?.name).toBe('j10');
  });

  it('shows one game on two boards when both get the same store', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore();
    render(
      <>
        <GomokuBoard store={store} aria-label="Main" />
        <GomokuBoard store={store} aria-label="Mirror" readOnly />
      </>,
    );
    await user.click(cellIn(screen.getByRole('grid', { name: 'Main' }), 'h8'));
    expect(cellIn(screen.getByRole('grid', { name: 'Mirror' }), 'h8').dataset.stone).toBe('black');
  });

  it('takes its store from a GomokuProvider, shared with GomokuStatus and hooks', async () => {
    const user = userEvent.setup();
    render(
      <GomokuProvider size={15}>
        <GomokuStatus />
        <GomokuBoard />
        <UndoButton />
      </GomokuProvider>,
    );
    const status = screen.getByText('Black to move');
    expect(status.dataset.status).toBe('playing');
    await user.click(cellIn(screen.getByRole('grid'), 'h8'));
    expect(status.textContent).toBe('White to move');
    expect(status.dataset.turn).toBe('white');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(status.textContent).toBe('Black to move');
    expect(screen.getByRole('grid').querySelectorAll('[data-stone]')).toHaveLength(0);
  });

  it('prefers its store prop over the provided one', () => {
    const own = createGomokuStore({ moves: 'a1' });
    render(
      <GomokuProvider moves="o15">
        <GomokuBoard store={own} />
      </GomokuProvider>,
    );
    const grid = screen.getByRole('grid');
    expect(cellIn(grid, 'a1').dataset.stone).toBe('black');
    expect(cellIn(grid, 'o15').dataset.stone).toBeUndefined();
  });

  it('works with a store created once with useState and provided to its siblings', async () => {
    const user = userEvent.setup();
    render(<Game />);
    await user.click(cellIn(screen.getByRole('grid'), 'e5'));
    expect(screen.getByRole('status').textContent).toBe('1');
  });
});

describe('GomokuBoard callbacks', () => {
  it('calls onMove with the move and the new state, once per move', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<GomokuBoard onMove={onMove} />);
    await user.click(cellIn(screen.getByRole('grid'), 'h8'));
    expect(onMove).toHaveBeenCalledTimes(1);
    const [move, state] = onMove.mock.calls[0] ?? [];
    expect(move).toMatchObject({ number: 1, stone: 'black', name: 'h8' });
    expect(state.lastMove).toBe(move);
  });

  it('does not call onMove for a refused move, an undo or a redo', () => {
    const onMove = vi.fn();
    const onIllegalMove = vi.fn();
    const store = createGomokuStore({ moves: 'h8' });
    render(<GomokuBoard store={store} onMove={onMove} onIllegalMove={onIllegalMove} />);
    act(() => {
      store.getState().play('h8');
      store.getState().undo();
      store.getState().redo();
    });
    expect(onMove).not.toHaveBeenCalled();
    expect(onIllegalMove).toHaveBeenCalledTimes(1);
    expect(onIllegalMove.mock.calls[0]?.[0].reason).toBe('occupied');
  });

  it('calls onGameOver once with the result', async () => {
    const user = userEvent.setup();
    const onGameOver = vi.fn();
    render(<GomokuBoard defaultMoves="a1 a2 b1 b2 c1 c2 d1 d2" onGameOver={onGameOver} />);
    const grid = screen.getByRole('grid');
    await user.click(cellIn(grid, 'e1'));
    await user.click(cellIn(grid, 'f1'));
    expect(onGameOver).toHaveBeenCalledTimes(1);
    const [status, state] = onGameOver.mock.calls[0] ?? [];
    expect(status).toMatchObject({ kind: 'won', winner: 'black' });
    expect(state.status).toBe(status);
  });

  it('calls the latest callback after a re-render', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<GomokuBoard onMove={first} />);
    rerender(<GomokuBoard onMove={second} />);
    await user.click(cellIn(screen.getByRole('grid'), 'h8'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('fires each callback once under StrictMode', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const { container } = render(
      <StrictMode>
        <GomokuBoard onMove={onMove} />
      </StrictMode>,
    );
    await user.click(cellIn(screen.getByRole('grid'), 'h8'));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[aria-live]')?.textContent?.trim()).toBe('Black plays h8');
  });
});

describe('GomokuBoard in Chinese', () => {
  it('names the board and points, and announces, with the Chinese messages', async () => {
    const user = userEvent.setup();
    const { container } = render(<GomokuBoard messages={gomokuMessagesZh} />);
    const grid = screen.getByRole('grid', { name: '五子棋棋盘，15×15' });
    await user.click(cellIn(grid, 'h8'));
    expect(cellIn(grid, 'h8').getAttribute('aria-label')).toBe('h8，黑子，最后一手');
    expect(container.querySelector('[aria-live]')?.textContent?.trim()).toBe('黑棋落子 h8');
  });
});
