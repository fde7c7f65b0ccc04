import { type Point, parsePoint } from '@stonekit/core';
import { describe, expect, it } from 'vitest';
import { describeGomokuChange } from '../src/gomoku/announce.ts';
import { gomokuMessagesEn } from '../src/gomoku/messages.ts';
import { createGomokuStore, type GomokuStore } from '../src/gomoku/store.ts';
import type { AiPlayer } from '../src/shared/ai/types.ts';
import { fakeClient, flushPromises, searchResult } from './fake-ai.ts';

function at(name: string): Point {
  const point = parsePoint(name, 15);
  if (point === null) throw new Error(`no point ${name}`);
  return point;
}

function names(store: GomokuStore): string[] {
  return store.getState().game.moves.map((move) => move.name);
}

describe('undo against the computer in freestyle', () => {
  it('takes back the computer’s answer and your move, and the computer does not play again', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('h8');
    requests[0]?.resolve(searchResult(at('h9')));
    await flushPromises();
    expect(names(store)).toEqual(['h8', 'h9']);
    expect(store.getState().undo()?.name).toBe('h8');
    expect(names(store)).toEqual([]);
    expect(store.getState().game.turn).toBe('black');
    await flushPromises();
    expect(requests).toHaveLength(1);
    expect(store.getState().redo()?.name).toBe('h9');
    expect(names(store)).toEqual(['h8', 'h9']);
    expect(requests).toHaveLength(1);
  });

  it('is announced once', async () => {
    const store = createGomokuStore({ aiPlayer: 'white', moves: 'h8 h9' });
    const said: (string | null)[] = [];
    store.subscribe((next, previous) => {
      said.push(describeGomokuChange(next, previous, gomokuMessagesEn));
    });
    store.getState().undo();
    expect(said).toEqual(['Black h8 taken back']);
  });
});

describe('undo against the computer under RIF, the computer the first player', () => {
  it('does nothing while the computer has taken every step, so it never replays its opening', () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({
      ai: client,
      aiPlayer: 'black',
      rule: 'renju',
      opening: 'rif',
      moves: 'h8 h9 i9',
    });
    expect(store.getState().game.canUndo).toBe(true);
    expect(store.getState().canUndo).toBe(false);
    expect(store.getState().undo()).toBeNull();
    expect(names(store)).toEqual(['h8', 'h9', 'i9']);
    expect(requests).toHaveLength(0);
  });

  it('gives you your choice back while the computer thinks about move 4, and cancels its search', () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({
      ai: client,
      aiPlayer: 'black',
      rule: 'renju',
      opening: 'rif',
      moves: 'h8 h9 i9',
    });
    store.getState().choose('swap');
    expect(store.getState().thinking).toBe('white');
    expect(store.getState().undo()).toBeNull();
    expect(store.getState().lastAction).toMatchObject({
      kind: 'undo-opening',
      action: { type: 'choose', choice: 'swap' },
    });
    expect(store.getState().game.opening.phase).toMatchObject({
      phase: 'choose',
      player: 'second',
    });
    expect(names(store)).toEqual(['h8', 'h9', 'i9']);
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(requests).toHaveLength(1);
    expect(store.getState().canUndo).toBe(false);
  });

  it('takes back the computer’s move 4 with your swap, and redoes both', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({
      ai: client,
      aiPlayer: 'black',
      rule: 'renju',
      opening: 'rif',
      moves: 'h8 h9 i9',
    });
    store.getState().choose('swap');
    requests[0]?.resolve({ type: 'place', point: at('g10') });
    await flushPromises();
    expect(names(store)).toEqual(['h8', 'h9', 'i9', 'g10']);
    expect(store.getState().game.opening.phase.phase).toBe('offer-fifth');

    store.getState().undo();
    expect(names(store)).toEqual(['h8', 'h9', 'i9']);
    expect(store.getState().game.opening.phase).toMatchObject({
      phase: 'choose',
      player: 'second',
    });
    expect(requests).toHaveLength(1);

    store.getState().redo();
    expect(names(store)).toEqual(['h8', 'h9', 'i9', 'g10']);
    expect(store.getState().game.opening.phase.phase).toBe('offer-fifth');
    expect(requests).toHaveLength(1);
  });

  it('takes back your choice alone, and redo replays it', () => {
    // Without a client the computer never acts by itself: its steps are given.
    const store = createGomokuStore({ opening: 'swap2', aiPlayer: 'black', moves: 'h8 h9 i9' });
    store.getState().choose('white');
    store.getState().undo();
    expect(names(store)).toEqual(['h8', 'h9', 'i9']);
    expect(store.getState().game.opening.phase).toMatchObject({
      phase: 'choose',
      player: 'second',
    });
    expect(store.getState().redo()).toBeNull();
    expect(store.getState().game.opening.actions.at(-1)).toEqual({
      type: 'choose',
      choice: 'white',
    });
  });

  it('takes back your stone and the computer’s offer after it, but not your choice before it', () => {
    const store = createGomokuStore({
      rule: 'renju',
      opening: 'rif',
      aiPlayer: 'black',
      moves: 'h8 h9 i9',
    });
    store.getState().choose('keep'); // yours
    store.getState().play('g10'); // yours, move 4
    store.getState().offerFifth(['j10', 'g8']); // the computer's
    store.getState().selectFifth('g8'); // yours
    store.getState().undo();
    expect(store.getState().game.opening.phase.phase).toBe('select-fifth');
    store.getState().undo();
    expect(names(store)).toEqual(['h8', 'h9', 'i9']);
    expect(store.getState().game.opening.actions.at(-1)).toEqual({
      type: 'choose',
      choice: 'keep',
    });
    store.getState().redo();
    expect(store.getState().game.opening.phase.phase).toBe('select-fifth');
  });
});

describe('undo against the computer after a swap of colours', () => {
  it('takes back the computer’s move, which took black, together with yours', () => {
    // The computer is the second player; it took black after your three stones.
    const store = createGomokuStore({ opening: 'swap2', aiPlayer: 'white', moves: 'h8 h9 i9' });
    store.getState().choose('black');
    store.getState().play('j10'); // yours, white
    store.getState().play('g7'); // the computer's, black
    store.getState().undo();
    expect(names(store)).toEqual(['h8', 'h9', 'i9']);
    expect(store.getState().game.turn).toBe('white');
    store.getState().redo();
    expect(names(store)).toEqual(['h8', 'h9', 'i9', 'j10', 'g7']);
  });
});

describe('undo with two people, or the computer against itself, during an opening', () => {
  it('takes back one step with two people: a choice alone', () => {
    const store = createGomokuStore({ opening: 'swap2', moves: 'h8 h9 i9' });
    store.getState().choose('black');
    store.getState().play('j10');
    store.getState().undo();
    expect(names(store)).toHaveLength(3);
    store.getState().undo();
    expect(names(store)).toHaveLength(3);
    expect(store.getState().game.opening.phase).toMatchObject({ phase: 'choose' });
  });

  it('takes back one step when the computer plays both sides', () => {
    const store = createGomokuStore({ opening: 'swap2', aiPlayer: 'both', moves: 'h8 h9 i9' });
    store.getState().choose('black');
    store.getState().undo();
    expect(store.getState().game.opening.phase).toMatchObject({ phase: 'choose' });
    expect(names(store)).toHaveLength(3);
  });
});

describe('undoMove, the engine’s move', () => {
  it('takes back a stone with the choices made since it, whoever made them', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' });
    store.getState().choose('keep');
    expect(store.getState().undoMove()?.name).toBe('i9');
    expect(names(store)).toEqual(['h8', 'h9']);
    expect(store.getState().redoMove()?.name).toBe('i9');
    expect(store.getState().game.opening.actions.at(-1)).toEqual({
      type: 'choose',
      choice: 'keep',
    });
  });
});

describe('canUndo on a Gomoku store, by who took the steps', () => {
  const cases: [string, AiPlayer, boolean, string][] = [
    ['freestyle', 'black', false, 'the computer made the only move'],
    ['freestyle', 'white', true, 'you made the only move'],
    ['swap2', 'black', false, 'the computer placed the three stones'],
    ['swap2', 'white', true, 'you placed the three stones'],
    ['swap2', 'none', true, 'two people take back any step'],
  ];
  cases.forEach(([opening, aiPlayer, expected, why]) => {
    it(`is ${expected} under ${opening} with aiPlayer ${aiPlayer}: ${why}`, () => {
      const moves = opening === 'freestyle' ? 'h8' : 'h8 h9 i9';
      const store = createGomokuStore(
        opening === 'freestyle' ? { aiPlayer, moves } : { opening: 'swap2', aiPlayer, moves },
      );
      expect(store.getState().canUndo).toBe(expected);
    });
  });

  it('counts a choice as the chooser’s step', () => {
    const store = createGomokuStore({ opening: 'swap2', aiPlayer: 'black', moves: 'h8 h9 i9' });
    store.getState().choose('white');
    expect(store.getState().canUndo).toBe(true);
  });
});
