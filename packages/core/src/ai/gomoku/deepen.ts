/**
 * Iterative deepening over the root moves, and the search result. Each iteration searches one
 * ply deeper than the last, its moves ordered by the last one's scores; the search stops at the
 * depth limit, at a proven win or loss, when the time left would not see the next iteration
 * through (level 10 goes on to the end of its time), or when told to. An iteration cut short still counts once its first move (the last
 * iteration's best) is searched: it can only have found something better.
 */
import { formatPoint } from '../../gomoku/coords.ts';
import type { Point } from '../../gomoku/types.ts';
import { FIVE } from './combine.ts';
import type { Engine } from './engine.ts';
import { GOMOKU_WIN, isMate, WIN_BOUND } from './evaluate.ts';
import { pointOf, pointsOf } from './input.ts';
import { rootMoves } from './root.ts';
import { DONE, MAX_PLY, PAUSED, type Tree } from './tree.ts';
import type { GomokuSearchOptions, GomokuSearchResult } from './types.ts';

/** Nodes the tree searches between looks at the clock and chances to yield. */
const SLICE = 4096;

/** What every result is made from. */
export interface Basis {
  readonly started: number; // Date.now() when the search began
  readonly spent: () => number; // nodes visited so far, by every solver
  readonly interrupted: () => boolean; // whether a limit or the caller stopped the search
}

/** A move decided without the tree, or the tree's answer. */
export interface Decision {
  readonly move: Point | null; // the move, null when the game is over
  readonly score: number; // for the side to move
  readonly pv?: readonly Point[]; // the expected line, the move first
  readonly depth?: number; // plies searched
  readonly exact?: boolean; // the score is proven
}

/** Builds the result of a search. */
export function settle(basis: Basis, decision: Decision): GomokuSearchResult {
  const { move, score } = decision;
  const pv = decision.pv ?? (move === null ? [] : [move]);
  return {
    move,
    moveName: move === null ? null : formatPoint(move),
    score,
    pv,
    pvNames: pv.map(formatPoint),
    depth: decision.depth ?? 0,
    nodes: basis.spent(),
    timeMs: Date.now() - basis.started,
    exact: decision.exact ?? false,
    bound: 'exact',
    interrupted: basis.interrupted(),
  };
}

/** The result of a winning line found by a threat solver: its first move, and its length. */
export function settleLine(
  basis: Basis,
  engine: Engine,
  line: Int32Array,
  length: number,
): GomokuSearchResult {
  const pv = pointsOf(engine, line, length);
  // A line ends with the five, or with a four nothing stops, whose five comes two plies later.
  const attacker = engine.turn - 1;
  for (let i = 0; i < length - 1; i++) engine.make(line[i]!);
  const five = engine.classOf(line[length - 1]!, attacker) === FIVE;
  for (let i = 0; i < length - 1; i++) engine.unmake();
  const plies = five ? length : length + 2;
  return settle(basis, { move: pv[0]!, score: winScore(plies), pv, exact: true });
}

/** The score of a win whose five is the `plies`-th ply from now. */
function winScore(plies: number): number {
  return GOMOKU_WIN - plies;
}

/** What `deepen` needs. */
export interface Deepening extends Basis {
  readonly engine: Engine; // the board at the root
  readonly tree: Tree; // the search
  readonly moves: Int32Array; // the root moves, best first
  readonly count: number; // how many
  readonly maxDepth: number; // the deepest iteration
  readonly timeMs: number; // the time budget
  readonly fullTime: boolean; // go on deepening until the time is up (level 10)
  readonly stopped: () => boolean; // any limit, the signal or shouldStop says stop
  readonly aborted: () => boolean; // the signal or shouldStop says stop
  readonly options: GomokuSearchOptions; // for `onIteration`
  readonly pause: () => Promise<void>; // yields to the event loop when due
}

/** Runs the iterations and returns the result of the deepest one that counts. */
export async function deepen(job: Deepening): Promise<GomokuSearchResult> {
  const { engine, tree, maxDepth, timeMs, started } = job;
  let order = job.moves.slice(0, job.count);
  let count = job.count;
  const rootTop = engine.top;
  let best: GomokuSearchResult = settle(job, { move: pointOf(engine, order[0]!), score: 0 });
  for (let depth = 1; depth <= Math.min(maxDepth, MAX_PLY - 8); depth++) {
    tree.setRoot(order, count);
    tree.start(depth);
    // The first iteration takes a moment and gives every root move a score: it runs whatever
    // the clock says, so that even a search out of time plays a searched move.
    tree.stop = depth === 1 ? job.aborted : job.stopped;
    let status = PAUSED;
    while (status === PAUSED) {
      status = tree.run(SLICE);
      if (status === PAUSED) await job.pause();
    }
    const finished = status === DONE;
    if (!finished) tree.abandon(rootTop);
    if (tree.rootDone === 0 || tree.bestMove[0]! < 0) break;
    best = resultOf(job, depth, finished);
    if (!finished) break;
    if (best.score < -WIN_BOUND && tree.context.cut[0] === 1) {
      // Every root move listed loses, but the list left some out: one of them may hold (see
      // `Tree.widen`). Search this depth again over them all.
      order = new Int32Array(tree.context.stride);
      count = rootMoves(job, order, false, order.length);
      depth--;
      continue;
    }
    job.options.onIteration?.(best);
    reorder(order, tree, count);
    if (isMate(best.score)) break;
    // The next iteration takes a few times longer than this one: start it only if it can end,
    // unless the level is to use all its time, where an unfinished iteration still may help.
    if (!job.fullTime && Date.now() - started > timeMs * 0.4) break;
  }
  // The counts and the flags as the search ended, not as the last iteration did.
  return {
    ...best,
    nodes: job.spent(),
    timeMs: Date.now() - started,
    interrupted: job.interrupted(),
  };
}

/** The result of the iteration to `depth` just ended (or cut short). */
function resultOf(job: Deepening, depth: number, finished: boolean): GomokuSearchResult {
  const { tree, engine } = job;
  const move = tree.bestMove[0]!;
  const score = tree.best[0]! - tree.noise[move]!;
  const pv = pointsOf(engine, tree.pv, Math.max(1, tree.pvLength[0]!));
  return settle(job, {
    move: pointOf(engine, move),
    score,
    pv: pv[0] === undefined ? [pointOf(engine, move)] : pv,
    depth: finished ? depth : depth - 1,
    exact: isMate(score),
  });
}

/** Sorts the root moves by this iteration's scores, best first (stable for ties). */
function reorder(order: Int32Array, tree: Tree, count: number): void {
  const scored = Array.from(order.subarray(0, count), (move, i) => ({
    move,
    score: i < tree.rootDone ? tree.rootScores[i]! : -Infinity,
    i,
  }));
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  scored.forEach((entry, i) => {
    order[i] = entry.move;
  });
}
