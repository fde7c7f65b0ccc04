import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReversiProvider, useReversiStore } from '../src/reversi/context.tsx';
import { reversiMessagesZh } from '../src/reversi/messages.zh.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { ReversiPassButton } from '../src/reversi/ReversiPassButton.tsx';
import { ReversiScore } from '../src/reversi/ReversiScore.tsx';
import { ReversiStatus } from '../src/reversi/ReversiStatus.tsx';
import { createReversiStore } from '../src/reversi/store.ts';

function UndoButton() {
  const undo = useReversiStore((s) => s.undo);
  const canUndo = useReversiStore((s) => s.game.canUndo);
  return (
    <button type="button" onClick={() => undo()} disabled={!canUndo}>
      Undo
    </button>
  );
}

function MoveCount() {
  const count = useReversiStore((s) => s.game.moves.length);
  return <output>{count}</output>;
}

function Game() {
  const [store] = useState(() => createReversiStore());
  return (
    <ReversiProvider store={store}>
      <ReversiBoard />
      <MoveCount />
    </ReversiProvider>
  );
}

function squareIn(grid: HTMLElement, name: string): HTMLElement {
  const rows = within(grid).getAllByRole('row');
  const row = rows[Number(name.slice(1)) - 1] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name}`) });
}

const forcedPass = 'd3c3b3b2f5a3a1c1';

describe('ReversiBoard, uncontrolled', () => {
  it('creates its own game from defaultMoves', () => {
    render(<ReversiBoard defaultMoves="f5d6" />);
    const grid = screen.getByRole('grid', { name: 'Reversi board, 8 by 8' });
    expect(squareIn(grid, 'f5').dataset.stone).toBe('black');
    expect(squareIn(grid, 'd6').dataset.stone).toBe('white');
    expect(squareIn(grid, 'd6').hasAttribute('data-last-move')).toBe(true);
  });

  it('starts a new game when the autoPass prop changes', () => {
    const { rerender, container } = render(<ReversiBoard defaultMoves={forcedPass} />);
    expect((container.firstElementChild as HTMLElement).dataset.turn).toBe('white');
    rerender(<ReversiBoard defaultMoves={forcedPass} autoPass={false} />);
    expect(screen.getByRole('grid').querySelectorAll('[data-stone]')).toHaveLength(4);
    expect((container.firstElementChild as HTMLElement).dataset.turn).toBe('black');
  });

  it('keeps two boards on one page independent', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ReversiBoard aria-label="Left" />
        <ReversiBoard aria-label="Right" />
      </>,
    );
    const left = screen.getByRole('grid', { name: 'Left' });
    const right = screen.getByRole('grid', { name: 'Right' });
    await user.click(squareIn(left, 'd3'));
    expect(squareIn(left, 'd3').dataset.stone).toBe('black');
    expect(squareIn(right, 'd3').dataset.stone).toBeUndefined();
    expect(left.querySelectorAll('[data-stone]')).toHaveLength(5);
    expect(right.querySelectorAll('[data-stone]')).toHaveLength(4);
  });

  it('gives each board its own gradient ids', () => {
    const { container } = render(
      <>
        <ReversiBoard />
        <ReversiBoard />
      </>,
    );
    const ids = [...container.querySelectorAll('radialGradient')].map((g) => g.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });
});

describe('ReversiBoard, with a store passed in or provided', () => {
  it('shows the store game and follows changes made outside', () => {
    const store = createReversiStore({ moves: 'f5' });
    render(<ReversiBoard store={store} />);
    const grid = screen.getByRole('grid');
    act(() => {
      store.getState().play('d6');
    });
    expect(squareIn(grid, 'd6').dataset.stone).toBe('white');
    expect(squareIn(grid, 'd5').dataset.stone).toBe('white');
    act(() => {
      store.getState().undo();
    });
    expect(squareIn(grid, 'd6').dataset.stone).toBeUndefined();
    expect(squareIn(grid, 'd5').dataset.stone).toBe('black');
  });

  it('shows one game on two boards when both get the same store', async () => {
    const user = userEvent.setup();
    const store = createReversiStore();
    render(
      <>
        <ReversiBoard store={store} aria-label="Main" />
        <ReversiBoard store={store} aria-label="Mirror" readOnly />
      </>,
    );
    await user.click(squareIn(screen.getByRole('grid', { name: 'Main' }), 'd3'));
    const mirror = screen.getByRole('grid', { name: 'Mirror' });
    expect(squareIn(mirror, 'd3').dataset.stone).toBe('black');
    expect(squareIn(mirror, 'd4').dataset.stone).toBe('black');
  });

  it('shares the provided store with ReversiStatus, ReversiScore and hooks', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ReversiProvider>
        <ReversiStatus />
        <ReversiBoard />
        <UndoButton />
      </ReversiProvider>,
    );
    const status = container.querySelector('.stonekit-status') as HTMLElement;
    expect(status.textContent).toBe('Black to move. Black 2 · White 2');
    expect(status.dataset.turn).toBe('black');
    await user.click(squareIn(screen.getByRole('grid'), 'd3'));
    expect(status.textContent).toBe('White to move. Black 4 · White 1');
    const score = container.querySelector('.stonekit-score') as HTMLElement;
    expect(score.querySelector('[data-stone="black"]')?.getAttribute('data-count')).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(status.textContent).toBe('Black to move. Black 2 · White 2');
  });

  it('works with a store created once with useState and provided to its siblings', async () => {
    const user = userEvent.setup();
    render(<Game />);
    await user.click(squareIn(screen.getByRole('grid'), 'f5'));
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('tells the status pieces to find a store', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ReversiStatus />)).toThrow(/ReversiStatus: pass a store/);
    expect(() => render(<ReversiScore />)).toThrow(/ReversiScore: pass a store/);
    expect(() => render(<ReversiPassButton />)).toThrow(/ReversiPassButton: pass a store/);
    vi.restoreAllMocks();
  });
});

describe('ReversiStatus and ReversiPassButton, a forced pass', () => {
  it('shows the pass to make, makes it and says who passed', async () => {
    const user = userEvent.setup();
    const store = createReversiStore({ autoPass: false, moves: forcedPass });
    const { container } = render(
      <>
        <ReversiStatus store={store} />
        <ReversiPassButton store={store} />
        <ReversiBoard store={store} />
      </>,
    );
    const status = container.querySelector('.stonekit-status') as HTMLElement;
    const pass = screen.getByRole('button', { name: 'Pass' });
    expect(status.querySelector('.stonekit-status-text')?.textContent).toBe(
      'Black has no move and must pass',
    );
    expect(status.hasAttribute('data-must-pass')).toBe(true);
    expect(pass.getAttribute('aria-disabled')).toBe('false');
    await user.click(pass);
    expect(store.getState().lastAction?.kind).toBe('pass');
    expect(status.querySelector('.stonekit-status-text')?.textContent).toBe(
      'Black passed. White to move',
    );
    expect(status.dataset.passed).toBe('black');
    expect(pass.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(pass);
    expect(container.querySelector('[aria-live]')?.textContent?.trim()).toBe(
      'Black has no move and passes',
    );
    // A press while the side to move has a move does nothing.
    await user.click(pass);
    expect(store.getState().game.moves).toHaveLength(9);
    expect(store.getState().lastError).toBeNull();
  });

  it('says who passed by itself with autoPass', () => {
    const store = createReversiStore({ moves: forcedPass });
    const { container } = render(<ReversiStatus store={store} />);
    expect(container.textContent).toBe('Black passed. White to move. Black 8 · White 4');
  });

  it('gives the result and the score once the game is over, without the counts', () => {
    const store = createReversiStore({
      moves:
        'd3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1f2e3b5b4a5a4c5a6f4f3g3g2h2h1h3h4g4c6g5h5b6c7d6e6f6g6h6h7a7b7a8d7e7f7g7g8b8c8d8e8f8h8',
    });
    const { container } = render(<ReversiStatus store={store} />);
    const status = container.querySelector('.stonekit-status') as HTMLElement;
    expect(status.textContent).toBe('White wins 45 to 19');
    expect(status.dataset.status).toBe('won');
    expect(status.dataset.winner).toBe('white');
    expect(status.hasAttribute('data-turn')).toBe(false);
  });

  it('can leave out the counts while playing', () => {
    const { container } = render(
      <ReversiStatus store={createReversiStore()} score={false} className="mine" />,
    );
    expect(container.textContent).toBe('Black to move');
    expect(container.firstElementChild?.className).toBe('stonekit-status mine');
  });
});

describe('ReversiBoard callbacks', () => {
  it('calls onMove with the move and the new state, then with a pass the game made', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<ReversiBoard defaultMoves="d3c3b3b2f5a3a1" onMove={onMove} />);
    await user.click(squareIn(screen.getByRole('grid'), 'c1'));
    expect(onMove).toHaveBeenCalledTimes(2);
    const [move, state] = onMove.mock.calls[0] ?? [];
    expect(move).toMatchObject({ number: 8, stone: 'white', square: 'c1', flips: ['b2'] });
    expect(state.turn).toBe('white');
    expect(onMove.mock.calls[1]?.[0]).toMatchObject({ number: 9, stone: 'black', pass: true });
  });

  it('calls onMove for a pass by hand, but not for a refusal, an undo or a redo', () => {
    const onMove = vi.fn();
    const onIllegalMove = vi.fn();
    const store = createReversiStore({ autoPass: false, moves: forcedPass });
    render(<ReversiBoard store={store} onMove={onMove} onIllegalMove={onIllegalMove} />);
    act(() => {
      store.getState().play('e3');
      store.getState().pass();
      store.getState().undo();
      store.getState().redo();
    });
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove.mock.calls[0]?.[0]).toMatchObject({ stone: 'black', pass: true });
    expect(onIllegalMove).toHaveBeenCalledTimes(1);
    expect(onIllegalMove.mock.calls[0]?.[0].reason).toBe('must-pass');
  });

  it('calls onGameOver once with the result', async () => {
    const user = userEvent.setup();
    const onGameOver = vi.fn();
    render(
      <ReversiBoard
        defaultMoves="d3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1f2e3b5b4a5a4c5a6f4f3g3g2h2h1h3h4g4c6g5h5b6c7d6e6f6g6h6h7a7b7a8d7e7f7g7g8b8c8d8e8f8"
        onGameOver={onGameOver}
      />,
    );
    const grid = screen.getByRole('grid');
    await user.click(squareIn(grid, 'h8'));
    await user.click(squareIn(grid, 'a8'));
    expect(onGameOver).toHaveBeenCalledTimes(1);
    const [status, state] = onGameOver.mock.calls[0] ?? [];
    expect(status).toEqual({ kind: 'won', winner: 'white', reason: 'count' });
    expect(state.score).toMatchObject({ black: 19, white: 45 });
  });

  it('fires each callback once under StrictMode', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const { container } = render(
      <StrictMode>
        <ReversiBoard onMove={onMove} />
      </StrictMode>,
    );
    await user.click(squareIn(screen.getByRole('grid'), 'd3'));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[aria-live]')?.textContent?.trim()).toBe(
      'Black plays d3, flips 1',
    );
    expect(container.querySelectorAll('.stonekit-disc-flip')).toHaveLength(1);
  });
});

describe('ReversiBoard in Chinese', () => {
  it('names the board and squares, and announces, with the Chinese messages', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReversiBoard messages={reversiMessagesZh} />);
    const grid = screen.getByRole('grid', { name: '黑白棋棋盘，8×8' });
    expect(squareIn(grid, 'd3').getAttribute('aria-label')).toBe('d3，空，可落子，翻转 1 子');
    await user.click(squareIn(grid, 'd3'));
    expect(squareIn(grid, 'd3').getAttribute('aria-label')).toBe('d3，黑子，最后一手');
    expect(container.querySelector('[aria-live]')?.textContent?.trim()).toBe(
      '黑棋落子 d3，翻转 1 子',
    );
  });

  it('gives the status, the counts and the pass button in Chinese', () => {
    const store = createReversiStore({ autoPass: false, moves: forcedPass });
    const { container } = render(
      <>
        <ReversiStatus store={store} messages={reversiMessagesZh} />
        <ReversiPassButton store={store} messages={reversiMessagesZh} />
      </>,
    );
    expect(container.querySelector('.stonekit-status')?.textContent).toBe(
      '黑棋无处可下，须弃权。黑棋 8 · 白棋 4',
    );
    expect(screen.getByRole('button', { name: '弃权' })).toBeDefined();
  });
});
