import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useMemo,
} from 'react';
import { GridTable } from '../GridTable.tsx';
import { useGridViewStoreApi } from '../gridViewStore.tsx';
import { useGridNavigation } from '../useGridNavigation.ts';
import { useGridPointer } from '../useGridPointer.ts';
import type { BoardLayout, BoardSpot } from './layout.ts';
import type { BoardPressSource } from './types.ts';

/** Percentages placing a board's grid over its drawing, for a `style` prop. */
export interface GridBox {
  readonly left: string; // such as '2.5%'
  readonly top: string;
  readonly width: string;
  readonly height: string;
}

/** Props of `BoardGrid`. */
export interface BoardGridProps<N extends string = string> {
  layout: BoardLayout<N>; // cells per side and the name of each
  box: GridBox; // where the grid sits over the drawing
  label: string | undefined; // accessible name, unless `labelledBy` names it
  labelledBy: string | undefined; // id of an element naming the board
  describedBy: string | undefined; // id of an element describing the board
  hoverable: boolean; // mouse and pen report the cell under them to the view store
  disabled: boolean; // nothing is focusable or playable, and cells are not pressed
  readOnly: boolean; // focusable, not playable: `aria-readonly`
  busy: boolean; // the computer is thinking: `aria-busy`
  pageStep?: number | undefined; // rows moved by PageUp / PageDown @defaultValue 5
  onPress: (spot: BoardSpot<N>, source: BoardPressSource) => void; // a click, a tap, Enter or Space on a cell, and which
  renderCell: (spot: BoardSpot<N>) => ReactNode; // the game's cell, a `BoardCell` inside
}

/**
 * A board's ARIA grid, the same for both games: rows of the game's cells from the top, with the
 * keyboard and focus handling delegated to the one table element, and the pointer's to a surface
 * over the whole board, where every spot belongs to its nearest cell. Keyboard focus moves the
 * view store's tab stop and says whether it shows; a mouse or pen over the board sets the hover
 * of the cell it points at; a click, tap, Enter or Space calls `onPress` with the cell's point and
 * what pressed it, on a read-only board too (where the board decides that nothing is played).
 * Escape takes back a move waiting for confirmation (the view store's `pending`).
 *
 * @example
 * <BoardGrid layout={layout} box={box} onPress={press} renderCell={(spot) => <GomokuPoint … />} … />
 */
export function BoardGrid<N extends string>({
  layout,
  box,
  label,
  labelledBy,
  describedBy,
  hoverable,
  disabled,
  readOnly,
  busy,
  pageStep,
  onPress,
  renderCell,
}: BoardGridProps<N>): ReactNode {
  const view = useGridViewStoreApi();
  const { size, spotAt } = layout;

  const { gridProps } = useGridNavigation<HTMLTableElement>({
    rows: size,
    cols: size,
    pageStep,
    onActiveChange: (position) => view.getState().setActive(spotAt(position).index, true),
    onActivate: disabled ? undefined : (position) => onPress(spotAt(position), 'keyboard'),
    onFocusWithin: (focused, visible) => view.getState().setFocusVisible(focused && visible),
  });

  const pointerProps = useGridPointer({
    size,
    grid: gridProps.ref,
    enabled: !disabled,
    onHover: (position) =>
      view.getState().setHover(position === null || !hoverable ? null : spotAt(position).index),
    onPress: (position, source) => onPress(spotAt(position), source),
  });

  const navigationKeyDown = gridProps.onKeyDown;
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      // Escape belongs to the board only while a move waits: else a dialog round it may close.
      if (event.key === 'Escape' && view.getState().pending !== null) {
        event.preventDefault();
        event.stopPropagation();
        view.getState().setPending(null);
        return;
      }
      navigationKeyDown(event);
    },
    [view, navigationKeyDown],
  );
  const keyboardProps = useMemo(() => ({ ...gridProps, onKeyDown }), [gridProps, onKeyDown]);

  const style = useMemo(() => ({ ...box, '--stonekit-size': size }) as CSSProperties, [box, size]);

  const rows: ReactNode[] = [];
  for (let row = 0; row < size; row++) {
    const cells: ReactNode[] = [];
    for (let col = 0; col < size; col++) cells.push(renderCell(spotAt({ row, col })));
    rows.push(
      <tr key={row} className="stonekit-row">
        {cells}
      </tr>,
    );
  }

  return (
    <GridTable
      style={style}
      label={label}
      labelledBy={labelledBy}
      describedBy={describedBy}
      readOnly={readOnly}
      disabled={disabled}
      busy={busy}
      gridProps={keyboardProps}
      pointerProps={pointerProps}
    >
      {rows}
    </GridTable>
  );
}
