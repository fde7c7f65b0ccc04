import { type ClockJSON, GameClock } from '@stonekit/core';
import { useEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { ai } from '../ai.ts';
import { loadSaved, save } from '../savedGame.ts';
import { defaultPlayers, readPlayers } from './players.ts';

/**
 * The options a page's store starts from: the saved game and its clock, if any, with the saved
 * players, on the demo's one AI worker.
 */
export function savedStoreOptions<G>(
  storageKey: string,
  playersKey: string,
  fromJSON: (json: unknown) => G,
) {
  const players = loadSaved(playersKey, readPlayers) ?? defaultPlayers;
  // fromJSON validates everything, the clock too: a tampered save throws and is set aside.
  const saved = loadSaved(storageKey, (json) => {
    const game = fromJSON(json);
    const clock = (json as { clock?: unknown }).clock;
    if (clock === undefined) return { game };
    GameClock.fromJSON(clock);
    return { game, clock: clock as ClockJSON };
  });
  // A seed per visit, so the computer's games against itself differ from one visit to the next.
  const aiLimits = { seed: Math.floor(Math.random() * 2 ** 31) };
  return { ...(saved ?? {}), ai, aiLimits, ...players };
}

/**
 * Saves the game under `storageKey` whenever it or its clock changes (a move, a pause), and,
 * while a clock runs, as the page goes away, so that a reload gives each side back the time it
 * had then.
 */
export function useSavedGame(
  store: StoreApi<{ game: unknown; clock: { readonly phase: string }; toJSON(): unknown }>,
  storageKey: string,
): void {
  useEffect(() => {
    const keep = () => save(storageKey, store.getState().toJSON());
    const unsubscribe = store.subscribe((next, previous) => {
      if (next.game !== previous.game || next.clock !== previous.clock) keep();
    });
    // Only a running clock has changed since the last save: anything else is saved already.
    const leaving = () => {
      if (store.getState().clock.phase === 'running') keep();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [store, storageKey]);
}
