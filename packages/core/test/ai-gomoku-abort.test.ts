import { describe, expect, it } from 'vitest';
import { searchGomoku } from '../src/ai/gomoku/index.ts';
import { Gomoku } from '../src/index.ts';
import { abortAfter } from './event-loop.ts';

// A quiet middle game with no forced win in sight: a full-strength search goes on for seconds.
const midgame = Gomoku.fromMoves('h8 h9 i9 g7 j10 i8 g9 k11');

describe('stopping a Gomoku search', () => {
  it('stops in the first turn of the event loop after an abort, with a legal move', async () => {
    const { result, turnsAfterAbort } = await abortAfter(60, (signal) =>
      searchGomoku(midgame, { timeMs: 60_000, signal }),
    );
    expect(turnsAfterAbort).toBe(0);
    expect(result.interrupted).toBe(true);
    expect(midgame.isLegal(result.move!)).toBe(true);
  });

  it('stops in the first turn after an abort that comes while the threat solvers run', async () => {
    const { result, turnsAfterAbort } = await abortAfter(5, (signal) =>
      searchGomoku(midgame, { timeMs: 60_000, signal }),
    );
    expect(turnsAfterAbort).toBe(0);
    expect(result.interrupted).toBe(true);
    expect(midgame.isLegal(result.move!)).toBe(true);
  });

  it('returns a legal move at once when the signal is already aborted', async () => {
    const result = await searchGomoku(midgame, { timeMs: 60_000, signal: AbortSignal.abort() });
    expect(result.interrupted).toBe(true);
    expect(result.nodes).toBeLessThan(100);
    expect(midgame.isLegal(result.move!)).toBe(true);
  });

  it('stops when shouldStop says so, asking no more, with the best move so far', async () => {
    let calls = 0;
    const result = await searchGomoku(midgame, {
      timeMs: 60_000,
      shouldStop: () => ++calls > 50,
    });
    expect(calls).toBe(51);
    expect(result.interrupted).toBe(true);
    expect(midgame.isLegal(result.move!)).toBe(true);
  });

  it('keeps to a time budget', async () => {
    const started = performance.now();
    const result = await searchGomoku(midgame, { timeMs: 300 });
    expect(performance.now() - started).toBeLessThan(600);
    expect(midgame.isLegal(result.move!)).toBe(true);
    expect(result.depth).toBeGreaterThan(2);
  });

  it('keeps to a node budget, give or take a slice', async () => {
    const result = await searchGomoku(midgame, { nodes: 20_000 });
    expect(result.nodes).toBeLessThan(20_000 + 8192);
    expect(result.interrupted).toBe(true);
  });

  it('reports each finished iteration, deeper each time', async () => {
    const depths: number[] = [];
    await searchGomoku(midgame, { depth: 5, onIteration: (result) => depths.push(result.depth) });
    expect(depths).toEqual([1, 2, 3, 4, 5]);
  });
});
