/**
 * The exact solver from 5 to about 7 empty squares, and the entry to it for any number below that.
 * Each empty square, taken from the list in `empties.ts`, is tried by computing its flips; the
 * quadrant parity orders the squares (a move into a region with an odd number of empties tends to
 * keep the last move there), and the opponent's stable discs may cut a node off. Scores are disc
 * differentials for the side to move, empty squares to the winner; windows are fail-soft.
 */
import * as bitboard from '../../reversi/bitboard.ts';
import * as emptiesList from './empties.ts';
import * as lastMoves from './solve-last.ts';
import * as stability from './stability.ts';
import * as stack from './stack.ts';

// Copied into module constants: see the note in `reversi/perft.ts` on imported bindings.
const { computeFlips, generateMoves, SLOT } = bitboard;
const { NEXT, PREV, QUADRANT, HEAD } = emptiesList;
const { NONE, passInto, playInto, solve1, solve2, solve3, solve4 } = lastMoves;
const { BOARDS, STATS, finalScore } = stack;
const { stableDiscs } = stability;

// The squares around each square, lo/hi: a move flips something only next to an opponent's disc.
const NEIGHBOURS = new Int32Array(128);
for (let square = 0; square < 64; square++) {
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const x = (square & 7) + dx;
      const y = (square >> 3) + dy;
      if ((dx === 0 && dy === 0) || x < 0 || x > 7 || y < 0 || y > 7) continue;
      const other = y * 8 + x;
      NEIGHBOURS[square * 2 + (other >> 5)]! |= 1 << (other & 31);
    }
  }
}

/**
 * The exact score of slot `i` with `empties` (5 or more) empty squares, those of the list, and
 * their quadrant parity. Squares in odd quadrants are tried first, then the rest, each in the
 * list's order.
 */
export function solveShallow(
  i: number,
  alpha: number,
  beta: number,
  empties: number,
  parity: number,
): number {
  STATS[0]!++;
  // Once alpha is this high the opponent's stable discs may cap the score below it (Edax's
  // threshold, near enough): a stability count is cheaper than the subtree.
  if (alpha >= 2 * empties) {
    const cap = 64 - 2 * stableDiscs(BOARDS[i + 2]!, BOARDS[i + 3]!, BOARDS[i]!, BOARDS[i + 1]!);
    if (cap <= alpha) return cap;
  }
  const j = i + SLOT;
  let best = NONE;
  for (let round = 0; round < 2; round++) {
    const odd = round === 0;
    for (let square = NEXT[HEAD]!; square !== HEAD; square = NEXT[square]!) {
      if (((QUADRANT[square]! & parity) !== 0) !== odd) continue;
      const nearLo = BOARDS[i + 2]! & NEIGHBOURS[square * 2]!;
      const nearHi = BOARDS[i + 3]! & NEIGHBOURS[square * 2 + 1]!;
      if ((nearLo | nearHi) === 0) continue;
      computeFlips(BOARDS, i, square);
      const fLo = BOARDS[i + 6]!;
      const fHi = BOARDS[i + 7]!;
      if ((fLo | fHi) === 0) continue;
      playInto(i, j, square, fLo, fHi);
      const prev = PREV[square]!;
      const next = NEXT[square]!;
      NEXT[prev] = next;
      PREV[next] = prev;
      const childParity = parity ^ QUADRANT[square]!;
      const score =
        empties === 5
          ? -solve4(j, -beta, -alpha, childParity, false)
          : -solveShallow(j, -beta, -alpha, empties - 1, childParity);
      NEXT[prev] = square;
      PREV[next] = square;
      if (score > best) {
        if (score >= beta) return score;
        best = score;
        if (score > alpha) alpha = score;
      }
    }
  }
  if (best !== NONE) return best;
  passInto(i, j);
  generateMoves(BOARDS, j);
  if ((BOARDS[j + 4]! | BOARDS[j + 5]!) === 0)
    return finalScore(BOARDS[i]!, BOARDS[i + 1]!, empties);
  return -solveShallow(j, -beta, -alpha, empties, parity);
}

/** Exact score of slot `i` with the list's `empties` squares, any number from 0 up. */
export function solveSmall(
  i: number,
  alpha: number,
  beta: number,
  empties: number,
  parity: number,
): number {
  if (empties >= 5) return solveShallow(i, alpha, beta, empties, parity);
  if (empties === 4) return solve4(i, alpha, beta, parity, false);
  const a = NEXT[HEAD]!;
  if (empties === 3) return solve3(i, alpha, beta, a, NEXT[a]!, NEXT[NEXT[a]!]!, false);
  if (empties === 2) return solve2(i, alpha, beta, a, NEXT[a]!, false);
  if (empties === 1) return solve1(i, a);
  STATS[0]!++;
  return finalScore(BOARDS[i]!, BOARDS[i + 1]!, 0);
}
