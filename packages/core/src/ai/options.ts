/**
 * The options of both games' searches, checked once for both: `searchGomoku`, `hintGomoku`,
 * `decideOpeningGomoku`, `searchReversi`, `hintReversi`, and `AiClient.run` for the limits that
 * cross to a worker. A bad one is an `OptionError` naming it, thrown (or rejected) at once.
 */
import { isWholeNumber, readOptionsObject, refuseOption } from '../options.ts';
import type { Level, SearchOptions } from './search-types.ts';
import type { AiLimits } from './worker/protocol.ts';

/**
 * `level` checked: an integer from 1 to 10.
 *
 * @throws OptionError (`level`) for anything else
 * @example
 * readLevel(5); // 5
 */
export function readLevel(level: unknown): Level {
  if (!isWholeNumber(level, 1) || level > 10) {
    throw refuseOption('level', 'an integer from 1 to 10', level);
  }
  return level as Level;
}

/**
 * The limits a search takes, checked: `level` 1 to 10, `depth` and `nodes` whole numbers from 1
 * (or `Infinity`), `timeMs` milliseconds from 0 (0 asks for the quickest answer; `Infinity` for
 * none), `seed` a finite number, `keepTable` true or false. Other fields are left as they are.
 *
 * @throws OptionError naming the first bad limit, or `options` when they are not an object
 * @example
 * readLimits({ level: 3, timeMs: 500 }); // the same object
 */
export function readLimits(options: unknown): AiLimits {
  const limits = readOptionsObject(options);
  const { level, depth, timeMs, nodes, seed, keepTable } = limits;
  if (level !== undefined) readLevel(level);
  if (depth !== undefined && !isWholeNumber(depth, 1, true)) {
    throw refuseOption('depth', 'a whole number of plies, 1 or more', depth);
  }
  if (timeMs !== undefined && (typeof timeMs !== 'number' || !(timeMs >= 0))) {
    throw refuseOption('timeMs', 'milliseconds, 0 or more', timeMs);
  }
  if (nodes !== undefined && !isWholeNumber(nodes, 1, true)) {
    throw refuseOption('nodes', 'a whole number, 1 or more', nodes);
  }
  if (seed !== undefined && (typeof seed !== 'number' || !Number.isFinite(seed))) {
    throw refuseOption('seed', 'a finite number', seed);
  }
  if (keepTable !== undefined && typeof keepTable !== 'boolean') {
    throw refuseOption('keepTable', 'true or false', keepTable);
  }
  return limits as AiLimits;
}

/**
 * The options of a search, checked: the limits as `readLimits` checks them, a `signal` with an
 * `aborted` flag, and functions for `shouldStop` and `onIteration`.
 *
 * @throws OptionError naming the first bad option, or `options` when they are not an object
 * @example
 * readSearchOptions({ level: 5, signal: controller.signal });
 */
export function readSearchOptions<Move>(options: unknown): SearchOptions<Move> {
  const checked = readLimits(options) as Record<string, unknown>;
  const { signal, shouldStop, onIteration } = checked;
  if (
    signal !== undefined &&
    (typeof signal !== 'object' || signal === null || !('aborted' in signal))
  ) {
    throw refuseOption('signal', 'an AbortSignal, or an object with an aborted flag', signal);
  }
  if (shouldStop !== undefined && typeof shouldStop !== 'function') {
    throw refuseOption('shouldStop', 'a function returning true to stop', shouldStop);
  }
  if (onIteration !== undefined && typeof onIteration !== 'function') {
    throw refuseOption('onIteration', 'a function taking a result', onIteration);
  }
  return checked as SearchOptions<Move>;
}
