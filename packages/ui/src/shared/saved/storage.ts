import { OptionError } from '@stonekit/core';
import { SavedGameError } from './errors.ts';
import type { SavedGamesStorage } from './types.ts';

type KeyListener = (key: string | null) => void;

// Writes in this tab, for every adapter over the same Storage: the browser's `storage` event
// tells the other tabs only, and two SavedGames on one page must hear each other too.
const writesHere = new Map<Storage, Set<KeyListener>>();

function announce(area: Storage, key: string | null): void {
  for (const listener of writesHere.get(area) ?? []) listener(key);
}

/** Options of `localStorageAdapter`. */
export interface LocalStorageAdapterOptions {
  /**
   * The Storage to use, read when first needed, so that the adapter can be made during server
   * rendering. @defaultValue `window.localStorage`
   */
  storage?: (() => Storage) | undefined;
}

/**
 * Saved games in the browser's localStorage (the default of `createSavedGames`). It answers at
 * once, so `restoreNow` works over it, and its `subscribe` hears writes made in this tab and, by
 * the `storage` event, in the others. Where there is no localStorage (a server, a sandboxed
 * frame), lists are empty and writes fail with a `SavedGameError` of kind `'storage'`.
 *
 * @example
 * const savedGames = createSavedGames({ storage: localStorageAdapter() });
 * @example
 * const forThisTab = localStorageAdapter({ storage: () => window.sessionStorage });
 */
export function localStorageAdapter(options: LocalStorageAdapterOptions = {}): SavedGamesStorage {
  const open = options.storage ?? (() => window.localStorage);
  if (typeof open !== 'function') {
    throw new OptionError('storage', 'Expected storage to be a function that returns a Storage');
  }
  /** The Storage, or null where there is none or it may not be touched. */
  const area = (): Storage | null => {
    try {
      return typeof window === 'undefined' && options.storage === undefined ? null : open();
    } catch {
      return null;
    }
  };
  const needed = (): Storage => {
    const found = area();
    if (found === null)
      throw new SavedGameError('storage', 'No localStorage here to save games in');
    return found;
  };
  return {
    list(prefix) {
      const found = area();
      if (found === null) return [];
      const keys: string[] = [];
      for (let i = 0; i < found.length; i++) {
        const key = found.key(i);
        if (key?.startsWith(prefix)) keys.push(key);
      }
      return keys;
    },
    get: (key) => area()?.getItem(key) ?? null,
    set(key, value) {
      const found = needed();
      found.setItem(key, value);
      announce(found, key);
    },
    remove(key) {
      const found = needed();
      found.removeItem(key);
      announce(found, key);
    },
    subscribe(listener) {
      const found = area();
      if (found === null || typeof window === 'undefined') return () => {};
      const here = writesHere.get(found) ?? new Set<KeyListener>();
      writesHere.set(found, here);
      here.add(listener);
      const elsewhere = (event: StorageEvent) => {
        // `clear()` in another tab gives a null key: anything may have gone.
        if (event.storageArea === found) listener(event.key);
      };
      window.addEventListener('storage', elsewhere);
      return () => {
        here.delete(listener);
        window.removeEventListener('storage', elsewhere);
      };
    },
  };
}

/** Options of `memoryAdapter`. */
export interface MemoryAdapterOptions {
  /** Entries to start with, text by key, as `localStorage` would hold them. */
  entries?: Readonly<Record<string, string>> | undefined;
  /**
   * The most characters keys and values may hold together, as a browser's quota: a write beyond
   * it throws a `DOMException` named `QuotaExceededError` and stores nothing.
   * @defaultValue Infinity
   */
  maxChars?: number | undefined;
}

/**
 * Saved games in memory, gone with the page: for tests, stories and server rendering. It
 * answers at once like localStorage, and its `subscribe` hears its own writes.
 *
 * @example
 * const savedGames = createSavedGames({ storage: memoryAdapter() });
 * @example
 * const full = memoryAdapter({ maxChars: 2_000 }); // saves past 2,000 characters fail with 'quota'
 */
export function memoryAdapter(options: MemoryAdapterOptions = {}): SavedGamesStorage {
  const { entries = {}, maxChars = Number.POSITIVE_INFINITY } = options;
  if (typeof maxChars !== 'number' || Number.isNaN(maxChars) || maxChars < 0) {
    throw new OptionError('maxChars', 'Expected maxChars to be a number of characters, 0 or more');
  }
  const kept = new Map<string, string>(Object.entries(entries));
  const listeners = new Set<KeyListener>();
  const used = () => [...kept].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  const changed = (key: string) => {
    for (const listener of listeners) listener(key);
  };
  return {
    list: (prefix) => [...kept.keys()].filter((key) => key.startsWith(prefix)),
    get: (key) => kept.get(key) ?? null,
    set(key, value) {
      const before = kept.get(key);
      const after = used() - (before === undefined ? 0 : key.length + before.length);
      if (after + key.length + value.length > maxChars) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      kept.set(key, value);
      changed(key);
    },
    remove(key) {
      if (kept.delete(key)) changed(key);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
