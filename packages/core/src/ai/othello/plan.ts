/**
 * Options of the Othello search, checked and merged with the level table into a plan.
 */
import { readSearchOptions } from '../options.ts';
import type { Level, SearchOptions } from '../search-types.ts';
import { levelSettings } from './levels.ts';
import type { ReversiSearchMove, ReversiSearchOptions } from './types.ts';

/** The options resolved: every limit a number (Infinity for none). */
export interface Plan {
  readonly level: Level; // the level whose settings fill in the rest
  readonly keepTable: boolean; // go on from the table of the search before, if of this level
  readonly depth: number; // deepest iteration
  readonly depthGiven: boolean; // the caller set the depth: no exact solve below it
  readonly timeMs: number; // time budget, Infinity for none
  readonly deadline: number; // clock time at which to stop, Infinity for none
  readonly nodes: number; // node budget, Infinity for none
  readonly noise: number; // half-width of the root noise, discs
  readonly exactFrom: number; // solve exactly from this many empty squares on
  readonly selectivity: number; // ProbCut's margin in standard deviations, 0 for none
  readonly seed: number; // noise seed
  readonly signal: SearchOptions<ReversiSearchMove>['signal'];
  readonly shouldStop: (() => boolean) | undefined;
  readonly onIteration: SearchOptions<ReversiSearchMove>['onIteration'];
}

/**
 * Checks `options` and fills in the level's settings. An explicit `depth` or `nodes` without
 * `timeMs` means no time limit: the caller has chosen another limit.
 *
 * @throws OptionError naming the option: a level, depth, time, node count or seed out of range,
 *   a `keepTable` other than true or false, a `signal` without `aborted`, a `shouldStop` or
 *   `onIteration` that is not a function
 */
export function readPlan(given: ReversiSearchOptions, started: number): Plan {
  const options = readSearchOptions<ReversiSearchMove>(given);
  const levelNumber = options.level ?? (10 as Level);
  const level = levelSettings(levelNumber);
  const depth = options.depth ?? level.depth;
  const nodes = options.nodes ?? Infinity;
  const otherLimit = options.depth !== undefined || options.nodes !== undefined;
  const timeMs = options.timeMs ?? (otherLimit ? Infinity : level.timeMs);
  const seed = options.seed ?? 0;
  return {
    level: levelNumber,
    keepTable: options.keepTable === true,
    depth: Math.min(depth, 60),
    depthGiven: options.depth !== undefined,
    timeMs,
    deadline: started + timeMs,
    nodes,
    noise: level.noise,
    exactFrom: level.exactFrom,
    // A depth asked for is searched in full width: the same depth gives the same value.
    selectivity: options.depth === undefined ? level.selectivity : 0,
    seed,
    signal: options.signal,
    shouldStop: options.shouldStop,
    onIteration: options.onIteration,
  };
}
