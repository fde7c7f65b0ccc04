import type { Stone } from '@stonekit/core';
import { type CSSProperties, memo, type ReactNode, useCallback, useMemo } from 'react';
import { GridTable } from '../shared/GridTable.tsx';
import type { GridPosition } from '../shared/gridNavigation.ts';
import { useGridViewStoreApi } from '../shared/gridViewStore.tsx';
import { useGridNavigation } from '../shared/useGridNavigation.ts';
import { useGridPointer } from '../shared/useGridPointer.ts';
import { useReversiStoreApi } from './context.tsx';
import type { OverlayBox } from './geometry.ts';
import { ReversiSquare } from './ReversiSquare.tsx';
import { squareName } from './view.ts';

/** Props of `ReversiGrid`. */
export interface ReversiGridProps {
  box: OverlayBox; // where the squares sit over the drawing
  label: string | undefined; // accessible name, unless `labelledBy` names it
  labelledBy: string | undefined; // id of an element naming the board
  describedBy: string | undefined; // id of an element describing the board
  playable: boolean; // clicks, taps, Enter and Space play
  hoverable: boolean; // mouse and pen show the preview
  disabled: boolean; // nothing is focusable or playable
  readOnly: boolean; // focusable, not playable
  busy: boolean; // the computer is thinking: `aria-busy`, and moves are refused
  onBusy: (stone: Stone) => void; // called for a move refused because the computer is thinking
}

/** Rows and columns run the same way as the board's indexes: row 0 is row 1, at the top. */
function cellIndex(position: GridPosition): number {
  return position.row * 8 + position.col;
}

const gridStyleBase = { '--stonekit-size': 8 } as CSSProperties;

/**
 * The ARIA grid over the drawing: eight rows of `ReversiSquare` cells from row 1 at the top, with
 * the keyboard, pointer and focus handling delegated to this one element.
 */
export const ReversiGrid = memo(function ReversiGrid({
  box,
  label,
  labelledBy,
  describedBy,
  playable,
  hoverable,
  disabled,
  readOnly,
  busy,
  onBusy,
}: ReversiGridProps): ReactNode {
  const store = useReversiStoreApi();
  const view = useGridViewStoreApi();

  // By name rather than { x, y }, so that a refusal names the square the way the user reads it.
  // While the computer is thinking the side to move is its own: a person's move is refused.
  const play = useCallback(
    (position: GridPosition) => {
      const { thinking, play: playSquare } = store.getState();
      if (thinking === null) playSquare(squareName(cellIndex(position)));
      else onBusy(thinking);
    },
    [store, onBusy],
  );

  const { gridProps } = useGridNavigation<HTMLTableElement>({
    rows: 8,
    cols: 8,
    pageStep: 4,
    onActiveChange: (position) => view.getState().setActive(cellIndex(position), true),
    onActivate: playable ? play : undefined,
    onFocusWithin: (focused, visible) => view.getState().setFocusVisible(focused && visible),
  });

  const pointerProps = useGridPointer({
    enabled: playable,
    onHover: (position) =>
      view.getState().setHover(position === null || !hoverable ? null : cellIndex(position)),
    onPress: play,
  });

  const gridStyle = useMemo(() => ({ ...box, ...gridStyleBase }), [box]);

  const rows: ReactNode[] = [];
  for (let row = 0; row < 8; row++) {
    const cells: ReactNode[] = [];
    for (let col = 0; col < 8; col++) {
      const index = cellIndex({ row, col });
      cells.push(
        <ReversiSquare
          key={col}
          index={index}
          row={row}
          col={col}
          name={squareName(index)}
          focusable={!disabled}
        />,
      );
    }
    rows.push(
      <tr key={row} className="stonekit-row">
        {cells}
      </tr>,
    );
  }

  return (
    <GridTable
      style={gridStyle}
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
});
