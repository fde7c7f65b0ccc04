import { OptionError } from '@stonekit/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { createReversiStore } from '../src/reversi/store.ts';
import { checkConfirmMoves, confirmsPress } from '../src/shared/board/confirm.ts';

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

// A tap as a browser reports it: a touch pointer goes down, then the one click of the tap.
function tap(cell: HTMLElement): void {
  fireEvent.pointerDown(cell, { pointerType: 'touch' });
  fireEvent.pointerUp(cell, { pointerType: 'touch' });
  fireEvent.click(cell);
}

function mouseClick(cell: HTMLElement): void {
  fireEvent.pointerDown(cell, { pointerType: 'mouse' });
  fireEvent.pointerUp(cell, { pointerType: 'mouse' });
  fireEvent.click(cell);
}

function pending(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-pending]')].map(
    (cell) => cell.dataset.point ?? cell.dataset.square ?? '',
  );
}

function liveRegion(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (region === null) throw new Error('no live region');
  return region;
}

// jsdom cannot compute colours, so contrast is left to the real-browser e2e run.
const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

describe('confirmsPress', () => {
  const cases = [
    { mode: 'touch', source: 'touch', confirms: true },
    { mode: 'touch', source: 'mouse', confirms: false },
    { mode: 'touch', source: 'pen', confirms: false },
    { mode: 'touch', source: 'keyboard', confirms: false },
    { mode: 'always', source: 'touch', confirms: true },
    { mode: 'always', source: 'mouse', confirms: true },
    { mode: 'always', source: 'keyboard', confirms: true },
    { mode: 'never', source: 'touch', confirms: false },
    { mode: 'never', source: 'keyboard', confirms: false },
  ] as const;
  for (const { mode, source, confirms } of cases) {
    it(`${confirms ? 'asks' : 'does not ask'} a ${source} press to confirm under '${mode}'`, () => {
      expect(confirmsPress(mode, source)).toBe(confirms);
    });
  }
});

describe('checkConfirmMoves', () => {
  it('takes the three modes', () => {
    expect(['touch', 'always', 'never'].map(checkConfirmMoves)).toEqual([
      'touch',
      'always',
      'never',
    ]);
  });

  it('throws an OptionError naming the option for anything else, in a bounded message', () => {
    for (const bad of [true, 'Touch', '', null, 3, {}, Object.create(null), 'x'.repeat(5000)]) {
      let error: unknown;
      try {
        checkConfirmMoves(bad);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(OptionError);
      expect((error as OptionError).option).toBe('confirmMoves');
      expect((error as OptionError).message.length).toBeLessThan(200);
    }
  });

  it('makes a board given a bad value throw while rendering', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<GomokuBoard confirmMoves={'sometimes' as never} />)).toThrow(OptionError);
    expect(() => render(<ReversiBoard confirmMoves={false as never} />)).toThrow(OptionError);
    quiet.mockRestore();
  });
});

describe("GomokuBoard, confirmMoves 'touch' (the default)", () => {
  it('shows a tapped move as a ghost stone with its name, and plays nothing', () => {
    const store = createGomokuStore();
    const { container } = render(<GomokuBoard store={store} />);
    tap(point('h8'));
    expect(store.getState().game.moves).toHaveLength(0);
    expect(pending()).toEqual(['h8']);
    expect(point('h8').dataset.stone).toBeUndefined();
    const ghost = point('h8').querySelector('.stonekit-pending');
    expect(ghost?.getAttribute('data-color')).toBe('black');
    expect(point('h8').querySelector('.stonekit-pending-name')?.textContent).toBe('h8');
    expect(liveRegion(container).textContent?.trim()).toBe('Black at h8: tap it again to play');
  });

  it('plays the move when the same point is tapped again, and clears the ghost', () => {
    const store = createGomokuStore();
    render(<GomokuBoard store={store} />);
    tap(point('h8'));
    tap(point('h8'));
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['h8']);
    expect(point('h8').dataset.stone).toBe('black');
    expect(pending()).toEqual([]);
    expect(document.querySelector('.stonekit-pending-name')).toBeNull();
  });

  it('moves the ghost to another tapped point without playing, then plays only there', () => {
    const store = createGomokuStore();
    render(<GomokuBoard store={store} />);
    tap(point('h8'));
    tap(point('h9'));
    expect(store.getState().game.moves).toHaveLength(0);
    expect(pending()).toEqual(['h9']);
    expect(point('h8').querySelector('.stonekit-pending')).toBeNull();
    tap(point('h9'));
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['h9']);
    expect(point('h8').dataset.stone).toBeUndefined();
  });

  it('plays a mouse click at once', () => {
    const store = createGomokuStore();
    render(<GomokuBoard store={store} />);
    mouseClick(point('c3'));
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['c3']);
    expect(pending()).toEqual([]);
  });

  it('plays a mouse click elsewhere at once on a hybrid device, dropping the ghost of a tap', () => {
    const store = createGomokuStore();
    render(<GomokuBoard store={store} />);
    tap(point('h8'));
    mouseClick(point('j10'));
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['j10']);
    expect(pending()).toEqual([]);
  });

  it('plays Enter and Space at once', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore();
    render(<GomokuBoard store={store} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['h8']);
    expect(pending()).toEqual([]);
  });

  it('refuses a tap on an occupied point at once, with no ghost', () => {
    const store = createGomokuStore({ moves: 'h8' });
    render(<GomokuBoard store={store} />);
    tap(point('h8'));
    expect(store.getState().lastError?.reason).toBe('occupied');
    expect(point('h8').dataset.refused).toBe('');
    expect(pending()).toEqual([]);
  });

  it('reports both taps to onPointClick and asks onBeforeMove on the second only', () => {
    const store = createGomokuStore();
    const onPointClick = vi.fn();
    const onBeforeMove = vi.fn(() => false);
    render(<GomokuBoard store={store} onPointClick={onPointClick} onBeforeMove={onBeforeMove} />);
    tap(point('h8'));
    expect(onPointClick).toHaveBeenCalledTimes(1);
    expect(onBeforeMove).not.toHaveBeenCalled();
    tap(point('h8'));
    expect(onPointClick).toHaveBeenCalledTimes(2);
    expect(onBeforeMove).toHaveBeenCalledWith({ name: 'h8', x: 7, y: 7, stone: 'black' });
    // Vetoed: nothing is played, and the ghost is gone with the answer.
    expect(store.getState().game.moves).toHaveLength(0);
    expect(pending()).toEqual([]);
  });

  it('drops the ghost when a move is played on the store', () => {
    const store = createGomokuStore();
    render(<GomokuBoard store={store} />);
    tap(point('h8'));
    act(() => {
      store.getState().play('a1');
    });
    expect(pending()).toEqual([]);
    // The next tap on h8 shows white's move anew rather than playing one chosen for black.
    tap(point('h8'));
    expect(store.getState().game.moves).toHaveLength(1);
    expect(point('h8').querySelector('.stonekit-pending')?.getAttribute('data-color')).toBe(
      'white',
    );
  });

  it('drops the ghost on undo and on a new game', () => {
    const store = createGomokuStore({ moves: 'a1' });
    render(<GomokuBoard store={store} />);
    tap(point('h8'));
    act(() => {
      store.getState().undo();
    });
    expect(pending()).toEqual([]);
    tap(point('h8'));
    act(() => {
      store.getState().reset();
    });
    expect(pending()).toEqual([]);
  });

  it('drops the ghost on Escape', () => {
    const store = createGomokuStore();
    render(<GomokuBoard store={store} />);
    tap(point('h8'));
    fireEvent.keyDown(point('h8'), { key: 'Escape' });
    expect(pending()).toEqual([]);
    expect(store.getState().game.moves).toHaveLength(0);
  });

  it('drops the ghost when the board becomes read-only', () => {
    const store = createGomokuStore();
    const { rerender } = render(<GomokuBoard store={store} />);
    tap(point('h8'));
    rerender(<GomokuBoard store={store} readOnly />);
    expect(pending()).toEqual([]);
  });

  it('says the pending move in Chinese', () => {
    const { container } = render(<GomokuBoard messages={gomokuMessagesZh} />);
    // Chinese names end with a full-width comma: found by the point's attribute instead.
    tap(container.querySelector<HTMLElement>('[data-point="h8"]') as HTMLElement);
    expect(liveRegion(container).textContent?.trim()).toBe('已选 h8（黑棋），再点一下即落子');
  });

  it('writes the name and says it in the case of the store', () => {
    const { container } = render(<GomokuBoard coordinateCase="upper" />);
    const h8 = container.querySelector<HTMLElement>('[data-point="h8"]') as HTMLElement;
    tap(h8);
    expect(h8.querySelector('.stonekit-pending-name')?.textContent).toBe('H8');
    expect(liveRegion(container).textContent?.trim()).toBe('Black at H8: tap it again to play');
  });

  it('has no violations while a move waits', async () => {
    const { container } = render(<GomokuBoard />);
    tap(point('h8'));
    const results = await axe.run(container, axeOptions);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

describe("GomokuBoard, confirmMoves 'always' and 'never'", () => {
  it("asks Enter to be pressed twice under 'always', and says how", async () => {
    const user = userEvent.setup();
    const store = createGomokuStore();
    const { container } = render(<GomokuBoard store={store} confirmMoves="always" />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(store.getState().game.moves).toHaveLength(0);
    expect(pending()).toEqual(['h8']);
    expect(liveRegion(container).textContent?.trim()).toBe(
      'Black at h8: press Enter again to play, Escape to cancel',
    );
    await user.keyboard('{Enter}');
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['h8']);
  });

  it("asks a mouse click to be made twice under 'always'", () => {
    const store = createGomokuStore();
    render(<GomokuBoard store={store} confirmMoves="always" />);
    mouseClick(point('c3'));
    expect(store.getState().game.moves).toHaveLength(0);
    mouseClick(point('c3'));
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['c3']);
  });

  it("takes Escape from the focused grid under 'always'", async () => {
    const user = userEvent.setup();
    const store = createGomokuStore();
    render(<GomokuBoard store={store} confirmMoves="always" />);
    await user.tab();
    await user.keyboard('{Enter}{Escape}{Enter}');
    // The second Enter shows the move again rather than playing the one Escape took back.
    expect(store.getState().game.moves).toHaveLength(0);
    expect(pending()).toEqual(['h8']);
  });

  it("plays a tap at once under 'never'", () => {
    const store = createGomokuStore();
    render(<GomokuBoard store={store} confirmMoves="never" />);
    tap(point('h8'));
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['h8']);
    expect(pending()).toEqual([]);
  });

  it('drops a waiting move when the mode becomes never', () => {
    const store = createGomokuStore();
    const { rerender } = render(<GomokuBoard store={store} confirmMoves="always" />);
    mouseClick(point('c3'));
    rerender(<GomokuBoard store={store} confirmMoves="never" />);
    expect(pending()).toEqual([]);
  });
});

describe('ReversiBoard, confirmMoves', () => {
  it("plays a tap at once by default ('never'): its squares are large enough", () => {
    const store = createReversiStore();
    render(<ReversiBoard store={store} />);
    tap(square('d3'));
    expect(store.getState().game.moves.map((move) => move.square)).toEqual(['d3']);
    expect(pending()).toEqual([]);
  });

  it("shows a tapped move as a ghost disc under 'touch', and plays it on a second tap", () => {
    const store = createReversiStore();
    const { container } = render(<ReversiBoard store={store} confirmMoves="touch" />);
    tap(square('d3'));
    expect(store.getState().game.moves).toHaveLength(0);
    expect(pending()).toEqual(['d3']);
    expect(square('d3').querySelector('.stonekit-pending')?.getAttribute('data-color')).toBe(
      'black',
    );
    expect(square('d3').querySelector('.stonekit-pending-name')?.textContent).toBe('d3');
    expect(liveRegion(container).textContent?.trim()).toBe('Black at d3: tap it again to play');
    tap(square('c4'));
    expect(pending()).toEqual(['c4']);
    tap(square('c4'));
    expect(store.getState().game.moves.map((move) => move.square)).toEqual(['c4']);
    expect(pending()).toEqual([]);
  });

  it("refuses a tap on a square with no move at once under 'touch'", () => {
    const store = createReversiStore();
    render(<ReversiBoard store={store} confirmMoves="touch" />);
    tap(square('a1'));
    expect(store.getState().lastError?.move).toBe('a1');
    expect(pending()).toEqual([]);
  });
});
