import type { Stone } from '@stonekit/core';
import { type CSSProperties, memo, type ReactNode, useCallback, useMemo } from 'react';
import { GridTable } from '../shared/GridTable.tsx';
import type { GridPosition } from '../shared/gridNavigation.ts';
import { useGridViewStoreApi } from '../shared/gridViewStore.tsx';
import { useGridNavigation } from '../shared/useGridNavigation.ts';
import { useGridPointer } from '../shared/useGridPointer.ts';
import { useGomokuStoreApi } from './context.tsx';
import { GomokuPoint } from './GomokuPoint.tsx';
import { columnLetter, type OverlayBox } from './geometry.ts';
import { gridIndex } from './view.ts';

/** Props of `GomokuGrid`. */
export interface GomokuGridProps {
  size: number; // points per side
  box: OverlayBox; // where the grid sits over the drawing
  label: string | undefined; // accessible name, unless `labelledBy` names it
  labelledBy: string | undefined; // id of an element naming the board
  describedBy: string | undefined; // id of an element describing the board
  playable: boolean; // clicks, taps, Enter and Space play
  hoverPreview: boolean; // mouse and pen show a ghost stone
  disabled: boolean; // nothing is focusable or playable
  readOnly: boolean; // focusable, not playable
  busy: boolean; // the computer is thinking: `aria-busy`, and moves are refused
  onBusy: (stone: Stone) => void; // called for a move refused because the computer is thinking
}

function pointName(position: GridPosition, size: number): string {
  return `${columnLetter(position.col)}${size - position.row}`;
}

/**
 * The ARIA grid over the drawing: rows of `GomokuPoint` cells from the top row down, with the
 * keyboard, pointer and focus handling delegated to this one element.
 */
export const GomokuGrid = memo(function GomokuGrid({
  size,
  box,
  label,
  labelledBy,
  describedBy,
  playable,
  hoverPreview,
  disabled,
  readOnly,
  busy,
  onBusy,
}: GomokuGridProps): ReactNode {
  const store = useGomokuStoreApi();
  const view = useGridViewStoreApi();

  // By name rather than { x, y }, so that a refusal names the point the way the user reads it.
  // While black puts fifth moves on offer, a point joins the offer or leaves it instead. While
  // the computer is thinking the side to move is its own: a person's move is refused.
  const play = useCallback(
    (position: GridPosition) => {
      const state = store.getState();
      const name = pointName(position, size);
      if (state.thinking !== null) onBusy(state.thinking);
      else if (state.game.opening.phase.phase === 'offer-fifth') state.toggleOffer(name);
      else state.play(name);
    },
    [store, size, onBusy],
  );

  const { gridProps } = useGridNavigation<HTMLTableElement>({
    rows: size,
    cols: size,
    onActiveChange: (position) => view.getState().setActive(gridIndex(position, size), true),
    onActivate: playable ? play : undefined,
  });

  const pointerProps = useGridPointer({
    enabled: playable,
    onHover: (position) =>
      view
        .getState()
        .setHover(position === null || !hoverPreview ? null : gridIndex(position, size)),
    onPress: play,
  });

  const gridStyle = useMemo(
    () => ({ ...box, '--stonekit-size': size }) as CSSProperties,
    [box, size],
  );

  const rows: ReactNode[] = [];
  for (let row = 0; row < size; row++) {
    const cells: ReactNode[] = [];
    for (let col = 0; col < size; col++) {
      const position = { row, col };
      cells.push(
        <GomokuPoint
          key={col}
          index={gridIndex(position, size)}
          row={row}
          col={col}
          name={pointName(position, size)}
          hoverable={hoverPreview && playable}
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
