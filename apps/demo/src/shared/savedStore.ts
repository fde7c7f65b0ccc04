import { useEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { ai } from '../ai.ts';
import { loadSaved, save } from '../savedGame.ts';
import { defaultPlayers, readPlayers } from './players.ts';

/**
 * The options a page's store starts from: the saved game, if any, with the saved players, on
 * the demo's one AI worker.
 */
export function savedStoreOptions<G>(
  storageKey: string,
  playersKey: string,
  fromJSON: (json: unknown) => G,
) {
  const players = loadSaved(playersKey, readPlayers) ?? defaultPlayers;
  // fromJSON validates everything: a tampered save throws and is set aside.
  const game = loadSaved(storageKey, fromJSON);
  // A seed per visit, so the computer's games against itself differ from one visit to the next.
  const aiLimits = { seed: Math.floor(Math.random() * 2 ** 31) };
  return { ...(game === null ? {} : { game }), ai, aiLimits, ...players };
}

/** Saves the game under `storageKey` whenever it changes. */
export function useSavedGame(
  store: StoreApi<{ game: unknown; toJSON(): unknown }>,
  storageKey: string,
): void {
  useEffect(
    () =>
      store.subscribe((next, previous) => {
        if (next.game !== previous.game) save(storageKey, next.toJSON());
      }),
    [store, storageKey],
  );
}
