import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchReversi } from '../src/ai/othello/index.ts';
import type { ReversiSearchResult } from '../src/ai/othello/types.ts';
import type { Level } from '../src/ai/search-types.ts';
import { OptionError } from '../src/errors.ts';
import { Reversi } from '../src/index.ts';

/** A game after `picks` (each taken modulo the number of legal moves), passes played by hand. */
function randomGame(picks: readonly number[]): Reversi {
  const game = new Reversi({ autoPass: false });
  for (const pick of picks) {
    if (game.isGameOver()) break;
    if (game.mustPass()) {
      game.pass();
      continue;
    }
    const moves = game.legalMoves();
    game.play(moves[pick % moves.length]!);
  }
  return game;
}

const picks = fc.array(fc.nat({ max: 63 }), { maxLength: 64 });
const level = fc.integer({ min: 1, max: 10 }) as fc.Arbitrary<Level>;

describe('the Othello AI on any position', () => {
  it('never returns an illegal move, and passes exactly when it must', async () => {
    await fc.assert(
      fc.asyncProperty(picks, level, fc.nat(), async (line, strength, seed) => {
        const game = randomGame(line);
        // A node budget keeps every level quick and the run the same on every machine.
        const result = await searchReversi(game, { level: strength, seed, nodes: 20_000 });
        if (game.isGameOver()) expect(result.move).toBeNull();
        else if (game.mustPass()) expect(result.move).toBe('pass');
        else expect(game.legalMoves()).toContain(result.move);
      }),
      { numRuns: 60 },
    );
  });

  it('plays whole games against itself without an illegal move', async () => {
    for (const strength of [1, 4, 8] as const) {
      const game = new Reversi({ autoPass: false });
      while (!game.isGameOver()) {
        const { move } = await searchReversi(game, { level: strength, seed: 3, nodes: 50_000 });
        if (move === 'pass') game.pass();
        else game.play(move!);
      }
      expect(game.score().empty).toBeLessThan(60);
    }
  });

  it('gives the final score and no move once the game is over', async () => {
    // White has no disc left: 60 black discs and the 4 empty squares go to black.
    const game = Reversi.fromPosition(`${'X'.repeat(60)}---- O`);
    expect(game.isGameOver()).toBe(true);
    const result = await searchReversi(game);
    expect(result).toMatchObject({ move: null, score: -64, exact: true, pv: [] });
  });

  it('passes when the side to move has no move, and scores the position after the pass', async () => {
    // Black's only disc, b1, can be flanked from a1 by white, but black has no move at all.
    const game = Reversi.fromPosition(`-X${'O'.repeat(62)} X`, undefined, { autoPass: false });
    expect(game.mustPass()).toBe(true);
    const result = await searchReversi(game, { depth: 60 });
    expect(result.move).toBe('pass');
    expect(result.pv[0]).toBe('pass');
    expect(result.exact).toBe(true);
  });
});

describe('level 1, the beginner', () => {
  it('takes the corner that wins the game, whatever the seed', async () => {
    // h8 wins by 20; every other move loses.
    const game = Reversi.fromPosition(
      'OOOOOOOXOOOOXXXXOXOXOXXOOOOXOOOOO-OOOOO---OXXO----XXOOOO-XXXXXO- X',
    );
    for (let seed = 0; seed < 30; seed++) {
      expect((await searchReversi(game, { level: 1, seed })).move).toBe('h8');
    }
  });

  it('prefers taking a corner to moves that give one away', async () => {
    const rows = ['-OOOOX--', '--OXXO--', '--OXXX--', '--OXXXX-', '---OXX--', '---OO---'];
    const game = Reversi.fromPosition(`${rows.join('')}${'-'.repeat(16)} X`);
    for (let seed = 0; seed < 30; seed++) {
      expect((await searchReversi(game, { level: 1, seed })).move).toBe('a1');
    }
  });

  it('does not give away a corner when it has no corner to take', async () => {
    // As above with a1 taken by white: g1 and g2 would let white into h1.
    const rows = ['OOOOOX--', '--OXXO--', '--OXXX--', '--OXXXX-', '---OXX--', '---OO---'];
    const game = Reversi.fromPosition(`${rows.join('')}${'-'.repeat(16)} X`);
    expect(game.legalMoves()).toEqual(expect.arrayContaining(['g1', 'g2']));
    for (let seed = 0; seed < 30; seed++) {
      const { move } = await searchReversi(game, { level: 1, seed });
      expect(['g1', 'g2']).not.toContain(move);
    }
  });

  it('varies between equal moves from one seed to another', async () => {
    const moves = new Set<string | null>();
    for (let seed = 0; seed < 20; seed++) {
      moves.add((await searchReversi(new Reversi(), { level: 1, seed })).move);
    }
    expect(moves.size).toBeGreaterThan(1);
  });
});

describe('seeds and limits', () => {
  it('gives the same result for the same seed', async () => {
    const game = Reversi.fromTranscript('f5d6c3d3c4f4f6f3e6e7');
    for (const strength of [2, 5, 9] as const) {
      const first = await searchReversi(game, { level: strength, seed: 11, nodes: 100_000 });
      const second = await searchReversi(game, { level: strength, seed: 11, nodes: 100_000 });
      expect({ ...second, timeMs: 0 }).toEqual({ ...first, timeMs: 0 });
    }
  });

  it('searches no deeper than asked', async () => {
    const result = await searchReversi(new Reversi(), { depth: 4 });
    expect(result).toMatchObject({ depth: 4, exact: false, interrupted: false });
    expect(result.pv.length).toBeLessThanOrEqual(4);
  });

  it('keeps to an explicit depth below the empty squares instead of solving', async () => {
    const game = Reversi.fromPosition(
      'OOOOOOOXOOOOXXXXOXOXOXXOOOOXOOOOO-OOOOO---OXXO----XXOOOO-XXXXXO- X',
    );
    const result = await searchReversi(game, { depth: 2 });
    expect(result).toMatchObject({ depth: 2, exact: false });
  });

  it('gives the whole line of the last finished iteration when the next one is cut short', async () => {
    // 4M nodes finish several iterations and stop deep into the next, whose table entries used
    // to cut the line read at the end down to its first move.
    const game = Reversi.fromTranscript('d3e3');
    let finished: ReversiSearchResult | undefined;
    const cut = await searchReversi(game, {
      nodes: 4_000_000,
      onIteration: (result) => {
        finished = result;
      },
    });
    expect(finished!.depth).toBeGreaterThanOrEqual(8);
    expect(cut).toMatchObject({ depth: finished!.depth, interrupted: true, move: finished!.move });
    expect(cut.pv).toEqual(finished!.pv);
  }, 20_000); // a few seconds of search: room on a loaded machine

  it('stops at the node budget with a legal move', async () => {
    const game = new Reversi();
    const result = await searchReversi(game, { depth: 30, nodes: 5_000 });
    expect(result.interrupted).toBe(true);
    expect(result.nodes).toBeLessThan(5_000 + 2_000);
    expect(game.legalMoves()).toContain(result.move);
  });

  it('keeps to a time budget', async () => {
    const result = await searchReversi(new Reversi(), { timeMs: 150 });
    expect(result.interrupted).toBe(true);
    expect(result.timeMs).toBeLessThan(400);
    expect(result.depth).toBeGreaterThan(2);
  });

  it('runs searches started together one after another, each on its own position', async () => {
    const a = Reversi.fromTranscript('f5');
    const b = Reversi.fromTranscript('f5d6');
    const [ra, rb] = await Promise.all([
      searchReversi(a, { depth: 5 }),
      searchReversi(b, { depth: 5 }),
    ]);
    expect(a.legalMoves()).toContain(ra.move);
    expect(b.legalMoves()).toContain(rb.move);
  });

  it('rejects options out of range and positions it cannot read', async () => {
    await expect(searchReversi(new Reversi(), { level: 11 as Level })).rejects.toThrow(OptionError);
    await expect(searchReversi(new Reversi(), { depth: 0 })).rejects.toThrow(OptionError);
    await expect(searchReversi(new Reversi(), { timeMs: -1 })).rejects.toThrow(OptionError);
    await expect(searchReversi({ board: [], turn: 'black' })).rejects.toThrow(OptionError);
    await expect(searchReversi('XO')).rejects.toThrow();
  });
});
