/**
 * Scores and the static evaluation. A win found by search scores `WIN` less the plies to the
 * five, so nearer wins score higher; evaluations stay well inside `±EVAL_LIMIT`, below every win.
 */
import {
  CLASSES,
  DOUBLE_THREE,
  FLEX4,
  FOUR,
  FOUR_PLUS,
  FOUR_THREE,
  THREE,
  THREE_PLUS,
} from './combine.ts';
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

/** Threat situations (`threatIndex`): 10 bits, for each of the three kinds of side to move. */
export const THREAT_SITUATIONS = 3 << 10;

/**
 * The evaluation for the side to move: what its empty points are worth to it (lines it could
 * extend, threats it could make) less what they are worth to the opponent, the mover's own
 * chances counting a little more since it moves first; and the score of the threat situation,
 * which weighs what no single point shows: two threats at once, or a threat met by a threat.
 */
export function evaluate(engine: Engine): number {
  const side = engine.turn - 1;
  const own = engine.sums[side]!;
  const theirs = engine.sums[1 - side]!;
  const value = own + (own >> 3) - theirs + engine.threats[threatIndex(engine)]!;
  return value > EVAL_LIMIT ? EVAL_LIMIT : Math.max(value, -EVAL_LIMIT);
}

/**
 * The threat situation of the position, as the index of its score: which threats each side
 * could make with its next stone, read from the class counts the engine keeps. Bits 0-4 are the
 * side to move's: a four, an open three, two or more open threes, a double three, a four-three;
 * bits 5-9 the opponent's: an open three on the board (a straight four to make), a four, an open
 * three, two or more, a double three or four-three. The kind of side to move (any side of a rule
 * without forbidden points, Renju black, Renju white) picks one of three tables of 1,024.
 */
export function threatIndex(engine: Engine): number {
  const { counts } = engine;
  const side = engine.turn - 1;
  const own = side * CLASSES;
  const other = (1 - side) * CLASSES;
  const ownThrees = counts[own + THREE]! + counts[own + THREE_PLUS]!;
  const otherThrees = counts[other + THREE]! + counts[other + THREE_PLUS]!;
  const kind = engine.judge === null ? 0 : 1 + side;
  return (
    (kind << 10) |
    (counts[own + FOUR]! + counts[own + FOUR_PLUS]! > 0 ? 1 : 0) |
    (ownThrees > 0 ? 2 : 0) |
    (ownThrees > 1 ? 4 : 0) |
    (counts[own + DOUBLE_THREE]! > 0 ? 8 : 0) |
    (counts[own + FOUR_THREE]! > 0 ? 16 : 0) |
    (counts[other + FLEX4]! > 0 ? 32 : 0) |
    (counts[other + FOUR]! + counts[other + FOUR_PLUS]! > 0 ? 64 : 0) |
    (otherThrees > 0 ? 128 : 0) |
    (otherThrees > 1 ? 256 : 0) |
    (counts[other + DOUBLE_THREE]! + counts[other + FOUR_THREE]! > 0 ? 512 : 0)
  );
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
