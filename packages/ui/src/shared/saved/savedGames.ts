import { OptionError } from '@stonekit/core';
import { followStore } from './autosave.ts';
import { checkKeyName, checkName, checkPlayers, checkStorage, shown } from './checks.ts';
import {
  entryOf,
  entryText,
  loadedGame,
  playersOf,
  readEntry,
  replay,
  type SavedSnapshot,
} from './entry.ts';
import { clip, SavedGameError, storageError } from './errors.ts';
import { chain, isPromiseLike } from './maybe.ts';
import { localStorageAdapter } from './storage.ts';
import type {
  LoadedGame,
  MaybePromise,
  SavableJSON,
  SavableStore,
  SavedGameEntry,
  SavedGameListItem,
  SavedGames,
  SavedGamesOptions,
  SaveOptions,
} from './types.ts';

/** A random, short, key-safe id, stamped with the time so that ids sort roughly by age. */
function newId(time: number): string {
  const bytes = new Uint8Array(6);
  if (typeof globalThis.crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  const random = [...bytes].map((byte) => (byte % 36).toString(36)).join('');
  return `${Math.max(0, Math.floor(time)).toString(36)}-${random}`;
}

/** The newest first; entries without a date (unreadable ones) last, each group by id. */
function byDate(a: SavedGameListItem, b: SavedGameListItem): number {
  const time = (item: SavedGameListItem) => item.savedAt ?? -1;
  return time(b) - time(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A collection of saved games over a storage: localStorage unless told otherwise, IndexedDB or a
 * server through an adapter (`SavedGamesStorage`). Games are saved with a name (`save`), listed
 * newest first with their date, players, rule, result and a thumbnail of the final position
 * (`list`), loaded back into a store (`load`), renamed and removed; `followStore` keeps the game
 * in progress in a slot, as an autosave, and `restore` or `restoreNow` give it back on the next
 * visit. Entries are versioned (`version: 1`); an older one is upgraded as it is read, and one
 * that cannot be read is listed as unreadable with its raw text, never dropped. A full storage
 * rejects with a `SavedGameError` of kind `'quota'` and leaves everything as it was.
 *
 * @param options - `storage` (default `localStorageAdapter()`), `namespace` (default
 *   `'stonekit'`), `now` (default `Date.now`)
 * @throws OptionError for a storage without the four methods, an empty namespace, or a `now`
 *   that is no function
 * @example
 * const savedGames = createSavedGames({ namespace: 'my-app' });
 * await savedGames.save(store, { name: 'Against level 5' });
 * const [latest] = await savedGames.list();
 * if (latest !== undefined && !latest.unreadable) {
 *   const loaded = await savedGames.load(latest.id);
 *   if (loaded.game === 'gomoku') store.getState().reset(loaded.options);
 * }
 * @example
 * // The game in progress, kept across visits:
 * const store = createGomokuStore(savedGames.restoreNow('gomoku')?.options ?? {});
 * const stop = savedGames.followStore(store, { slot: 'gomoku' });
 */
export function createSavedGames(options: SavedGamesOptions = {}): SavedGames {
  if (typeof options !== 'object' || options === null) {
    throw new OptionError('options', `Expected options to be an object, got ${shown(options)}`);
  }
  const storage = checkStorage(options.storage ?? localStorageAdapter());
  const namespace = options.namespace ?? 'stonekit';
  if (typeof namespace !== 'string' || namespace === '' || namespace.length > 100) {
    throw new OptionError(
      'namespace',
      `Expected namespace to be text of 1 to 100 characters, got ${shown(namespace)}`,
    );
  }
  const now = options.now ?? (() => Date.now());
  if (typeof now !== 'function') {
    throw new OptionError('now', `Expected now to be a function, got ${shown(now)}`);
  }
  const gamePrefix = `${namespace}:game:`;
  const gameKey = (id: string) => `${gamePrefix}${id}`;
  const slotKey = (slot: string) => `${namespace}:${checkKeyName('slot', slot)}`;

  // Entries as last read, by id: a list replays each game once, and again only when its text
  // changes.
  const readBefore = new Map<string, { raw: string; item: SavedGameListItem }>();
  const read = (id: string, raw: string): SavedGameListItem => {
    const known = readBefore.get(id);
    if (known?.raw === raw) return known.item;
    const item = readEntry(id, raw);
    readBefore.set(id, { raw, item });
    return item;
  };

  const listeners = new Set<() => void>();
  let stopHearing: (() => void) | null = null;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  // Storage that reports changes reports ours too; other storage is only ever changed by us.
  const changed = () => {
    if (storage.subscribe === undefined) notify();
  };

  /** Runs a storage call, its failure as a `SavedGameError`. */
  const attempt = async <T>(doing: string, id: string | null, call: () => MaybePromise<T>) => {
    try {
      return await call();
    } catch (error) {
      throw storageError(error, doing, id);
    }
  };

  const stored = async (id: string, doing: string): Promise<string> => {
    const raw = await attempt(doing, id, () => storage.get(gameKey(id)));
    if (raw === null) {
      throw new SavedGameError('not-found', `No saved game '${id}' to ${doing}`, { id });
    }
    return raw;
  };

  const readable = async (id: string, doing: string): Promise<SavedGameEntry> => {
    const item = read(id, await stored(id, doing));
    if (item.unreadable) {
      throw new SavedGameError('unreadable', `Cannot ${doing}: ${item.message}`, { id });
    }
    return item;
  };

  const write = async (entry: SavedGameEntry, doing: string): Promise<SavedGameEntry> => {
    const text = entryText(entry);
    await attempt(doing, entry.id, () => storage.set(gameKey(entry.id), text));
    readBefore.set(entry.id, { raw: text, item: entry });
    changed();
    return entry;
  };

  /**
   * Moves the unreadable text of a slot into the list, under a new id, so that an autosave over
   * it cannot lose it; `null` when done, else the error. At once with storage that answers at once.
   */
  const setAside = (key: string, raw: string): MaybePromise<SavedGameError | null> => {
    const failed = (error: unknown) => storageError(error, 'keep an unreadable autosave', null);
    try {
      const done = chain(storage.set(gameKey(newId(now())), raw), () => storage.remove(key));
      const after = () => {
        changed();
        return null;
      };
      return isPromiseLike(done) ? done.then(after, failed) : after();
    } catch (error) {
      return failed(error);
    }
  };

  /** The game in a slot, the slot's unreadable text set aside; at once when storage answers so. */
  const restoreSlot = (slot: string): MaybePromise<LoadedGame | null> => {
    const key = slotKey(slot);
    let raw: MaybePromise<string | null>;
    try {
      raw = storage.get(key);
    } catch (error) {
      throw storageError(error, 'read the autosave', slot);
    }
    return chain(raw, (text) => {
      if (text === null) return null;
      const item = readEntry(slot, text);
      if (!item.unreadable) return loadedGame(item);
      // The next autosave into the slot tries again when this fails.
      return chain(setAside(key, text), () => null);
    });
  };

  return {
    namespace,

    async save(source: SavableStore | SavableJSON, saveOptions: SaveOptions) {
      if (typeof saveOptions !== 'object' || saveOptions === null) {
        throw new OptionError('options', `Expected { name }, got ${shown(saveOptions)}`);
      }
      const name = checkName(saveOptions.name);
      const names = checkPlayers(saveOptions.players);
      const id = saveOptions.id === undefined ? newId(now()) : checkKeyName('id', saveOptions.id);
      const store =
        typeof (source as SavableStore | null)?.getState === 'function'
          ? (source as SavableStore).getState()
          : null;
      const json = store === null ? source : store.toJSON();
      if (typeof json !== 'object' || json === null) {
        throw new OptionError(
          'game',
          `Expected a store or its toJSON() to save, got ${shown(json)}`,
        );
      }
      let saved: SavedSnapshot;
      try {
        // A copy as JSON would read it back, so that the entry is what storage keeps.
        saved = replay(JSON.parse(JSON.stringify(json)));
      } catch (error) {
        const said = error instanceof Error ? error.message : String(error);
        throw new OptionError('game', `Expected a game to save: ${clip(said, 200)}`);
      }
      const players = playersOf(saved, store?.aiPlayer ?? 'none', store?.level ?? 0, names);
      const time = now();
      const entry = entryOf(id, saved, { name, savedAt: time, updatedAt: time, players });
      return write(entry, 'save the game');
    },

    async list() {
      const keys = await attempt('list the saved games', null, () => storage.list(gamePrefix));
      const ids = keys
        .filter((key) => key.startsWith(gamePrefix))
        .map((key) => key.slice(gamePrefix.length));
      const texts = await Promise.all(
        ids.map((id) => attempt('read a saved game', id, () => storage.get(gameKey(id)))),
      );
      const items: SavedGameListItem[] = [];
      ids.forEach((id, index) => {
        const raw = texts[index];
        // Removed between the listing and the reading: it is gone, not unreadable.
        if (raw !== null && raw !== undefined) items.push(read(id, raw));
      });
      for (const id of readBefore.keys()) if (!ids.includes(id)) readBefore.delete(id);
      return items.sort(byDate);
    },

    async load(id: string) {
      checkKeyName('id', id);
      return loadedGame(await readable(id, 'load the game'));
    },

    async rename(id: string, newName: string) {
      checkKeyName('id', id);
      const name = checkName(newName);
      const entry = await readable(id, 'rename the game');
      return write({ ...entry, name, updatedAt: now() }, 'rename the game');
    },

    async remove(id: string) {
      checkKeyName('id', id);
      await stored(id, 'delete');
      await attempt('delete the game', id, () => storage.remove(gameKey(id)));
      readBefore.delete(id);
      changed();
    },

    subscribe(listener: () => void) {
      if (typeof listener !== 'function') {
        throw new OptionError('listener', `Expected a function, got ${shown(listener)}`);
      }
      listeners.add(listener);
      if (stopHearing === null && storage.subscribe !== undefined) {
        // Autosaves change with every move: only the list's keys are news to a list.
        stopHearing = storage.subscribe((key) => {
          if (key === null || key.startsWith(gamePrefix)) notify();
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopHearing !== null) {
          stopHearing();
          stopHearing = null;
        }
      };
    },

    async restore(slot: string) {
      return restoreSlot(slot);
    },

    restoreNow(slot: string) {
      const restored = restoreSlot(slot);
      if (isPromiseLike(restored)) {
        // Nothing is lost: the read goes on and sets aside what it must, unheard.
        restored.catch(() => {});
        throw new OptionError(
          'storage',
          'restoreNow needs storage that answers at once (localStorage, memory): use restore',
        );
      }
      return restored;
    },

    followStore(store, followOptions) {
      return followStore(store, followOptions, {
        slotKey,
        storage,
        now,
        setAside,
      });
    },
  };
}
