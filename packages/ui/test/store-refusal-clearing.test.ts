import type { TimeControl } from '@stonekit/core';
import { describe, expect, it } from 'vitest';
import { createGomokuStore, type GomokuStore } from '../src/gomoku/store.ts';
import { createReversiStore, type ReversiStore } from '../src/reversi/store.ts';

const minute: TimeControl = { kind: 'sudden-death', initialMs: 60_000 };

/** A Gomoku game two moves in, on the clock, whose last try (h8, taken) was refused. */
function refusedGomoku(): GomokuStore {
  const store = createGomokuStore({ moves: 'h8 h9 i8', timeControl: minute });
  store.getState().undo(); // something to redo
  store.getState().play('h8');
  expect(store.getState().lastError?.reason).toBe('occupied');
  return store;
}

/** A Reversi game two moves in, on the clock, whose last try (a1, flipping nothing) was refused. */
function refusedReversi(): ReversiStore {
  const store = createReversiStore({ moves: 'f5d6c3', timeControl: minute });
  store.getState().undo();
  store.getState().play('a1');
  expect(store.getState().lastError?.reason).toBe('no-flips');
  return store;
}

// Every action that succeeds, whether it changes the game or not, makes the refusal old news.
const gomokuActions: [string, (store: GomokuStore) => unknown][] = [
  ['a move', (store) => store.getState().play('a1')],
  ['undo', (store) => store.getState().undo()],
  ['redo', (store) => store.getState().redo()],
  ['a new game', (store) => store.getState().reset()],
  ['resigning', (store) => store.getState().resign()],
  ['pausing the clock', (store) => store.getState().pauseClock()],
  ['a new computer player', (store) => store.getState().setAiPlayer('white')],
  ['a new level', (store) => store.getState().setLevel(5)],
  ['a new move speed', (store) => store.getState().setAiMoveDelay(100)],
  ['turning analysis on', (store) => store.getState().setAnalysis(true)],
  ['asking for a hint', (store) => store.getState().requestHint()],
];

const reversiActions: [string, (store: ReversiStore) => unknown][] = [
  ['a move', (store) => store.getState().play('c3')],
  ['undo', (store) => store.getState().undo()],
  ['redo', (store) => store.getState().redo()],
  ['a new game', (store) => store.getState().reset()],
  ['resigning', (store) => store.getState().resign()],
  ['pausing the clock', (store) => store.getState().pauseClock()],
  ['a new computer player', (store) => store.getState().setAiPlayer('white')],
  ['a new level', (store) => store.getState().setLevel(5)],
  ['a new move speed', (store) => store.getState().setAiMoveDelay(100)],
  ['turning analysis on', (store) => store.getState().setAnalysis(true)],
  ['asking for a hint', (store) => store.getState().requestHint()],
];

describe('a Gomoku refusal, shown until the next action that succeeds', () => {
  for (const [name, action] of gomokuActions) {
    it(`is cleared by ${name}`, () => {
      const store = refusedGomoku();
      action(store);
      expect(store.getState().lastError).toBeNull();
    });
  }

  it('is cleared by resuming the clock after a refusal during the pause', () => {
    const store = refusedGomoku();
    store.getState().pauseClock();
    store.getState().play('h8');
    expect(store.getState().lastError).not.toBeNull();
    expect(store.getState().resumeClock()).toBe(true);
    expect(store.getState().lastError).toBeNull();
  });

  it('is cleared by an opening choice and by emptying the offer being put together', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' });
    store.getState().play('a1');
    expect(store.getState().lastError?.reason).toBe('wrong-phase');
    expect(store.getState().choose('keep')).toBe(true);
    expect(store.getState().lastError).toBeNull();

    const offering = createGomokuStore({
      rule: 'renju',
      opening: 'yamaguchi',
      moves: 'h8 h9 i9',
    });
    offering.getState().act({ type: 'declare', count: 2 });
    offering.getState().choose('keep');
    offering.getState().play('h10');
    offering.getState().toggleOffer('g7');
    offering.getState().toggleOffer('h8');
    expect(offering.getState().lastError?.reason).toBe('occupied');
    offering.getState().clearOffers();
    expect(offering.getState().offerDraft).toEqual([]);
    expect(offering.getState().lastError).toBeNull();
  });

  it('stays after an action that does nothing: resuming a clock that is not paused', () => {
    const store = refusedGomoku();
    expect(store.getState().resumeClock()).toBe(false);
    expect(store.getState().lastError?.reason).toBe('occupied');
  });
});

describe('a Reversi refusal, shown until the next action that succeeds', () => {
  for (const [name, action] of reversiActions) {
    it(`is cleared by ${name}`, () => {
      const store = refusedReversi();
      action(store);
      expect(store.getState().lastError).toBeNull();
    });
  }

  it('stays after an action that does nothing: resuming a clock that is not paused', () => {
    const store = refusedReversi();
    expect(store.getState().resumeClock()).toBe(false);
    expect(store.getState().lastError?.reason).toBe('no-flips');
  });
});
