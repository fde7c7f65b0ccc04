import { useEffect } from 'react';
import type { GridViewStore } from '../shared/gridViewStore.tsx';
import type { GomokuStore } from './store.ts';
import { defaultFocusIndex } from './view.ts';

/**
 * Keeps a board's tab stop where a keyboard user expects it. Until the user moves it, it follows
 * the game: on the last move, or the centre of an empty board. A new size sends it back there,
 * since the old point may not exist any more.
 *
 * @example
 * useFollowGame(store, view);
 */
export function useFollowGame(store: GomokuStore, view: GridViewStore): void {
  useEffect(() => {
    const place = (fresh: boolean) => {
      const { game } = store.getState();
      const { active, userFocused } = view.getState();
      const stale = fresh || active >= game.size * game.size;
      if (stale) view.setState({ active: defaultFocusIndex(game), userFocused: false });
      else if (!userFocused) view.getState().setActive(defaultFocusIndex(game), false);
    };
    place(false);
    return store.subscribe((next, previous) => {
      if (next.game !== previous.game) place(next.game.size !== previous.game.size);
    });
  }, [store, view]);
}
