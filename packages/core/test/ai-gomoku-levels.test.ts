import { describe, expect, it } from 'vitest';
import {
  GOMOKU_LEVELS,
  GOMOKU_WIN,
  gomokuLevelSettings,
  hintGomoku,
  searchGomoku,
} from '../src/ai/gomoku/index.ts';
import type { Level } from '../src/ai/search-types.ts';
import { OptionError } from '../src/errors.ts';
import { formatPoint, Gomoku } from '../src/index.ts';
import { boardText } from './gomoku-symmetries.ts';

const SEEDS = Array.from({ length: 40 }, (_, seed) => seed);

/** Black to move with a five at g8 or l8. */
const fiveToTake = () => Gomoku.fromPosition(boardText(15, 'h8 i8 j8 k8', 'h9 i9 j9 a1'));
/** Black to move against white's four g9-j9, which only k9 stops. */
const fourToBlock = () => Gomoku.fromPosition(boardText(15, 'f9 a1 b1 c3', 'g9 h9 i9 j9'));
/** Black to move against white's open three h8-j8, which only g8 or k8 stops. */
const threeToBlock = () => Gomoku.fromPosition(boardText(15, 'a1 o1 a15', 'h8 i8 j8'));
/** A quiet middle game. */
const quiet = () => Gomoku.fromMoves('h8 h9 i9 g7 j10 i8 g9 k11');

async function moves(game: () => Gomoku, level: Level): Promise<string[]> {
  const found: string[] = [];
  for (const seed of SEEDS) {
    const { move } = await searchGomoku(game(), { level, seed });
    found.push(formatPoint(move!));
  }
  return found;
}

describe('the level table', () => {
  it('has ten levels, looking deeper and with less noise as they go up', () => {
    expect(GOMOKU_LEVELS).toHaveLength(10);
    for (let i = 1; i < GOMOKU_LEVELS.length; i++) {
      const [lower, higher] = [GOMOKU_LEVELS[i - 1]!, GOMOKU_LEVELS[i]!];
      expect(higher.depth).toBeGreaterThan(lower.depth);
      expect(higher.noise).toBeLessThanOrEqual(lower.noise);
      expect(higher.vcfDepth).toBeGreaterThanOrEqual(lower.vcfDepth);
      expect(higher.timeMs).toBeGreaterThanOrEqual(lower.timeMs);
    }
  });

  it('lets only levels 1 and 2 overlook an open three, and only level 1 a four', () => {
    expect(GOMOKU_LEVELS.map((row) => row.missThree > 0)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(GOMOKU_LEVELS.map((row) => row.missFour > 0)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses a level outside 1-10', async () => {
    expect(() => gomokuLevelSettings(11 as Level)).toThrow(OptionError);
    await expect(searchGomoku(quiet(), { level: 0 as Level })).rejects.toThrow(OptionError);
  });
});

describe('a beginner (levels 1-2)', () => {
  it('always takes its own five at level 1', async () => {
    const found = await moves(fiveToTake, 1);
    expect(found.every((move) => move === 'g8' || move === 'l8')).toBe(true);
  });

  it('always blocks a four at level 2', async () => {
    expect(new Set(await moves(fourToBlock, 2))).toEqual(new Set(['k9']));
  });

  it('overlooks a four now and then at level 1, but mostly blocks it', async () => {
    const misses = (await moves(fourToBlock, 1)).filter((move) => move !== 'k9').length;
    expect(misses).toBeGreaterThan(0);
    expect(misses).toBeLessThan(SEEDS.length / 4);
  });

  it('overlooks an open three now and then at levels 1 and 2, level 1 more often', async () => {
    const missed = async (level: Level) =>
      (await moves(threeToBlock, level)).filter((move) => move !== 'g8' && move !== 'k8').length;
    const [one, two] = [await missed(1), await missed(2)];
    expect(two).toBeGreaterThan(0);
    expect(one).toBeGreaterThan(two);
    expect(one).toBeLessThan(SEEDS.length / 2);
  });

  it('varies its moves with the seed in a quiet position, always near the stones', async () => {
    const found = await moves(quiet, 1);
    expect(new Set(found).size).toBeGreaterThan(2);
    const game = quiet();
    for (const name of found) expect(game.isLegal(name)).toBe(true);
  });
});

describe('from level 3 up', () => {
  for (const level of [3, 5] as Level[]) {
    it(`never overlooks an open three at level ${level}`, async () => {
      expect(new Set(await moves(threeToBlock, level)).size).toBeLessThanOrEqual(2);
      for (const move of await moves(threeToBlock, level)) expect(['g8', 'k8']).toContain(move);
    });
  }

  it('plays the same move whatever the seed at level 7, which has no noise', async () => {
    const found = new Set<string>();
    for (const seed of SEEDS.slice(0, 5)) {
      found.add(formatPoint((await searchGomoku(quiet(), { level: 7, seed })).move!));
    }
    expect(found.size).toBe(1);
  });
});

describe('hintGomoku', () => {
  it('calls a five on the board a win in 1', async () => {
    const hint = await hintGomoku(fiveToTake());
    expect(hint).toMatchObject({ kind: 'win', in: 1 });
    expect(['g8', 'l8']).toContain(formatPoint(hint.move!));
  });

  it('counts a forced win in the winner’s moves', async () => {
    // mintaka's basic_vcf#1: black to move has a VCF.
    const game = Gomoku.fromPosition(
      boardText(15, 'j10 l10 h8 j8 k8 g7 i7', 'k11 j9 l8 j7 h6 i6 g5'),
      { rule: 'renju' },
    );
    const hint = await hintGomoku(game);
    expect(hint.kind).toBe('win');
    if (hint.kind === 'win') {
      expect(hint.in).toBe(Math.ceil(hint.pv.length / 2));
      expect(hint.pv[0]).toEqual(hint.move);
    }
  });

  it('calls a position lost to an open four a loss in 1', async () => {
    const game = Gomoku.fromPosition(boardText(15, 'a1 b1 c3 d5', 'g9 h9 i9 j9'));
    expect(await hintGomoku(game)).toMatchObject({ kind: 'loss', in: 1 });
  });

  it('estimates a quiet position between -100 and 100', async () => {
    const hint = await hintGomoku(quiet(), { timeMs: 300 });
    expect(hint.kind).toBe('estimate');
    if (hint.kind === 'estimate') {
      expect(Math.abs(hint.score)).toBeLessThan(100);
      expect(quiet().isLegal(hint.move)).toBe(true);
    }
  });

  it('says a finished game is over', async () => {
    expect(await hintGomoku(Gomoku.fromMoves('h8 a1 i8 a2 j8 a3 k8 a4 l8'))).toEqual({
      kind: 'over',
      move: null,
    });
  });

  it('scores a forced win above GOMOKU_WIN - 100', async () => {
    const result = await searchGomoku(fiveToTake());
    expect(result.score).toBe(GOMOKU_WIN - 1);
    expect(result.exact).toBe(true);
  });
});
