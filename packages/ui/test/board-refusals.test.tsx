import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { createReversiStore } from '../src/reversi/store.ts';
import { REFUSAL_CUE_MS } from '../src/shared/board/useBoardShell.ts';

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

function liveRegion(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (region === null) throw new Error('no live region');
  return region;
}

function refused(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-refused]')].map(
    (cell) => cell.dataset.point ?? cell.dataset.square ?? '',
  );
}

describe('GomokuBoard, a refused move', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks the refused point for about a second, with a ring, and says why', () => {
    const store = createGomokuStore({ moves: 'h8' });
    const { container } = render(<GomokuBoard store={store} />);
    fireEvent.click(point('h8'));
    expect(refused()).toEqual(['h8']);
    expect(point('h8').querySelector('.stonekit-refusal')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(liveRegion(container).textContent?.trim()).toBe('h8 is occupied');
    act(() => {
      vi.advanceTimersByTime(REFUSAL_CUE_MS - 100);
    });
    expect(refused()).toEqual(['h8']);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(refused()).toEqual([]);
    expect(point('h8').querySelector('.stonekit-refusal')).toBeNull();
  });

  it('keeps the accessible name of the point while it is marked', () => {
    const store = createGomokuStore({ moves: 'h8' });
    render(<GomokuBoard store={store} />);
    fireEvent.click(point('h8'));
    expect(point('h8').getAttribute('aria-label')).toBe('h8, black stone, last move');
  });

  it('moves the mark to the next refused point, and starts the second again', () => {
    const store = createGomokuStore({ moves: 'h8 h9' });
    render(<GomokuBoard store={store} />);
    fireEvent.click(point('h8'));
    act(() => {
      vi.advanceTimersByTime(600);
    });
    fireEvent.click(point('h9'));
    expect(refused()).toEqual(['h9']);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(refused()).toEqual(['h9']);
    act(() => {
      vi.advanceTimersByTime(REFUSAL_CUE_MS);
    });
    expect(refused()).toEqual([]);
  });

  it('draws a new ring when the same point is refused again', () => {
    const store = createGomokuStore({ moves: 'h8' });
    render(<GomokuBoard store={store} />);
    fireEvent.click(point('h8'));
    const first = point('h8').querySelector('.stonekit-refusal');
    fireEvent.click(point('h8'));
    const second = point('h8').querySelector('.stonekit-refusal');
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
  });

  it('marks a point refused through the store too, such as a notation input', () => {
    const store = createGomokuStore({ moves: 'h8' });
    render(<GomokuBoard store={store} />);
    act(() => {
      store.getState().play('H8');
    });
    expect(refused()).toEqual(['h8']);
    act(() => {
      store.getState().play({ x: 7, y: 7 });
    });
    expect(refused()).toEqual(['h8']);
  });

  it('marks nothing for a refusal that names no point', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif' });
    render(<GomokuBoard store={store} />);
    act(() => {
      store.getState().choose('swap');
    });
    expect(store.getState().lastError).not.toBeNull();
    expect(refused()).toEqual([]);
  });

  it('marks nothing, but still says why, with showRefusals off', () => {
    const store = createGomokuStore({ moves: 'h8' });
    const { container } = render(<GomokuBoard store={store} showRefusals={false} />);
    fireEvent.click(point('h8'));
    expect(refused()).toEqual([]);
    expect(document.querySelector('.stonekit-refusal')).toBeNull();
    expect(liveRegion(container).textContent?.trim()).toBe('h8 is occupied');
  });

  it('clears a mark at once when showRefusals is turned off', () => {
    const store = createGomokuStore({ moves: 'h8' });
    const { rerender } = render(<GomokuBoard store={store} />);
    fireEvent.click(point('h8'));
    rerender(<GomokuBoard store={store} showRefusals={false} />);
    expect(refused()).toEqual([]);
  });

  it('marks the point of a move refused while the computer thinks', () => {
    const thinkingForever = { run: () => new Promise<never>(() => {}), dispose() {} };
    const store = createGomokuStore({ ai: thinkingForever, aiPlayer: 'white', moves: 'h8' });
    const { container } = render(<GomokuBoard store={store} />);
    expect(store.getState().thinking).toBe('white');
    fireEvent.click(point('c3'));
    expect(refused()).toEqual(['c3']);
    expect(liveRegion(container).textContent?.trim()).toBe(
      'Please wait: the computer is thinking for white',
    );
    store.getState().dispose();
  });
});

describe('ReversiBoard, a refused move', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks a square that flips nothing, says why, and clears the mark', () => {
    const store = createReversiStore();
    const { container } = render(<ReversiBoard store={store} />);
    fireEvent.click(square('c3'));
    expect(store.getState().game.moves).toHaveLength(0);
    expect(refused()).toEqual(['c3']);
    expect(liveRegion(container).textContent?.trim()).toBe('c3 flips no discs');
    act(() => {
      vi.advanceTimersByTime(REFUSAL_CUE_MS);
    });
    expect(refused()).toEqual([]);
  });

  it('marks nothing with showRefusals off', () => {
    render(<ReversiBoard showRefusals={false} />);
    fireEvent.click(square('c3'));
    expect(refused()).toEqual([]);
  });

  it('marks nothing for a refused pass', () => {
    const store = createReversiStore({ autoPass: false });
    render(<ReversiBoard store={store} />);
    act(() => {
      store.getState().pass();
    });
    expect(store.getState().lastError?.move).toBe('pass');
    expect(refused()).toEqual([]);
  });
});

describe('a board showing a refusal, accessibility (axe)', () => {
  it('has no violations while a point and a square are marked', async () => {
    // Axe on a 15 by 15 board is slow in jsdom: a 9 by 9 one says the same, sooner.
    const gomoku = createGomokuStore({ size: 9, moves: 'e5' });
    const { container } = render(
      <>
        <GomokuBoard store={gomoku} aria-label="Gomoku" />
        <ReversiBoard aria-label="Reversi" />
      </>,
    );
    const gomokuGrid = screen.getByRole('grid', { name: 'Gomoku' });
    const reversiGrid = screen.getByRole('grid', { name: 'Reversi' });
    fireEvent.click(within(gomokuGrid).getByRole('gridcell', { name: /^e5,/ }));
    fireEvent.click(within(reversiGrid).getByRole('gridcell', { name: /^c3,/ }));
    expect(refused().sort()).toEqual(['c3', 'e5']);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 15_000);
});
