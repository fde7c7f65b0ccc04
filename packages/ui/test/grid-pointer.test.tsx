import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GomokuBoard } from '../src/gomoku/GomokuBoard.tsx';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { ReversiBoard } from '../src/reversi/ReversiBoard.tsx';
import { gridCellAt } from '../src/shared/useGridPointer.ts';

describe('gridCellAt', () => {
  const box = { left: 100, top: 50, width: 150, height: 150 }; // 15 cells of 10 px
  const cases = [
    { where: 'the centre of the first cell', x: 105, y: 55, cell: { row: 0, col: 0 } },
    {
      where: 'the corner between four cells, to the lower right one',
      x: 180,
      y: 130,
      cell: { row: 8, col: 8 },
    },
    { where: 'just inside a cell edge', x: 179.99, y: 129.99, cell: { row: 7, col: 7 } },
    { where: 'the last pixel of the grid', x: 249.9, y: 199.9, cell: { row: 14, col: 14 } },
    { where: 'the right and bottom edges themselves', x: 250, y: 200, cell: { row: 14, col: 14 } },
    { where: 'the margin left of the grid', x: 90, y: 125, cell: { row: 7, col: 0 } },
    { where: 'the margin above the grid', x: 175, y: 40, cell: { row: 0, col: 7 } },
    { where: 'the top-left corner of the margin', x: 0, y: 0, cell: { row: 0, col: 0 } },
    { where: 'far below and right of the grid', x: 900, y: 900, cell: { row: 14, col: 14 } },
  ];
  for (const { where, x, y, cell } of cases) {
    it(`gives ${where} to row ${cell.row}, column ${cell.col}`, () => {
      expect(gridCellAt(box, 15, x, y)).toEqual(cell);
    });
  }

  it('gives every point of a fine grid over the board to the cell nearest its centre', () => {
    // A 19 by 19 grid in a box that is not a whole number of pixels, sampled every 0.7 px and
    // 20 px past its edges: the cell found is always the one whose centre is nearest, per axis.
    const odd = { left: 3.3, top: 7.9, width: 371.7, height: 371.7 };
    const side = odd.width / 19;
    const nearest = (offset: number) =>
      Math.min(18, Math.max(0, Math.round((offset - side / 2) / side)));
    for (let x = odd.left - 20; x < odd.left + odd.width + 20; x += 0.7) {
      for (let y = odd.top - 20; y < odd.top + odd.height + 20; y += 7.3) {
        const cell = gridCellAt(odd, 19, x, y);
        expect(cell).toEqual({ row: nearest(y - odd.top), col: nearest(x - odd.left) });
      }
    }
  });

  it('finds nothing in a box with no size, as before layout or in jsdom', () => {
    expect(gridCellAt({ left: 0, top: 0, width: 0, height: 0 }, 15, 0, 0)).toBeNull();
    expect(gridCellAt(box, 15, Number.NaN, 10)).toBeNull();
  });
});

/** Gives an element a box on screen, as a browser's layout would. */
function place(element: Element, left: number, top: number, width: number, height: number): void {
  const rect = {
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
  };
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ ...rect, toJSON: () => rect });
}

/**
 * Lays out a 15 by 15 Gomoku board as a browser would: the board at (0, 0), 332 px a side, the
 * grid of cells 20 px each from (16, 16) to (316, 316), a 16 px margin of coordinates round it.
 */
function layOutGomoku(container: HTMLElement): HTMLElement {
  const surface = container.querySelector('.stonekit-grid-surface') as HTMLElement;
  place(surface, 0, 0, 332, 332);
  place(container.querySelector('[role="grid"]') as HTMLElement, 16, 16, 300, 300);
  return surface;
}

describe('GomokuBoard, where a press lands', () => {
  it('plays the nearest point for a click between four points, where the old round cells had a gap', () => {
    const store = createGomokuStore();
    const { container } = render(<GomokuBoard store={store} />);
    const surface = layOutGomoku(container);
    // h8 is column 7, row 7 from the top: its cell spans 156 to 176 px. Its lower-right corner,
    // 1 px inside, is no point's circle but h8's square.
    fireEvent.click(surface, { clientX: 175, clientY: 175 });
    expect(store.getState().game.lastMove?.name).toBe('h8');
  });

  it('plays the edge point nearest to a click on the margin, and the corner for a corner', () => {
    const store = createGomokuStore();
    const onPointClick = vi.fn();
    const { container } = render(
      <GomokuBoard store={store} readOnly onPointClick={onPointClick} />,
    );
    const surface = layOutGomoku(container);
    fireEvent.click(surface, { clientX: 4, clientY: 170 }); // on the row numbers, beside h8's row
    fireEvent.click(surface, { clientX: 170, clientY: 328 }); // on the letters, under column h
    fireEvent.click(surface, { clientX: 330, clientY: 2 }); // the top-right corner of the board
    expect(onPointClick.mock.calls.map(([point]) => point.name)).toEqual(['a8', 'h1', 'o15']);
  });

  it('shows the hover preview of the point nearest the mouse, on the margin too', () => {
    const { container } = render(<GomokuBoard />);
    const surface = layOutGomoku(container);
    fireEvent.pointerMove(surface, { pointerType: 'mouse', clientX: 6, clientY: 6 });
    expect(container.querySelector('[data-preview]')?.getAttribute('data-point')).toBe('a15');
    fireEvent.pointerLeave(surface, { pointerType: 'mouse' });
    expect(container.querySelector('[data-preview]')).toBeNull();
  });

  it('plays nothing when a mouse is pressed on one point and released on another', () => {
    const store = createGomokuStore();
    const { container } = render(<GomokuBoard store={store} />);
    const surface = layOutGomoku(container);
    fireEvent.pointerDown(surface, { pointerType: 'mouse', clientX: 166, clientY: 166 }); // h8
    fireEvent.click(surface, { clientX: 206, clientY: 126 }); // released on j10
    expect(store.getState().game.moves).toHaveLength(0);
  });

  it('plays where a finger lifts, however it moved within the tap', () => {
    const store = createGomokuStore();
    const { container } = render(<GomokuBoard store={store} confirmMoves="never" />);
    const surface = layOutGomoku(container);
    fireEvent.pointerDown(surface, { pointerType: 'touch', clientX: 175, clientY: 166 }); // h8
    fireEvent.click(surface, { clientX: 177, clientY: 166 }); // i8, 2 px on
    expect(store.getState().game.lastMove?.name).toBe('i8');
  });

  it('plays the cell a click was sent to when the click has no place on the board', () => {
    // Assistive technology and scripts may click a cell at (0, 0), off the board laid out here.
    const store = createGomokuStore();
    const { container } = render(<GomokuBoard store={store} />);
    place(container.querySelector('.stonekit-grid-surface') as HTMLElement, 100, 100, 332, 332);
    place(container.querySelector('[role="grid"]') as HTMLElement, 116, 116, 300, 300);
    fireEvent.click(container.querySelector('[data-point="c3"]') as HTMLElement);
    expect(store.getState().game.lastMove?.name).toBe('c3');
  });
});

describe('ReversiBoard, where a press lands', () => {
  it('plays the square nearest to a click on the frame beside it', () => {
    const onSquareClick = vi.fn();
    const { container } = render(<ReversiBoard readOnly onSquareClick={onSquareClick} />);
    const surface = container.querySelector('.stonekit-grid-surface') as HTMLElement;
    place(surface, 0, 0, 360, 360);
    place(container.querySelector('[role="grid"]') as HTMLElement, 20, 20, 320, 320);
    fireEvent.click(surface, { clientX: 10, clientY: 130 }); // on the numbers, beside row 3
    fireEvent.click(surface, { clientX: 355, clientY: 355 }); // the bottom-right corner
    fireEvent.click(surface, { clientX: 140.5, clientY: 60.5 }); // inside d2, by c2 and d1
    expect(onSquareClick.mock.calls.map(([square]) => square.name)).toEqual(['a3', 'h8', 'd2']);
  });
});
