/**
 * The transposition table: a fixed number of entries in typed arrays, two to a bucket, each
 * holding the whole position (so a hash collision can never pass for a hit), a lower and an upper
 * bound of its score, the depth they hold for and the best move found. Exact endgame entries have
 * the number of empty squares as their depth, deeper than any depth-limited search of the same
 * position, so midgame and endgame searches share one table.
 */
import * as stack from './stack.ts';

const { BOARDS } = stack;

/** Log2 of the number of entries: 2^20 entries of 32 bytes, 32 MB. */
export const TT_BITS = 20;
const SIZE = 1 << TT_BITS;
const MASK = SIZE - 1;

/** A move slot with no move in it. */
export const NO_MOVE = 255;

// Zobrist keys for each byte of the four halves: 16 tables of 256 random words, made by a fixed
// generator so that a search is the same from one run to the next.
const ZOBRIST = new Int32Array(16 * 256);
{
  let x = 0x9e3779b9;
  for (let k = 0; k < ZOBRIST.length; k++) {
    // xorshift32
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    ZOBRIST[k] = x;
  }
}

// One Int32Array, 8 words an entry, so that a bucket of two entries is 64 bytes, one cache line
// when aligned: P lo, P hi, O lo, O hi, lower bound, upper bound, depth | move << 8 | age << 16.
// Allocated by the first search, so that importing the module costs no memory.
const STRIDE = 8;
const LOWER = 4;
const UPPER = 5;
const INFO = 6;
let data = new Int32Array(0);
let generation = 1;
// Entries of this search's generation and of those since `validFrom` are found; older ones are
// gone without a sweep of the table.
let validFrom = 1;

/**
 * Allocates the table if needed and starts a new search: entries of earlier searches are gone,
 * or, with `keep`, found as before but the first to give way to this search's.
 */
export function ttNewSearch(keep = false): void {
  if (data.length === 0) data = new Int32Array(SIZE * STRIDE);
  generation++;
  if (generation > 255) {
    for (let k = INFO; k < data.length; k += STRIDE) data[k] = 0;
    generation = 1;
    validFrom = 1;
  } else if (!keep) validFrom = generation;
}

/** The hash of the position in slot `i`: a XOR of one Zobrist word per byte of the boards. */
export function ttHash(i: number): number {
  const a = BOARDS[i]!;
  const b = BOARDS[i + 1]!;
  const c = BOARDS[i + 2]!;
  const d = BOARDS[i + 3]!;
  return (
    ZOBRIST[a & 255]! ^
    ZOBRIST[256 + ((a >>> 8) & 255)]! ^
    ZOBRIST[512 + ((a >>> 16) & 255)]! ^
    ZOBRIST[768 + (a >>> 24)]! ^
    ZOBRIST[1024 + (b & 255)]! ^
    ZOBRIST[1280 + ((b >>> 8) & 255)]! ^
    ZOBRIST[1536 + ((b >>> 16) & 255)]! ^
    ZOBRIST[1792 + (b >>> 24)]! ^
    ZOBRIST[2048 + (c & 255)]! ^
    ZOBRIST[2304 + ((c >>> 8) & 255)]! ^
    ZOBRIST[2560 + ((c >>> 16) & 255)]! ^
    ZOBRIST[2816 + (c >>> 24)]! ^
    ZOBRIST[3072 + (d & 255)]! ^
    ZOBRIST[3328 + ((d >>> 8) & 255)]! ^
    ZOBRIST[3584 + ((d >>> 16) & 255)]! ^
    ZOBRIST[3840 + (d >>> 24)]!
  );
}

function matches(e: number, i: number): boolean {
  const k = e * STRIDE;
  return (
    data[k] === BOARDS[i] &&
    data[k + 1] === BOARDS[i + 1] &&
    data[k + 2] === BOARDS[i + 2] &&
    data[k + 3] === BOARDS[i + 3] &&
    data[k + INFO]! >>> 16 >= validFrom
  );
}

/** The entry of the position in slot `i` with hash `hash`, or -1. */
export function ttProbe(i: number, hash: number): number {
  const e = hash & MASK & ~1;
  if (matches(e, i)) return e;
  if (matches(e + 1, i)) return e + 1;
  return -1;
}

/** Lower bound of entry `e`. */
export function ttLower(e: number): number {
  return data[e * STRIDE + LOWER]!;
}

/** Upper bound of entry `e`. */
export function ttUpper(e: number): number {
  return data[e * STRIDE + UPPER]!;
}

/** Depth of entry `e`. */
export function ttDepth(e: number): number {
  return data[e * STRIDE + INFO]! & 0xff;
}

/** Best move of entry `e`, `NO_MOVE` if none. */
export function ttMove(e: number): number {
  return (data[e * STRIDE + INFO]! >>> 8) & 0xff;
}

/**
 * Records bounds for the position in slot `i`. An entry of the same position is updated: its
 * bounds are narrowed when the depth is the same and replaced when the new depth is greater.
 * Otherwise the bucket's entry from an older search, or else the shallower one, gives way.
 */
export function ttStore(
  i: number,
  hash: number,
  depth: number,
  low: number,
  high: number,
  move: number,
): void {
  const first = hash & MASK & ~1;
  let e = -1;
  if (matches(first, i)) e = first;
  else if (matches(first + 1, i)) e = first + 1;
  if (e >= 0) {
    const k = e * STRIDE;
    const stored = data[k + INFO]! & 0xff;
    const storedMove = (data[k + INFO]! >>> 8) & 0xff;
    if (depth < stored) {
      if (storedMove === NO_MOVE) data[k + INFO] = (data[k + INFO]! & ~0xff00) | (move << 8);
      return;
    }
    if (depth === stored) {
      const l = Math.max(data[k + LOWER]!, low);
      const h = Math.min(data[k + UPPER]!, high);
      // Depth-limited searches of one position may disagree a little; then the new bounds win.
      if (l <= h) {
        low = l;
        high = h;
      }
    }
    if (move === NO_MOVE) move = storedMove;
  } else {
    const a = first * STRIDE + INFO;
    const b = a + STRIDE;
    const oldFirst = data[a]! >>> 16 !== generation;
    const oldSecond = data[b]! >>> 16 !== generation;
    if (oldFirst !== oldSecond) e = oldFirst ? first : first + 1;
    else e = (data[a]! & 0xff) <= (data[b]! & 0xff) ? first : first + 1;
    const k = e * STRIDE;
    data[k] = BOARDS[i]!;
    data[k + 1] = BOARDS[i + 1]!;
    data[k + 2] = BOARDS[i + 2]!;
    data[k + 3] = BOARDS[i + 3]!;
  }
  const k = e * STRIDE;
  data[k + LOWER] = low;
  data[k + UPPER] = high;
  data[k + INFO] = depth | (move << 8) | (generation << 16);
}
