import type { GomokuState, ReversiState } from '@stonekit/core';
import { OptionError } from '@stonekit/core';
import { checkKeyName } from './checks.ts';
import { entryOf, entryText, playersOf, readEntry, type SavedSnapshot } from './entry.ts';
import { type SavedGameError, storageError } from './errors.ts';
import { chain, isPromiseLike } from './maybe.ts';
import type {
  FollowOptions,
  MaybePromise,
  PlayerNames,
  SavableState,
  SavableStore,
  SavedGamesStorage,
} from './types.ts';

/** What `followStore` needs of the `SavedGames` it belongs to. */
export interface AutosaveContext {
  readonly slotKey: (slot: string) => string; // the storage key of a slot
  readonly storage: SavedGamesStorage; // where it writes
  readonly now: () => number; // the time of a save
  readonly setAside: (key: string, raw: string) => MaybePromise<SavedGameError | null>; // moves unreadable text into the list
}

/** The text a slot keeps for the store's state now: an entry named after the slot. */
function slotText(slot: string, state: SavableState, names: PlayerNames, time: number): string {
  // The store's own snapshot describes the game: replaying it after every move would cost a
  // whole game's replay per move, for what the store knows already.
  const data = JSON.parse(JSON.stringify(state.toJSON()));
  const saved = (
    data.game === 'reversi'
      ? { game: 'reversi', state: state.game as ReversiState, data }
      : { game: 'gomoku', state: state.game as GomokuState, data }
  ) as SavedSnapshot;
  const players = playersOf(saved, state.aiPlayer, state.level, names);
  return entryText(entryOf(slot, saved, { name: slot, savedAt: time, updatedAt: time, players }));
}

/**
 * Keeps `store`'s game in a slot, as the `followStore` method of `SavedGames` describes. Writes
 * go to storage at once, without waiting for anything, when storage answers at once: a write as
 * the page is hidden must be done before the page is gone. Before its first write it makes sure
 * the slot holds nothing unreadable that the write would lose, setting such text aside into the
 * list; while that fails it writes nothing.
 */
export function followStore(
  store: SavableStore,
  options: FollowOptions,
  context: AutosaveContext,
): () => void {
  if (
    typeof store !== 'object' ||
    store === null ||
    typeof store.getState !== 'function' ||
    typeof store.subscribe !== 'function'
  ) {
    throw new OptionError('store', 'Expected a store to follow, such as createGomokuStore() gives');
  }
  if (typeof options !== 'object' || options === null) {
    throw new OptionError('options', 'Expected options with a slot, such as { slot: "gomoku" }');
  }
  const slot = checkKeyName('slot', options.slot);
  const key = context.slotKey(slot);
  const names = options.players ?? {};
  const { onError } = options;
  if (onError !== undefined && typeof onError !== 'function') {
    throw new OptionError('onError', 'Expected onError to be a function');
  }
  const { storage } = context;
  const report = (error: unknown) => onError?.(storageError(error, 'autosave the game', slot));
  // Whether the slot is known to hold nothing unreadable, so that writing over it loses nothing.
  let safe = false;

  /** Makes the slot safe to write over: at once when storage answers at once. */
  const makeSafe = (): MaybePromise<boolean> => {
    const found = storage.get(key);
    return chain(found, (raw) => {
      if (raw === null || !readEntry(slot, raw).unreadable) return true;
      return chain(context.setAside(key, raw), (error) => {
        if (error !== null) report(error);
        return error === null;
      });
    });
  };

  const keep = () => {
    try {
      const text = slotText(slot, store.getState(), names, context.now());
      const written = chain(safe || makeSafe(), (ready) => {
        safe = ready;
        return ready ? storage.set(key, text) : undefined;
      });
      if (isPromiseLike(written)) written.catch(report);
    } catch (error) {
      // Full or refused: the game goes on, and the next change tries again.
      report(error);
    }
  };

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
  const browser = typeof window !== 'undefined' && typeof document !== 'undefined';
  if (browser) {
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', hidden);
  }
  return () => {
    unsubscribe();
    if (browser) {
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', hidden);
    }
  };
}
