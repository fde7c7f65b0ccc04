import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { createReversiStore } from '../src/reversi/store.ts';

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

describe('ReversiBoard, playing with the keyboard', () => {
  it('tabs onto the first legal move, moves with the arrows and plays with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<ReversiBoard />);
    await user.tab();
    expect(document.activeElement).toBe(square('d3'));
    await user.keyboard('{Enter}');
    expect(square('d3').dataset.stone).toBe('black');
    expect(square('d4').dataset.stone).toBe('black');
    // White answers c3, one to the left.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(square('c3'));
    expect(square('c3').tabIndex).toBe(0);
    expect(square('d3').tabIndex).toBe(-1);
    await user.keyboard(' ');
    expect(square('c3').dataset.stone).toBe('white');
    expect(square('d4').dataset.stone).toBe('white');
  });

  it('goes to the row ends with Home and End, the corners with Ctrl, four rows with PageUp and PageDown', async () => {
    const user = userEvent.setup();
    render(<ReversiBoard />);
    await user.tab();
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(square('a3'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(square('h3'));
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement).toBe(square('a1'));
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toBe(square('a5'));
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toBe(square('a8'));
    await user.keyboard('{Control>}{End}{/Control}{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(square('h8'));
  });

  it('previews the move on the focused square, and clears it when focus leaves the board', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ReversiBoard />
        <button type="button">after</button>
      </>,
    );
    await user.tab();
    expect(square('d3').dataset.preview).toBe('black');
    expect(square('d4').dataset.flipPreview).toBe('black');
    await user.keyboard('{ArrowRight}');
    expect(square('d3').dataset.preview).toBeUndefined();
    expect(document.querySelectorAll('[data-flip-preview]')).toHaveLength(0);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(square('f5'));
    expect(square('f5').dataset.preview).toBe('black');
    expect(square('e5').dataset.flipPreview).toBe('black');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    expect(document.querySelectorAll('[data-preview], [data-flip-preview]')).toHaveLength(0);
  });

  it('previews nothing on a square focused by a click once the mouse has left', async () => {
    const user = userEvent.setup();
    const store = createReversiStore();
    render(<ReversiBoard store={store} />);
    // c3 flips nothing for black, and becomes one of white's moves after black's d3.
    await user.click(square('c3'));
    expect(document.activeElement).toBe(square('c3'));
    await user.unhover(square('c3'));
    act(() => {
      store.getState().play('d3');
    });
    expect(square('c3').hasAttribute('data-legal')).toBe(true);
    expect(document.querySelectorAll('[data-preview], [data-flip-preview]')).toHaveLength(0);
  });

  it('starts the tab stop on the last disc of a game in progress, and follows new moves', () => {
    const store = createReversiStore({ moves: 'f5d6' });
    render(<ReversiBoard store={store} />);
    expect(square('d6').tabIndex).toBe(0);
    act(() => {
      store.getState().play('c3');
    });
    expect(square('c3').tabIndex).toBe(0);
    expect(square('d6').tabIndex).toBe(-1);
  });

  it('keeps the tab stop where the user left it when a move comes from elsewhere', async () => {
    const user = userEvent.setup();
    const store = createReversiStore();
    render(<ReversiBoard store={store} />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    act(() => {
      store.getState().play('f5');
    });
    expect(square('d2').tabIndex).toBe(0);
    expect(document.activeElement).toBe(square('d2'));
  });

  it('announces moves in a polite live region, and the same refusal twice', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReversiBoard />);
    const region = liveRegion(container);
    expect(region.getAttribute('aria-atomic')).toBe('true');
    expect(region.textContent).toBe('');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(region.textContent?.trim()).toBe('Black plays d3, flips 1');
    await user.keyboard('{Enter}');
    const first = region.textContent;
    await user.keyboard('{Enter}');
    const second = region.textContent;
    expect(first?.trim()).toBe('d3 is occupied');
    expect(second?.trim()).toBe('d3 is occupied');
    expect(first).not.toBe(second);
  });

  it('announces undo, redo and a new game', () => {
    const store = createReversiStore({ moves: 'f5' });
    const { container } = render(<ReversiBoard store={store} />);
    const region = liveRegion(container);
    act(() => {
      store.getState().undo();
    });
    expect(region.textContent?.trim()).toBe('Black f5 taken back');
    act(() => {
      store.getState().redo();
    });
    expect(region.textContent?.trim()).toBe('Black replays f5, flips 1');
    act(() => {
      store.getState().reset();
    });
    expect(region.textContent?.trim()).toBe('New game');
  });

  it('stays silent when announcements are off', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReversiBoard announcements={false} />);
    await user.click(square('d3'));
    expect(container.querySelector('[aria-live]')).toBeNull();
  });
});
