import { refuseOption } from '../options.ts';
import * as bitboard from './bitboard.ts';
import type { Position } from './position.ts';

// Copied into module constants once: under CommonJS interop or an unbundled dev server, every use of
// an imported binding is a getter call, which made this loop four times slower.
const {
  computeFlips,
  generateMoves,
  popcount,
  F_HI,
  F_LO,
  M_HI,
  M_LO,
  O_HI,
  O_LO,
  P_HI,
  P_LO,
  SLOT,
} = bitboard;

/** The deepest perft the stack below has room for; far beyond anything that finishes. */
export const PERFT_MAX_DEPTH = 64;

// One slot per ply, plus one for the child of the last ply and one for a pass check.
const STACK = new Int32Array((PERFT_MAX_DEPTH + 2) * SLOT);

/**
 * Counts the leaves `depth` plies below `position` (see `perftBits`).
 *
 * @throws OptionError (`depth`) unless `depth` is an integer from 0 to `PERFT_MAX_DEPTH`
 */
export function perft(position: Position, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0 || depth > PERFT_MAX_DEPTH) {
    throw refuseOption('depth', `an integer from 0 to ${PERFT_MAX_DEPTH}`, depth);
  }
  const p = position;
  return p.turn === 'black'
    ? perftBits(p.blackLo, p.blackHi, p.whiteLo, p.whiteHi, depth)
    : perftBits(p.whiteLo, p.whiteHi, p.blackLo, p.blackHi, depth);
}

/**
 * Counts the leaves of the game tree `depth` plies below a position, in Edax's convention: a
 * forced pass is one ply, and lines whose game ended before `depth` plies are not counted.
 * The bitboards are P (side to move) and O, as lo/hi halves.
 */
export function perftBits(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  depth: number,
): number {
  STACK[P_LO] = pLo;
  STACK[P_HI] = pHi;
  STACK[O_LO] = oLo;
  STACK[O_HI] = oHi;
  return depth === 0 ? 1 : node(0, depth);
}

/** Leaves below the position in slot `i`, `depth` >= 1 plies deep. */
function node(i: number, depth: number): number {
  generateMoves(STACK, i);
  let lo = STACK[i + M_LO]!;
  let hi = STACK[i + M_HI]!;
  if ((lo | hi) === 0) return passNode(i, depth);
  // Bulk counting: the leaves one ply down are the legal moves, none of which needs playing.
  if (depth === 1) return popcount(lo) + popcount(hi);
  let leaves = 0;
  if (depth === 2) {
    while (lo !== 0) {
      const bit = lo & -lo;
      lo ^= bit;
      leaves += lastPly(i, 31 - Math.clz32(bit));
    }
    while (hi !== 0) {
      const bit = hi & -hi;
      hi ^= bit;
      leaves += lastPly(i, 63 - Math.clz32(bit));
    }
    return leaves;
  }
  while (lo !== 0) {
    const bit = lo & -lo;
    lo ^= bit;
    play(i, 31 - Math.clz32(bit));
    leaves += node(i + SLOT, depth - 1);
  }
  while (hi !== 0) {
    const bit = hi & -hi;
    hi ^= bit;
    play(i, 63 - Math.clz32(bit));
    leaves += node(i + SLOT, depth - 1);
  }
  return leaves;
}

/** Leaves below the move `square` of slot `i`, one ply from the end: the moves that follow it. */
function lastPly(i: number, square: number): number {
  play(i, square);
  const j = i + SLOT;
  generateMoves(STACK, j);
  const lo = STACK[j + M_LO]!;
  const hi = STACK[j + M_HI]!;
  if ((lo | hi) !== 0) return popcount(lo) + popcount(hi);
  // No move: a pass is the one leaf if the mover can move again, and the game is over otherwise.
  return canMoveAfterPass(j) ? 1 : 0;
}

/** Slot `i` has no move: pass (one ply) if the opponent can move, or end the line uncounted. */
function passNode(i: number, depth: number): number {
  if (!canMoveAfterPass(i)) return 0;
  if (depth === 1) return 1;
  return node(i + SLOT, depth - 1);
}

/** Writes the position after a pass in slot `i` to the next slot; whether its mover has a move. */
function canMoveAfterPass(i: number): boolean {
  const j = i + SLOT;
  STACK[j + P_LO] = STACK[i + O_LO]!;
  STACK[j + P_HI] = STACK[i + O_HI]!;
  STACK[j + O_LO] = STACK[i + P_LO]!;
  STACK[j + O_HI] = STACK[i + P_HI]!;
  generateMoves(STACK, j);
  return (STACK[j + M_LO]! | STACK[j + M_HI]!) !== 0;
}

/** Writes the position after P plays `square` in slot `i` to the next slot, sides swapped. */
function play(i: number, square: number): void {
  computeFlips(STACK, i, square);
  const fLo = STACK[i + F_LO]!;
  const fHi = STACK[i + F_HI]!;
  const bit = 1 << square;
  const j = i + SLOT;
  STACK[j + P_LO] = STACK[i + O_LO]! ^ fLo;
  STACK[j + P_HI] = STACK[i + O_HI]! ^ fHi;
  STACK[j + O_LO] = STACK[i + P_LO]! | fLo | (square < 32 ? bit : 0);
  STACK[j + O_HI] = STACK[i + P_HI]! | fHi | (square < 32 ? 0 : bit);
}
