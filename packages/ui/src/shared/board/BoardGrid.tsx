import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { GridTable } from '../GridTable.tsx';
import { useGridViewStoreApi } from '../gridViewStore.tsx';
import { useGridNavigation } from '../useGridNavigation.ts';
import { useGridPointer } from '../useGridPointer.ts';
import type { BoardLayout, BoardSpot } from './layout.ts';

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
  onPress: (spot: BoardSpot<N>) => void; // a click, a tap, Enter or Space on a cell
  renderCell: (spot: BoardSpot<N>) => ReactNode; // the game's cell, a `BoardCell` inside
}

/**
 * A board's ARIA grid, the same for both games: rows of the game's cells from the top, with the
 * keyboard, pointer and focus handling delegated to the one table element. Keyboard focus moves
 * the view store's tab stop and says whether it shows; a mouse or pen over a cell sets its hover;
 * a click, tap, Enter or Space on a cell calls `onPress` with the cell's point, on a read-only
 * board too (where the board decides that nothing is played).
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
    onActivate: disabled ? undefined : (position) => onPress(spotAt(position)),
    onFocusWithin: (focused, visible) => view.getState().setFocusVisible(focused && visible),
  });

  const pointerProps = useGridPointer({
    enabled: !disabled,
    onHover: (position) =>
      view.getState().setHover(position === null || !hoverable ? null : spotAt(position).index),
    onPress: (position) => onPress(spotAt(position)),
  });

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
      gridProps={gridProps}
      pointerProps={pointerProps}
    >
      {rows}
    </GridTable>
  );
}
