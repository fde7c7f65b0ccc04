/**
 * What each level means: how deep it looks, how long it may take, how much noise blurs its
 * judgement, from how many empty squares on it plays the endgame perfectly and, for the timed
 * levels, how boldly ProbCut prunes (`probcut.ts`). The weak levels are weak like people: they
 * look only a move or two ahead, misjudge close positions by a few discs (seeded noise on the
 * scores of the moves, never random moves) and count out only the last few moves; a corner that
 * one side could take still outweighs the noise at level 1.
 */
import { readLevel } from '../options.ts';
import type { Level } from '../search-types.ts';

/**
 * One row of the level table.
 *
 * @example
 * const { depth, noise } = levelSettings(3); // 3 plies, scores blurred by up to 2 discs
 */
export interface LevelSettings {
  readonly depth: number; // deepest midgame iteration, in plies
  readonly timeMs: number; // default time budget; Infinity for the depth-limited levels
  readonly noise: number; // half-width of the noise on each root move's score, in discs
  readonly exactFrom: number; // solve exactly from this many empty squares on
  readonly selectivity: number; // ProbCut's margin in standard deviations, 0 for a full-width search
}

/**
 * The level table, level 1 first.
 *
 * @example
 * LEVELS[0]; // { depth: 1, timeMs: Infinity, noise: 3, exactFrom: 0, selectivity: 0 } (level 1)
 */
export const LEVELS: readonly LevelSettings[] = Object.freeze(
  [
    { depth: 1, timeMs: Infinity, noise: 3, exactFrom: 0, selectivity: 0 },
    { depth: 2, timeMs: Infinity, noise: 2.5, exactFrom: 4, selectivity: 0 },
    { depth: 3, timeMs: Infinity, noise: 2, exactFrom: 6, selectivity: 0 },
    { depth: 4, timeMs: Infinity, noise: 1.5, exactFrom: 8, selectivity: 0 },
    { depth: 5, timeMs: Infinity, noise: 1, exactFrom: 10, selectivity: 0 },
    { depth: 6, timeMs: Infinity, noise: 0.5, exactFrom: 12, selectivity: 0 },
    { depth: 7, timeMs: Infinity, noise: 0, exactFrom: 14, selectivity: 0 },
    { depth: 8, timeMs: 5000, noise: 0, exactFrom: 16, selectivity: 1.5 },
    { depth: 12, timeMs: 3000, noise: 0, exactFrom: 20, selectivity: 1.5 },
    { depth: 60, timeMs: 5000, noise: 0, exactFrom: 22, selectivity: 1.5 },
  ].map((row) => Object.freeze(row)),
);

/**
 * The settings of `level`.
 *
 * @throws OptionError (`level`) unless `level` is an integer from 1 to 10
 * @example
 * levelSettings(10).depth; // 60: as deep as time allows
 */
export function levelSettings(level: Level): LevelSettings {
  return LEVELS[readLevel(level) - 1]!;
}
