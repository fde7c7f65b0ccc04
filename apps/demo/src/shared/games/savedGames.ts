import {
  createSavedGames,
  type LoadedGame,
  type SavableStore,
  type SavedGameError,
} from '@stonekit/ui';
import { useEffect, useSyncExternalStore } from 'react';
import type { GameKind } from './records.ts';

/** The prefix of every key the demo keeps games under. */
export const NAMESPACE = 'stonekit-demo';

/**
 * The demo's saved games, in localStorage: each under `stonekit-demo:game:<id>`, and the game in
 * progress of each page in the slot named after it, `stonekit-demo:gomoku` and
 * `stonekit-demo:reversi`. Those are the keys the demo kept its games under before it used the
 * kit, and the kit reads what was kept there (a store's bare `toJSON()`) as a save of version 0:
 * a visitor's game in progress comes back as it was.
 */
export const savedGames = createSavedGames({ namespace: NAMESPACE });

/** The key of a page's game in progress. */
export const autosaveKey = (kind: GameKind) => `${NAMESPACE}:${kind}`;

/**
 * Before the kit, a game in progress that could not be read was set aside under
 * `<key>:unreadable`, where nobody would find it. It moves into the list of saved games, where
 * it shows as unreadable with its raw text to download.
 */
function moveOldSetAside(kind: GameKind): void {
  const old = `${autosaveKey(kind)}:unreadable`;
  try {
    const raw = window.localStorage.getItem(old);
    if (raw === null) return;
    window.localStorage.setItem(`${NAMESPACE}:game:unreadable-${kind}-${Date.now()}`, raw);
    window.localStorage.removeItem(old);
  } catch {
    // Storage refused: it stays where it was, and the next visit tries again.
  }
}

// Damaged autosaves found on this visit, by page, until the notice about each is dismissed.
const damaged = new Map<GameKind, string>();
const damagedListeners = new Set<() => void>();

function tellDamaged(): void {
  for (const listener of [...damagedListeners]) listener();
}

/**
 * The game in progress on `kind`'s page, as the last visit left it, or null. One that does not
 * read is moved into the list by the kit, and remembered here so that the page can say so.
 */
export function restoreAutosave(kind: GameKind): LoadedGame | null {
  moveOldSetAside(kind);
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(autosaveKey(kind));
  } catch {
    return null;
  }
  let restored: LoadedGame | null = null;
  try {
    restored = savedGames.restoreNow(kind);
  } catch (error) {
    console.warn('Stonekit demo: the game in progress could not be read', error);
  }
  if (restored === null && raw !== null) {
    damaged.set(kind, raw);
    tellDamaged();
  }
  return restored?.game === kind ? restored : null;
}

/**
 * The raw text of `kind`'s autosave if it could not be restored on this visit, until
 * `dismissDamagedAutosave` is called; a list entry keeps it beyond that.
 */
export function useDamagedAutosave(kind: GameKind): string | null {
  return useSyncExternalStore(
    (listener) => {
      damagedListeners.add(listener);
      return () => damagedListeners.delete(listener);
    },
    () => damaged.get(kind) ?? null,
    () => null,
  );
}

export function dismissDamagedAutosave(kind: GameKind): void {
  damaged.delete(kind);
  tellDamaged();
}

/**
 * Keeps the store's game in its page's slot after every move and as the page goes while a clock
 * runs (the kit's `followStore`); a failure (a full storage) goes to `onError`.
 */
export function useAutosave(
  store: SavableStore,
  kind: GameKind,
  onError: (error: SavedGameError) => void,
): void {
  useEffect(() => savedGames.followStore(store, { slot: kind, onError }), [store, kind, onError]);
}
