/** A cell of a grid as the user sees it: `row` 0 is the top row, `col` 0 the left column. */
export interface GridPosition {
  readonly row: number; // from the top, 0-based
  readonly col: number; // from the left, 0-based
}

/** The keys `nextGridPosition` reads from a keyboard event. */
export interface GridKey {
  readonly key: string; // KeyboardEvent.key
  readonly ctrlKey?: boolean; // Ctrl+Home / Ctrl+End jump to the corners
  readonly metaKey?: boolean; // Cmd+Home / Cmd+End too, as macOS users expect
}

/** Grid dimensions and paging for `nextGridPosition`. */
export interface GridBounds {
  readonly rows: number; // number of rows
  readonly cols: number; // number of columns
  readonly pageStep?: number; // rows moved by PageUp / PageDown @defaultValue 5
}

/** Rows moved by PageUp and PageDown unless a grid asks otherwise. */
export const DEFAULT_PAGE_STEP = 5;

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max);
}

/**
 * Where focus goes from `from` when `key` is pressed in a grid, following the WAI-ARIA grid
 * pattern: arrows move one cell and stop at the edges, Home/End go to the ends of the row,
 * Ctrl+Home/End to the first and last cell, PageUp/PageDown a few rows. Returns `null` for keys
 * that do not move focus, so callers can leave those events alone.
 *
 * @example
 * nextGridPosition({ key: 'ArrowUp' }, { row: 7, col: 7 }, { rows: 15, cols: 15 }); // { row: 6, col: 7 }
 * nextGridPosition({ key: 'End', ctrlKey: true }, { row: 0, col: 0 }, { rows: 15, cols: 15 }); // { row: 14, col: 14 }
 */
export function nextGridPosition(
  event: GridKey,
  from: GridPosition,
  bounds: GridBounds,
): GridPosition | null {
  const lastRow = bounds.rows - 1;
  const lastCol = bounds.cols - 1;
  const page = bounds.pageStep ?? DEFAULT_PAGE_STEP;
  const corner = event.ctrlKey === true || event.metaKey === true;
  const { row, col } = from;
  switch (event.key) {
    case 'ArrowUp':
      return { row: clamp(row - 1, lastRow), col };
    case 'ArrowDown':
      return { row: clamp(row + 1, lastRow), col };
    case 'ArrowLeft':
      return { row, col: clamp(col - 1, lastCol) };
    case 'ArrowRight':
      return { row, col: clamp(col + 1, lastCol) };
    case 'Home':
      return corner ? { row: 0, col: 0 } : { row, col: 0 };
    case 'End':
      return corner ? { row: lastRow, col: lastCol } : { row, col: lastCol };
    case 'PageUp':
      return { row: clamp(row - page, lastRow), col };
    case 'PageDown':
      return { row: clamp(row + page, lastRow), col };
    default:
      return null;
  }
}

/**
 * Whether `key` activates the focused cell (Enter or Space).
 *
 * @example
 * isActivationKey(event.key); // true for 'Enter' and ' '
 */
export function isActivationKey(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar';
}

/**
 * The grid position an element stands for, read from its own or its nearest ancestor's
 * `data-row` and `data-col` attributes; `null` outside any cell.
 *
 * @example
 * cellPosition(event.target); // { row: 3, col: 4 } for <div data-row="3" data-col="4">
 */
export function cellPosition(target: EventTarget | null): GridPosition | null {
  // Checked structurally rather than with `instanceof Element`, which differs across realms.
  const element = target as Partial<Element> | null;
  if (element === null || typeof element.closest !== 'function') return null;
  const cell = element.closest('[data-row][data-col]');
  if (cell === null) return null;
  const row = Number(cell.getAttribute('data-row'));
  const col = Number(cell.getAttribute('data-col'));
  return Number.isInteger(row) && Number.isInteger(col) ? { row, col } : null;
}
