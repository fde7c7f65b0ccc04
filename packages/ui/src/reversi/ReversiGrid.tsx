import type { ReversiSquare as SquareName } from '@stonekit/core';
import { memo, type ReactNode, useCallback } from 'react';
import { BoardGrid, type BoardGridProps } from '../shared/board/BoardGrid.tsx';
import type { BoardSpot } from '../shared/board/layout.ts';
import { ReversiSquare } from './ReversiSquare.tsx';

/** Props of `ReversiGrid`: those of the shared `BoardGrid`, whose cells it makes. */
export type ReversiGridProps = Omit<BoardGridProps<SquareName>, 'renderCell' | 'pageStep'>;

/**
 * The ARIA grid over the drawing: the shared `BoardGrid`, with eight rows of `ReversiSquare`
 * cells from row 1 at the top; PageUp and PageDown move four rows, half the board.
 *
 * @example
 * <ReversiGrid layout={layout} box={box} onPress={shell.press} hoverable disabled={false} … />
 */
export const ReversiGrid = memo(function ReversiGrid(props: ReversiGridProps): ReactNode {
  const renderCell = useCallback(
    (spot: BoardSpot<SquareName>) => (
      <ReversiSquare
        key={spot.col}
        index={spot.index}
        row={spot.row}
        col={spot.col}
        name={spot.name}
        focusable={!props.disabled}
      />
    ),
    [props.disabled],
  );

  return <BoardGrid {...props} pageStep={4} renderCell={renderCell} />;
});
