import { fireEvent, render, screen, within } from '@testing-library/react';
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

describe('GomokuBoard, an empty 15 by 15 board', () => {
  it('renders an ARIA grid named after its size, with 15 rows of 15 cells', () => {
    render(<GomokuBoard />);
    const grid = screen.getByRole('grid', { name: 'Gomoku board, 15 by 15' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(15);
    expect(within(rows[0] as HTMLElement).getAllByRole('gridcell')).toHaveLength(15);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(225);
  });

  it('lists rows from the top, row 15 first and row 1 last, columns from a', () => {
    render(<GomokuBoard />);
    const rows = screen.getAllByRole('row');
    const first = within(rows[0] as HTMLElement).getAllByRole('gridcell');
    const last = within(rows[14] as HTMLElement).getAllByRole('gridcell');
    expect(first[0]?.getAttribute('aria-label')).toBe('a15, empty');
    expect(last[0]?.getAttribute('aria-label')).toBe('a1, empty');
    expect(last[14]?.getAttribute('aria-label')).toBe('o1, empty');
  });

  it('labels every point as empty and open to play', () => {
    render(<GomokuBoard />);
    const h8 = cell('h8');
    expect(h8.getAttribute('aria-label')).toBe('h8, empty');
    expect(h8.hasAttribute('data-stone')).toBe(false);
    expect(h8.hasAttribute('data-legal')).toBe(true);
  });

  it('gives the tab stop to the centre, and to no other point', () => {
    render(<GomokuBoard />);
    const tabbable = screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0);
    expect(tabbable).toEqual([cell('h8')]);
  });

  it('exposes size, rule, turn and status on the root element', () => {
    const { container } = render(<GomokuBoard size={9} rule="standard" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('stonekit-board stonekit-gomoku');
    expect(root.dataset.size).toBe('9');
    expect(root.dataset.rule).toBe('standard');
    expect(root.dataset.turn).toBe('black');
    expect(root.dataset.status).toBe('playing');
    expect(screen.getByRole('grid', { name: 'Gomoku board, 9 by 9' })).toBeDefined();
  });

  it('draws a square, scalable SVG with coordinates and star points', () => {
    const { container } = render(<GomokuBoard />);
    const svg = container.querySelector('svg.stonekit-drawing') as SVGSVGElement;
    expect(svg.getAttribute('viewBox')).toBe('0 0 166 166');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    const labels = [...svg.querySelectorAll('.stonekit-coordinate')].map((t) => t.textContent);
    expect(labels.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(labels).toContain('15');
    expect(svg.querySelectorAll('.stonekit-star')).toHaveLength(5);
  });

  it('hides the coordinates when asked', () => {
    const { container } = render(<GomokuBoard coordinates={false} />);
    expect(container.querySelectorAll('.stonekit-coordinate')).toHaveLength(0);
    expect(container.querySelector('svg.stonekit-drawing')?.getAttribute('viewBox')).toBe(
      '0 0 154 154',
    );
  });

  it('passes className, style and id through to the root element', () => {
    const { container } = render(
      <GomokuBoard className="mine" style={{ maxWidth: 400 }} id="board-1" />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('stonekit-board stonekit-gomoku mine');
    expect(root.style.maxWidth).toBe('400px');
    expect(root.id).toBe('board-1');
  });
});

describe('GomokuBoard, playing with the mouse', () => {
  it('plays a black stone on click, then a white one', async () => {
    const user = userEvent.setup();
    const { container } = render(<GomokuBoard />);
    await user.click(cell('h8'));
    expect(cell('h8').dataset.stone).toBe('black');
    expect(cell('h8').getAttribute('aria-label')).toBe('h8, black stone, last move');
    expect(cell('h8').hasAttribute('data-last-move')).toBe(true);
    expect(cell('h8').hasAttribute('data-legal')).toBe(false);
    await user.click(cell('h9'));
    expect(cell('h9').dataset.stone).toBe('white');
    expect(cell('h9').hasAttribute('data-last-move')).toBe(true);
    expect(cell('h8').hasAttribute('data-last-move')).toBe(false);
    expect(cell('h8').getAttribute('aria-label')).toBe('h8, black stone');
    expect((container.firstElementChild as HTMLElement).dataset.turn).toBe('black');
  });

  it('draws the stone with its gradient and a last-move marker', async () => {
    const user = userEvent.setup();
    render(<GomokuBoard />);
    await user.click(cell('h8'));
    const stone = cell('h8').querySelector('circle.stonekit-stone');
    expect(stone?.getAttribute('fill')).toMatch(/^url\(#.+-black\)$/);
    expect(cell('h8').querySelector('.stonekit-last-move-marker')).not.toBeNull();
  });

  it('shows a preview of the stone to be placed under the mouse, on empty points only', async () => {
    const user = userEvent.setup();
    render(<GomokuBoard defaultMoves="h8" />);
    await user.hover(cell('j10'));
    expect(cell('j10').dataset.preview).toBe('white');
    expect(cell('j10').querySelector('.stonekit-preview')).not.toBeNull();
    await user.hover(cell('h8'));
    expect(cell('h8').dataset.preview).toBeUndefined();
    expect(cell('j10').dataset.preview).toBeUndefined();
    await user.unhover(cell('h8'));
    expect(document.querySelectorAll('[data-preview]')).toHaveLength(0);
  });

  it('plays once per tap on a touch screen that needs no confirmation, without a preview', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore();
    render(<GomokuBoard store={store} confirmMoves="never" />);
    await user.pointer({ keys: '[TouchA]', target: cell('h8') });
    expect(store.getState().game.moves).toHaveLength(1);
    expect(cell('h8').dataset.stone).toBe('black');
    expect(document.querySelectorAll('[data-preview]')).toHaveLength(0);
  });

  it('previews and plays with a pen, which hovers like a mouse', () => {
    // user-event simulates mouse and touch only; a pen is a pointer type on the same events.
    const store = createGomokuStore();
    render(<GomokuBoard store={store} />);
    fireEvent.pointerMove(cell('c3'), { pointerType: 'pen' });
    expect(cell('c3').dataset.preview).toBe('black');
    fireEvent.click(cell('c3'));
    expect(store.getState().game.lastMove?.name).toBe('c3');
  });

  it('shows no preview for a finger sliding over the board', () => {
    render(<GomokuBoard />);
    fireEvent.pointerMove(cell('c3'), { pointerType: 'touch' });
    expect(document.querySelectorAll('[data-preview]')).toHaveLength(0);
  });

  it('refuses an occupied point, announces why and changes nothing', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore({ moves: 'h8' });
    const { container } = render(<GomokuBoard store={store} />);
    const before = store.getState().game;
    await user.click(cell('h8'));
    expect(store.getState().game).toBe(before);
    expect(store.getState().lastError?.reason).toBe('occupied');
    expect(liveRegion(container).textContent?.trim()).toBe('h8 is occupied');
    expect(cell('h8').dataset.stone).toBe('black');
  });
});

describe('GomokuBoard, a won game', () => {
  it('marks the winning line on the points and draws a stroke through it', () => {
    const { container } = render(<GomokuBoard defaultMoves="a1 a2 b1 b2 c1 c2 d1 d2 e1" />);
    const winning = screen.getAllByRole('gridcell').filter((c) => c.hasAttribute('data-winning'));
    expect(winning.map((c) => c.dataset.point).sort()).toEqual(['a1', 'b1', 'c1', 'd1', 'e1']);
    expect(cell('e1').getAttribute('aria-label')).toBe('e1, black stone, last move, winning line');
    expect(cell('c1').getAttribute('aria-label')).toBe('c1, black stone, winning line');
    const line = container.querySelector('.stonekit-win-line');
    expect(line?.getAttribute('data-winner')).toBe('black');
    expect((container.firstElementChild as HTMLElement).dataset.status).toBe('won');
  });

  it('offers no point for play once the game is over', () => {
    render(<GomokuBoard defaultMoves="a1 a2 b1 b2 c1 c2 d1 d2 e1" />);
    expect(document.querySelectorAll('[data-legal]')).toHaveLength(0);
  });
});

describe('GomokuBoard, display options', () => {
  it('writes move numbers on the stones', () => {
    const { container } = render(<GomokuBoard defaultMoves="h8 h9 i8" showMoveNumbers />);
    const numbers = [...container.querySelectorAll('.stonekit-move-number')].map(
      (n) => n.textContent,
    );
    expect(numbers.sort()).toEqual(['1', '2', '3']);
    expect(cell('i8').dataset.moveNumber).toBe('3');
    // The number on the stone is part of its accessible name (WCAG 2.5.3, label in name).
    expect(cell('h9').getAttribute('aria-label')).toBe('h9, white stone, move 2');
    expect(cell('i8').getAttribute('aria-label')).toBe('i8, black stone, move 3, last move');
    // The number replaces the marker on the last move.
    expect(container.querySelector('.stonekit-last-move-marker')).toBeNull();
  });

  it('can hide the last-move marker', () => {
    const { container } = render(<GomokuBoard defaultMoves="h8" showLastMove={false} />);
    expect(container.querySelector('.stonekit-last-move-marker')).toBeNull();
    expect(cell('h8').hasAttribute('data-last-move')).toBe(true);
  });

  it('uses the given messages, merged over English', () => {
    render(
      <GomokuBoard
        defaultMoves="h8"
        messages={{ boardLabel: (size) => `Practice ${size}` }}
        aria-describedby="help"
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Practice 15' });
    expect(grid.getAttribute('aria-describedby')).toBe('help');
    expect(cell('h8').getAttribute('aria-label')).toBe('h8, black stone, last move');
  });

  it('prefers aria-labelledby over its own name', () => {
    render(
      <>
        <h2 id="title">Game one</h2>
        <GomokuBoard aria-labelledby="title" />
      </>,
    );
    expect(screen.getByRole('grid', { name: 'Game one' })).toBeDefined();
  });
});

describe('GomokuBoard, read-only and disabled', () => {
  it('can be explored but not played when read-only', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore();
    render(<GomokuBoard store={store} readOnly />);
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-readonly')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(cell('h8'));
    await user.keyboard('{Enter}{ArrowUp}');
    expect(document.activeElement).toBe(cell('h9'));
    await user.click(cell('h9'));
    await user.hover(cell('c3'));
    expect(store.getState().game.moves).toHaveLength(0);
    expect(document.querySelectorAll('[data-preview]')).toHaveLength(0);
  });

  it('takes nothing in and offers no tab stop when disabled', async () => {
    const user = userEvent.setup();
    const store = createGomokuStore();
    const { container } = render(
      <>
        <GomokuBoard store={store} disabled />
        <button type="button">after</button>
      </>,
    );
    expect(screen.getByRole('grid').getAttribute('aria-disabled')).toBe('true');
    expect((container.firstElementChild as HTMLElement).hasAttribute('data-disabled')).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    await user.click(cell('h8'));
    expect(store.getState().game.moves).toHaveLength(0);
  });
});
