import { describe, expect, it } from 'vitest';
import { searchGomoku } from '../src/ai/gomoku/search.ts';
import { Gomoku } from '../src/index.ts';

const middle = 'h8 i9 g9 i7 i8 g7 h7 h6 j9';

/** The nodes of a 7-ply search of `moves` under `rule`, with or without the table kept. */
async function nodes(moves: string, keepTable: boolean, rule: 'freestyle' | 'renju' = 'freestyle') {
  const game = Gomoku.fromMoves(moves, { rule });
  return (await searchGomoku(game, { depth: 7, keepTable })).nodes;
}

describe('a Gomoku search that keeps the table of the one before', () => {
  it('goes on from it: the same position to the same depth in far fewer nodes', async () => {
    const fresh = await nodes(middle, false);
    expect(await nodes(middle, true)).toBeLessThan(fresh / 4);
  });

  it('goes on from the search of its last move, in fewer nodes than from nothing', async () => {
    // The brain's case: the last search was two plies ago, and the game went as it expected.
    const last = await searchGomoku(Gomoku.fromMoves(middle), { depth: 7 });
    const next = `${middle} ${last.pvNames.slice(0, 2).join(' ')}`;
    const fresh = await nodes(next, false);
    await nodes(middle, false);
    expect(await nodes(next, true)).toBeLessThan(fresh * 0.9);
  });

  it('starts afresh after a search of another rule, and without the option', async () => {
    const fresh = await nodes(middle, false, 'renju');
    await nodes(middle, false, 'freestyle');
    expect(await nodes(middle, true, 'renju')).toBe(fresh);
    expect(await nodes(middle, false, 'renju')).toBe(fresh);
  });
});
