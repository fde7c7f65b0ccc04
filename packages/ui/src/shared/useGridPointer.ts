import {
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useMemo,
  useRef,
} from 'react';
import type { BoardPressSource } from './board/types.ts';
import { cellPosition, type GridPosition } from './gridNavigation.ts';
import { useLatest } from './useLatest.ts';

/** The pointer a press came from: every source but the keyboard. */
export type PointerSource = Exclude<BoardPressSource, 'keyboard'>;

/** Options of `useGridPointer`. */
export interface GridPointerOptions {
  size: number; // cells per side of the square grid, which share its box equally
  grid: RefObject<HTMLElement | null>; // the grid element, whose box the cells divide
  onHover: (position: GridPosition | null) => void; // a mouse or pen is over a cell, or left the board
  onPress: (position: GridPosition, source: PointerSource) => void; // a click or tap, and by what
  enabled?: boolean | undefined; // false ignores the pointer entirely @defaultValue true
}

/** Pointer handlers to spread on the element that takes presses: the whole drawn board. */
export interface GridPointerProps {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
}

/** A box on screen, as `getBoundingClientRect` gives it. */
export interface ScreenBox {
  readonly left: number; // px from the viewport's left
  readonly top: number; // px from the viewport's top
  readonly width: number;
  readonly height: number;
}

/**
 * The cell of a square grid of `size` cells per side, laid out in `box`, that owns the screen
 * point (`x`, `y`): every point belongs to the cell it falls in, and a point outside the grid to
 * the nearest cell of its edge, so nowhere on the board is dead. `null` when the box has no size
 * (nothing laid out, as in jsdom).
 *
 * @example
 * gridCellAt({ left: 0, top: 0, width: 150, height: 150 }, 15, 74, 12); // { row: 1, col: 7 }
 * gridCellAt({ left: 0, top: 0, width: 150, height: 150 }, 15, -6, 200); // { row: 14, col: 0 }
 */
export function gridCellAt(
  box: ScreenBox,
  size: number,
  x: number,
  y: number,
): GridPosition | null {
  if (!(box.width > 0 && box.height > 0 && Number.isFinite(x) && Number.isFinite(y))) return null;
  const along = (offset: number, length: number) =>
    Math.min(size - 1, Math.max(0, Math.floor((offset / length) * size)));
  return { row: along(y - box.top, box.height), col: along(x - box.left, box.width) };
}

/** The pointer types a press may come from; an unknown one ('' for a scripted click) is none. */
function pointerSource(type: unknown): PointerSource | null {
  return type === 'mouse' || type === 'pen' || type === 'touch' ? type : null;
}

/** What a pointer pressed down on, until its click. */
interface PointerDown {
  readonly source: PointerSource; // the kind of pointer
  readonly cell: GridPosition | null; // the cell it pressed
}

/**
 * Mouse, touch and pen input for a square grid whose cells carry `data-row` and `data-col`,
 * taken on an element that covers the whole drawn board (the grid and the margin round it) so
 * that no point of the board ignores a press. The cell is found from the pointer's position, not
 * from the element under it: each cell owns the square around its point, and a press in the
 * margin goes to the nearest cell of the edge. A click whose position is off that element (a
 * click that a script or assistive technology sends to a cell) goes to the cell it was sent to.
 *
 * A press is the `click` event alone, which every pointer type fires once per tap or click, so
 * nothing plays twice; a mouse or pen dragged to another cell before its release clicks neither.
 * `onPress` hears which pointer pressed, so that a board can ask a finger to confirm its move.
 * Hover is reported for mouse and pen only: a finger has no hover, and a preview left behind by a
 * tap would mislead.
 *
 * @example
 * const pointerProps = useGridPointer({ size: 15, grid: tableRef, onHover: setHover, onPress: play });
 * return <div className="stonekit-grid-surface" {...pointerProps}><table ref={tableRef} role="grid">{rows}</table></div>;
 */
export function useGridPointer(options: GridPointerOptions): GridPointerProps {
  const latest = useLatest(options);
  const down = useRef<PointerDown | null>(null);

  // Read from the layout at each event, so a board that resizes or scrolls needs no observer.
  const pointedCell = useCallback(
    (event: MouseEvent<HTMLElement>): GridPosition | null => {
      const { clientX: x, clientY: y } = event;
      const surface = event.currentTarget.getBoundingClientRect();
      const onSurface =
        x >= surface.left && x <= surface.right && y >= surface.top && y <= surface.bottom;
      const grid = latest.current.grid.current;
      const cell =
        onSurface && grid !== null
          ? gridCellAt(grid.getBoundingClientRect(), latest.current.size, x, y)
          : null;
      return cell ?? cellPosition(event.target);
    },
    [latest],
  );

  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const pressed = down.current;
      down.current = null;
      if (latest.current.enabled === false) return;
      const cell = pointedCell(event);
      if (cell === null) return;
      // The click event is a PointerEvent with its pointerType in current browsers; else the
      // press that led to it says, and a click with neither (a script's) counts as a mouse's.
      const source =
        pointerSource((event.nativeEvent as { pointerType?: unknown }).pointerType) ??
        pressed?.source ??
        'mouse';
      // A finger that moves far enough to leave its cell pans instead and clicks nothing, so
      // only a mouse or pen can press one cell and release over another: moved away on purpose.
      const moved =
        source !== 'touch' &&
        pressed?.cell != null &&
        (pressed.cell.row !== cell.row || pressed.cell.col !== cell.col);
      if (!moved) latest.current.onPress(cell, source);
    },
    [latest, pointedCell],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (latest.current.enabled === false) return;
      latest.current.onHover(event.pointerType === 'touch' ? null : pointedCell(event));
    },
    [latest, pointedCell],
  );

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const source = pointerSource(event.pointerType) ?? 'mouse';
      down.current = { source, cell: pointedCell(event) };
      if (source === 'touch') latest.current.onHover(null);
    },
    [latest, pointedCell],
  );

  const onPointerCancel = useCallback(() => {
    down.current = null;
  }, []);

  const onPointerLeave = useCallback(() => latest.current.onHover(null), [latest]);

  return useMemo(
    () => ({ onClick, onPointerMove, onPointerDown, onPointerCancel, onPointerLeave }),
    [onClick, onPointerMove, onPointerDown, onPointerCancel, onPointerLeave],
  );
}
