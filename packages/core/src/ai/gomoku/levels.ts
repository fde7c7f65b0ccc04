/**
 * What each level means. The weak levels are weak the way beginners are: they look only a move
 * or two ahead, misjudge quiet positions (seeded noise on the scores of the root moves, never a
 * random move), read few forcing sequences, and now and then overlook an open three of the
 * opponent (levels 1-2) or, at level 1 only, even a four. Every level takes its own five.
 * From level 7 up there is no noise; the top levels are limited by time rather than depth, and
 * level 10 uses all the time the caller gives it.
 */
import { readLevel } from '../options.ts';
import type { Level } from '../search-types.ts';

/** One row of the level table. */
export interface GomokuLevelSettings {
  readonly depth: number; // deepest iteration of the tree search, in plies
  readonly timeMs: number; // default time budget in milliseconds
  readonly noise: number; // half-width of the noise on each root move's score, evaluation units
  readonly vcfDepth: number; // most fours of the VCF searches (own, and the opponent's to stop)
  readonly vctDepth: number; // most threats of the VCT search; 0 for none
  readonly missThree: number; // chance to overlook the opponent's open three
  readonly missFour: number; // chance to overlook the opponent's four
}

/**
 * The level table, level 1 first.
 *
 * @example
 * GOMOKU_LEVELS[0].depth; // 1: level 1 looks one move ahead
 */
export const GOMOKU_LEVELS: readonly GomokuLevelSettings[] = Object.freeze(
  [
    {
      depth: 1,
      timeMs: 1000,
      noise: 2000,
      vcfDepth: 0,
      vctDepth: 0,
      missThree: 0.4,
      missFour: 0.1,
    },
    { depth: 2, timeMs: 1000, noise: 1200, vcfDepth: 2, vctDepth: 0, missThree: 0.2, missFour: 0 },
    { depth: 3, timeMs: 1500, noise: 600, vcfDepth: 4, vctDepth: 0, missThree: 0, missFour: 0 },
    { depth: 4, timeMs: 1500, noise: 300, vcfDepth: 6, vctDepth: 2, missThree: 0, missFour: 0 },
    { depth: 5, timeMs: 2000, noise: 150, vcfDepth: 8, vctDepth: 2, missThree: 0, missFour: 0 },
    { depth: 6, timeMs: 2000, noise: 60, vcfDepth: 12, vctDepth: 3, missThree: 0, missFour: 0 },
    { depth: 7, timeMs: 2500, noise: 0, vcfDepth: 16, vctDepth: 3, missThree: 0, missFour: 0 },
    { depth: 9, timeMs: 3000, noise: 0, vcfDepth: 20, vctDepth: 4, missThree: 0, missFour: 0 },
    { depth: 12, timeMs: 4000, noise: 0, vcfDepth: 25, vctDepth: 5, missThree: 0, missFour: 0 },
    { depth: 64, timeMs: 5000, noise: 0, vcfDepth: 120, vctDepth: 6, missThree: 0, missFour: 0 },
  ].map((row) => Object.freeze(row)),
);

/**
 * The settings of `level`.
 *
 * @throws OptionError (`level`) unless `level` is an integer from 1 to 10
 * @example
 * gomokuLevelSettings(10).timeMs; // 5000
 */
export function gomokuLevelSettings(level: Level): GomokuLevelSettings {
  return GOMOKU_LEVELS[readLevel(level) - 1]!;
}
