import { OptionError, type ReversiSquare } from '@stonekit/core';
import { AiFailedError } from '@stonekit/core/ai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReversiStore } from '../src/reversi/store.ts';
import { fakeClient, flushPromises, searchResult } from './fake-ai.ts';

const settle = flushPromises;

function squares(store: ReturnType<typeof createReversiStore>): (string | null)[] {
  return store.getState().game.moves.map((m) => m.square);
}

// Each side plays its first legal move from here: white wins 45 to 19 (the e2e's known game).
const finished =
  'd3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1f2e3b5b4a5a4c5a6f4f3g3g2h2h1h3h4g4c6g5h5b6c7d6e6f6g6h6h7a7b7a8d7e7f7g7g8b8c8d8e8f8h8';

afterEach(() => {
  vi.useRealTimers();
});

describe('the computer player of a Reversi store, with a fake AI client', () => {
  it('asks nothing while two people play', () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client });
    store.getState().play('d3');
    store.getState().play('c3');
    expect(requests).toEqual([]);
    expect(store.getState()).toMatchObject({ aiAvailable: true, aiPlayer: 'none', level: 3 });
  });

  it('plays for its own colour only, at its level', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white', level: 5 });
    expect(requests).toHaveLength(0);
    expect(store.getState().thinking).toBeNull();

    store.getState().play('d3');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.task).toMatchObject({ game: 'reversi', kind: 'search' });
    expect(request?.task.position.turn).toBe('white');
    expect(request?.limits).toEqual({ level: 5 });
    expect(store.getState().thinking).toBe('white');

    request?.resolve(searchResult('c3'));
    await settle();
    expect(squares(store)).toEqual(['d3', 'c3']);
    expect(store.getState().thinking).toBeNull();
    expect(store.getState().game.turn).toBe('black');
    expect(requests).toHaveLength(1);
  });

  it('moves first when it plays black', () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'black' });
    expect(requests).toHaveLength(1);
    expect(store.getState().thinking).toBe('black');
  });

  it('discards an answer for a position taken back while it was thinking, and aborts the search', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('d3');
    const stale = requests[0];
    store.getState().undo();
    expect(stale?.signal?.aborted).toBe(true);
    expect(store.getState().thinking).toBeNull();

    stale?.resolve(searchResult('c3'));
    await settle();
    expect(squares(store)).toEqual([]);
    expect(store.getState().lastError).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('discards an answer for the game before a new game, and starts over if it moves first', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'black' });
    const stale = requests[0];
    store.getState().reset();
    expect(stale?.signal?.aborted).toBe(true);
    expect(requests).toHaveLength(2);

    stale?.resolve(searchResult('d3'));
    await settle();
    expect(squares(store)).toEqual([]);
    requests[1]?.resolve(searchResult('f5'));
    await settle();
    expect(squares(store)).toEqual(['f5']);
  });

  it('restarts at a new level, and stops when it no longer plays the side to move', () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('d3');
    store.getState().setLevel(8);
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(requests[1]?.limits).toEqual({ level: 8, keepTable: true });

    store.getState().setAiPlayer('black');
    expect(requests[1]?.signal?.aborted).toBe(true);
    expect(store.getState().thinking).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('goes on from the table of its last search at levels 8 to 10, unless aiLimits say', () => {
    const asked = (level: 7 | 8 | 10, keepTable?: boolean) => {
      const { client, requests } = fakeClient();
      const aiLimits = keepTable === undefined ? {} : { keepTable };
      createReversiStore({ ai: client, aiPlayer: 'black', level, aiLimits });
      return requests[0]?.limits.keepTable;
    };
    expect(asked(7)).toBeUndefined();
    expect(asked(8)).toBe(true);
    expect(asked(10)).toBe(true);
    expect(asked(10, false)).toBe(false);
    expect(asked(7, true)).toBe(true);
  });

  it('refuses a level outside 1 to 10', () => {
    const store = createReversiStore();
    expect(() => store.getState().setLevel(11 as never)).toThrow(OptionError);
    expect(() => createReversiStore({ level: 0 as never })).toThrow(OptionError);
  });

  it('waits aiMoveDelayMs before playing, thinking all the while, and drops the move if undone', async () => {
    vi.useFakeTimers();
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white', aiMoveDelayMs: 500 });
    store.getState().play('d3');
    requests[0]?.resolve(searchResult('c3'));
    await vi.advanceTimersByTimeAsync(400);
    expect(squares(store)).toEqual(['d3']);
    expect(store.getState().thinking).toBe('white');
    await vi.advanceTimersByTimeAsync(100);
    expect(squares(store)).toEqual(['d3', 'c3']);

    store.getState().play('c4');
    requests[1]?.resolve(searchResult('c5'));
    await vi.advanceTimersByTimeAsync(200);
    store.getState().undo();
    await vi.advanceTimersByTimeAsync(1000);
    expect(squares(store)).toEqual(['d3', 'c3']);
    expect(store.getState().thinking).toBeNull();
  });

  it('plays a game of the computer against itself to the end', async () => {
    const { client, requests } = fakeClient();
    const moves = finished.match(/../g) ?? [];
    const store = createReversiStore({ ai: client, moves: moves.slice(0, 48) });
    store.getState().setAiPlayer('both');
    // Each side answers with its first legal move, as the known game does.
    for (let i = 0; i < 20 && store.getState().game.status.kind === 'playing'; i++) {
      const request = requests.at(-1);
      expect(request?.task.position.turn).toBe(store.getState().game.turn);
      request?.resolve(searchResult(store.getState().game.legalMoves[0] as ReversiSquare));
      await settle();
    }
    const { game, thinking } = store.getState();
    expect(game.status).toEqual({ kind: 'won', winner: 'white', reason: 'count' });
    expect(game.score).toMatchObject({ black: 19, white: 45 });
    expect(thinking).toBeNull();
  });

  it('passes for its side without asking the worker when the game does not pass by itself', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({
      ai: client,
      autoPass: false,
      moves: 'd3c3b3b2f5a3a1c1',
      aiPlayer: 'black',
    });
    expect(store.getState().thinking).toBe('black');
    await settle();
    expect(store.getState().game.lastMove).toMatchObject({ stone: 'black', pass: true });
    expect(store.getState().game.turn).toBe('white');
    expect(requests).toHaveLength(0);
  });

  it('reports a failed search in aiError and does not ask again about the same position', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('d3');
    requests[0]?.reject(new AiFailedError('the worker broke'));
    await settle();
    expect(store.getState().aiError?.message).toBe('the worker broke');
    expect(store.getState().thinking).toBeNull();
    expect(requests).toHaveLength(1);
    // New settings deserve a new try.
    store.getState().setLevel(2);
    expect(requests).toHaveLength(2);
    requests[1]?.reject(new AiFailedError('the worker broke again'));
    await settle();
    // A person may play on for the computer's side.
    expect(store.getState().play('c3')).not.toBeNull();
  });

  it('stops for good when disposed: the search is aborted and its answer never played', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'white' });
    store.getState().play('d3');
    store.getState().dispose();
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(store.getState().thinking).toBeNull();

    requests[0]?.resolve(searchResult('c3'));
    await settle();
    expect(squares(store)).toEqual(['d3']);
    store.getState().play('c3');
    store.getState().play('c4');
    expect(requests).toHaveLength(1);
    expect(await store.getState().requestHint()).toBeNull();
  });
});

describe('hints from a Reversi store, with a fake AI client', () => {
  it('keeps a hint with its line for the position it was asked for, and clears it on the next move', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client });
    const asked = store.getState().requestHint();
    expect(store.getState().hintPending).toBe(true);
    expect(requests[0]?.limits).toEqual({ timeMs: 1000 });
    requests[0]?.resolve(
      searchResult('d3', { score: 6, exact: true, bound: 'exact', pv: ['d3', 'c3', 'c4'] }),
    );
    const hint = await asked;
    const { game } = store.getState();
    expect(hint).toEqual({
      move: 'd3',
      kind: 'exact',
      score: 6,
      outcome: 'win',
      discs: 6,
      pv: ['d3', 'c3', 'c4'],
      game,
    });
    expect(store.getState()).toMatchObject({ hint, hintPending: false });
    // Asking again for the same position answers at once.
    expect(await store.getState().requestHint()).toBe(hint);
    expect(requests).toHaveLength(1);

    store.getState().play('f5');
    expect(store.getState().hint).toBeNull();
  });

  it('drops a hint whose position changed before it came', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client });
    const asked = store.getState().requestHint();
    store.getState().play('d3');
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(store.getState().hintPending).toBe(false);
    // It settles at once, whether or not the client ever answers.
    expect(await asked).toBeNull();
    requests[0]?.resolve(searchResult('d3', { score: 2 }));
    await settle();
    expect(store.getState().hint).toBeNull();
  });

  it('says "estimate", "win" or "loss" as the search proved it', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, hintLimits: { depth: 4 } });
    const asked = store.getState().requestHint();
    expect(requests[0]?.limits).toEqual({ depth: 4 });
    requests[0]?.resolve(searchResult('c4', { score: -2.4 }));
    expect(await asked).toMatchObject({ kind: 'estimate', score: -2, move: 'c4' });

    store.getState().play('c4');
    const win = store.getState().requestHint();
    requests[1]?.resolve(searchResult('c3', { score: 8, exact: true, bound: 'lower' }));
    expect(await win).toMatchObject({ kind: 'win', discs: 8 });
  });

  it('asks for a hint after every move with analysis on', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, analysis: true });
    expect(requests).toHaveLength(1);
    store.getState().play('d3');
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(requests).toHaveLength(2);
    requests[1]?.resolve(searchResult('c3', { score: 1 }));
    await settle();
    expect(store.getState().hint).toMatchObject({ move: 'c3', game: store.getState().game });
    store.getState().setAnalysis(false);
    store.getState().play('c3');
    expect(requests).toHaveLength(2);
  });

  it("reads the analysis of the computer's position from its own search, shown until it moves", async () => {
    vi.useFakeTimers();
    const { client, requests } = fakeClient();
    const store = createReversiStore({
      ai: client,
      aiPlayer: 'white',
      analysis: true,
      aiMoveDelayMs: 600,
    });
    requests[0]?.resolve(searchResult('d3'));
    await settle();
    store.getState().play('d3');
    const searched = store.getState().game;
    // One search for white's move, and no hint queued behind it in the worker.
    expect(requests.slice(1).map((r) => r.task.kind)).toEqual(['search']);
    expect(store.getState()).toMatchObject({ thinking: 'white', hint: null, hintPending: false });

    requests[1]?.resolve(searchResult('c3', { score: -1.4, pv: ['c3', 'c4'] }));
    await settle();
    expect(store.getState().hint).toEqual({
      move: 'c3',
      kind: 'estimate',
      score: -1,
      pv: ['c3', 'c4'],
      game: searched,
    });
    expect(squares(store)).toEqual(['d3']);

    await vi.advanceTimersByTimeAsync(600);
    expect(squares(store)).toEqual(['d3', 'c3']);
    expect(store.getState().hint).toBeNull();
    // Black to move, a person: the analysis is a hint search again.
    expect(requests[2]?.task.kind).toBe('search');
    expect(requests[2]?.limits).toEqual({ timeMs: 1000 });
  });

  it('answers a hint asked for while the computer searches with that search', async () => {
    vi.useFakeTimers();
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'black', aiMoveDelayMs: 600 });
    const asked = store.getState().requestHint();
    expect(requests).toHaveLength(2);
    expect(store.getState().hintPending).toBe(true);

    requests[0]?.resolve(searchResult('f5', { score: 3, exact: true, bound: 'lower' }));
    const hint = await asked;
    expect(hint).toMatchObject({ move: 'f5', kind: 'win', discs: 3, game: store.getState().game });
    expect(store.getState()).toMatchObject({ hint, hintPending: false });
    // The hint search still queued in the worker is dropped, and its late answer ignored.
    expect(requests[1]?.signal?.aborted).toBe(true);
    requests[1]?.resolve(searchResult('d3', { score: -5 }));
    await settle();
    expect(store.getState().hint).toBe(hint);
  });

  it('keeps its search to itself when nobody wants a hint', async () => {
    vi.useFakeTimers();
    const { client, requests } = fakeClient();
    const store = createReversiStore({ ai: client, aiPlayer: 'black', aiMoveDelayMs: 600 });
    requests[0]?.resolve(searchResult('f5', { score: 3 }));
    await settle();
    expect(store.getState()).toMatchObject({ hint: null, thinking: 'black' });
    await vi.advanceTimersByTimeAsync(600);
    expect(squares(store)).toEqual(['f5']);
  });

  it("keeps a hint that came before the computer's search did", async () => {
    vi.useFakeTimers();
    const { client, requests } = fakeClient();
    const store = createReversiStore({
      ai: client,
      aiPlayer: 'black',
      analysis: true,
      aiMoveDelayMs: 600,
    });
    const asked = store.getState().requestHint();
    requests[1]?.resolve(searchResult('d3', { score: 1 }));
    const hint = await asked;
    requests[0]?.resolve(searchResult('f5', { score: 3 }));
    await settle();
    expect(store.getState().hint).toBe(hint);
    expect(hint).toMatchObject({ move: 'd3' });
  });

  it('has no AI without a client: requestHint resolves to null and says why in aiError', async () => {
    const store = createReversiStore({ aiPlayer: 'white' });
    expect(store.getState().aiAvailable).toBe(false);
    store.getState().play('d3');
    expect(store.getState().thinking).toBeNull();
    expect(await store.getState().requestHint()).toBeNull();
    expect(store.getState().aiError?.message).toMatch(/No AI client/);
    expect(store.getState().play('c3')).not.toBeNull();
  });
});
