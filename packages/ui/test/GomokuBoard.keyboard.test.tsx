import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { createGomokuStore } from '../src/gomoku/store.ts';

// Finds the row first: naming all 225 cells after every move is slow in jsdom.
function cell(name: string): HTMLElement {
  const rows = screen.getAllByRole('row');
  const row = rows[rows.length - Number(name.slice(1))] as HTMLElement;
  return within(row).getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

function liveRegion(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (region === null) throw new Error('no live region');
  return region;
}

describe('GomokuBoard, playing with the keyboard', () => {
  it('tabs into the centre, moves with the arrows and plays with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<GomokuBoard />);
    await user.tab();
    expect(document.activeElement).toBe(cell('h8'));
    await user.keyboard('{Enter}');
    expect(cell('h8').dataset.stone).toBe('black');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(cell('h9'));
    expect(cell('h9').tabIndex).toBe(0);
    expect(cell('h8').tabIndex).toBe(-1);
    await user.keyboard(' ');
    expect(cell('h9').dataset.stone).toBe('white');
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(cell('i7'));
  });

  it('goes to the row ends with Home and End, and to the corners with Ctrl', async () => {
    const user = userEvent.setup();
    render(<GomokuBoard />);
    await user.tab();
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(cell('a8'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cell('o8'));
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement).toBe(cell('a15'));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(cell('o1'));
  });

  it('moves five rows with PageUp and PageDown, stopping at the edge', async () => {
    const user = userEvent.setup();
    render(<GomokuBoard />);
    await user.tab();
    await user.keyboard('{PageUp}');
    expect(document.activeElement).toBe(cell('h13'));
    await user.keyboard('{PageUp}');
    expect(document.activeElement).toBe(cell('h15'));
    await user.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}');
    expect(document.activeElement).toBe(cell('h1'));
  });

  it('stops at the edges of the board', async () => {
    const user = userEvent.setup();
    render(<GomokuBoard size={5} />);
    await user.tab();
    expect(document.activeElement).toBe(cell('c3'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(cell('a3'));
  });

  it('starts the tab stop on the last move of a game in progress, and follows new moves', async () => {
    const store = createGomokuStore({ moves: 'h8 j10' });
    render(<GomokuBoard store={store} />);
    expect(cell('j10').tabIndex).toBe(0);
    act(() => {
      store.getState().play('c3');
    });
    expect(cell('c3').tabIndex).toBe(0);
    expect(cell('j10').tabIndex).toBe(-1);
  });

  it('keeps the tab stop where the user left it when a move comes from elsewhere', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore();
    render(<GomokuBoard store={store} />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    act(() => {
      store.getState().play('c3');
    });
    expect(cell('h9').tabIndex).toBe(0);
    expect(document.activeElement).toBe(cell('h9'));
  });

  it('announces moves and the result in a polite live region', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ moves: 'a1 a2 b1 b2 c1 c2 d1 d2' });
    const { container } = render(<GomokuBoard store={store} />);
    const region = liveRegion(container);
    expect(region.getAttribute('aria-atomic')).toBe('true');
    expect(region.textContent).toBe('');
    await user.click(cell('e1'));
    expect(region.textContent?.trim()).toBe('Black plays e1. Black wins with five in a row');
  });

  it('announces the same refusal twice by changing the text', async () => {
    const user = userEvent.setup();
    const { container } = render(<GomokuBoard defaultMoves="h8" />);
    await user.click(cell('h8'));
    const first = liveRegion(container).textContent;
    await user.click(cell('h8'));
    const second = liveRegion(container).textContent;
    expect(first?.trim()).toBe('h8 is occupied');
    expect(second?.trim()).toBe('h8 is occupied');
    expect(first).not.toBe(second);
  });
});
