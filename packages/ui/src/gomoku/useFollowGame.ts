import type { GomokuState } from '@stonekit/core';
import type { GridViewStore } from '../shared/gridViewStore.tsx';
import { type TabStopRules, useTabStopFollowsGame } from '../shared/useTabStopFollowsGame.ts';
import type { GomokuStore } from './store.ts';
import { defaultFocusIndex } from './view.ts';

const gomokuTabStop: TabStopRules<GomokuState> = {
  home: defaultFocusIndex,
  cells: (game) => game.size * game.size,
};

/**
 * Keeps a board's tab stop where a keyboard user expects it. Until the user moves it, it follows
 * the game: on the last move, or the centre of an empty board. A new size sends it back there,
 * since the old point may not exist any more.
 *
 * @example
 * useFollowGame(store, view);
 */
export function useFollowGame(store: GomokuStore, view: GridViewStore): void {
  useTabStopFollowsGame(store, view, gomokuTabStop);
}
