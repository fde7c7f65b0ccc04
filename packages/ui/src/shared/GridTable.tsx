import type { CSSProperties, ReactNode } from 'react';
import type { GridNavigation } from './useGridNavigation.ts';
import type { GridPointerProps } from './useGridPointer.ts';

/** Props of `GridTable`. */
export interface GridTableProps {
  style: CSSProperties; // where the grid sits over the drawing, and its cells per side
  label: string | undefined; // accessible name, unless `labelledBy` names it
  labelledBy: string | undefined; // id of an element naming the board
  describedBy: string | undefined; // id of an element describing the board
  readOnly: boolean; // focusable, not playable
  disabled: boolean; // nothing is focusable or playable
  busy: boolean; // the computer is thinking
  gridProps: GridNavigation<HTMLTableElement>['gridProps']; // keyboard and focus handling
  pointerProps: GridPointerProps; // mouse, touch and pen handling, on the surface round the grid
  children: ReactNode; // the rows of cells
}

/**
 * The `role="grid"` table a board's cells sit in, with its name, state and keyboard handling on
 * the one element, inside a surface that covers the whole drawn board and takes the pointer: a
 * press on the margin, the coordinates or the frame goes to the nearest cell, so the board has
 * no dead spots.
 *
 * @example
 * <GridTable style={style} label="Board" labelledBy={undefined} … >{rows}</GridTable>
 */
export function GridTable({
  style,
  label,
  labelledBy,
  describedBy,
  readOnly,
  disabled,
  busy,
  gridProps,
  pointerProps,
  children,
}: GridTableProps): ReactNode {
  return (
    // The keyboard reaches every cell through the grid inside, so the surface needs no key
    // handler of its own; it has no role, and assistive technology sees the grid alone.
    <div className="stonekit-grid-surface" {...pointerProps}>
      {/* A table with role="grid" is the WAI-ARIA data grid pattern: rows and cells keep native
       table semantics. Biome asks for <table> over role="grid" and then objects to the role on it. */}
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid is a table with role="grid"
        role="grid"
        className="stonekit-grid"
        style={style}
        aria-label={labelledBy === undefined ? label : undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-readonly={readOnly || undefined}
        aria-disabled={disabled || undefined}
        aria-busy={busy || undefined}
        {...gridProps}
      >
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
