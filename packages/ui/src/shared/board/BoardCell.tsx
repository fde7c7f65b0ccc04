import type { ReactNode } from 'react';
import { useGridView } from '../gridViewStore.tsx';
import { useCellDescribedBy } from './BoardMarkers.tsx';

/** `data-*` attributes of a cell: a value, or `undefined` for an attribute left out. */
export type CellData = Readonly<Record<`data-${string}`, string | number | undefined>>;

/** Props of `BoardCell`. */
export interface BoardCellProps {
  index: number; // cell index as the game counts it
  row: number; // grid row, 0 at the top
  col: number; // grid column, 0 at the left
  active: boolean; // the cell holds the board's tab stop (the game's cell selects it, to re-render)
  focusable: boolean; // the cell may hold the tab stop; false on a disabled board
  className: string; // 'stonekit-point' or 'stonekit-square'
  name: string; // the point's name as drawn, shown beside a move waiting for confirmation
  label: string; // the accessible name: the point and everything on it
  data: CellData; // the game's state attributes: data-stone, data-legal, …
  children?: ReactNode; // the stone or disc and its marks, drawn hidden from assistive technology
}

/**
 * `''` for true so the attribute is present, `undefined` for false so it is absent.
 *
 * @example
 * <td data-last-move={flag(lastMove)} />
 */
export function flag(value: boolean): '' | undefined {
  return value ? '' : undefined;
}

/**
 * One cell of a board's ARIA grid, the same for both games: the roving tab stop, the grid
 * position that pointer and keyboard handling read (`data-row`, `data-col`), the description a
 * marker's label gives, the refusal cue (`data-refused`, with a ring that fades out) while the
 * view store shows one here, and the move waiting for confirmation (`data-pending`, with the
 * point's name written above it, where a finger does not hide it). The game supplies the name,
 * whether the cell holds the tab stop, its state attributes and what is drawn inside, the ghost
 * stone or disc of a pending move included.
 *
 * @example
 * <BoardCell index={112} row={7} col={7} active focusable className="stonekit-point" name="h8" label="h8, empty" data={{ 'data-point': 'h8' }} />
 */
export function BoardCell({
  index,
  row,
  col,
  active,
  focusable,
  className,
  name,
  label,
  data,
  children,
}: BoardCellProps): ReactNode {
  const refusal = useGridView((s) => (s.refused === index ? s.refusals : 0));
  const pending = useGridView((s) => s.pending === index);
  const describedBy = useCellDescribedBy(index);
  return (
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: cells of a role="grid" table are gridcells
      role="gridcell"
      className={className}
      tabIndex={active && focusable ? 0 : -1}
      aria-label={label}
      aria-describedby={describedBy}
      data-row={row}
      data-col={col}
      {...data}
      data-refused={flag(refusal > 0)}
      data-pending={flag(pending)}
    >
      {children}
      {pending ? (
        // Hidden from assistive technology, which hears the pending move from the live region.
        <span className="stonekit-pending-name" aria-hidden="true">
          {name}
        </span>
      ) : null}
      {refusal > 0 ? (
        // Keyed by the count, so that a second refusal on the same cell starts the cue again.
        <span key={refusal} className="stonekit-refusal" aria-hidden="true" />
      ) : null}
    </td>
  );
}
