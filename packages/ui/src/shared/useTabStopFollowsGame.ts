import { useEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { GridViewStore } from './gridViewStore.tsx';

/** Where a board's tab stop belongs in a game; a module constant, so it never changes. */
export interface TabStopRules<G> {
  home: (game: G) => number; // the cell the tab stop rests on until the user moves it
  cells: (game: G) => number; // how many cells the board has; a change means a new board
}

/**
 * Keeps a board's tab stop where a keyboard user expects it. Until the user moves it, it follows
 * the game to `rules.home`, such as the last move. A board of another size sends it back there,
 * since the old cell may not exist any more.
 *
 * @example
 * useTabStopFollowsGame(store, view, { home: defaultFocusIndex, cells: (game) => game.size ** 2 });
 */
export function useTabStopFollowsGame<T extends { readonly game: G }, G>(
  store: StoreApi<T>,
  view: GridViewStore,
  rules: TabStopRules<G>,
): void {
  useEffect(() => {
    const place = (fresh: boolean) => {
      const { game } = store.getState();
      const { active, userFocused } = view.getState();
      const stale = fresh || active >= rules.cells(game);
      if (stale) view.setState({ active: rules.home(game), userFocused: false });
      else if (!userFocused) view.getState().setActive(rules.home(game), false);
    };
    place(false);
    return store.subscribe((next, previous) => {
      if (next.game !== previous.game) {
        place(rules.cells(next.game) !== rules.cells(previous.game));
      }
    });
  }, [store, view, rules]);
}
