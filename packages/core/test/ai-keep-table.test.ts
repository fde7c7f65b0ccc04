import { describe, expect, it } from 'vitest';
import { searchGomoku } from '../src/ai/gomoku/search.ts';
import { searchReversi } from '../src/ai/othello/search.ts';
import { Gomoku, Reversi } from '../src/index.ts';

/**
 * One game's searches as the table tests use them: the nodes of a search of `moves` at a fixed
 * depth, in the search's usual kind or in `other`, a kind whose table may not be kept (Gomoku:
 * another rule; Reversi: another level); and `moves` played on by two plies of a line.
 */
interface Searches {
  readonly game: string;
  readonly middle: string; // a middle game
  nodes(moves: string, keepTable: boolean, other?: boolean): Promise<number>;
  line(moves: string): Promise<readonly string[]>; // the expected line of a search of `moves`
  after(moves: string, line: readonly string[]): string; // `moves` with the line's first two
  readonly otherKind: string; // what `other` changes, for the test's name
}

const gomoku: Searches = {
  game: 'Gomoku',
  middle: 'h8 i9 g9 i7 i8 g7 h7 h6 j9',
  async nodes(moves, keepTable, other = false) {
    const game = Gomoku.fromMoves(moves, { rule: other ? 'renju' : 'freestyle' });
    return (await searchGomoku(game, { depth: 7, keepTable })).nodes;
  },
  async line(moves) {
    return (await searchGomoku(Gomoku.fromMoves(moves), { depth: 7 })).pvNames;
  },
  after: (moves, line) => `${moves} ${line.slice(0, 2).join(' ')}`,
  otherKind: 'rule',
};

const reversi: Searches = {
  game: 'Reversi',
  middle: 'f5d6c3d3c4f4f6f3e6e7d7c6',
  async nodes(moves, keepTable, other = false) {
    const game = Reversi.fromTranscript(moves);
    return (await searchReversi(game, { depth: 8, level: other ? 9 : 10, keepTable })).nodes;
  },
  async line(moves) {
    return (await searchReversi(Reversi.fromTranscript(moves), { depth: 8 })).pvNames;
  },
  after: (moves, line) => `${moves}${line.slice(0, 2).join('')}`,
  otherKind: 'level',
};

describe.each([gomoku, reversi])('a $game search that keeps the table of the one before', (s) => {
  it('goes on from it: the same position to the same depth in far fewer nodes', async () => {
    const fresh = await s.nodes(s.middle, false);
    expect(await s.nodes(s.middle, true)).toBeLessThan(fresh / 4);
  });

  it('goes on from the search of its last move, in fewer nodes than from nothing', async () => {
    // A computer playing a game: its last search was two plies ago, and the game went as that
    // search expected.
    const next = s.after(s.middle, await s.line(s.middle));
    const fresh = await s.nodes(next, false);
    await s.nodes(s.middle, false);
    expect(await s.nodes(next, true)).toBeLessThan(fresh * 0.9);
  });

  it(`starts afresh after a search of another ${s.otherKind}, and without the option`, async () => {
    const fresh = await s.nodes(s.middle, false, true);
    await s.nodes(s.middle, false);
    expect(await s.nodes(s.middle, true, true)).toBe(fresh);
    expect(await s.nodes(s.middle, false, true)).toBe(fresh);
  });
});

describe('a Reversi solve from a kept table', () => {
  it('proves the same exact score as from an empty one, in fewer nodes', async () => {
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
