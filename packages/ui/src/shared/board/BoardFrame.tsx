import type { CSSProperties, ReactNode } from 'react';
import { useStore } from 'zustand';
import { GridViewProvider } from '../gridViewStore.tsx';
import { type CellData, flag } from './BoardCell.tsx';
import {
  BoardCellContext,
  BoardMarkerDescriptions,
  type BoardMarkersView,
} from './BoardMarkers.tsx';
import type { BoardShell, BoardStoreState } from './useBoardShell.ts';

/** Props of `BoardFrame`. */
export interface BoardFrameProps<S extends BoardStoreState> {
  game: 'gomoku' | 'reversi'; // adds the `stonekit-<game>` class
  shell: Pick<BoardShell<S>, 'store' | 'view'>; // the game store and the board's view store
  markers: BoardMarkersView; // the app's markers, whose labels the cells point at
  readOnly: boolean; // data-readonly
  disabled: boolean; // data-disabled
  data: CellData; // the game's own attributes on the root element
  className: string | undefined; // added to the root's classes
  style: CSSProperties | undefined; // inline style of the root, such as a theme's custom properties
  id: string | undefined; // id of the root
  children?: ReactNode; // the drawing, the grid, the overlays and the live region
}

/**
 * The root element of a board, the same for both games: its classes, the state every board
 * shows (`data-turn`, `data-status`, `data-readonly`, `data-disabled`, `data-thinking`) and the
 * game's own, with the view store and the marker descriptions handed down to the cells.
 *
 * @example
 * <BoardFrame game="gomoku" shell={shell} markers={markers} readOnly={false} disabled={false} data={{}} … >{drawing}{grid}</BoardFrame>
 */
export function BoardFrame<S extends BoardStoreState>({
  game,
  shell,
  markers,
  readOnly,
  disabled,
  data,
  className,
  style,
  id,
  children,
}: BoardFrameProps<S>): ReactNode {
  const { store, view } = shell;
  const turn = useStore(store, (s) => s.game.turn);
  const status = useStore(store, (s) => s.game.status.kind);
  const thinking = useStore(store, (s) => s.thinking);
  const base = `stonekit-board stonekit-${game}`;
  return (
    <GridViewProvider store={view}>
      <BoardCellContext.Provider value={markers.cellContext}>
        <div
          id={id}
          className={className === undefined ? base : `${base} ${className}`}
          style={style}
          data-turn={turn}
          data-status={status}
          {...data}
          data-readonly={flag(readOnly)}
          data-disabled={flag(disabled)}
          data-thinking={thinking ?? undefined}
        >
          {children}
          <BoardMarkerDescriptions descriptions={markers.descriptions} />
        </div>
      </BoardCellContext.Provider>
    </GridViewProvider>
  );
}
