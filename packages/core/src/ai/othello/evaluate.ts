/**
 * The static evaluation: an estimate of the final disc differential for the side to move, in
 * `SCALE` units per disc, from features a human player would also weigh: mobility and access to
 * corners, potential mobility (empty squares next to the opponent's discs), corners held, X- and
 * C-squares next to an empty corner, stable edge discs, discs late in the game and parity.
 */
import * as bitboard from '../../reversi/bitboard.ts';
import * as stability from './stability.ts';
import * as stack from './stack.ts';

const { generateMoves, popcount, SLOT } = bitboard;
const { stableEdgeCount } = stability;
const { BOARDS, EVAL_LIMIT, SCALE } = stack;

// Own scratch slots: P's moves in the first, O's in the second.
const WORK = new Int32Array(2 * SLOT);

const CORNERS_LO = 0x81; // a1, h1
const CORNERS_HI = 0x81 << 24; // a8, h8
// X-squares (b2, g2, b7, g7) and C-squares (b1, g1, a2, h2 / a7, h7, b8, g8) by corner.
const X_LO = [1 << 9, 1 << 14];
const X_HI = [1 << 17, 1 << 22];
const C_LO = [(1 << 1) | (1 << 8), (1 << 6) | (1 << 15)];
const C_HI = [(1 << 16) | (1 << 25), (1 << 23) | (1 << 30)];

// Weights by number of empty squares, in score units: mobility matters most in the midgame,
// discs only near the end. Up to 64 empties: a position set up by hand may have fewer than 4 discs.
const W_MOBILITY = new Int32Array(65);
const W_POTENTIAL = new Int32Array(65);
const W_DISCS = new Int32Array(65);
const W_STABLE = new Int32Array(65);
for (let e = 0; e <= 64; e++) {
  const late = e < 24 ? (24 - e) / 24 : 0; // 0 in the midgame, 1 at the end
  W_MOBILITY[e] = Math.round(SCALE * (1.1 - 0.6 * late));
  W_POTENTIAL[e] = Math.round(SCALE * (0.45 - 0.3 * late));
  W_DISCS[e] = Math.round(SCALE * (0.9 * late * late - (e > 40 ? 0.1 : 0)));
  W_STABLE[e] = Math.round(SCALE * (1.6 + 0.4 * late));
}
const W_CORNER = 7 * SCALE;
const W_CORNER_MOVE = 2 * SCALE;
const W_X = Math.round(4.5 * SCALE);
const W_C = Math.round(1.5 * SCALE);
const W_PARITY = SCALE;

/**
 * Empty squares next to a disc of `x` (lo/hi), as a count: the frontier, and the opponent's
 * potential moves.
 */
export function frontier(xLo: number, xHi: number, emptyLo: number, emptyHi: number): number {
  // Sideways steps stay in their half; the four steps that change rows carry between halves.
  const sideLo = ((xLo << 1) & 0xfefefefe) | ((xLo >>> 1) & 0x7f7f7f7f);
  const sideHi = ((xHi << 1) & 0xfefefefe) | ((xHi >>> 1) & 0x7f7f7f7f);
  const rowLo = xLo | sideLo;
  const rowHi = xHi | sideHi;
  // A square is next to x when its row, or the row above or below it, holds x or a side step.
  const nearLo = sideLo | (rowLo << 8) | (rowLo >>> 8) | (rowHi << 24);
  const nearHi = sideHi | (rowHi << 8) | (rowHi >>> 8) | (rowLo >>> 24);
  return popcount(nearLo & emptyLo) + popcount(nearHi & emptyHi);
}

/** X- and C-square penalty count for the discs `x`: by corner, only while that corner is empty. */
function badSquares(xLo: number, xHi: number, emptyLo: number, emptyHi: number): number {
  let score = 0;
  for (let k = 0; k < 2; k++) {
    if ((emptyLo & (k === 0 ? 1 : 0x80)) !== 0) {
      if ((xLo & X_LO[k]!) !== 0) score += W_X;
      score += W_C * popcount(xLo & C_LO[k]!);
    }
    if ((emptyHi & (k === 0 ? 1 << 24 : 1 << 31)) !== 0) {
      if ((xHi & X_HI[k]!) !== 0) score += W_X;
      score += W_C * popcount(xHi & C_HI[k]!);
    }
  }
  return score;
}

/** The evaluation of slot `i` for its side to move, `empties` squares empty. */
export function evaluate(i: number, empties: number): number {
  const pLo = BOARDS[i]!;
  const pHi = BOARDS[i + 1]!;
  const oLo = BOARDS[i + 2]!;
  const oHi = BOARDS[i + 3]!;
  WORK[0] = pLo;
  WORK[1] = pHi;
  WORK[2] = oLo;
  WORK[3] = oHi;
  generateMoves(WORK, 0);
  WORK[SLOT] = oLo;
  WORK[SLOT + 1] = oHi;
  WORK[SLOT + 2] = pLo;
  WORK[SLOT + 3] = pHi;
  generateMoves(WORK, SLOT);
  const mpLo = WORK[4]!;
  const mpHi = WORK[5]!;
  const moLo = WORK[SLOT + 4]!;
  const moHi = WORK[SLOT + 5]!;
  const emptyLo = ~(pLo | oLo);
  const emptyHi = ~(pHi | oHi);

  let score =
    W_MOBILITY[empties]! * (popcount(mpLo) + popcount(mpHi) - popcount(moLo) - popcount(moHi));
  score +=
    W_CORNER_MOVE *
    (popcount(mpLo & CORNERS_LO) +
      popcount(mpHi & CORNERS_HI) -
      popcount(moLo & CORNERS_LO) -
      popcount(moHi & CORNERS_HI));
  score +=
    W_POTENTIAL[empties]! *
    (frontier(oLo, oHi, emptyLo, emptyHi) - frontier(pLo, pHi, emptyLo, emptyHi));
  score +=
    W_CORNER *
    (popcount(pLo & CORNERS_LO) +
      popcount(pHi & CORNERS_HI) -
      popcount(oLo & CORNERS_LO) -
      popcount(oHi & CORNERS_HI));
  score += badSquares(oLo, oHi, emptyLo, emptyHi) - badSquares(pLo, pHi, emptyLo, emptyHi);
  score +=
    W_STABLE[empties]! *
    (stableEdgeCount(pLo, pHi, oLo, oHi) - stableEdgeCount(oLo, oHi, pLo, pHi));
  score += W_DISCS[empties]! * (popcount(pLo) + popcount(pHi) - popcount(oLo) - popcount(oHi));
  // The side to move with an odd number of squares left may expect the last move.
  if (empties < 20) score += (empties & 1) === 1 ? W_PARITY : -W_PARITY;
  if (score > EVAL_LIMIT) return EVAL_LIMIT;
  if (score < -EVAL_LIMIT) return -EVAL_LIMIT;
  return score;
}
