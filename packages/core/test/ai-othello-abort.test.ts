import { beforeAll, describe, expect, it } from 'vitest';
import { searchReversi } from '../src/ai/othello/index.ts';
import { weights } from '../src/ai/othello/weights.ts';
import { Reversi } from '../src/index.ts';
import { abortAfter } from './event-loop.ts';
import { readAnchor } from './reversi-reference.ts';

// FFO #40 (20 empty squares) takes seconds to solve: plenty of time to interrupt.
const ffo40 = Reversi.parseOBF(
  readAnchor('fforum-40-59.obf')
    .split('\n')
    .find((line) => line.trim() !== '')!,
).game;
const midgame = Reversi.fromTranscript('f5d6c3d3c4f4f6f3e6e7');

describe('stopping a search', () => {
  // The first evaluation decodes the weights (about 0.1 s, once per worker): not what is measured.
  beforeAll(() => {
    weights();
  });

  it('stops in the first turn of the event loop after an abort, with a legal move', async () => {
    const { result, turnsAfterAbort } = await abortAfter(50, (signal) =>
      searchReversi(midgame, { timeMs: 60_000, signal }),
    );
    expect(result.interrupted).toBe(true);
    expect(turnsAfterAbort).toBe(0);
    expect(midgame.legalMoves()).toContain(result.move);
  });

  it('stops in the first turn after an abort that comes in the middle of an exact solve', async () => {
    const { result, turnsAfterAbort } = await abortAfter(60, (signal) =>
      searchReversi(ffo40, { depth: 60, signal }),
    );
    expect(result.interrupted).toBe(true);
    expect(result.exact).toBe(false);
    expect(turnsAfterAbort).toBe(0);
    expect(ffo40.legalMoves()).toContain(result.move);
  });

  it('returns a legal move at once when the signal was aborted before the search', async () => {
    const result = await searchReversi(midgame, { signal: AbortSignal.abort() });
    expect(result.interrupted).toBe(true);
    expect(result.nodes).toBeLessThan(100);
    expect(midgame.legalMoves()).toContain(result.move);
  });

  it('asks shouldStop often, without yielding to the event loop, and stops when it says so', async () => {
    // A worker would read a shared flag here; a count of calls stands in for the page setting it.
    let calls = 0;
    const result = await searchReversi(ffo40, { depth: 60, shouldStop: () => ++calls > 20 });
    expect(result.interrupted).toBe(true);
    expect(calls).toBe(21);
    expect(result.nodes / calls).toBeLessThan(4096);
    expect(ffo40.legalMoves()).toContain(result.move);
  });

  it('reports each finished iteration, deeper each time, before the result', async () => {
    const depths: number[] = [];
    const result = await searchReversi(midgame, {
      depth: 6,
      onIteration: (progress) => depths.push(progress.depth),
    });
    expect(depths).toEqual([1, 2, 3, 4, 5]);
    expect(result.depth).toBe(6);
  });

  it('keeps searching after a pause to the event loop exactly as without one', async () => {
    const quiet = await searchReversi(midgame, { depth: 9 });
    const paused = await searchReversi(midgame, { depth: 9, signal: new AbortController().signal });
    expect({ ...paused, timeMs: 0 }).toEqual({ ...quiet, timeMs: 0 });
  });
});
