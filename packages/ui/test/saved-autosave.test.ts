import { Gomoku, OptionError, type TimeControl } from '@stonekit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { createReversiStore } from '../src/reversi/store.ts';
import type { SavedGameError } from '../src/shared/saved/errors.ts';
import { createSavedGames } from '../src/shared/saved/savedGames.ts';
import { memoryAdapter } from '../src/shared/saved/storage.ts';
import type { SavedGamesStorage } from '../src/shared/saved/types.ts';

const minute: TimeControl = { kind: 'sudden-death', initialMs: 60_000 };

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

/** Makes the page hidden or visible, as switching tabs does, and tells the document. */
function setVisibility(state: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('keeping the game in progress in a slot', () => {
  it('saves after every move, and gives the game back on the next visit', () => {
    const savedGames = createSavedGames();
    const store = createGomokuStore({ rule: 'renju' });
    const stop = savedGames.followStore(store, { slot: 'gomoku' });
    expect(window.localStorage.getItem('stonekit:gomoku')).toBeNull();
    store.getState().play('h8');
    store.getState().play('h9');
    const restored = createSavedGames().restoreNow('gomoku');
    expect(restored?.game).toBe('gomoku');
    expect(restored?.entry).toMatchObject({ id: 'gomoku', rule: 'renju', moveCount: 2 });
    const next = createGomokuStore(restored?.game === 'gomoku' ? restored.options : {});
    expect(next.getState().toJSON()).toEqual(store.getState().toJSON());
    stop();
    store.getState().play('i8');
    expect(createSavedGames().restoreNow('gomoku')?.entry.moveCount).toBe(2);
  });

  it('keeps autosaves out of the list', async () => {
    const savedGames = createSavedGames();
    const store = createReversiStore();
    savedGames.followStore(store, { slot: 'reversi' });
    store.getState().play('f5');
    expect(await savedGames.list()).toEqual([]);
    expect(await savedGames.restore('reversi')).toMatchObject({ entry: { moveCount: 1 } });
  });

  it('gives null for a slot never saved in', () => {
    expect(createSavedGames().restoreNow('gomoku')).toBeNull();
  });

  it('saves a running clock as the page is hidden or left, and nothing more otherwise', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const storage = memoryAdapter();
    const set = vi.spyOn(storage, 'set');
    const savedGames = createSavedGames({ storage });
    const store = createGomokuStore({ timeControl: minute, moves: 'h8' });
    const stop = savedGames.followStore(store, { slot: 'gomoku' });
    store.getState().play('h9');
    expect(savedGames.restoreNow('gomoku')?.entry.data.clock?.black.mainMs).toBe(60_000);
    vi.advanceTimersByTime(4_000);
    setVisibility('hidden');
    const hidden = savedGames.restoreNow('gomoku');
    expect(hidden?.entry.data.clock?.black.mainMs).toBe(56_000);
    setVisibility('visible');
    vi.advanceTimersByTime(1_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(savedGames.restoreNow('gomoku')?.entry.data.clock?.black.mainMs).toBe(55_000);
    // Paused, the clock has nothing new to save as the page goes.
    store.getState().pauseClock();
    const calls = set.mock.calls.length;
    window.dispatchEvent(new Event('pagehide'));
    expect(set).toHaveBeenCalledTimes(calls);
    stop();
    store.getState().dispose();
  });

  it('reads the bare toJSON() an app kept there before, clock included', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const before = createGomokuStore({ timeControl: minute, moves: 'h8 h9' });
    const kept = JSON.stringify(before.getState().toJSON());
    window.localStorage.setItem('stonekit-demo:gomoku', kept);
    const restored = createSavedGames({ namespace: 'stonekit-demo' }).restoreNow('gomoku');
    expect(restored).toMatchObject({ game: 'gomoku', entry: { name: '', moveCount: 2 } });
    expect(restored?.options).toHaveProperty('clock');
    before.getState().dispose();
  });
});

describe('an autosave that cannot be read', () => {
  it('is moved into the list as unreadable, raw text and all, and the slot emptied', async () => {
    window.localStorage.setItem('stonekit:gomoku', '{"game":"gomoku","moves":[tampered');
    const savedGames = createSavedGames();
    const heard = vi.fn();
    savedGames.subscribe(heard);
    expect(savedGames.restoreNow('gomoku')).toBeNull();
    expect(window.localStorage.getItem('stonekit:gomoku')).toBeNull();
    expect(heard).toHaveBeenCalled();
    const [item] = await savedGames.list();
    expect(item).toMatchObject({
      unreadable: true,
      reason: 'not-json',
      raw: '{"game":"gomoku","moves":[tampered',
    });
  });

  it('is never written over, while it cannot be set aside', () => {
    const errors: SavedGameError[] = [];
    const entries = { 'stonekit:gomoku': 'garbage' };
    const storage: SavedGamesStorage = {
      ...memoryAdapter({ entries }),
      set() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const savedGames = createSavedGames({ storage });
    const store = createGomokuStore();
    savedGames.followStore(store, { slot: 'gomoku', onError: (error) => errors.push(error) });
    store.getState().play('h8');
    expect(storage.get('stonekit:gomoku')).toBe('garbage');
    expect(errors.map((error) => error.kind)).toEqual(['quota']);
  });
});

describe('autosave failures', () => {
  it('reports a full storage to onError, and the game goes on', () => {
    const errors: SavedGameError[] = [];
    const storage = memoryAdapter({ maxChars: 760 });
    const savedGames = createSavedGames({ storage });
    const store = createGomokuStore();
    savedGames.followStore(store, { slot: 'gomoku', onError: (error) => errors.push(error) });
    for (const move of 'h8 h9 i8 g8 i9 i7 j10 k11 j8 k8 j9 j7 g10 f11 l8 h10 k9'.split(' ')) {
      store.getState().play(move);
    }
    expect(store.getState().game.moves).toHaveLength(17);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error.kind === 'quota' && error.id === 'gomoku')).toBe(true);
    // The last save that fitted is still there.
    expect(savedGames.restoreNow('gomoku')?.entry.moveCount).toBeGreaterThan(0);
  });

  it('writes through a storage that answers with promises', async () => {
    const memory = memoryAdapter();
    const storage: SavedGamesStorage = {
      list: async (prefix) => memory.list(prefix),
      get: async (key) => memory.get(key),
      set: async (key, value) => memory.set(key, value),
      remove: async (key) => memory.remove(key),
    };
    const savedGames = createSavedGames({ storage });
    const store = createReversiStore();
    savedGames.followStore(store, { slot: 'reversi' });
    store.getState().play('f5');
    await vi.waitFor(async () => {
      expect((await savedGames.restore('reversi'))?.entry.moveCount).toBe(1);
    });
  });
});

describe('bad arguments to followStore and restore', () => {
  const savedGames = createSavedGames({ storage: memoryAdapter() });

  it('refuses a slot that is not a short key', () => {
    const store = createGomokuStore();
    expect(() => savedGames.followStore(store, { slot: 'my game' })).toThrow(OptionError);
    expect(() => savedGames.restoreNow('')).toThrow(OptionError);
  });

  it('refuses something that is not a store', () => {
    const notAStore = new Gomoku() as unknown as Parameters<typeof savedGames.followStore>[0];
    expect(() => savedGames.followStore(notAStore, { slot: 'gomoku' })).toThrow(OptionError);
  });
});
