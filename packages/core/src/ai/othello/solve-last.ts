/**
 * The exact solver for the last four empty squares, where most of an endgame's nodes are: no
 * move generation and no list, just the squares passed along in order of preference, each tried by
 * computing its flips; the very last square only counts flips (`last-flips.ts`). Scores are disc
 * differentials for the side to move, empty squares to the winner; windows are fail-soft.
 */
import * as bitboard from '../../reversi/bitboard.ts';
import * as emptiesList from './empties.ts';
import * as lastFlips from './last-flips.ts';
import * as stack from './stack.ts';

// Copied into module constants: see the note in `reversi/perft.ts` on imported bindings.
const { computeFlips, popcount, SLOT } = bitboard;
const { NEXT, QUADRANT, HEAD } = emptiesList;
const { countLastFlips } = lastFlips;
const { BOARDS, STATS, finalScore } = stack;

/** Below every score, in discs. */
export const NONE = -128;

/** Writes the position after P plays `square` flipping `fLo`/`fHi` in slot `i` to slot `j`. */
export function playInto(i: number, j: number, square: number, fLo: number, fHi: number): void {
  const bit = 1 << square;
  BOARDS[j] = BOARDS[i + 2]! ^ fLo;
  BOARDS[j + 1] = BOARDS[i + 3]! ^ fHi;
  BOARDS[j + 2] = BOARDS[i]! | fLo | (square < 32 ? bit : 0);
  BOARDS[j + 3] = BOARDS[i + 1]! | fHi | (square < 32 ? 0 : bit);
}

/** Writes slot `i` with the sides swapped to slot `j`. */
export function passInto(i: number, j: number): void {
  BOARDS[j] = BOARDS[i + 2]!;
  BOARDS[j + 1] = BOARDS[i + 3]!;
  BOARDS[j + 2] = BOARDS[i]!;
  BOARDS[j + 3] = BOARDS[i + 1]!;
}

/** The exact score with one empty square left, `square`. */
export function solve1(i: number, square: number): number {
  STATS[0]!++;
  const own = 2 * (popcount(BOARDS[i]!) + popcount(BOARDS[i + 1]!)) - 63;
  let n = countLastFlips(square, BOARDS[i]!, BOARDS[i + 1]!);
  if (n > 0) return own + 1 + 2 * n;
  n = countLastFlips(square, BOARDS[i + 2]!, BOARDS[i + 3]!);
  if (n > 0) return own - 1 - 2 * n;
  // Nobody can play the last square: it goes to the winner, and 63 discs never tie.
  return own > 0 ? own + 1 : own - 1;
}

/** The exact score with two empty squares, `a` then `b` in order of preference. */
export function solve2(
  i: number,
  alpha: number,
  beta: number,
  a: number,
  b: number,
  passed: boolean,
): number {
  STATS[0]!++;
  const j = i + SLOT;
  let best = NONE;
  computeFlips(BOARDS, i, a);
  if ((BOARDS[i + 6]! | BOARDS[i + 7]!) !== 0) {
    playInto(i, j, a, BOARDS[i + 6]!, BOARDS[i + 7]!);
    best = -solve1(j, b);
    if (best >= beta) return best;
  }
  computeFlips(BOARDS, i, b);
  if ((BOARDS[i + 6]! | BOARDS[i + 7]!) !== 0) {
    playInto(i, j, b, BOARDS[i + 6]!, BOARDS[i + 7]!);
    const score = -solve1(j, a);
    return Math.max(score, best);
  }
  if (best !== NONE) return best;
  if (passed) return finalScore(BOARDS[i]!, BOARDS[i + 1]!, 2);
  passInto(i, j);
  return -solve2(j, -beta, -alpha, a, b, true);
}

/** The exact score with three empty squares, tried in the order given. */
export function solve3(
  i: number,
  alpha: number,
  beta: number,
  a: number,
  b: number,
  c: number,
  passed: boolean,
): number {
  STATS[0]!++;
  const j = i + SLOT;
  let best = NONE;
  computeFlips(BOARDS, i, a);
  if ((BOARDS[i + 6]! | BOARDS[i + 7]!) !== 0) {
    playInto(i, j, a, BOARDS[i + 6]!, BOARDS[i + 7]!);
    best = -solve2(j, -beta, -alpha, b, c, false);
    if (best >= beta) return best;
    if (best > alpha) alpha = best;
  }
  computeFlips(BOARDS, i, b);
  if ((BOARDS[i + 6]! | BOARDS[i + 7]!) !== 0) {
    playInto(i, j, b, BOARDS[i + 6]!, BOARDS[i + 7]!);
    const score = -solve2(j, -beta, -alpha, a, c, false);
    if (score >= beta) return score;
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
    }
  }
  computeFlips(BOARDS, i, c);
  if ((BOARDS[i + 6]! | BOARDS[i + 7]!) !== 0) {
    playInto(i, j, c, BOARDS[i + 6]!, BOARDS[i + 7]!);
    const score = -solve2(j, -beta, -alpha, a, b, false);
    return Math.max(score, best);
  }
  if (best !== NONE) return best;
  if (passed) return finalScore(BOARDS[i]!, BOARDS[i + 1]!, 3);
  passInto(i, j);
  return -solve3(j, -beta, -alpha, a, b, c, true);
}

/**
 * The exact score with four empty squares, the ones in the list. Squares alone in their quadrant
 * go first: of the hole shapes 4, 3-1, 2-2, 2-1-1 and 1-1-1-1 only 2-1-1 needs reordering.
 */
export function solve4(
  i: number,
  alpha: number,
  beta: number,
  parity: number,
  passed: boolean,
): number {
  STATS[0]!++;
  let a = NEXT[HEAD]!;
  let b = NEXT[a]!;
  let c = NEXT[b]!;
  let d = NEXT[c]!;
  // Stable partition, odd quadrants first, kept as a run of swaps on four locals.
  if ((QUADRANT[a]! & parity) === 0) {
    if ((QUADRANT[b]! & parity) !== 0) {
      if ((QUADRANT[c]! & parity) !== 0) {
        const t = a;
        a = b;
        b = c;
        c = t;
      } else if ((QUADRANT[d]! & parity) !== 0) {
        const t = a;
        a = b;
        b = d;
        d = c;
        c = t;
      }
    } else if ((QUADRANT[c]! & parity) !== 0 && (QUADRANT[d]! & parity) !== 0) {
      let t = a;
      a = c;
      c = t;
      t = b;
      b = d;
      d = t;
    }
  } else if ((QUADRANT[b]! & parity) === 0) {
    if ((QUADRANT[c]! & parity) !== 0) {
      const t = b;
      b = c;
      c = t;
    } else if ((QUADRANT[d]! & parity) !== 0) {
      const t = b;
      b = d;
      d = c;
      c = t;
    }
  }
  const j = i + SLOT;
  let best = NONE;
  computeFlips(BOARDS, i, a);
  if ((BOARDS[i + 6]! | BOARDS[i + 7]!) !== 0) {
    playInto(i, j, a, BOARDS[i + 6]!, BOARDS[i + 7]!);
    best = -solve3(j, -beta, -alpha, b, c, d, false);
    if (best >= beta) return best;
    if (best > alpha) alpha = best;
  }
  computeFlips(BOARDS, i, b);
  if ((BOARDS[i + 6]! | BOARDS[i + 7]!) !== 0) {
    playInto(i, j, b, BOARDS[i + 6]!, BOARDS[i + 7]!);
    const score = -solve3(j, -beta, -alpha, a, c, d, false);
    if (score >= beta) return score;
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
    }
  }
  computeFlips(BOARDS, i, c);
  if ((BOARDS[i + 6]! | BOARDS[i + 7]!) !== 0) {
    playInto(i, j, c, BOARDS[i + 6]!, BOARDS[i + 7]!);
    const score = -solve3(j, -beta, -alpha, a, b, d, false);
    if (score >= beta) return score;
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
    }
  }
  computeFlips(BOARDS, i, d);
  if ((BOARDS[i + 6]! | BOARDS[i + 7]!) !== 0) {
    playInto(i, j, d, BOARDS[i + 6]!, BOARDS[i + 7]!);
    const score = -solve3(j, -beta, -alpha, a, b, c, false);
    return Math.max(score, best);
  }
  if (best !== NONE) return best;
  if (passed) return finalScore(BOARDS[i]!, BOARDS[i + 1]!, 4);
  passInto(i, j);
  return -solve4(j, -beta, -alpha, parity, true);
}
