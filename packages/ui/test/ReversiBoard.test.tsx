import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { createReversiStore } from '../src/reversi/store.ts';

// Finds the row first (row 1 at the top), then the square by the start of its name.
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

function squaresWith(attribute: string): string[] {
  return [...document.querySelectorAll<HTMLElement>(`[${attribute}]`)]
    .map((cell) => cell.dataset.square ?? '')
    .sort();
}

describe('ReversiBoard, the start position', () => {
  it('renders an ARIA grid of 8 rows of 8 squares, row 1 at the top', () => {
    render(<ReversiBoard />);
    const grid = screen.getByRole('grid', { name: 'Reversi board, 8 by 8' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(64);
    const first = within(rows[0] as HTMLElement).getAllByRole('gridcell');
    const last = within(rows[7] as HTMLElement).getAllByRole('gridcell');
    expect(first[0]?.getAttribute('aria-label')).toBe('a1, empty');
    expect(first[7]?.getAttribute('aria-label')).toBe('h1, empty');
    expect(last[0]?.getAttribute('aria-label')).toBe('a8, empty');
  });

  it('places white on d4 and e5, black on d5 and e4', () => {
    render(<ReversiBoard />);
    expect(square('d4').getAttribute('aria-label')).toBe('d4, white disc');
    expect(square('e5').dataset.stone).toBe('white');
    expect(square('d5').getAttribute('aria-label')).toBe('d5, black disc');
    expect(square('e4').dataset.stone).toBe('black');
    expect(document.querySelectorAll('[data-stone]')).toHaveLength(4);
  });

  it('names the four legal moves and what they flip', () => {
    render(<ReversiBoard />);
    expect(squaresWith('data-legal')).toEqual(['c4', 'd3', 'e6', 'f5']);
    expect(square('d3').getAttribute('aria-label')).toBe('d3, empty, legal move, flips 1');
    expect(square('d3').dataset.flips).toBe('1');
    expect(square('c3').getAttribute('aria-label')).toBe('c3, empty');
  });

  it('gives the tab stop to the first legal move, and to no other square', () => {
    render(<ReversiBoard />);
    const tabbable = screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0);
    expect(tabbable).toEqual([square('d3')]);
  });

  it('exposes turn and status on the root element', () => {
    const { container } = render(<ReversiBoard />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('stonekit-board stonekit-reversi');
    expect(root.dataset.turn).toBe('black');
    expect(root.dataset.status).toBe('playing');
    expect(root.dataset.coordinates).toBe('top');
    expect(root.hasAttribute('data-must-pass')).toBe(false);
  });

  it('draws the lines, the four dots and letters along the top, numbers down the left', () => {
    const { container } = render(<ReversiBoard />);
    const svg = container.querySelector('svg.stonekit-drawing') as SVGSVGElement;
    expect(svg.getAttribute('viewBox')).toBe('0 0 92 92');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelectorAll('.stonekit-felt-dot')).toHaveLength(4);
    const labels = [...svg.querySelectorAll('.stonekit-coordinate')];
    const a = labels.find((t) => t.textContent === 'a');
    const one = labels.find((t) => t.textContent === '1');
    const eight = labels.find((t) => t.textContent === '8');
    expect(Number(a?.getAttribute('y'))).toBe(3);
    expect(Number(one?.getAttribute('y'))).toBeLessThan(Number(eight?.getAttribute('y')));
    expect(Number(one?.getAttribute('x'))).toBe(3);
  });

  it('puts the letters along the bottom, or hides the coordinates', () => {
    const { container, rerender } = render(<ReversiBoard coordinates="bottom" />);
    const a = [...container.querySelectorAll('.stonekit-coordinate')].find(
      (t) => t.textContent === 'a',
    );
    expect(Number(a?.getAttribute('y'))).toBe(89);
    rerender(<ReversiBoard coordinates={false} />);
    expect(container.querySelectorAll('.stonekit-coordinate')).toHaveLength(0);
    expect(container.querySelector('svg.stonekit-drawing')?.getAttribute('viewBox')).toBe(
      '0 0 83 83',
    );
  });

  it('passes className, style and id through to the root element', () => {
    const { container } = render(
      <ReversiBoard className="mine" style={{ maxWidth: 400 }} id="board-1" />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('stonekit-board stonekit-reversi mine');
    expect(root.style.maxWidth).toBe('400px');
    expect(root.id).toBe('board-1');
  });
});

describe('ReversiBoard, playing with the mouse', () => {
  it('places a disc, flips what it flanks and hands the move to white', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReversiBoard />);
    await user.click(square('f5'));
    expect(square('f5').getAttribute('aria-label')).toBe('f5, black disc, last move');
    expect(square('e5').getAttribute('aria-label')).toBe('e5, black disc');
    expect(squaresWith('data-legal')).toEqual(['d6', 'f4', 'f6']);
    expect((container.firstElementChild as HTMLElement).dataset.turn).toBe('white');
    expect(liveRegion(container).textContent?.trim()).toBe('Black plays f5, flips 1');
  });

  it('draws the disc with its gradient and moves the last-move marker', async () => {
    const user = userEvent.setup();
    render(<ReversiBoard />);
    await user.click(square('f5'));
    const disc = square('f5').querySelector('.stonekit-disc circle');
    expect(disc?.getAttribute('fill')).toMatch(/^url\(#.+-black\)$/);
    expect(square('f5').querySelector('.stonekit-last-move-marker')).not.toBeNull();
    await user.click(square('f6'));
    expect(square('f5').querySelector('.stonekit-last-move-marker')).toBeNull();
    expect(square('f5').hasAttribute('data-last-move')).toBe(false);
    expect(square('f6').hasAttribute('data-last-move')).toBe(true);
  });

  it('turns a flipped disc over, showing its old colour underneath, and drops a new one in', async () => {
    const user = userEvent.setup();
    render(<ReversiBoard />);
    expect(document.querySelectorAll('.stonekit-disc-flip, .stonekit-disc-place')).toHaveLength(0);
    await user.click(square('f5'));
    const flipped = square('e5').querySelector('.stonekit-disc');
    expect(flipped?.classList.contains('stonekit-disc-flip')).toBe(true);
    expect(flipped?.querySelector('.stonekit-disc-underside')?.getAttribute('fill')).toMatch(
      /-white\)$/,
    );
    expect(square('f5').querySelector('.stonekit-disc-place')).not.toBeNull();
    expect(square('d4').querySelector('.stonekit-disc-flip')).toBeNull();
  });

  it('times each flip by its distance from the move', async () => {
    const user = userEvent.setup();
    // White g5 flips f5 next to it and e5 beyond.
    render(<ReversiBoard defaultMoves="f5d6c3" />);
    await user.click(square('g5'));
    const step = (name: string) =>
      (square(name).querySelector('.stonekit-disc') as SVGGElement).style.getPropertyValue(
        '--stonekit-flip-step',
      );
    expect(step('f5')).toBe('0');
    expect(step('e5')).toBe('1');
  });

  it('does not animate when animateFlips is off', async () => {
    const user = userEvent.setup();
    render(<ReversiBoard animateFlips={false} />);
    await user.click(square('f5'));
    expect(document.querySelectorAll('.stonekit-disc-flip, .stonekit-disc-place')).toHaveLength(0);
    expect(document.querySelectorAll('.stonekit-disc-underside')).toHaveLength(0);
  });

  it('previews a move under the mouse: a ghost disc and a mark on each disc it flips', async () => {
    const user = userEvent.setup();
    render(<ReversiBoard />);
    await user.hover(square('d3'));
    expect(square('d3').dataset.preview).toBe('black');
    expect(square('d3').querySelector('.stonekit-preview')).not.toBeNull();
    expect(squaresWith('data-flip-preview')).toEqual(['d4']);
    expect(square('d4').dataset.flipPreview).toBe('black');
    expect(square('d4').querySelector('.stonekit-flip-marker')).not.toBeNull();
    await user.hover(square('c3'));
    expect(squaresWith('data-preview')).toEqual([]);
    expect(squaresWith('data-flip-preview')).toEqual([]);
  });

  it('previews nothing for a finger, or when hoverPreview is off', async () => {
    const { unmount } = render(<ReversiBoard />);
    fireEvent.pointerMove(square('d3'), { pointerType: 'touch' });
    expect(squaresWith('data-preview')).toEqual([]);
    unmount();
    const user = userEvent.setup();
    render(<ReversiBoard hoverPreview={false} />);
    await user.hover(square('d3'));
    expect(squaresWith('data-preview')).toEqual([]);
  });

  it('refuses a square that flips nothing, announces why and changes nothing', async () => {
    const user = userEvent.setup();
    const store = createReversiStore();
    const { container } = render(<ReversiBoard store={store} />);
    const before = store.getState().game;
    await user.click(square('c3'));
    expect(store.getState().game).toBe(before);
    expect(store.getState().lastError?.reason).toBe('no-flips');
    expect(liveRegion(container).textContent?.trim()).toBe('c3 flips no discs');
    await user.click(square('d4'));
    expect(liveRegion(container).textContent?.trim()).toBe('d4 is occupied');
  });
});

describe('ReversiBoard, legal-move hints', () => {
  it('dots every legal move when showLegalMoves is on, and none otherwise', () => {
    const { rerender } = render(<ReversiBoard />);
    expect(document.querySelectorAll('.stonekit-legal-hint')).toHaveLength(0);
    rerender(<ReversiBoard showLegalMoves />);
    const dotted = [...document.querySelectorAll('.stonekit-legal-hint')].map(
      (dot) => (dot.closest('[data-square]') as HTMLElement).dataset.square,
    );
    expect(dotted.sort()).toEqual(['c4', 'd3', 'e6', 'f5']);
    expect(
      (document.querySelector('.stonekit-board') as HTMLElement).hasAttribute('data-legal-moves'),
    ).toBe(true);
  });

  it('moves the dots to the other side after a move', async () => {
    const user = userEvent.setup();
    render(<ReversiBoard showLegalMoves />);
    await user.click(square('f5'));
    const dotted = [...document.querySelectorAll('.stonekit-legal-hint')].map(
      (dot) => (dot.closest('[data-square]') as HTMLElement).dataset.square,
    );
    expect(dotted.sort()).toEqual(['d6', 'f4', 'f6']);
  });
});

describe('ReversiBoard, passes', () => {
  it('passes by itself for a side with no move and says so', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReversiBoard defaultMoves="d3c3b3b2f5a3a1" />);
    await user.click(square('c1'));
    expect(liveRegion(container).textContent?.trim()).toBe(
      'White plays c1, flips 1. Black has no move and passes',
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.turn).toBe('white');
    expect(squaresWith('data-legal')).toEqual(['e3', 'f6']);
  });

  it('without autoPass, marks the board and announces that black must pass', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReversiBoard autoPass={false} defaultMoves="d3c3b3b2f5a3a1" />);
    await user.click(square('c1'));
    expect(liveRegion(container).textContent?.trim()).toBe(
      'White plays c1, flips 1. Black has no move and must pass',
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.turn).toBe('black');
    expect(root.hasAttribute('data-must-pass')).toBe(true);
    expect(squaresWith('data-legal')).toEqual([]);
    await user.click(square('e3'));
    expect(liveRegion(container).textContent?.trim()).toBe('Black has no move and must pass');
  });
});

describe('ReversiBoard, a finished game', () => {
  const finished =
    'd3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1f2e3b5b4a5a4c5a6f4f3g3g2h2h1h3h4g4c6g5h5b6c7d6e6f6g6h6h7a7b7a8d7e7f7g7g8b8c8d8e8f8';

  it('announces the last move, the end and the score', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReversiBoard defaultMoves={finished} />);
    await user.click(square('h8'));
    expect(liveRegion(container).textContent?.trim()).toBe(
      'White plays h8, flips 3. Game over. White wins 45 to 19',
    );
    expect((container.firstElementChild as HTMLElement).dataset.status).toBe('won');
    expect(document.querySelectorAll('[data-stone="white"]')).toHaveLength(45);
    expect(document.querySelectorAll('[data-stone="black"]')).toHaveLength(19);
    expect(squaresWith('data-legal')).toEqual([]);
  });
});

describe('ReversiBoard, read-only and disabled', () => {
  it('can be explored but not played when read-only', async () => {
    const user = userEvent.setup();
    const store = createReversiStore();
    render(<ReversiBoard store={store} readOnly />);
    expect(screen.getByRole('grid').getAttribute('aria-readonly')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(square('d3'));
    await user.keyboard('{Enter}{ArrowDown}');
    expect(document.activeElement).toBe(square('d4'));
    await user.click(square('f5'));
    await user.hover(square('c4'));
    expect(store.getState().game.moves).toHaveLength(0);
    expect(squaresWith('data-preview')).toEqual([]);
  });

  it('takes nothing in and offers no tab stop when disabled', async () => {
    const user = userEvent.setup();
    const store = createReversiStore();
    const { container } = render(
      <>
        <ReversiBoard store={store} disabled />
        <button type="button">after</button>
      </>,
    );
    expect(screen.getByRole('grid').getAttribute('aria-disabled')).toBe('true');
    expect((container.firstElementChild as HTMLElement).hasAttribute('data-disabled')).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    await user.click(square('d3'));
    expect(store.getState().game.moves).toHaveLength(0);
  });
});
