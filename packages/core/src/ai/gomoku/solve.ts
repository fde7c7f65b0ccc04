/**
 * `solveVCF`: the public face of the VCF solver, for puzzles and analysis.
 */
import type { Point } from '../../gomoku/types.ts';
import { isWholeNumber, readOptionsObject, refuseOption } from '../../options.ts';
import { loadEngine, pointsOf, stateOf } from './input.ts';
import type { GomokuPosition, VcfOptions } from './types.ts';
import { MAX_VCF_DEPTH, shortestWin, VcfSolver, WIN } from './vcf.ts';

/**
 * A victory by continuous fours for the side to move, or null when there is none within
 * `maxDepth` fours (or none was found within `nodes` positions). The sequence alternates the
 * attacker's moves and the defender's forced replies and ends with the five; or, when the last
 * four cannot be stopped because black's only block is a forbidden point (Renju), with that four.
 * It is a shortest one, with the fewest fours, unless `nodes` ran out while looking for a shorter
 * one than the first found. A five already available is a sequence of one move. Never throws for
 * a finished game: it returns null.
 *
 * @param position - a `Gomoku` or a `GomokuState`
 * @param options - `maxDepth` (default 30 fours, at most 120), `nodes` (default 2,000,000)
 * @throws OptionError for a `maxDepth` that is not a whole number from 0, `nodes` that is not one
 *   from 1, or `position` when it is no game
 * @example
 * const line = solveVCF(game, { maxDepth: 15 });
 * line?.at(-1); // the point of the five
 */
export function solveVCF(position: GomokuPosition, options: VcfOptions = {}): Point[] | null {
  const given = readOptionsObject(options);
  if (given.maxDepth !== undefined && !isWholeNumber(given.maxDepth, 0, true)) {
    throw refuseOption('maxDepth', 'a whole number of fours, 0 or more', given.maxDepth);
  }
  if (given.nodes !== undefined && !isWholeNumber(given.nodes, 1, true)) {
    throw refuseOption('nodes', 'a whole number, 1 or more', given.nodes);
  }
  const state = stateOf(position);
  if (state.status.kind !== 'playing') return null;
  const maxDepth = Math.min(options.maxDepth ?? 30, MAX_VCF_DEPTH);
  const nodes = options.nodes ?? 2_000_000;
  const engine = loadEngine(state);
  const solver = new VcfSolver(engine);
  const plan = shortestWin(solver, maxDepth);
  let step = plan.next();
  while (!step.done) step = plan.next(solver.solve(step.value, nodes - solver.nodes));
  return step.value === WIN ? pointsOf(engine, solver.line, solver.length) : null;
}
