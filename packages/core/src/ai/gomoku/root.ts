/**
 * What the search settles before the tree: a five to take, a four to block, a VCF or VCT of the
 * side to move, and the opponent's VCF, which only some moves stop. The threat solvers run in
 * slices of nodes so that the driver can yield between them; their proof tables keep the work of
 * one slice for the next.
 */
import { CLASSES, FIVE, FLEX4, FORBID, FOUR } from './combine.ts';
import { EMPTY, type Engine } from './engine.ts';
import { generateMoves, ROOT_MOVES } from './movegen.ts';
import { blocks, fivePoints, playable } from './threats.ts';
import type { Tree } from './tree.ts';
import { type Probe, ttProbe } from './tt.ts';
import { NO_WIN, shortestWin, type ThreatSolver, UNKNOWN, type VcfSolver, WIN } from './vcf.ts';

/** What the table knows of the root position (`rootMoves`), reused rather than made a call. */
const ROOT_PROBE: Probe = { bound: 0, score: 0, depth: 0, move: -1 };

/** Nodes a solver may visit between looks at the clock and chances to yield (a few ms). */
const SLICE = 1024;

/** What the driver lends the root analysis. */
export interface RootContext {
  readonly engine: Engine; // the board at the root
  readonly tree: Tree; // for its move lists
  readonly stopped: () => boolean; // the caller's limits or signal say stop
  readonly pause: () => Promise<void>; // yields to the event loop when due
}

/**
 * Runs `solver` with growing depth up to `maxDepth`, in slices, until it wins (with its shortest
 * line unless `shortest` is false: see `shortestWin`), proves there is nothing within
 * `maxDepth`, or has done `work` (`ThreatSolver.work`) or run past `deadline` (then UNKNOWN, or
 * WIN with a line that may not be the shortest). Slices are counted in work too, so a VCT whose
 * threes ask for long VCF searches still yields and looks at the clock every few milliseconds.
 */
export async function solveInSlices(
  solver: ThreatSolver,
  maxDepth: number,
  work: number,
  deadline: number,
  context: RootContext,
  shortest = true,
): Promise<number> {
  const limit = solver.work + work;
  const plan = shortestWin(solver, maxDepth, shortest);
  let step = plan.next();
  while (!step.done) {
    let result = UNKNOWN;
    for (;;) {
      result = solver.solve(step.value, Math.min(SLICE, limit - solver.work));
      if (result !== UNKNOWN) break;
      if (solver.work >= limit || Date.now() >= deadline || context.stopped()) break;
      await context.pause();
    }
    step = plan.next(result);
  }
  return step.value;
}

/** The side to move's five points, written to `out`; returns how many. */
export function ownFives(engine: Engine, out: Int32Array): number {
  return fivePoints(engine, engine.turn - 1, out);
}

/**
 * The side to move's answers to the opponent's five points (blocks), written to `out`; -1 when
 * the opponent threatens none, 0 when nothing stops it.
 */
export function forcedBlocks(engine: Engine, out: Int32Array): number {
  const other = 2 - engine.turn;
  if (engine.counts[other * CLASSES + FIVE] === 0) return -1;
  return blocks(engine, other, out);
}

/**
 * The root moves of the tree: the empty points near stones, best first (at most `limit`), written
 * to `out`; returns how many. `blind` overlooks the opponent's open threes. Falls back to any
 * playable point far from the stones when none near can be played (Renju black hemmed in by
 * forbidden points, or an empty board). `tree.context.cut[0]` says whether the list left points
 * out. The transposition table's move for the position, if any, comes first.
 */
export function rootMoves(
  context: RootContext,
  out: Int32Array,
  blind = false,
  limit = ROOT_MOVES,
): number {
  const { engine, tree } = context;
  // The table's move first, as at every node: with a kept table, the move a search before found
  // here (a win it proved, say), which the ordering may rank below the first `limit`.
  ttProbe(engine.keyLo, engine.keyHi, ROOT_PROBE);
  let count = generateMoves(engine, tree.context, 0, limit, ROOT_PROBE.move, blind);
  for (let i = 0; i < count; i++) out[i] = tree.context.moves[i]!;
  if (count > 0) return count;
  for (const at of engine.interior) {
    if (engine.cells[at] === EMPTY && playable(engine, at) && count < out.length) out[count++] = at;
  }
  return count;
}

/**
 * Keeps the moves of `moves` after which the opponent has no VCF (within `depth` fours, as far
 * as `nodes` nodes per move can tell); returns how many are left, compacted at the front. When
 * no move stops it, the list is left whole and 0 is returned.
 */
export async function stopVcf(
  vcf: VcfSolver,
  moves: Int32Array,
  count: number,
  depth: number,
  nodes: number,
  deadline: number,
  context: RootContext,
): Promise<number> {
  const { engine } = context;
  const kept = new Int32Array(count);
  let left = 0;
  for (let i = 0; i < count; i++) {
    engine.make(moves[i]!);
    const result = await solveInSlices(vcf, depth, nodes, deadline, context, false);
    engine.unmake();
    if (result !== WIN) kept[left++] = moves[i]!;
    if (context.stopped()) {
      // Out of time: keep the moves not yet looked at, rather than judge them unseen.
      for (let j = i + 1; j < count; j++) kept[left++] = moves[j]!;
      break;
    }
  }
  if (left === 0) return 0;
  moves.set(kept.subarray(0, left));
  return left;
}

/** Whether the opponent (not to move) has an open three: a point giving it a straight four. */
export function opponentThreatensThree(engine: Engine): boolean {
  return engine.counts[(2 - engine.turn) * CLASSES + FLEX4]! > 0;
}

/**
 * Drops from `moves` the points where the opponent would make a four or a five, which are the
 * blocks of its open threes and fours, for a weak level that overlooks them; returns the new
 * count. Keeps the list when nothing else would be left.
 */
export function dropDefences(engine: Engine, moves: Int32Array, count: number): number {
  const other = 2 - engine.turn;
  const classes = engine.classes[other]!;
  let left = 0;
  const kept = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const at = moves[i]!;
    const kind = classes[engine.words[at * 2 + other]!]!;
    if (kind >= FOUR && kind !== FORBID) continue;
    kept[left++] = at;
  }
  if (left === 0) return count;
  moves.set(kept.subarray(0, left));
  return left;
}

export { NO_WIN, UNKNOWN, WIN };
