import type { Stone, TimeControl } from '@stonekit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeReversiChange } from '../src/reversi/announce.ts';
import { reversiMessagesEn } from '../src/reversi/messages.ts';
import { createReversiStore, type ReversiStore } from '../src/reversi/store.ts';
import type { AiPlayer } from '../src/shared/ai/types.ts';
import { personCanUndo, stepToPerson } from '../src/shared/history/personHistory.ts';
import { fakeClient, flushPromises, searchResult } from './fake-ai.ts';

function squares(store: ReversiStore): (string | null)[] {
  return store.getState().game.moves.map((move) => move.square);
}

/** You play black, the computer white, and it has answered d3 with c3. */
async function answeredOnce() {
  const { client, requests } = fakeClient();
  const store = createReversiStore({ ai: client, aiPlayer: 'white' });
  store.getState().play('d3');
  requests[0]?.resolve(searchResult('c3'));
  await flushPromises();
  return { store, requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('undo against the computer, wired as the README shows', () => {
  it('takes back the computer’s answer and your move, and the computer does not play again', async () => {
    const { store, requests } = await answeredOnce();
    expect(squares(store)).toEqual(['d3', 'c3']);
    const undone = store.getState().undo();
    expect(undone?.square).toBe('d3');
    expect(squares(store)).toEqual([]);
    expect(store.getState().game.turn).toBe('black');
    expect(store.getState().thinking).toBeNull();
    await flushPromises();
    expect(squares(store)).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('publishes the game once, so the computer never searches the position in between', async () => {
    const { store, requests } = await answeredOnce();
    const published: unknown[] = [];
    store.subscribe((next, previous) => {
      if (next.game !== previous.game) published.push(next.lastAction);
    });
    store.getState().undo();
    expect(published).toHaveLength(1);
    expect(store.getState().lastAction).toMatchObject({ kind: 'undo', move: { square: 'd3' } });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal?.aborted).toBe(false);
  });

  it('is announced once, with your move taken back', async () => {
    const { store } = await answeredOnce();
    const said: (string | null)[] = [];
    store.subscribe((next, previous) => {
      said.push(describeReversiChange(next, previous, reversiMessagesEn));
    });
    store.getState().undo();
    expect(said).toEqual(['Black d3 taken back']);
  });

  it('redoes your move and the computer’s answer together, the computer still quiet', async () => {
    const { store, requests } = await answeredOnce();
    store.getState().undo();
    expect(store.getState().canRedo).toBe(true);
    const redone = store.getState().redo();
    expect(redone?.square).toBe('c3');
    expect(squares(store)).toEqual(['d3', 'c3']);
    expect(store.getState().game.turn).toBe('black');
    expect(store.getState().lastAction).toMatchObject({ kind: 'redo', move: { square: 'c3' } });
    expect(store.getState().canRedo).toBe(false);
    await flushPromises();
    expect(requests).toHaveLength(1);
  });

  it('takes back your move alone while the computer is still thinking, and cancels its search', () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('d3');
    expect(store.getState().thinking).toBe('white');
    expect(store.getState().undo()?.square).toBe('d3');
    expect(squares(store)).toEqual([]);
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(store.getState().thinking).toBeNull();
  });

  it('takes back two moves of each side one press at a time', () => {
    // Without a client the computer never moves by itself: the moves are given.
    const store = createReversiStore({ moves: 'd3c3c4c5', aiPlayer: 'white' });
    store.getState().undo();
    expect(squares(store)).toEqual(['d3', 'c3']);
    store.getState().undo();
    expect(squares(store)).toEqual([]);
    store.getState().redo();
    expect(squares(store)).toEqual(['d3', 'c3']);
  });
});

describe('undo when the computer plays black', () => {
  it('does nothing while the computer has made every move, so it never replays its opening', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'black' });
    requests[0]?.resolve(searchResult('d3'));
    await flushPromises();
    expect(squares(store)).toEqual(['d3']);
    expect(store.getState().game.canUndo).toBe(true);
    expect(store.getState().canUndo).toBe(false);
    const before = store.getState();
    expect(store.getState().undo()).toBeNull();
    expect(store.getState()).toBe(before);
    expect(requests).toHaveLength(1);
  });

  it('gives you your move back, the computer’s opening left on the board', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'black' });
    requests[0]?.resolve(searchResult('d3'));
    await flushPromises();
    store.getState().play('c3');
    expect(store.getState().canUndo).toBe(true);
    expect(store.getState().thinking).toBe('black');
    store.getState().undo();
    expect(squares(store)).toEqual(['d3']);
    expect(store.getState().game.turn).toBe('white');
    expect(requests[1]?.signal?.aborted).toBe(true);
    expect(requests).toHaveLength(2);
  });
});

describe('undo with two people, or the computer against itself', () => {
  it('takes back one move with two people', () => {
    const store = createReversiStore({ moves: 'd3c3c4' });
    expect(store.getState().undo()?.square).toBe('c4');
    expect(squares(store)).toEqual(['d3', 'c3']);
    expect(store.getState().redo()?.square).toBe('c4');
    expect(squares(store)).toEqual(['d3', 'c3', 'c4']);
  });

  it('takes back one move when the computer plays both sides', () => {
    const store = createReversiStore({ moves: 'd3c3c4', aiPlayer: 'both' });
    expect(store.getState().canUndo).toBe(true);
    store.getState().undo();
    expect(squares(store)).toEqual(['d3', 'c3']);
  });
});

describe('undoMove and redoMove', () => {
  it('take back one move whoever made it, the computer’s answer alone', async () => {
    const { store, requests } = await answeredOnce();
    expect(store.getState().undoMove()?.square).toBe('c3');
    expect(squares(store)).toEqual(['d3']);
    expect(store.getState().lastAction).toMatchObject({ kind: 'undo', move: { square: 'c3' } });
    // Its turn again: the computer thinks anew, as an app stepping move by move may want.
    expect(requests).toHaveLength(2);
    store.getState().redoMove();
    expect(squares(store)).toEqual(['d3', 'c3']);
    expect(requests[1]?.signal?.aborted).toBe(true);
  });
});

describe('canUndo and canRedo on the store', () => {
  const cases: [AiPlayer, string, boolean, string][] = [
    ['none', '', false, 'nothing has been played'],
    ['none', 'd3', true, 'two people take back any move'],
    ['both', 'd3c3', true, 'the computer against itself takes back one move'],
    ['white', 'd3', true, 'you made the only move'],
    ['black', 'd3', false, 'the computer made the only move'],
    ['black', 'd3c3', true, 'you answered its move'],
    ['white', 'd3c3', true, 'the computer answered yours'],
  ];
  cases.forEach(([aiPlayer, moves, expected, why]) => {
    it(`is ${expected} with aiPlayer ${aiPlayer} after '${moves}': ${why}`, () => {
      const store = createReversiStore({ aiPlayer, moves });
      expect(store.getState().canUndo).toBe(expected);
    });
  });

  it('follows a change of players in the same update', () => {
    const store = createReversiStore({ moves: 'd3' });
    const seen: boolean[] = [];
    store.subscribe((next) => seen.push(next.canUndo));
    store.getState().setAiPlayer('black');
    store.getState().setAiPlayer('white');
    expect(seen).toEqual([false, true]);
  });

  it('is off once a side resigns, and redo with it', () => {
    const store = createReversiStore({ moves: 'd3c3' });
    store.getState().undo();
    store.getState().resign('white');
    expect(store.getState().canUndo).toBe(false);
    expect(store.getState().canRedo).toBe(false);
  });

  it('says redo has something to replay only after an undo, until a new move', () => {
    const store = createReversiStore({ moves: 'd3c3' });
    expect(store.getState().canRedo).toBe(false);
    store.getState().undo();
    expect(store.getState().canRedo).toBe(true);
    store.getState().play('c5');
    expect(store.getState().canRedo).toBe(false);
  });
});

describe('undo on the clock, against the computer', () => {
  it('hands the clock back to you without giving anybody time back', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const minute: TimeControl = { kind: 'sudden-death', initialMs: 60_000 };
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white', timeControl: minute });
    store.getState().play('d3');
    await vi.advanceTimersByTimeAsync(3_000);
    requests[0]?.resolve(searchResult('c3'));
    await flushPromises();
    await vi.advanceTimersByTimeAsync(2_000);
    store.getState().undo();
    const { clock } = store.getState();
    expect(clock.running).toBe('black');
    expect(clock.white.mainMs).toBe(57_000);
    vi.advanceTimersByTime(1_000);
    store.getState().play('d3');
    // Black's two seconds before the undo stay spent, with the one after it.
    expect(store.getState().clock.black.mainMs).toBe(57_000);
    store.getState().dispose();
  });
});

describe('personCanUndo', () => {
  const cases: [AiPlayer, Stone[], boolean, string][] = [
    ['black', ['black'], false, 'the computer made the only move'],
    ['black', ['black', 'white'], true, 'you answered it'],
    ['white', ['black'], true, 'you made the only move'],
    ['white', ['white', 'white'], false, 'the computer took every step'],
    ['none', ['black'], true, 'two people take back one step'],
    ['both', ['black', 'white'], true, 'the computer against itself takes back one step'],
    ['none', [], false, 'there is nothing to take back'],
  ];
  cases.forEach(([aiPlayer, takers, expected, why]) => {
    it(`with aiPlayer ${aiPlayer} after steps by ${takers.join(', ') || 'nobody'} is ${expected}: ${why}`, () => {
      expect(personCanUndo(aiPlayer, takers)).toBe(expected);
    });
  });
});

describe('stepToPerson', () => {
  it('steps until a person is to act, and returns each step', () => {
    // Who acts after each step: the computer (white) after the first, you after the second.
    const turns: Stone[] = ['black', 'white', 'black', 'white'];
    let i = 0;
    const steps = stepToPerson(
      'white',
      () => turns[i] ?? null,
      () => (i < turns.length ? ++i : null),
    );
    expect(steps).toEqual([1, 2]);
  });

  it('takes one step with two people and stops when there is none', () => {
    expect(
      stepToPerson(
        'none',
        () => 'black',
        () => 1,
      ),
    ).toEqual([1]);
    expect(
      stepToPerson(
        'white',
        () => 'white',
        () => null,
      ),
    ).toEqual([]);
  });
});
