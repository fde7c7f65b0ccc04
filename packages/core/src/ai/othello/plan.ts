/**
 * Options of the Othello search, checked and merged with the level table into a plan.
 */
import type { Level, SearchOptions } from '../search-types.ts';
import { levelSettings } from './levels.ts';
import type { ReversiSearchMove, ReversiSearchOptions } from './types.ts';

/** The options resolved: every limit a number (Infinity for none). */
export interface Plan {
  readonly depth: number; // deepest iteration
  readonly depthGiven: boolean; // the caller set the depth: no exact solve below it
  readonly timeMs: number; // time budget, Infinity for none
  readonly deadline: number; // clock time at which to stop, Infinity for none
  readonly nodes: number; // node budget, Infinity for none
  readonly noise: number; // half-width of the root noise, discs
  readonly exactFrom: number; // solve exactly from this many empty squares on
  readonly seed: number; // noise seed
  readonly signal: SearchOptions<ReversiSearchMove>['signal'];
  readonly shouldStop: (() => boolean) | undefined;
  readonly onIteration: SearchOptions<ReversiSearchMove>['onIteration'];
}

function positive(value: unknown, name: string, integer: boolean): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive number, got ${String(value)}`);
  }
  if (integer && value !== Infinity && !Number.isInteger(value)) {
    throw new RangeError(`${name} must be a whole number, got ${value}`);
  }
  return value;
}

/**
 * Checks `options` and fills in the level's settings. An explicit `depth` or `nodes` without
 * `timeMs` means no time limit: the caller has chosen another limit.
 *
 * @throws RangeError for a level, depth, time or node count out of range; TypeError for a
 *   `shouldStop` or `onIteration` that is not a function
 */
export function readPlan(options: ReversiSearchOptions, started: number): Plan {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('search options must be an object');
  }
  const level = levelSettings(options.level ?? (10 as Level));
  const depth = options.depth === undefined ? level.depth : positive(options.depth, 'depth', true);
  const nodes = options.nodes === undefined ? Infinity : positive(options.nodes, 'nodes', true);
  const otherLimit = options.depth !== undefined || options.nodes !== undefined;
  const timeMs =
    options.timeMs === undefined
      ? otherLimit
        ? Infinity
        : level.timeMs
      : positive(options.timeMs, 'timeMs', false);
  for (const name of ['shouldStop', 'onIteration'] as const) {
    if (options[name] !== undefined && typeof options[name] !== 'function') {
      throw new TypeError(`${name} must be a function`);
    }
  }
  const seed = options.seed ?? 0;
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a number, got ${String(seed)}`);
  return {
    depth: Math.min(depth, 60),
    depthGiven: options.depth !== undefined,
    timeMs,
    deadline: started + timeMs,
    nodes,
    noise: level.noise,
    exactFrom: level.exactFrom,
    seed,
    signal: options.signal,
    shouldStop: options.shouldStop,
    onIteration: options.onIteration,
  };
}
