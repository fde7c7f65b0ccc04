import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchGomoku } from '../src/ai/gomoku/index.ts';
import type { Level } from '../src/ai/search-types.ts';
import { Gomoku, type GomokuRuleName, type Point } from '../src/index.ts';

const RULES: GomokuRuleName[] = ['freestyle', 'standard', 'renju', 'caro'];

/**
 * A game of `length` random moves near the stones already down (as real games go), from the
 * numbers in `picks`; moves that would end the game are passed over, so the game is in play.
 */
function randomGame(rule: GomokuRuleName, size: number, picks: readonly number[]): Gomoku {
  const game = new Gomoku({ rule, size });
  const centre = size >> 1;
  game.play({ x: centre, y: centre });
  for (const pick of picks) {
    const near = game.legalMoves().filter((point) => nearStones(game, point));
    const pool = near.length > 0 ? near : game.legalMoves();
    if (pool.length === 0) break;
    const point = pool[pick % pool.length]!;
    game.play(point);
    if (game.isGameOver()) game.undo();
  }
  return game;
}

function nearStones(game: Gomoku, { x, y }: Point): boolean {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      if (game.at({ x: x + dx, y: y + dy }) !== null) return true;
    }
  }
  return false;
}

const games = fc.record({
  rule: fc.constantFrom(...RULES),
  size: fc.constantFrom(9, 15),
  picks: fc.array(fc.nat(), { minLength: 4, maxLength: 50 }),
  level: fc.integer({ min: 1, max: 10 }),
  seed: fc.integer(),
});

describe('search properties', () => {
  it('always returns a legal move in a game in play, under every rule', async () => {
    await fc.assert(
      fc.asyncProperty(games, async ({ rule, size, picks, level, seed }) => {
        const game = randomGame(rule, size, picks);
        if (game.isGameOver()) return;
        const result = await searchGomoku(game, { level: level as Level, seed, nodes: 4000 });
        expect(result.move).not.toBeNull();
        expect(game.isLegal(result.move!)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('never plays a forbidden point as black under renju', async () => {
    const blackToMove = fc.record({
      picks: fc
        .array(fc.nat(), { minLength: 10, maxLength: 60 })
        .map((picks) => (picks.length % 2 === 1 ? picks : picks.slice(1))),
      level: fc.integer({ min: 1, max: 10 }),
      seed: fc.integer(),
    });
    let forbiddenSeen = 0;
    await fc.assert(
      fc.asyncProperty(blackToMove, async ({ picks, level, seed }) => {
        const game = randomGame('renju', 15, picks);
        if (game.isGameOver() || game.turn !== 'black') return;
        forbiddenSeen += game.forbiddenPoints().length;
        const result = await searchGomoku(game, { level: level as Level, seed, nodes: 4000 });
        expect(game.isForbidden(result.move!)).toBeNull();
        expect(game.isLegal(result.move!)).toBe(true);
      }),
      { numRuns: 80 },
    );
    // The positions must put forbidden points in the way now and then for the test to mean much.
    expect(forbiddenSeen).toBeGreaterThan(0);
  });

  it('gives the same move, score and line for the same seed', async () => {
    await fc.assert(
      fc.asyncProperty(games, async ({ rule, size, picks, level, seed }) => {
        const game = randomGame(rule, size, picks);
        if (game.isGameOver()) return;
        const options = { level: level as Level, seed, nodes: 3000 };
        const first = await searchGomoku(game, options);
        const second = await searchGomoku(game.state, options);
        expect(second.move).toEqual(first.move);
        expect(second.score).toBe(first.score);
        expect(second.pv).toEqual(first.pv);
      }),
      { numRuns: 30 },
    );
  });

  it('returns no move for a finished game', async () => {
    const game = Gomoku.fromMoves('h8 a1 i8 a2 j8 a3 k8 a4 l8');
    const result = await searchGomoku(game);
    expect(result.move).toBeNull();
    expect(result.pv).toEqual([]);
  });

  it('plays the centre on an empty board', async () => {
    expect((await searchGomoku(new Gomoku())).move).toEqual({ x: 7, y: 7 });
  });
});
