import type { ReactNode } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  BoardStoreProvider,
  createBoardContext,
  useBoardStore,
  useBoardStoreApi,
} from './createBoardContext.tsx';

/**
 * What one rendered board shows beyond the game itself. Kept apart from the game store because it
 * belongs to a single board on screen: two boards showing one game each keep their own focus,
 * hover, refusal cue and pending move.
 */
export interface GridViewState {
  active: number; // cell index holding the roving tab stop (tabIndex 0)
  hover: number | null; // cell index under a mouse or pen, null when none
  userFocused: boolean; // the user has moved the tab stop, so it no longer follows the game
  focusVisible: boolean; // keyboard focus is inside the grid, on the tab stop, and shows
  refused: number | null; // cell index showing the refusal cue, null when none
  refusals: number; // refusals shown so far; keys the cue, so a second one on a cell restarts it
  pending: number | null; // cell index of a move shown under `confirmMoves`, to be pressed again; null when none
  setActive(index: number, byUser: boolean): void; // move the tab stop
  setHover(index: number | null): void; // show or clear the hover preview
  setFocusVisible(visible: boolean): void; // keyboard focus entered or left the grid
  setRefused(index: number | null): void; // show the refusal cue on a cell, or clear it
  setPending(index: number | null): void; // show a move to confirm on a cell, or clear it
}

/** A per-board view store, one per rendered board. */
export type GridViewStore = StoreApi<GridViewState>;

/**
 * Creates the view store of one rendered board. Setters skip no-op updates so that pointer moves
 * within a cell wake nobody.
 *
 * @param active - the cell that starts as the tab stop
 * @example
 * const [view] = useState(() => createGridViewStore(112)); // h8 on 15x15
 */
export function createGridViewStore(active: number): GridViewStore {
  return createStore<GridViewState>()((set, get) => ({
    active,
    hover: null,
    userFocused: false,
    focusVisible: false,
    refused: null,
    refusals: 0,
    pending: null,
    setActive(index, byUser) {
      const state = get();
      if (state.active === index && (state.userFocused || !byUser)) return;
      set({ active: index, userFocused: state.userFocused || byUser });
    },
    setHover(index) {
      if (get().hover !== index) set({ hover: index });
    },
    setFocusVisible(visible) {
      if (get().focusVisible !== visible) set({ focusVisible: visible });
    },
    setRefused(index) {
      if (index !== null) set({ refused: index, refusals: get().refusals + 1 });
      else if (get().refused !== null) set({ refused: null });
    },
    setPending(index) {
      if (get().pending !== index) set({ pending: index });
    },
  }));
}

const gridViewContext = createBoardContext<GridViewState>('GridView');

/**
 * Provides a board's view store to its cells.
 *
 * @example
 * <GridViewProvider store={view}>{cells}</GridViewProvider>
 */
export function GridViewProvider({
  store,
  children,
}: {
  store: GridViewStore;
  children?: ReactNode;
}): ReactNode {
  return (
    <BoardStoreProvider context={gridViewContext} store={store}>
      {children}
    </BoardStoreProvider>
  );
}

/**
 * The provided view store itself, for event handlers.
 *
 * @example
 * const view = useGridViewStoreApi();
 * const onLeave = () => view.getState().setHover(null);
 */
export function useGridViewStoreApi(): GridViewStore {
  return useBoardStoreApi(gridViewContext);
}

/**
 * A slice of the provided view store. Cells select only their own flags, such as
 * `(s) => s.active === index`, so moving focus re-renders two cells.
 *
 * @example
 * const isTabStop = useGridView((s) => s.active === index);
 */
export function useGridView<U>(selector: (state: GridViewState) => U): U {
  return useBoardStore(gridViewContext, selector);
}
