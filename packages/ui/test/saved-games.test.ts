import { Gomoku, OptionError, Reversi } from '@stonekit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { createReversiStore } from '../src/reversi/store.ts';
import { SavedGameError } from '../src/shared/saved/errors.ts';
import { createSavedGames } from '../src/shared/saved/savedGames.ts';
import { localStorageAdapter, memoryAdapter } from '../src/shared/saved/storage.ts';
import type { SavedGamesStorage } from '../src/shared/saved/types.ts';

// A clock that only moves when told to, so that every date in these tests is known.
let time = 1_700_000_000_000;
const now = () => time;

beforeEach(() => {
  time = 1_700_000_000_000;
  window.localStorage.clear();
});
afterEach(() => {
  window.localStorage.clear();
});

describe('saving and listing games in localStorage', () => {
  it('keeps a store’s game under its name, with the players, rule, result and final position', async () => {
    const savedGames = createSavedGames({ now });
    const store = createGomokuStore({
      size: 9,
      rule: 'renju',
      moves: 'e5 e6 f5 f6 g5 g6 h5 h6 d5',
      aiPlayer: 'white',
      level: 4,
    });
    const entry = await savedGames.save(store, {
      name: '  Won in nine  ',
      players: { black: 'Ann' },
    });
    expect(entry).toMatchObject({
      unreadable: false,
      version: 1,
      game: 'gomoku',
      name: 'Won in nine',
      savedAt: time,
      updatedAt: time,
      players: { black: { kind: 'person', name: 'Ann' }, white: { kind: 'computer', level: 4 } },
      size: 9,
      rule: 'renju',
      opening: 'free',
      result: { kind: 'won', winner: 'black', reason: 'five' },
      moveCount: 9,
      timeControl: { kind: 'none' },
    });
    // Row 9 at the top; the five on row 5, the last stone (d5) in upper case.
    expect(entry.thumbnail.split('/')).toEqual([
      '.........',
      '.........',
      '.........',
      '....oooo.',
      '...Xxxxx.',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
    expect(entry.data).toEqual(store.getState().toJSON());
    const stored = window.localStorage.getItem(`stonekit:game:${entry.id}`);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({
      format: 'stonekit-saved-game',
      version: 1,
      name: 'Won in nine',
      game: 'gomoku',
    });
    expect(await savedGames.list()).toEqual([entry]);
  });

  it('lists the newest first, Reversi and Gomoku alike', async () => {
    const savedGames = createSavedGames({ now });
    const first = await savedGames.save(createReversiStore({ moves: 'f5 d6' }), { name: 'Older' });
    time += 60_000;
    const second = await savedGames.save(createGomokuStore({ moves: 'h8' }), { name: 'Newer' });
    const list = await savedGames.list();
    expect(list.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({
      game: 'reversi',
      size: 8,
      score: { black: 3, white: 3, empty: 58 },
      result: { kind: 'playing', turn: 'black' },
      players: { black: { kind: 'person', name: null }, white: { kind: 'person', name: null } },
    });
  });

  it('saves a game’s toJSON() as well as a store', async () => {
    const savedGames = createSavedGames({ now });
    const json = Reversi.fromMoves('f5d6c3').toJSON();
    const entry = await savedGames.save(json, { name: 'From JSON' });
    expect(entry).toMatchObject({ game: 'reversi', moveCount: 3, data: json });
  });

  it('names the players by the colour they hold after a swap opening', async () => {
    const savedGames = createSavedGames({ now });
    // The computer started as the tentative white (the second player) and swapped: it is black.
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' });
    store.getState().choose('swap');
    store.getState().setAiPlayer('white');
    const entry = await savedGames.save(store, { name: 'Swapped', players: { white: 'Bo' } });
    expect(entry.players).toEqual({
      black: { kind: 'computer', level: 3 },
      white: { kind: 'person', name: 'Bo' },
    });
    store.getState().dispose();
  });

  it('saves over an entry given its id, which keeps one entry', async () => {
    const savedGames = createSavedGames({ now });
    const store = createGomokuStore({ moves: 'h8' });
    const entry = await savedGames.save(store, { name: 'Ongoing', id: 'game-1' });
    store.getState().play('h9');
    time += 1_000;
    const again = await savedGames.save(store, { name: 'Ongoing', id: entry.id });
    expect(again).toMatchObject({ id: 'game-1', moveCount: 2, savedAt: time });
    expect(await savedGames.list()).toHaveLength(1);
  });
});

describe('loading, renaming and deleting', () => {
  it('loads a game back into a store, with its redo stack', async () => {
    const savedGames = createSavedGames({ now });
    const store = createGomokuStore({ moves: 'h8 h9 i8' });
    store.getState().undo();
    const { id } = await savedGames.save(store, { name: 'With a redo' });
    const loaded = await savedGames.load(id);
    expect(loaded.game).toBe('gomoku');
    if (loaded.game !== 'gomoku') return;
    expect(loaded.options).toMatchObject({ timeControl: { kind: 'none' } });
    const other = createGomokuStore({ moves: 'a1' });
    other.getState().reset(loaded.options);
    expect(other.getState().toJSON()).toEqual(store.getState().toJSON());
    expect(other.getState().game.canRedo).toBe(true);
  });

  it('loads a game with its clock, the time each side had', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const savedGames = createSavedGames({ now });
      const clocked = { kind: 'sudden-death', initialMs: 60_000 } as const;
      const store = createReversiStore({ timeControl: clocked, moves: 'f5' });
      vi.advanceTimersByTime(7_000);
      store.getState().play('d6');
      store.getState().pauseClock();
      const { id } = await savedGames.save(store, { name: 'Timed' });
      const loaded = await savedGames.load(id);
      if (loaded.game !== 'reversi') throw new Error('expected Reversi');
      expect(loaded.entry.timeControl).toEqual(clocked);
      const restored = createReversiStore(loaded.options);
      expect(restored.getState().clock.white.leftMs).toBe(53_000);
      expect(restored.getState().clock.phase).toBe('paused');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renames an entry, its game and date of saving untouched', async () => {
    const savedGames = createSavedGames({ now });
    const entry = await savedGames.save(createGomokuStore({ moves: 'h8' }), { name: 'Before' });
    time += 5_000;
    const renamed = await savedGames.rename(entry.id, 'After');
    expect(renamed).toEqual({ ...entry, name: 'After', updatedAt: time });
    const [listed] = await savedGames.list();
    expect(listed).toMatchObject({ name: 'After', savedAt: entry.savedAt });
  });

  it('deletes an entry, and says so when there was none', async () => {
    const savedGames = createSavedGames({ now });
    const entry = await savedGames.save(createGomokuStore(), { name: 'Gone soon' });
    await savedGames.remove(entry.id);
    expect(await savedGames.list()).toEqual([]);
    const error = await savedGames.remove(entry.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SavedGameError);
    expect(error).toMatchObject({ kind: 'not-found', id: entry.id });
    await expect(savedGames.load('nothing-here')).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('bad arguments', () => {
  const savedGames = createSavedGames({ storage: memoryAdapter() });
  const store = createGomokuStore();

  const refusals: [string, () => Promise<unknown>, string][] = [
    ['an empty name', () => savedGames.save(store, { name: '   ' }), 'name'],
    ['a name of 201 characters', () => savedGames.save(store, { name: 'x'.repeat(201) }), 'name'],
    ['an id with a slash', () => savedGames.save(store, { name: 'a', id: 'a/b' }), 'id'],
    [
      'a game that does not replay',
      () =>
        savedGames.save({ ...new Gomoku().toJSON(), moves: ['h8', 'h8'] }, { name: 'Twice h8' }),
      'game',
    ],
    ['a name that is not text', () => savedGames.rename('abc', 42 as unknown as string), 'name'],
    ['an id that is not text', () => savedGames.load(7 as unknown as string), 'id'],
  ];
  for (const [what, call, option] of refusals) {
    it(`refuses ${what} with an OptionError naming ${option}`, async () => {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OptionError);
      expect((error as OptionError).option).toBe(option);
      expect((error as Error).message.length).toBeLessThan(300);
    });
  }

  it('refuses a storage without the four methods, and an empty namespace', () => {
    expect(() => createSavedGames({ storage: {} as SavedGamesStorage })).toThrow(OptionError);
    expect(() => createSavedGames({ namespace: '' })).toThrow(OptionError);
  });

  it('cuts a huge name short in its message', async () => {
    const error = await savedGames.save(store, { name: 'y'.repeat(100_000) }).catch((e) => e);
    expect((error as Error).message.length).toBeLessThan(200);
  });
});

describe('entries that cannot be read', () => {
  const key = (id: string) => `stonekit:game:${id}`;

  it('lists text that is not JSON as unreadable, raw text kept, and never drops it', async () => {
    window.localStorage.setItem(key('broken'), '{"format":"stonekit-saved-game","versi');
    const savedGames = createSavedGames({ now });
    const [item] = await savedGames.list();
    expect(item).toMatchObject({
      id: 'broken',
      unreadable: true,
      reason: 'not-json',
      raw: '{"format":"stonekit-saved-game","versi',
      name: null,
      savedAt: null,
    });
    await expect(savedGames.load('broken')).rejects.toMatchObject({ kind: 'unreadable' });
    await expect(savedGames.rename('broken', 'Fixed')).rejects.toMatchObject({
      kind: 'unreadable',
    });
    // Listing, loading and renaming left it where it was.
    expect(window.localStorage.getItem(key('broken'))).toBe(
      '{"format":"stonekit-saved-game","versi',
    );
    await savedGames.remove('broken');
    expect(window.localStorage.getItem(key('broken'))).toBeNull();
  });

  it('lists a save of a newer version as unreadable, with its name and date', async () => {
    const future = {
      format: 'stonekit-saved-game',
      version: 2,
      name: 'From the future',
      savedAt: 1_800_000_000_000,
      updatedAt: 1_800_000_000_000,
      board: 'hexagonal',
    };
    window.localStorage.setItem(key('future'), JSON.stringify(future));
    const [item] = await createSavedGames({ now }).list();
    expect(item).toMatchObject({
      unreadable: true,
      reason: 'unknown-version',
      name: 'From the future',
      savedAt: 1_800_000_000_000,
    });
    if (!item?.unreadable) return;
    expect(item.message).toMatch(/version/);
  });

  it('reads a bare toJSON(), the format before saved games had one of their own', async () => {
    const old = Gomoku.fromMoves('h8 h9').toJSON();
    window.localStorage.setItem(key('old'), JSON.stringify(old));
    const [item] = await createSavedGames({ now }).list();
    expect(item).toMatchObject({ unreadable: false, version: 1, name: '', savedAt: 0, data: old });
  });

  it('lists a save whose game does not replay as unreadable, saying which move', async () => {
    const savedGames = createSavedGames({ now });
    const entry = await savedGames.save(createGomokuStore({ moves: 'h8 h9' }), {
      name: 'Tampered',
    });
    const text = window.localStorage.getItem(key(entry.id)) ?? '';
    window.localStorage.setItem(key(entry.id), text.replace('"h9"', '"h8"'));
    const [item] = await savedGames.list();
    expect(item).toMatchObject({ unreadable: true, reason: 'bad-game', name: 'Tampered' });
    if (!item?.unreadable) return;
    expect(item.message).toMatch(/h8/);
  });

  it('lists JSON that is no saved game as unreadable, beside the games that read', async () => {
    const savedGames = createSavedGames({ now });
    const entry = await savedGames.save(createGomokuStore(), { name: 'Fine' });
    window.localStorage.setItem(key('list'), '[1,2,3]');
    window.localStorage.setItem(key('number'), '42');
    const list = await savedGames.list();
    expect(list.map((item) => [item.id, item.unreadable])).toEqual([
      [entry.id, false],
      ['list', true],
      ['number', true],
    ]);
  });
});

/** localStorage as a browser keeps it when it is full: every write refused. */
function fullStorage(): SavedGamesStorage {
  const storage = memoryAdapter();
  return {
    ...storage,
    set() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

describe('a full storage', () => {
  it('rejects a save with kind quota, and the list is as it was', async () => {
    const storage = memoryAdapter({ maxChars: 1_200 });
    const savedGames = createSavedGames({ storage, now });
    const kept = await savedGames.save(createGomokuStore({ moves: 'h8' }), { name: 'Fits' });
    const long = createGomokuStore({ moves: 'h8 h9 i8 g8 i9 i7 j10 k11 j8 k8 j9 j7 g10 f11' });
    const error = await savedGames.save(long, { name: 'Too long' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SavedGameError);
    expect(error).toMatchObject({ kind: 'quota' });
    expect((error as Error).message).toMatch(/full/);
    expect(await savedGames.list()).toEqual([kept]);
  });

  it('rejects a rename with kind quota, the old name kept', async () => {
    const entries = {
      'stonekit:game:only': JSON.stringify({
        format: 'stonekit-saved-game',
        version: 1,
        name: 'Old name',
        savedAt: 1,
        updatedAt: 1,
        data: new Reversi().toJSON(),
      }),
    };
    const storage = { ...fullStorage(), ...pick(memoryAdapter({ entries }), 'list', 'get') };
    const savedGames = createSavedGames({ storage });
    await expect(savedGames.rename('only', 'New name')).rejects.toMatchObject({ kind: 'quota' });
    expect(await savedGames.list()).toMatchObject([{ name: 'Old name' }]);
  });

  it('turns any other failure of storage into kind storage, its message cut short', async () => {
    const storage: SavedGamesStorage = {
      ...memoryAdapter(),
      set() {
        throw new Error(`disk on fire ${'!'.repeat(10_000)}`);
      },
    };
    const error = await createSavedGames({ storage })
      .save(createGomokuStore(), { name: 'Anything' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'storage' });
    expect((error as Error).message.length).toBeLessThan(300);
  });
});

function pick<T extends object, K extends keyof T>(object: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;
}

describe('listening for changes', () => {
  it('tells its listeners of every save, rename and removal', async () => {
    const savedGames = createSavedGames({ now });
    const heard = vi.fn();
    const stop = savedGames.subscribe(heard);
    const entry = await savedGames.save(createGomokuStore(), { name: 'One' });
    await savedGames.rename(entry.id, 'Two');
    await savedGames.remove(entry.id);
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    await savedGames.save(createGomokuStore(), { name: 'Unheard' });
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('hears a save made by another SavedGames on the same page', async () => {
    const list = createSavedGames({ now });
    const heard = vi.fn();
    list.subscribe(heard);
    await createSavedGames({ now }).save(createGomokuStore(), { name: 'Elsewhere' });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('hears a save made in another tab, by the storage event', () => {
    const savedGames = createSavedGames({ now });
    const heard = vi.fn();
    savedGames.subscribe(heard);
    const event = (key: string | null) =>
      new StorageEvent('storage', { key, storageArea: window.localStorage });
    window.dispatchEvent(event('stonekit:game:from-another-tab'));
    expect(heard).toHaveBeenCalledTimes(1);
    // The other tab's clear() may have taken anything.
    window.dispatchEvent(event(null));
    expect(heard).toHaveBeenCalledTimes(2);
    // Its autosaves, and other apps' keys, are no news to a list.
    window.dispatchEvent(event('stonekit:gomoku'));
    window.dispatchEvent(event('another-app:game:1'));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('hears its own changes over a storage that reports none', async () => {
    const { subscribe: _reports, ...silent } = memoryAdapter();
    const savedGames = createSavedGames({ storage: silent, now });
    const heard = vi.fn();
    savedGames.subscribe(heard);
    await savedGames.save(createGomokuStore(), { name: 'Heard' });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('a storage that answers with promises, as IndexedDB or a server would', () => {
  /** The memory adapter, every answer a promise. */
  function asyncStorage(): SavedGamesStorage {
    const storage = memoryAdapter();
    return {
      list: async (prefix) => storage.list(prefix),
      get: async (key) => storage.get(key),
      set: async (key, value) => storage.set(key, value),
      remove: async (key) => storage.remove(key),
    };
  }

  it('saves, lists, loads, renames and removes', async () => {
    const savedGames = createSavedGames({ storage: asyncStorage(), now });
    const entry = await savedGames.save(createReversiStore({ moves: 'f5' }), { name: 'Async' });
    expect(await savedGames.list()).toEqual([entry]);
    expect((await savedGames.load(entry.id)).game).toBe('reversi');
    expect((await savedGames.rename(entry.id, 'Renamed')).name).toBe('Renamed');
    await savedGames.remove(entry.id);
    expect(await savedGames.list()).toEqual([]);
  });

  it('refuses restoreNow with an OptionError, and restores asynchronously', async () => {
    const savedGames = createSavedGames({ storage: asyncStorage(), now });
    expect(() => savedGames.restoreNow('gomoku')).toThrow(OptionError);
    expect(await savedGames.restore('gomoku')).toBeNull();
  });
});

describe('localStorageAdapter', () => {
  it('lists only its namespace’s games', async () => {
    window.localStorage.setItem('another-app:game:1', 'not ours');
    const storage = localStorageAdapter();
    const ours = createSavedGames({ storage, namespace: 'ours', now });
    const theirs = createSavedGames({ storage, namespace: 'theirs', now });
    await ours.save(createGomokuStore(), { name: 'Ours' });
    expect(await theirs.list()).toEqual([]);
    expect(await ours.list()).toHaveLength(1);
  });
});
