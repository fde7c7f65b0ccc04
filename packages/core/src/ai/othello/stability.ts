/**
 * Stable discs: discs that no sequence of moves can flip. Edge discs are looked up in a table
 * worked out once by playing every sequence along the edge; an inner disc is stable when, along
 * each of its four lines, the line is full or it touches a stable disc of its own colour. This
 * finds most stable discs, never a disc that is not stable, so it gives safe bounds for the solver.
 */
import * as bitboard from '../../reversi/bitboard.ts';

const { popcount } = bitboard;

/**
 * EDGE[p * 256 + o]: the discs of p that stay p whatever is played along the edge, where p and o
 * are the two sides' discs on an edge as bytes. Any empty square may be taken by either side,
 * since a move there may be legal through another line; a corner or an edge disc can only be
 * flipped along its edge. The WebAssembly solver gets a copy.
 */
export const EDGE = new Uint8Array(256 * 256);
const DONE = new Uint8Array(256 * 256);

function edgeStable(p: number, o: number): number {
  const key = p * 256 + o;
  if (DONE[key] === 1) return EDGE[key]!;
  let stable = p;
  const empty = ~(p | o) & 0xff;
  for (let x = 0; x < 8 && stable !== 0; x++) {
    if (((empty >> x) & 1) === 0) continue;
    const flipsP = edgeFlips(p, o, x);
    stable &= edgeStable(p | (1 << x) | flipsP, o & ~flipsP);
    const flipsO = edgeFlips(o, p, x);
    stable &= edgeStable(p & ~flipsO, o | (1 << x) | flipsO);
  }
  DONE[key] = 1;
  EDGE[key] = stable;
  return stable;
}

/** Discs of `o` that `p` flips along the edge by playing `x`. */
function edgeFlips(p: number, o: number, x: number): number {
  let flips = 0;
  for (const step of [-1, 1]) {
    let run = 0;
    let k = x + step;
    while (k >= 0 && k < 8 && ((o >> k) & 1) === 1) {
      run |= 1 << k;
      k += step;
    }
    if (k >= 0 && k < 8 && ((p >> k) & 1) === 1) flips |= run;
  }
  return flips;
}

for (let p = 0; p < 256; p++) {
  for (let o = 0; o < 256; o++) if ((p & o) === 0) edgeStable(p, o);
}

// Nibble to the four squares of column a in one half (bits 0, 8, 16, 24).
const COLUMN = new Int32Array(16);
for (let n = 0; n < 16; n++) {
  for (let k = 0; k < 4; k++) if ((n >> k) & 1) COLUMN[n]! |= 1 << (8 * k);
}

// Column a of a half, as a nibble: 0x10204080 multiplies rows 1-4 into bits 28-31.
function columnA(half: number): number {
  return Math.imul(half & 0x01010101, 0x10204080) >>> 28;
}

// The 30 diagonals of either direction with 3 squares or more, as lo/hi pairs.
const DIAGONALS: number[] = [];
for (let k = -5; k <= 5; k++) {
  let d9Lo = 0;
  let d9Hi = 0;
  let d7Lo = 0;
  let d7Hi = 0;
  for (let square = 0; square < 64; square++) {
    const x = square & 7;
    const y = square >> 3;
    const bit = 1 << (square & 31);
    if (x - y === k) {
      if (square < 32) d9Lo |= bit;
      else d9Hi |= bit;
    }
    if (x + y === 7 + k) {
      if (square < 32) d7Lo |= bit;
      else d7Hi |= bit;
    }
  }
  DIAGONALS.push(d9Lo, d9Hi, d7Lo, d7Hi);
}
const DIAGONAL_MASKS = Int32Array.from(DIAGONALS);

/** Result slots of `stableDiscs`: the lo and hi halves of the stable discs. */
export const STABLE = new Int32Array(2);

/**
 * Writes the discs of p (given with o's, as lo/hi halves) that are provably stable to `STABLE`
 * and returns how many there are.
 */
export function stableDiscs(pLo: number, pHi: number, oLo: number, oHi: number): number {
  // Edges: rows 1 and 8, then columns a and h gathered into bytes.
  let sLo = EDGE[(pLo & 0xff) * 256 + (oLo & 0xff)]!;
  let sHi = EDGE[(pHi >>> 24) * 256 + (oHi >>> 24)]! << 24;
  const left =
    EDGE[(columnA(pLo) | (columnA(pHi) << 4)) * 256 + (columnA(oLo) | (columnA(oHi) << 4))]!;
  sLo |= COLUMN[left & 15]!;
  sHi |= COLUMN[left >> 4]!;
  const right =
    EDGE[
      (columnA(pLo >>> 7) | (columnA(pHi >>> 7) << 4)) * 256 +
        (columnA(oLo >>> 7) | (columnA(oHi >>> 7) << 4))
    ]!;
  sLo |= COLUMN[right & 15]! << 7;
  sHi |= COLUMN[right >> 4]! << 7;

  const fullLo = pLo | oLo;
  const fullHi = pHi | oHi;
  // Only inner discs can be added below; no inner disc of p means the edges are all there is.
  const innerLo = pLo & 0x7e7e7e00;
  const innerHi = pHi & 0x007e7e7e;
  if ((innerLo | innerHi) === 0) {
    STABLE[0] = sLo;
    STABLE[1] = sHi;
    return popcount(sLo) + popcount(sHi);
  }

  // Full rows: bit 8k survives three halving ANDs only when byte k is all ones.
  let rLo = fullLo & (fullLo >>> 1);
  let rHi = fullHi & (fullHi >>> 1);
  rLo &= rLo >>> 2;
  rHi &= rHi >>> 2;
  rLo &= rLo >>> 4;
  rHi &= rHi >>> 4;
  const hLo = Math.imul(rLo & 0x01010101, 0xff);
  const hHi = Math.imul(rHi & 0x01010101, 0xff);
  // Full columns: the AND of all eight rows, spread back to every row.
  let c = fullLo & fullHi;
  c &= c >>> 16;
  c &= c >>> 8;
  const vAll = Math.imul(c & 0xff, 0x01010101);
  let d9Lo = 0;
  let d9Hi = 0;
  let d7Lo = 0;
  let d7Hi = 0;
  for (let k = 0; k < DIAGONAL_MASKS.length; k += 4) {
    const aLo = DIAGONAL_MASKS[k]!;
    const aHi = DIAGONAL_MASKS[k + 1]!;
    if ((fullLo & aLo) === aLo && (fullHi & aHi) === aHi) {
      d9Lo |= aLo;
      d9Hi |= aHi;
    }
    const bLo = DIAGONAL_MASKS[k + 2]!;
    const bHi = DIAGONAL_MASKS[k + 3]!;
    if ((fullLo & bLo) === bLo && (fullHi & bHi) === bHi) {
      d7Lo |= bLo;
      d7Hi |= bHi;
    }
  }
  sLo |= innerLo & hLo & vAll & d9Lo & d7Lo;
  sHi |= innerHi & hHi & vAll & d9Hi & d7Hi;

  // Grow: an inner disc is stable when every line through it is full or holds a stable neighbour.
  for (;;) {
    const eLo = (sLo << 1) | (sLo >>> 1) | hLo;
    const eHi = (sHi << 1) | (sHi >>> 1) | hHi;
    const nLo = (sLo << 8) | (sLo >>> 8) | (sHi << 24) | vAll;
    const nHi = (sHi << 8) | (sHi >>> 8) | (sLo >>> 24) | vAll;
    const aLo = (sLo << 9) | (sLo >>> 9) | (sHi << 23) | d9Lo;
    const aHi = (sHi << 9) | (sHi >>> 9) | (sLo >>> 23) | d9Hi;
    const bLo = (sLo << 7) | (sLo >>> 7) | (sHi << 25) | d7Lo;
    const bHi = (sHi << 7) | (sHi >>> 7) | (sLo >>> 25) | d7Hi;
    const newLo = sLo | (innerLo & eLo & nLo & aLo & bLo);
    const newHi = sHi | (innerHi & eHi & nHi & aHi & bHi);
    if (newLo === sLo && newHi === sHi) break;
    sLo = newLo;
    sHi = newHi;
  }
  STABLE[0] = sLo;
  STABLE[1] = sHi;
  return popcount(sLo) + popcount(sHi);
}

/**
 * How many of p's edge discs (rows 1 and 8, columns a and h) are stable, from the table alone:
 * a cheap part of `stableDiscs` for the evaluation.
 */
export function stableEdgeCount(pLo: number, pHi: number, oLo: number, oHi: number): number {
  const top = EDGE[(pLo & 0xff) * 256 + (oLo & 0xff)]!;
  const bottom = EDGE[(pHi >>> 24) * 256 + (oHi >>> 24)]!;
  const left =
    EDGE[(columnA(pLo) | (columnA(pHi) << 4)) * 256 + (columnA(oLo) | (columnA(oHi) << 4))]!;
  const right =
    EDGE[
      (columnA(pLo >>> 7) | (columnA(pHi >>> 7) << 4)) * 256 +
        (columnA(oLo >>> 7) | (columnA(oHi >>> 7) << 4))
    ]!;
  // Corners sit on two edges; count each once.
  const corners = (top & 0x81) | ((bottom & 0x81) << 8);
  return popcount(top | (bottom << 8)) + popcount(left | (right << 8)) - popcount(corners);
}
