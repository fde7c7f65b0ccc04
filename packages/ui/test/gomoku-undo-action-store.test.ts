import type { AiClient } from '@stonekit/core/ai';
import { describe, expect, it } from 'vitest';
import { describeGomokuChange } from '../src/gomoku/announce.ts';
import { gomokuMessagesEn } from '../src/gomoku/messages.ts';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { fakeClient, flushPromises } from './fake-ai.ts';

describe('undoAction and redoAction on a Gomoku store', () => {
  it('take back a choice alone and publish it with the phase it answered', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' });
    store.getState().choose('swap');
    expect(store.getState().undoAction()).toEqual({ type: 'choose', choice: 'swap' });
    const { game, lastAction } = store.getState();
    expect(game.moves).toHaveLength(3);
    expect(game.opening.phase).toMatchObject({ phase: 'choose', player: 'second' });
    expect(lastAction).toEqual({
      kind: 'undo-opening',
      action: { type: 'choose', choice: 'swap' },
      phase: game.opening.phase,
    });
    expect(store.getState().redoAction()).toEqual({ type: 'choose', choice: 'swap' });
    expect(store.getState().lastAction).toEqual({
      kind: 'redo-opening',
      action: { type: 'choose', choice: 'swap' },
      phase: game.opening.phase,
    });
  });

  it('take back a stone as undo does, published as undo with its move', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' });
    const move = store.getState().undoAction();
    expect(move).toMatchObject({ number: 3, name: 'i9' });
    expect(store.getState().lastAction).toEqual({ kind: 'undo', move });
    expect(store.getState().redoAction()).toBe(move);
    expect(store.getState().lastAction).toEqual({ kind: 'redo', move });
  });

  it('change nothing, and publish nothing, with nothing to step over', () => {
    const store = createGomokuStore({ opening: 'swap2' });
    const before = store.getState();
    expect(store.getState().undoAction()).toBeNull();
    expect(store.getState().redoAction()).toBeNull();
    expect(store.getState()).toBe(before);
  });

  it('are announced in English and in Chinese, saying who made the choice', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' });
    store.getState().choose('swap');
    const en: (string | null)[] = [];
    const zh: (string | null)[] = [];
    store.subscribe((next, previous) => {
      en.push(describeGomokuChange(next, previous, gomokuMessagesEn));
      zh.push(describeGomokuChange(next, previous, gomokuMessagesZh));
    });
    store.getState().undoAction();
    store.getState().redoAction();
    expect(en).toEqual([
      'Taken back: White swaps. White: swap or keep?',
      'Replayed: White swaps. White places move 4 anywhere',
    ]);
    expect(zh[0]).toMatch(/^悔棋：/);
    expect(zh[1]).toMatch(/^重做：/);
  });
});

describe('redo after a choice taken back alone, on a Gomoku store', () => {
  it('publishes the choice that comes back without a move, returning null', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' });
    store.getState().choose('keep');
    store.getState().undoAction();
    expect(store.getState().redo()).toBeNull();
    const { game, lastAction } = store.getState();
    expect(game.opening.actions.at(-1)).toEqual({ type: 'choose', choice: 'keep' });
    expect(game.canRedo).toBe(false);
    expect(lastAction).toMatchObject({
      kind: 'redo-opening',
      action: { type: 'choose', choice: 'keep' },
      phase: { phase: 'choose', player: 'second' },
    });
  });
});

/** RIF with the computer as the first player, moves 1 to 3 placed: you are to swap or keep. */
function computerPlacedThree(client: AiClient) {
  return createGomokuStore({
    ai: client,
    aiPlayer: 'black',
    rule: 'renju',
    opening: 'rif',
    moves: 'h8 h9 i9',
  });
}

describe('the computer when a choice is taken back alone', () => {
  it('cancels its search, and the late answer is never played', async () => {
    const { client, requests } = fakeClient();
    // The computer is the first player: after your swap it holds white and places move 4.
    const store = computerPlacedThree(client);
    expect(requests).toHaveLength(0);
    store.getState().choose('swap');
    expect(requests).toHaveLength(1);
    expect(store.getState().thinking).toBe('white');
    store.getState().undoAction();
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(store.getState().thinking).toBeNull();
    requests[0]?.resolve({ type: 'place', point: { x: 6, y: 9 } });
    await flushPromises();
    expect(store.getState().game.moves).toHaveLength(3);
    expect(store.getState().game.opening.phase).toMatchObject({ phase: 'choose' });
  });

  it('thinks again once the choice is replayed', () => {
    const { client, requests } = fakeClient();
    const store = computerPlacedThree(client);
    store.getState().choose('swap');
    store.getState().undoAction();
    store.getState().redoAction();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.signal?.aborted).toBe(false);
    expect(store.getState().thinking).toBe('white');
  });
});
