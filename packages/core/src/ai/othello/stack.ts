/**
 * The search's private working memory, shared by every module of the Othello search: board slots
 * in the layout of `reversi/bitboard.ts`, one per ply, and the counters. Module-level typed arrays
 * keep the hot loops free of allocation and of property loads on objects; searches in one thread
 * take turns (see `search.ts`), so one set is enough.
 */
import * as bitboard from '../../reversi/bitboard.ts';

const { SLOT } = bitboard;

/** Deepest ply the tree search may reach: 60 moves, each perhaps after a pass, and the root. */
export const MAX_PLY = 128;

/** Board slots: ply `k` of the tree search uses `k * SLOT`; the small solvers go on past it. */
export const BOARDS = new Int32Array((MAX_PLY + 72) * SLOT);

/**
 * `STATS[NODES]` counts positions visited, `STATS[SORT_NODES]` the positions the move ordering
 * evaluated on the side (not in `NODES`); floats so they never wrap.
 */
export const STATS = new Float64Array(2);
/** Index of the node count in `STATS`. */
export const NODES = 0;
/** Index of the ordering's evaluation count in `STATS`. */
export const SORT_NODES = 1;

/**
 * Score units per disc. Evaluations are integers in these units; exact results are disc
 * differentials times `SCALE`, so one transposition table holds both.
 */
export const SCALE = 16;

/** Beyond any score: the best exact score is 64 discs, `64 * SCALE`. */
export const INF = 30000;

/** The largest evaluation of a position that is not over, kept below every won final score. */
export const EVAL_LIMIT = 63 * SCALE;

/** Scratch slot for helpers that need one outside the tree (evaluation, ordering). */
export const SCRATCH = new Int32Array(4 * SLOT);

/** The score of a finished game for P with `empties` squares left: differential, empties to the winner. */
export function finalScore(pLo: number, pHi: number, empties: number): number {
  const own = bitboard.popcount(pLo) + bitboard.popcount(pHi);
  const diff = 2 * own - (64 - empties);
  if (diff > 0) return diff + empties;
  if (diff < 0) return diff - empties;
  return 0;
}
