import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { createReversiStore } from '../src/reversi/store.ts';

// Finds the row first: naming all 225 cells after every move is slow in jsdom.
function point(name: string): HTMLElement {
  const rows = screen.getAllByRole('row');
  const row = rows[rows.length - Number(name.slice(1))] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

// Reversi rows run from 1 at the top.
function square(name: string): HTMLElement {
  const rows = screen.getAllByRole('row');
  const row = rows[Number(name.slice(1)) - 1] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, axeOptions);
  return results.violations.map((v) => v.id);
}

describe('GomokuBoard, onPointClick', () => {
  it('is called with the point and its name for a click, before the stone is played', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore();
    const onPointClick = vi.fn(() => {
      expect(store.getState().game.moves).toHaveLength(0);
    });
    render(<GomokuBoard store={store} onPointClick={onPointClick} />);
    await user.click(point('h8'));
    expect(onPointClick).toHaveBeenCalledTimes(1);
    expect(onPointClick).toHaveBeenCalledWith({ name: 'h8', x: 7, y: 7 });
    expect(store.getState().game.lastMove?.name).toBe('h8');
  });

  it('is called once for a tap on a touch screen', async () => {
    const user = userEvent.setup();
    const onPointClick = vi.fn();
    render(<GomokuBoard onPointClick={onPointClick} />);
    await user.pointer({ keys: '[TouchA]', target: point('c3') });
    expect(onPointClick).toHaveBeenCalledTimes(1);
    expect(onPointClick).toHaveBeenCalledWith({ name: 'c3', x: 2, y: 2 });
  });

  it('is called for Enter and Space on the focused point', async () => {
    const user = userEvent.setup();
    const onPointClick = vi.fn();
    render(<GomokuBoard onPointClick={onPointClick} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp} ');
    expect(onPointClick.mock.calls).toEqual([
      [{ name: 'h8', x: 7, y: 7 }],
      [{ name: 'h9', x: 7, y: 8 }],
    ]);
  });

  it('is called for an occupied point too, which is then refused', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ moves: 'h8' });
    const onPointClick = vi.fn();
    render(<GomokuBoard store={store} onPointClick={onPointClick} />);
    await user.click(point('h8'));
    expect(onPointClick).toHaveBeenCalledWith({ name: 'h8', x: 7, y: 7 });
    expect(store.getState().lastError?.reason).toBe('occupied');
  });

  it('is called on a read-only board, which plays nothing', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore();
    const onPointClick = vi.fn();
    render(<GomokuBoard store={store} readOnly onPointClick={onPointClick} />);
    await user.click(point('d4'));
    expect(onPointClick).toHaveBeenCalledWith({ name: 'd4', x: 3, y: 3 });
    expect(store.getState().game.moves).toHaveLength(0);
  });

  it('is not called on a disabled board', () => {
    const onPointClick = vi.fn();
    render(<GomokuBoard disabled onPointClick={onPointClick} />);
    fireEvent.click(point('d4'));
    expect(onPointClick).not.toHaveBeenCalled();
  });
});

describe('GomokuBoard, onBeforeMove', () => {
  it('is asked with the move and the side to play it, and a true answer plays it', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ moves: 'h8' });
    const onBeforeMove = vi.fn(() => true);
    render(<GomokuBoard store={store} onBeforeMove={onBeforeMove} />);
    await user.click(point('j10'));
    expect(onBeforeMove).toHaveBeenCalledWith({ name: 'j10', x: 9, y: 9, stone: 'white' });
    expect(store.getState().game.lastMove?.name).toBe('j10');
  });

  it('leaves the game unchanged when it returns false', async () => {
    const user = userEvent.setup();
    // Axe on a 15 by 15 board is slow in jsdom: a 9 by 9 one says the same, sooner.
    const store = createGomokuStore({ size: 9, moves: 'e5' });
    const before = store.getState().game;
    const onMove = vi.fn();
    const { container } = render(
      <GomokuBoard store={store} onBeforeMove={() => false} onMove={onMove} />,
    );
    await user.click(point('f6'));
    expect(store.getState().game).toBe(before);
    expect(store.getState().lastError).toBeNull();
    expect(point('f6').hasAttribute('data-stone')).toBe(false);
    expect(onMove).not.toHaveBeenCalled();
    expect(await violations(container)).toEqual([]);
  }, 15_000);

  it('lets the app play the move later, as a server would confirm it', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore();
    const sent: string[] = [];
    render(
      <GomokuBoard
        store={store}
        onBeforeMove={(move) => {
          sent.push(move.name);
          return false;
        }}
      />,
    );
    await user.click(point('h8'));
    expect(sent).toEqual(['h8']);
    expect(point('h8').hasAttribute('data-stone')).toBe(false);
    // The server's answer arrives.
    store.getState().play(sent[0] ?? '');
    expect(await screen.findByRole('gridcell', { name: /^h8, black stone/ })).toBeDefined();
  });

  it('is not asked about a move the game refuses, which is refused as usual', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ moves: 'h8' });
    const onBeforeMove = vi.fn(() => true);
    render(<GomokuBoard store={store} onBeforeMove={onBeforeMove} />);
    await user.click(point('h8'));
    expect(onBeforeMove).not.toHaveBeenCalled();
    expect(store.getState().lastError?.reason).toBe('occupied');
  });

  it("is asked about black's forbidden point when forbidden moves lose", async () => {
    const user = userEvent.setup();
    // h8 would be a double three for black.
    const store = createGomokuStore({
      rule: 'renju',
      forbiddenMoves: 'lose',
      moves: 'f8 a1 g8 a3 h6 a5 h7 a7',
    });
    const onBeforeMove = vi.fn(() => false);
    render(<GomokuBoard store={store} onBeforeMove={onBeforeMove} />);
    await user.click(point('h8'));
    expect(onBeforeMove).toHaveBeenCalledWith({ name: 'h8', x: 7, y: 7, stone: 'black' });
    expect(store.getState().game.status.kind).toBe('playing');
  });

  it('is not asked about the fifth moves black chooses for an offer', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' });
    store.getState().choose('keep');
    store.getState().play('j10');
    expect(store.getState().game.opening.phase.phase).toBe('offer-fifth');
    const onBeforeMove = vi.fn(() => false);
    render(<GomokuBoard store={store} onBeforeMove={onBeforeMove} />);
    await user.click(point('g7'));
    expect(onBeforeMove).not.toHaveBeenCalled();
    expect(store.getState().offerDraft).toEqual([{ x: 6, y: 6 }]);
  });
});

describe('ReversiBoard, onSquareClick and onBeforeMove', () => {
  it('calls onSquareClick with the square and its name for clicks and keys', async () => {
    const user = userEvent.setup();
    const onSquareClick = vi.fn();
    render(<ReversiBoard onSquareClick={onSquareClick} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.click(square('c3'));
    expect(onSquareClick.mock.calls).toEqual([
      [{ name: 'd3', x: 3, y: 2 }],
      [{ name: 'c3', x: 2, y: 2 }],
    ]);
  });

  it('leaves the game unchanged when onBeforeMove returns false', async () => {
    const user = userEvent.setup();
    const store = createReversiStore();
    const before = store.getState().game;
    const onBeforeMove = vi.fn(() => false);
    const { container } = render(<ReversiBoard store={store} onBeforeMove={onBeforeMove} />);
    await user.click(square('d3'));
    expect(onBeforeMove).toHaveBeenCalledWith({ name: 'd3', x: 3, y: 2, stone: 'black' });
    expect(store.getState().game).toBe(before);
    expect(square('d3').hasAttribute('data-stone')).toBe(false);
    expect(await violations(container)).toEqual([]);
  }, 15_000);

  it('plays the move when onBeforeMove returns nothing', async () => {
    const user = userEvent.setup();
    const store = createReversiStore();
    render(<ReversiBoard store={store} onBeforeMove={() => undefined} />);
    await user.click(square('d3'));
    expect(store.getState().game.moves.map((move) => move.square)).toEqual(['d3']);
  });

  it('does not ask about a square that flips nothing', async () => {
    const user = userEvent.setup();
    const store = createReversiStore();
    const onBeforeMove = vi.fn(() => true);
    render(<ReversiBoard store={store} onBeforeMove={onBeforeMove} />);
    await user.click(square('c3'));
    expect(onBeforeMove).not.toHaveBeenCalled();
    expect(store.getState().lastError?.reason).toBe('no-flips');
  });
});
