// The review controller: the whole line of a store's game, the position on the board, and the
// analysis of every position in the AI worker, one after the other, with cancel and resume.
import { OptionError } from '@stonekit/core';
import { ANALYSIS_LIMITS, createAiClient } from '@stonekit/core/ai';
import { describe, expect, it } from 'vitest';
import { createGomokuStore } from '../src/gomoku/store.ts';
import { createReversiStore } from '../src/reversi/store.ts';
import { createGameAnalysis } from '../src/shared/review/controller.ts';
import { stepToPly } from '../src/shared/review/navigation.ts';
import {
  channelWorker,
  type FakeRequest,
  fakeClient,
  flushPromises,
  searchResult,
} from './fake-ai.ts';

/** Waits until the analysis has asked for `count` searches in all. */
async function asked(requests: FakeRequest[], count: number): Promise<FakeRequest> {
  for (let i = 0; i < 20 && requests.length < count; i++) await flushPromises();
  const request = requests[count - 1];
  if (request === undefined) throw new Error(`only ${requests.length} searches were asked for`);
  return request;
}

const names = (store: { getState(): { game: { moves: readonly { name: string }[] } } }) =>
  store.getState().game.moves.map((move) => move.name);

describe('createGameAnalysis, before any search', () => {
  it('plans the whole line, the moves taken back included, and follows the position', () => {
    const store = createReversiStore({ moves: 'f5d6c3d3' });
    store.getState().undoMove();
    store.getState().undoMove();
    const analysis = createGameAnalysis(store, { ai: fakeClient().client });
    const state = analysis.getState();
    expect(state.plan.moves.map((move) => move.name)).toEqual(['f5', 'd6', 'c3', 'd3']);
    expect(state).toMatchObject({ ply: 2, status: 'idle', done: 0, total: 5, error: null });
    expect(state.series.evaluations).toEqual([null, null, null, null, null]);
    store.getState().redoMove();
    expect(analysis.getState().ply).toBe(3);
  });

  it('follows the store’s coordinate case', () => {
    const store = createGomokuStore({ moves: 'h8 h9' });
    const analysis = createGameAnalysis(store);
    store.getState().setCoordinateCase('upper');
    expect(analysis.getState().coordinateCase).toBe('upper');
  });

  it('refuses options it cannot use with an OptionError', () => {
    const store = createReversiStore();
    expect(() => createGameAnalysis(store, { ai: {} as never })).toThrow(OptionError);
    expect(() => createGameAnalysis(store, { limits: 8 as never })).toThrow(OptionError);
    expect(() => createGameAnalysis(store, { thresholds: { blunder: -1 } })).toThrow(OptionError);
    expect(() => createGameAnalysis(store, null as never)).toThrow(OptionError);
  });
});

describe('createGameAnalysis, analysing', () => {
  it('searches every position in turn at the default limits, and fills the series as answers come', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ moves: 'f5d6' });
    const analysis = createGameAnalysis(store, { ai: client });
    const finished = analysis.getState().start();
    expect(analysis.getState().status).toBe('running');
    const first = await asked(requests, 1);
    expect(first.task).toEqual(analysis.getState().plan.positions[0]?.task);
    expect(first.limits).toEqual(ANALYSIS_LIMITS.reversi);
    expect(requests).toHaveLength(1); // one at a time
    first.resolve(searchResult('d3', { score: 4 }));
    (await asked(requests, 2)).resolve(searchResult('c5', { score: 6 })); // white: 6 up
    await flushPromises();
    expect(analysis.getState().done).toBe(2);
    expect(analysis.getState().series.evaluations.map((value) => value?.score ?? null)).toEqual([
      4,
      -6,
      null,
    ]);
    expect(analysis.getState().series.moves[0]).toMatchObject({
      name: 'f5',
      loss: 10,
      judgement: 'mistake',
      better: 'd3',
    });
    (await asked(requests, 3)).resolve(searchResult('c3', { score: 0 }));
    const result = await finished;
    expect(analysis.getState()).toMatchObject({ status: 'done', done: 3, total: 3 });
    expect(result?.complete).toBe(true);
  });

  it('searches a Gomoku game at Gomoku’s own limits', async () => {
    const { client, requests } = fakeClient();
    const analysis = createGameAnalysis(createGomokuStore({ moves: 'h8' }), { ai: client });
    void analysis.getState().start();
    expect((await asked(requests, 1)).limits).toEqual(ANALYSIS_LIMITS.gomoku);
  });

  it('takes the limits it is given instead', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ moves: 'f5' });
    const analysis = createGameAnalysis(store, { ai: client, limits: { depth: 4 } });
    void analysis.getState().start();
    expect((await asked(requests, 1)).limits).toEqual({ depth: 4 });
  });

  it('returns the same promise when started twice', () => {
    const analysis = createGameAnalysis(createReversiStore(), { ai: fakeClient().client });
    expect(analysis.getState().start()).toBe(analysis.getState().start());
  });

  it('keeps what it found through steps back and forward', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ moves: 'f5' });
    const analysis = createGameAnalysis(store, { ai: client });
    const finished = analysis.getState().start();
    (await asked(requests, 1)).resolve(searchResult('f5', { score: 0 }));
    (await asked(requests, 2)).resolve(searchResult('d6', { score: 0 }));
    await finished;
    store.getState().undoMove();
    expect(analysis.getState()).toMatchObject({ status: 'done', done: 2, ply: 0 });
  });
});

describe('createGameAnalysis, cancel and resume', () => {
  it('stops at once, keeps what it found, and drops a late answer', async () => {
    const { client, requests } = fakeClient();
    const analysis = createGameAnalysis(createReversiStore({ moves: 'f5d6' }), { ai: client });
    const finished = analysis.getState().start();
    (await asked(requests, 1)).resolve(searchResult('f5', { score: 1 }));
    const second = await asked(requests, 2);
    analysis.getState().cancel();
    expect(second.signal?.aborted).toBe(true);
    expect(await finished).toBeNull();
    second.resolve(searchResult('d6', { score: 5 }));
    await flushPromises();
    expect(analysis.getState()).toMatchObject({ status: 'cancelled', done: 1 });
    expect(analysis.getState().series.evaluations[1]).toBeNull();
  });

  it('resumes where it stopped', async () => {
    const { client, requests } = fakeClient();
    const analysis = createGameAnalysis(createReversiStore({ moves: 'f5d6' }), { ai: client });
    void analysis.getState().start();
    (await asked(requests, 1)).resolve(searchResult('f5', { score: 1 }));
    await asked(requests, 2);
    analysis.getState().cancel();
    void analysis.getState().start();
    const resumed = await asked(requests, 3);
    expect(resumed.task).toEqual(analysis.getState().plan.positions[1]?.task);
    expect(analysis.getState().status).toBe('running');
  });
});

describe('createGameAnalysis, when the line changes', () => {
  it('stops when a move played in a past position replaces the rest of the line, keeping what came before it', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ moves: 'f5d6c3' });
    const analysis = createGameAnalysis(store, { ai: client });
    void analysis.getState().start();
    (await asked(requests, 1)).resolve(searchResult('f5', { score: 1 }));
    (await asked(requests, 2)).resolve(searchResult('c3', { score: 2 }));
    const pending = await asked(requests, 3);
    store.getState().undoMove();
    store.getState().undoMove();
    expect(analysis.getState().status).toBe('running'); // steps change no line
    store.getState().play('f4');
    expect(pending.signal?.aborted).toBe(true);
    expect(analysis.getState()).toMatchObject({ status: 'idle', done: 2, total: 3, ply: 2 });
    expect(analysis.getState().plan.moves.map((move) => move.name)).toEqual(['f5', 'f4']);
    expect(analysis.getState().series.evaluations.map((value) => value?.score ?? null)).toEqual([
      1,
      -2,
      null,
    ]);
    void analysis.getState().start();
    const next = await asked(requests, 4);
    expect(next.task).toEqual(analysis.getState().plan.positions[2]?.task);
  });

  it('keeps the line through steps past a pass that autoPass played', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ moves: 'd3c3b3b2f5a3a1c1f6' });
    const analysis = createGameAnalysis(store, { ai: client });
    void analysis.getState().start();
    await asked(requests, 1);
    const plan = analysis.getState().plan;
    stepToPly(store, 3);
    stepToPly(store, 10);
    expect(analysis.getState().plan).toBe(plan);
    expect(analysis.getState().status).toBe('running');
  });

  it('starts afresh on a new game', async () => {
    const { client, requests } = fakeClient();
    const store = createGomokuStore({ moves: 'h8 h9 i8' });
    const analysis = createGameAnalysis(store, { ai: client });
    void analysis.getState().start();
    (await asked(requests, 1)).resolve(searchResult({ x: 7, y: 7 }));
    await asked(requests, 2);
    store.getState().reset({ size: 19 });
    expect(analysis.getState()).toMatchObject({ status: 'idle', done: 0, total: 1 });
    expect(analysis.getState().plan.moves).toEqual([]);
  });
});

describe('createGameAnalysis, failures', () => {
  it('says the AI failed, and tries again when asked', async () => {
    const { client, requests } = fakeClient();
    const analysis = createGameAnalysis(createReversiStore(), { ai: client });
    const finished = analysis.getState().start();
    (await asked(requests, 1)).reject(new Error('worker crashed'));
    expect(await finished).toBeNull();
    expect(analysis.getState().status).toBe('failed');
    expect(analysis.getState().error?.message).toBe('worker crashed');
    void analysis.getState().start();
    expect(analysis.getState()).toMatchObject({ status: 'running', error: null });
  });

  it('fails to start without an AI client, and says so', async () => {
    const analysis = createGameAnalysis(createReversiStore());
    expect(analysis.getState().aiAvailable).toBe(false);
    expect(await analysis.getState().start()).toBeNull();
    expect(analysis.getState().status).toBe('failed');
    expect(analysis.getState().error?.message).toMatch(/No AI client/);
  });

  it('stops for good when disposed', async () => {
    const { client, requests } = fakeClient();
    const store = createReversiStore({ moves: 'f5' });
    const analysis = createGameAnalysis(store, { ai: client });
    void analysis.getState().start();
    const pending = await asked(requests, 1);
    analysis.getState().dispose();
    expect(pending.signal?.aborted).toBe(true);
    expect(analysis.getState().status).toBe('cancelled');
    store.getState().undoMove();
    expect(analysis.getState().ply).toBe(1);
  });
});

describe('createGameAnalysis with the real searches behind a worker channel', () => {
  it('analyses a short Othello game to the end', async () => {
    const ai = createAiClient(channelWorker);
    const store = createReversiStore({ moves: 'f5d6c3d3c4' });
    const analysis = createGameAnalysis(store, { ai, limits: { depth: 2 } });
    const result = await analysis.getState().start();
    ai.dispose();
    expect(result?.complete).toBe(true);
    expect(result?.evaluations.every((value) => value !== null)).toBe(true);
    expect(analysis.getState().done).toBe(6);
  });
});

describe('stepToPly', () => {
  it('goes back and forward through the line, one engine move at a time', () => {
    const store = createGomokuStore({ moves: 'h8 h9 i8 i9', aiPlayer: 'white' });
    expect(stepToPly(store, 1)).toBe(true);
    expect(names(store)).toEqual(['h8']);
    expect(stepToPly(store, 3)).toBe(true);
    expect(names(store)).toEqual(['h8', 'h9', 'i8']);
    expect(stepToPly(store, 0)).toBe(true);
    expect(stepToPly(store, 9)).toBe(false);
    expect(names(store)).toEqual(['h8', 'h9', 'i8', 'i9']);
  });

  it('cannot stop between a Reversi move and the pass it forces, and lands after the pass', () => {
    // After c1 (move 8) black must pass: the store passes for it as move 9.
    const store = createReversiStore({ moves: 'd3c3b3b2f5a3a1c1f6' });
    expect(stepToPly(store, 8)).toBe(false);
    expect(store.getState().game.moves).toHaveLength(9);
    expect(store.getState().game.lastMove?.name).toBe('pass');
    expect(stepToPly(store, 7)).toBe(true);
    expect(stepToPly(store, 10)).toBe(true);
  });

  it('refuses a ply that is no whole number from 0 with an OptionError', () => {
    const store = createReversiStore();
    expect(() => stepToPly(store, -1)).toThrow(OptionError);
    expect(() => stepToPly(store, 1.5)).toThrow(OptionError);
  });
});
