/**
 * The private bitboard core: move generation, flips and disc counts on 64-bit boards held as two
 * 32-bit halves. Square `y * 8 + x` is bit `y * 8 + x` of the board; `lo` holds rows 1-4 (bits
 * 0-31) and `hi` rows 5-8. Nothing here allocates: positions are read from and results written to
 * an `Int32Array` at a slot offset, because passing int32 values outside the small-integer range
 * to a function that is not inlined would box every one of them.
 */

/** Offsets of one slot of a board array. `P` is the side to move, `O` its opponent. */
export const P_LO = 0;
export const P_HI = 1;
export const O_LO = 2;
export const O_HI = 3;
export const M_LO = 4; // legal moves of P, written by generateMoves
export const M_HI = 5;
export const F_LO = 6; // discs a move flips, written by computeFlips
export const F_HI = 7;
/** Length of one slot. */
export const SLOT = 8;

// Columns b to g: a run of discs that wraps from column h to column a of the next row is no run.
const INNER = 0x7e7e7e7e;

/** The eight directions as column and row steps; the first four go to higher square indices. */
const STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [-1, -1],
  [1, -1],
];

/**
 * For each square and direction, the squares beyond it up to the edge, as a lo/hi pair:
 * `RAYS[(square * 8 + direction) * 2]` is the lo half.
 */
const RAYS = buildRays();

function buildRays(): Int32Array {
  const rays = new Int32Array(64 * 8 * 2);
  for (let square = 0; square < 64; square++) {
    for (let d = 0; d < 8; d++) {
      const [dx, dy] = STEPS[d]!;
      let x = (square & 7) + dx;
      let y = (square >> 3) + dy;
      while (x >= 0 && x < 8 && y >= 0 && y < 8) {
        const bit = y * 8 + x;
        rays[(square * 8 + d) * 2 + (bit >> 5)]! |= 1 << (bit & 31);
        x += dx;
        y += dy;
      }
    }
  }
  return rays;
}

/**
 * Number of set bits of a 32-bit value.
 *
 * @example
 * popcount(0xff); // 8
 */
export function popcount(value: number): number {
  let x = (value - ((value >>> 1) & 0x55555555)) | 0;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * Writes the legal moves of P in slot `i` to `s[i + M_LO]` and `s[i + M_HI]`.
 *
 * Each direction fills from P's discs through runs of O's discs, one half at a time: a run that
 * goes to higher rows is filled in `lo` first and carried into `hi`, a run going down the other
 * way round, so every shift is a plain 32-bit shift and only the row at the seam crosses over.
 * Three steps per half cover the six discs a run can hold. Eastward runs need no fill at all:
 * adding the first disc of a run to the run carries through it to the square just past it.
 */
export function generateMoves(s: Int32Array, i: number): void {
  const pL = s[i]!;
  const pH = s[i + 1]!;
  const oL = s[i + 2]!;
  const oH = s[i + 3]!;
  const iL = oL & INNER;
  const iH = oH & INNER;

  // East (+1). The sum is only ever read through `&`, so it wraps like a 32-bit add.
  let mL = iL + ((pL << 1) & iL);
  let mH = iH + ((pH << 1) & iH);

  // West (-1): a doubling fill, the run of pairs `dL` lets one step cover two squares.
  let fL = iL & (pL >>> 1);
  let fH = iH & (pH >>> 1);
  fL |= iL & (fL >>> 1);
  fH |= iH & (fH >>> 1);
  const dL = iL & (iL >>> 1);
  const dH = iH & (iH >>> 1);
  fL |= dL & (fL >>> 2);
  fH |= dH & (fH >>> 2);
  fL |= dL & (fL >>> 2);
  fH |= dH & (fH >>> 2);
  mL |= fL >>> 1;
  mH |= fH >>> 1;

  // South on the page (+8): rows 1-4, then on into rows 5-8.
  fL = oL & (pL << 8);
  fL |= oL & (fL << 8);
  fL |= oL & (fL << 8);
  fH = oH & ((pH << 8) | ((pL | fL) >>> 24));
  fH |= oH & (fH << 8);
  fH |= oH & (fH << 8);
  mL |= fL << 8;
  mH |= (fH << 8) | (fL >>> 24);

  // North (-8): rows 5-8, then on into rows 1-4.
  fH = oH & (pH >>> 8);
  fH |= oH & (fH >>> 8);
  fH |= oH & (fH >>> 8);
  fL = oL & ((pL >>> 8) | ((pH | fH) << 24));
  fL |= oL & (fL >>> 8);
  fL |= oL & (fL >>> 8);
  mH |= fH >>> 8;
  mL |= (fL >>> 8) | (fH << 24);

  // South-east (+9).
  fL = iL & (pL << 9);
  fL |= iL & (fL << 9);
  fL |= iL & (fL << 9);
  fH = iH & ((pH << 9) | ((pL | fL) >>> 23));
  fH |= iH & (fH << 9);
  fH |= iH & (fH << 9);
  mL |= fL << 9;
  mH |= (fH << 9) | (fL >>> 23);

  // North-west (-9).
  fH = iH & (pH >>> 9);
  fH |= iH & (fH >>> 9);
  fH |= iH & (fH >>> 9);
  fL = iL & ((pL >>> 9) | ((pH | fH) << 23));
  fL |= iL & (fL >>> 9);
  fL |= iL & (fL >>> 9);
  mH |= fH >>> 9;
  mL |= (fL >>> 9) | (fH << 23);

  // South-west (+7).
  fL = iL & (pL << 7);
  fL |= iL & (fL << 7);
  fL |= iL & (fL << 7);
  fH = iH & ((pH << 7) | ((pL | fL) >>> 25));
  fH |= iH & (fH << 7);
  fH |= iH & (fH << 7);
  mL |= fL << 7;
  mH |= (fH << 7) | (fL >>> 25);

  // North-east (-7).
  fH = iH & (pH >>> 7);
  fH |= iH & (fH >>> 7);
  fH |= iH & (fH >>> 7);
  fL = iL & ((pL >>> 7) | ((pH | fH) << 25));
  fL |= iL & (fL >>> 7);
  fL |= iL & (fL >>> 7);
  mH |= fH >>> 7;
  mL |= (fL >>> 7) | (fH << 25);

  s[i + 4] = mL & ~(pL | oL);
  s[i + 5] = mH & ~(pH | oH);
}

/**
 * Writes the discs that P flips by playing `square` (empty, 0-63) in slot `i` to `s[i + F_LO]`
 * and `s[i + F_HI]`; both are 0 when the move flanks nothing.
 *
 * Along each ray from the square, the first square that is not O's decides: if it holds a disc of
 * P's, every square before it flips. On rays toward higher indices that square is the lowest set
 * bit of `ray & ~O`, on the others the highest, so no ray is walked square by square.
 */
export function computeFlips(s: Int32Array, i: number, square: number): void {
  const pL = s[i]!;
  const pH = s[i + 1]!;
  const oL = s[i + 2]!;
  const oH = s[i + 3]!;
  let fL = 0;
  let fH = 0;
  const base = square * 16;
  for (let k = base; k < base + 8; k += 2) {
    const rL = RAYS[k]!;
    const rH = RAYS[k + 1]!;
    const xL = rL & ~oL;
    if (xL !== 0) {
      const b = xL & -xL;
      if ((b & pL) !== 0) fL |= rL & (b - 1);
    } else {
      const xH = rH & ~oH;
      if (xH !== 0) {
        const b = xH & -xH;
        if ((b & pH) !== 0) {
          fL |= rL;
          fH |= rH & (b - 1);
        }
      }
    }
  }
  for (let k = base + 8; k < base + 16; k += 2) {
    const rL = RAYS[k]!;
    const rH = RAYS[k + 1]!;
    const xH = rH & ~oH;
    if (xH !== 0) {
      const b = 1 << (31 - Math.clz32(xH));
      if ((b & pH) !== 0) fH |= rH & ~((b << 1) - 1);
    } else {
      const xL = rL & ~oL;
      if (xL !== 0) {
        const b = 1 << (31 - Math.clz32(xL));
        if ((b & pL) !== 0) {
          fH |= rH;
          fL |= rL & ~((b << 1) - 1);
        }
      }
    }
  }
  s[i + 6] = fL;
  s[i + 7] = fH;
}
