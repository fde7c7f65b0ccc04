import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import {
  cellPosition,
  type GridPosition,
  isActivationKey,
  nextGridPosition,
} from './gridNavigation.ts';
import { useLatest } from './useLatest.ts';

/** Options of `useGridNavigation`. */
export interface GridNavigationOptions {
  rows: number; // number of rows in the grid
  cols: number; // number of columns in the grid
  onActiveChange: (position: GridPosition) => void; // a cell received focus: make it the tab stop
  onActivate?: ((position: GridPosition) => void) | undefined; // Enter or Space on a cell
  /** Focus entered or left the grid, or moved in it; `visible` unless a click or tap moved it. */
  onFocusWithin?: ((focused: boolean, visible: boolean) => void) | undefined;
  pageStep?: number | undefined; // rows moved by PageUp / PageDown @defaultValue 5
}

/** What `useGridNavigation` returns: spread `gridProps` on the `role="grid"` element. */
export interface GridNavigation<E extends HTMLElement = HTMLElement> {
  gridProps: {
    ref: RefObject<E | null>; // the grid element, to find cells to focus
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void; // arrows, Home/End, paging, activation
    onFocus: (event: FocusEvent<HTMLElement>) => void; // keeps the tab stop on the focused cell
    onBlur: (event: FocusEvent<HTMLElement>) => void; // tells when focus leaves the grid
  };
  /** Moves DOM focus to a cell (and so makes it the tab stop); false when there is no such cell. */
  focusCell: (position: GridPosition) => boolean;
}

/**
 * Roving-tabindex keyboard navigation for an ARIA grid whose cells carry `data-row` and
 * `data-col`. The caller keeps which cell is the tab stop (`tabIndex={0}`, all others `-1`) and
 * updates it in `onActiveChange`; the hook moves DOM focus on arrow keys, Home/End, Ctrl+Home/End
 * and PageUp/PageDown, reports Enter/Space through `onActivate`, and focus entering or leaving the
 * grid through `onFocusWithin`. Handlers are stable across renders, so memoized grids do not
 * re-render for them.
 *
 * @example
 * const { gridProps } = useGridNavigation<HTMLTableElement>({ rows: 15, cols: 15, onActiveChange: setActive, onActivate: play });
 * return <div role="grid" {...gridProps}>{rows}</div>;
 */
export function useGridNavigation<E extends HTMLElement = HTMLElement>(
  options: GridNavigationOptions,
): GridNavigation<E> {
  const ref = useRef<E | null>(null);
  const latest = useLatest(options);
  // Whether a pointer pressed the grid since the last key or focus change: focus it brings is not
  // keyboard focus. Tracked rather than asked of `:focus-visible`, which jsdom answers by element.
  const pressed = useRef(false);

  useEffect(() => {
    const grid = ref.current;
    if (grid === null) return;
    const onPointerDown = () => {
      pressed.current = true;
    };
    grid.addEventListener('pointerdown', onPointerDown);
    return () => grid.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const focusCell = useCallback((position: GridPosition): boolean => {
    const cell = ref.current?.querySelector<HTMLElement>(
      `[data-row="${position.row}"][data-col="${position.col}"]`,
    );
    if (cell === null || cell === undefined) return false;
    cell.focus();
    return true;
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      pressed.current = false;
      if (event.altKey) return; // Alt+arrows belong to the browser (history navigation)
      const from = cellPosition(event.target);
      if (from === null) return;
      const { rows, cols, pageStep, onActivate } = latest.current;
      if (isActivationKey(event.key)) {
        event.preventDefault(); // Space would scroll the page
        // A held key repeats; one press should make one move, not a move and then refusals.
        if (!event.repeat) onActivate?.(from);
        return;
      }
      const to = nextGridPosition(event, from, {
        rows,
        cols,
        ...(pageStep === undefined ? {} : { pageStep }),
      });
      if (to === null) return;
      event.preventDefault(); // arrows and paging keys would scroll the page
      focusCell(to);
    },
    [latest, focusCell],
  );

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const position = cellPosition(event.target);
      if (position !== null) latest.current.onActiveChange(position);
      latest.current.onFocusWithin?.(true, !pressed.current);
      pressed.current = false;
    },
    [latest],
  );

  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      // Moving between cells blurs one and focuses the next: only leaving the grid counts.
      const next = event.relatedTarget as Node | null;
      if (next === null || !event.currentTarget.contains(next)) {
        pressed.current = false;
        latest.current.onFocusWithin?.(false, false);
      }
    },
    [latest],
  );

  const gridProps = useMemo(
    () => ({ ref, onKeyDown, onFocus, onBlur }),
    [onKeyDown, onFocus, onBlur],
  );
  return { gridProps, focusCell };
}
