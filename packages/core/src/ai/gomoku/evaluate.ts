/**
 * Scores and the static evaluation. A win found by search scores `WIN` less the plies to the
 * five, so nearer wins score higher; evaluations stay well inside `±EVAL_LIMIT`, below every win.
 */
import type { Engine } from './engine.ts';

/**
 * The score of a five on the board: a win in `n` plies scores `GOMOKU_WIN - n`.
 *
 * @example
 * result.score >= GOMOKU_WIN - 100; // a forced win found
 */
export const GOMOKU_WIN = 30000;
/** Scores beyond this are forced wins (or, negated, losses). */
export const WIN_BOUND = GOMOKU_WIN - 1000;
/** Beyond any score. */
export const INF = 31000;
/** The largest evaluation of a position whose outcome is not known. */
export const EVAL_LIMIT = 20000;

/**
 * The evaluation for the side to move: what its empty points are worth to it (lines it could
 * extend, threats it could make) less what they are worth to the opponent, the mover's own
 * chances counting a little more since it moves first.
 */
export function evaluate(engine: Engine): number {
  const side = engine.turn - 1;
  const own = engine.sums[side]!;
  const theirs = engine.sums[1 - side]!;
  const value = own + (own >> 3) - theirs;
  return value > EVAL_LIMIT ? EVAL_LIMIT : Math.max(value, -EVAL_LIMIT);
}

/** Whether `score` is a proven win or loss. */
export function isMate(score: number): boolean {
  return score > WIN_BOUND || score < -WIN_BOUND;
}

/** A score as the transposition table keeps it: wins counted from the node at `ply`. */
export function toTable(score: number, ply: number): number {
  return score > WIN_BOUND ? score + ply : score < -WIN_BOUND ? score - ply : score;
}

/** A score read from the transposition table at a node at `ply`. */
export function fromTable(score: number, ply: number): number {
  return score > WIN_BOUND ? score - ply : score < -WIN_BOUND ? score + ply : score;
}
