/**
 * `solveVCF`: the public face of the VCF solver, for puzzles and analysis.
 */
import type { Point } from '../../gomoku/types.ts';
import { loadEngine, pointsOf, stateOf } from './input.ts';
import type { GomokuPosition, VcfOptions } from './types.ts';
import { nextDepth, UNKNOWN, VcfSolver, WIN } from './vcf.ts';

/**
 * A victory by continuous fours for the side to move, or null when there is none within
 * `maxDepth` fours (or none was found within `nodes` positions). The sequence alternates the
 * attacker's moves and the defender's forced replies, shortest first, and ends with the five; or,
 * when the last four cannot be stopped because black's only block is a forbidden point (Renju),
 * with that four. A five already available is a sequence of one move. Never throws for a finished
 * game: it returns null.
 *
 * @param position - a `Gomoku` or a `GomokuState`
 * @param options - `maxDepth` (default 30 fours), `nodes` (default 2,000,000)
 * @example
 * const line = solveVCF(game, { maxDepth: 15 });
 * line?.at(-1); // the point of the five
 */
export function solveVCF(position: GomokuPosition, options: VcfOptions = {}): Point[] | null {
  const state = stateOf(position);
  if (state.status.kind !== 'playing') return null;
  const maxDepth = options.maxDepth ?? 30;
  const nodes = options.nodes ?? 2_000_000;
  const engine = loadEngine(state);
  const solver = new VcfSolver(engine);
  // Growing depth finds a short VCF first; proofs of failure carry over from one depth to the next.
  for (let depth = 1; depth <= maxDepth; depth = nextDepth(depth, maxDepth)) {
    const result = solver.solve(depth, nodes - solver.nodes);
    if (result === WIN) return pointsOf(engine, solver.line, solver.length);
    if (result === UNKNOWN || solver.exhausted) return null;
  }
  return null;
}
