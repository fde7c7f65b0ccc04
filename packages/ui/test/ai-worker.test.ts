import { createAiClient } from '@stonekit/core/ai';
import { describe, expect, it, vi } from 'vitest';
import { createReversiStore } from '../src/reversi/store.ts';
import { channelWorker } from './fake-ai.ts';

describe('a Reversi store against the real search, through a message channel', () => {
  it('answers a person with a legal move for its own colour', async () => {
    const ai = createAiClient(channelWorker);
    const store = createReversiStore({ ai, aiPlayer: 'white', level: 2 });
    store.getState().play('d3');
    const legal = store.getState().game.legalMoves;
    expect(store.getState().thinking).toBe('white');
    await vi.waitFor(() => expect(store.getState().game.moves).toHaveLength(2), {
      timeout: 5000,
    });
    const reply = store.getState().game.moves[1];
    expect(reply?.stone).toBe('white');
    expect(legal).toContain(reply?.square);
    expect(store.getState()).toMatchObject({ thinking: null, lastError: null, aiError: null });
    store.getState().dispose();
    ai.dispose();
  });

  it('gives a hint whose line starts with the hinted move', async () => {
    const ai = createAiClient(channelWorker);
    const store = createReversiStore({ ai, moves: 'f5d6', hintLimits: { depth: 3 } });
    const hint = await store.getState().requestHint();
    expect(store.getState().game.legalMoves).toContain(hint?.move);
    expect(hint?.pv[0]).toBe(hint?.move);
    expect(hint?.kind).toBe('estimate');
    expect(store.getState().hint).toBe(hint);
    ai.dispose();
  });

  it('cancels a long search when the move is taken back, and plays nothing afterwards', async () => {
    const ai = createAiClient(channelWorker);
    const store = createReversiStore({ ai, aiPlayer: 'white', level: 10 });
    store.getState().play('d3');
    expect(store.getState().thinking).toBe('white');
    await new Promise((resolve) => setTimeout(resolve, 30));
    store.getState().undo();
    expect(store.getState().thinking).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(store.getState().game.moves).toHaveLength(0);
    expect(store.getState().aiError).toBeNull();
    // The worker is free again: the next request is answered.
    store.getState().setLevel(1);
    store.getState().play('d3');
    await vi.waitFor(() => expect(store.getState().game.moves).toHaveLength(2), {
      timeout: 5000,
    });
    ai.dispose();
  });
});
