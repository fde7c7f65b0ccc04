import { beforeAll, describe, expect, it } from 'vitest';
import { searchReversi } from '../src/ai/othello/index.ts';
import { weights } from '../src/ai/othello/weights.ts';
import { Reversi } from '../src/index.ts';
import { readAnchor } from './reversi-reference.ts';

// FFO #40 (20 empty squares) takes seconds to solve: plenty of time to interrupt.
const ffo40 = Reversi.parseOBF(
  readAnchor('fforum-40-59.obf')
    .split('\n')
    .find((line) => line.trim() !== '')!,
).game;
const midgame = Reversi.fromTranscript('f5d6c3d3c4f4f6f3e6e7');

// Measured here the latency is 1-3 ms; the bounds leave room for a busy CI machine.
describe('stopping a search', () => {
  // The first evaluation decodes the weights (about 0.1 s, once per worker): not what is measured.
  beforeAll(() => {
    weights();
  });

  it('resolves within milliseconds of an abort, with a legal move', async () => {
    const controller = new AbortController();
    let abortedAt = 0;
    setTimeout(() => {
      abortedAt = performance.now();
      controller.abort();
    }, 50);
    const result = await searchReversi(midgame, { timeMs: 60_000, signal: controller.signal });
    expect(result.interrupted).toBe(true);
    expect(abortedAt).toBeGreaterThan(0);
    expect(performance.now() - abortedAt).toBeLessThan(50);
    expect(midgame.legalMoves()).toContain(result.move);
  });

  it('resolves within milliseconds of an abort in the middle of an exact solve', async () => {
    const controller = new AbortController();
    let abortedAt = 0;
    setTimeout(() => {
      abortedAt = performance.now();
      controller.abort();
    }, 60);
    const result = await searchReversi(ffo40, { depth: 60, signal: controller.signal });
    expect(result.interrupted).toBe(true);
    expect(abortedAt).toBeGreaterThan(0);
    expect(performance.now() - abortedAt).toBeLessThan(50);
    expect(ffo40.legalMoves()).toContain(result.move);
  });

  it('returns a legal move at once when the signal was aborted before the search', async () => {
    const result = await searchReversi(midgame, { signal: AbortSignal.abort() });
    expect(result.interrupted).toBe(true);
    expect(result.nodes).toBeLessThan(100);
    expect(midgame.legalMoves()).toContain(result.move);
  });

  it('stops when shouldStop says so, without yielding to the event loop', async () => {
    // A worker would read a shared flag here; a clock stands in for the page setting it.
    const started = performance.now();
    const shouldStop = () => performance.now() - started > 50;
    const result = await searchReversi(ffo40, { depth: 60, shouldStop });
    expect(result.interrupted).toBe(true);
    expect(performance.now() - started).toBeLessThan(50 + 50);
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
