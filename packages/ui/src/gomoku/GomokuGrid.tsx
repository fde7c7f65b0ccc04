import { memo, type ReactNode, useCallback } from 'react';
import { BoardGrid, type BoardGridProps } from '../shared/board/BoardGrid.tsx';
import type { BoardSpot } from '../shared/board/layout.ts';
import { GomokuPoint } from './GomokuPoint.tsx';

/** Props of `GomokuGrid`: those of the shared `BoardGrid`, whose cells it makes. */
export type GomokuGridProps = Omit<BoardGridProps, 'renderCell' | 'pageStep'>;

/**
 * The ARIA grid over the drawing: the shared `BoardGrid`, with rows of `GomokuPoint` cells from
 * the top row down.
 *
 * @example
 * <GomokuGrid layout={layout} box={box} onPress={shell.press} hoverable disabled={false} … />
 */
export const GomokuGrid = memo(function GomokuGrid(props: GomokuGridProps): ReactNode {
  const renderCell = useCallback(
    (spot: BoardSpot) => (
      <GomokuPoint
        key={spot.col}
        index={spot.index}
        row={spot.row}
        col={spot.col}
        name={spot.name}
        hoverable={props.hoverable}
        focusable={!props.disabled}
      />
    ),
    [props.hoverable, props.disabled],
  );

  return <BoardGrid {...props} renderCell={renderCell} />;
});
