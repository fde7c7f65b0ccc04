import { describe, expect, it } from 'vitest';
import { searchReversi } from '../src/ai/othello/search.ts';
import type { Level } from '../src/ai/search-types.ts';
import { Reversi } from '../src/index.ts';

const middle = 'f5d6c3d3c4f4f6f3e6e7d7c6';

/** The nodes of an 8-ply search of `moves` at `level`, with or without the table kept. */
async function nodes(moves: string, keepTable: boolean, level: Level = 10) {
  const game = Reversi.fromTranscript(moves);
  return (await searchReversi(game, { depth: 8, level, keepTable })).nodes;
}

describe('a Reversi search that keeps the table of the one before', () => {
  it('goes on from it: the same position to the same depth in far fewer nodes', async () => {
    const fresh = await nodes(middle, false);
    expect(await nodes(middle, true)).toBeLessThan(fresh / 4);
  });

  it('goes on from the search of its last move, in fewer nodes than from nothing', async () => {
    // The computer opponent's case: its last search was two plies ago, and the game went as
    // that search expected.
    const last = await searchReversi(Reversi.fromTranscript(middle), { depth: 8 });
    const next = `${middle}${last.pvNames.slice(0, 2).join('')}`;
    const fresh = await nodes(next, false);
    await nodes(middle, false);
    expect(await nodes(next, true)).toBeLessThan(fresh * 0.9);
  });

  it('starts afresh after a search of another level, and without the option', async () => {
    const fresh = await nodes(middle, false, 9);
    await nodes(middle, false, 10);
    expect(await nodes(middle, true, 9)).toBe(fresh);
    expect(await nodes(middle, false, 9)).toBe(fresh);
  });

  it('proves the same exact score from a kept table as from an empty one, in fewer nodes', async () => {
    // Exact values hold whatever searched them first: only the work differs.
    const endgame = Reversi.fromPosition(
      '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO---OOOO-- X',
    );
    const fresh = await searchReversi(endgame, { depth: 60 });
    const kept = await searchReversi(endgame, { depth: 60, keepTable: true });
    expect(kept.score).toBe(fresh.score);
    expect(kept.exact).toBe(true);
    expect(kept.nodes).toBeLessThan(fresh.nodes / 4);
  });
});
