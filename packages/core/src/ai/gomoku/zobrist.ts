/**
 * Zobrist keys: two random int32 words (a 64-bit key in halves, since JavaScript has no fast
 * 64-bit integers) per padded point and colour, for the largest board, made by a fixed generator
 * so that every search hashes alike and stays deterministic.
 */

/** Padded points of the largest board: 26 + 2 * 5 cells a side. */
const MAX_CELLS = 36 * 36;

/** Low halves, index `at * 2 + colour - 1`. */
export const ZOBRIST_LO = new Int32Array(MAX_CELLS * 2);
/** High halves, index as `ZOBRIST_LO`. */
export const ZOBRIST_HI = new Int32Array(MAX_CELLS * 2);

let state = 0x2545f491;

/** xorshift32: good enough for hash keys, and the same everywhere. */
function next(): number {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return state | 0;
}

for (let k = 0; k < ZOBRIST_LO.length; k++) {
  ZOBRIST_LO[k] = next();
  ZOBRIST_HI[k] = next();
}

/** XORed into the low half when white is to move. */
export const SIDE_LO = next();
/** XORed into the high half when white is to move. */
export const SIDE_HI = next();
