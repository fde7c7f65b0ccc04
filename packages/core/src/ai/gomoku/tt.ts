/**
 * The transposition table of the tree search: one entry per slot in typed arrays, indexed by the
 * low half of the position's hash and checked against the high half, so a wrong hit needs 51
 * equal bits. An entry holds a bound on the score, the depth it holds for and the best move. A
 * slot keeps the deeper of two positions' entries of the same search; an entry of an earlier
 * search (kept with `ttNewSearch(true)`) gives way to any of this one.
 */

/** Log2 of the number of entries: 2^19 entries take about 6 MB. */
const BITS = 19;
const SIZE = 1 << BITS;
const MASK = SIZE - 1;

/** The stored score is a lower bound. */
export const LOWER = 1;
/** The stored score is an upper bound. */
export const UPPER = 2;
/** The stored score is exact. */
export const EXACT = 3;

/** What a probe found; `bound` 0 when nothing. */
export interface Probe {
  bound: number; // LOWER, UPPER, EXACT, or 0 for no entry
  score: number; // the stored score, as stored (mate scores relative to the entry's position)
  depth: number; // the depth the score holds for
  move: number; // the best move found there, or -1
}

// Allocated by the first search, so that importing the module costs no memory.
let checks = new Int32Array(0); // high half of the hash
let scores = new Int16Array(0); // score bound
let depths = new Int8Array(0); // depth searched
let bounds = new Uint8Array(0); // LOWER, UPPER or EXACT; 0 = empty
let moves = new Int16Array(0); // best move (padded index), -1 for none
let ages = new Uint8Array(0); // the search that stored the entry, counted modulo 256
let age = 0; // this search's

/**
 * Starts a search: allocates the table if needed and empties it, unless `keep`. From an empty
 * table, a search's result depends on nothing but the position and the options; from a kept one,
 * a search of a game goes on from what the searches of its earlier moves found.
 */
export function ttNewSearch(keep = false): void {
  if (checks.length === 0) {
    checks = new Int32Array(SIZE);
    scores = new Int16Array(SIZE);
    depths = new Int8Array(SIZE);
    bounds = new Uint8Array(SIZE);
    moves = new Int16Array(SIZE);
    ages = new Uint8Array(SIZE);
  }
  age = (age + 1) & 255;
  if (!keep) bounds.fill(0);
}

/** Reads the entry of the position with hash `lo`, `hi` into `out`. */
export function ttProbe(lo: number, hi: number, out: Probe): void {
  const slot = lo & MASK;
  if (bounds.length === 0 || bounds[slot] === 0 || checks[slot] !== hi) {
    out.bound = 0;
    out.move = -1;
    return;
  }
  out.bound = bounds[slot]!;
  out.score = scores[slot]!;
  out.depth = depths[slot]!;
  out.move = moves[slot]!;
}

/** Stores a result for the position with hash `lo`, `hi`. */
export function ttStore(
  lo: number,
  hi: number,
  depth: number,
  bound: number,
  score: number,
  move: number,
): void {
  const slot = lo & MASK;
  // An entry of this search that looked deeper at another position is worth more than this one.
  if (bounds[slot] !== 0 && checks[slot] !== hi && ages[slot] === age && depths[slot]! > depth) {
    return;
  }
  checks[slot] = hi;
  ages[slot] = age;
  scores[slot] = score;
  depths[slot] = Math.min(depth, 127);
  bounds[slot] = bound;
  moves[slot] = move;
}
