/**
 * The empty squares as a doubly linked list in a fixed order of preference, kept by the solvers as
 * they play and take back moves, and the parity of the four quadrants. Iterating the list costs
 * nothing per square that is already full, which matters once a handful of squares is left.
 */

/** List links by square; index 64 is the head, so an empty list points 64 at itself. */
export const NEXT = new Uint8Array(65);
export const PREV = new Uint8Array(65);
/** The head of the list. */
export const HEAD = 64;

/** Quadrant bit of each square (1 top left, 2 top right, 4 bottom left, 8 bottom right). */
export const QUADRANT = new Int32Array(64);
for (let square = 0; square < 64; square++) {
  const right = (square & 7) >= 4 ? 1 : 0;
  const bottom = square >= 32 ? 2 : 0;
  QUADRANT[square] = 1 << (right + bottom);
}

// Corners first, then the squares next to nothing dangerous, X-squares last: in the last few moves
// this order finds cutoffs early (it is Edax's presorted order).
const PREFERENCE = [
  0, 7, 56, 63, 2, 5, 16, 23, 40, 47, 58, 61, 18, 21, 42, 45, 3, 4, 24, 31, 32, 39, 59, 60, 19, 20,
  26, 29, 34, 37, 43, 44, 11, 12, 25, 30, 33, 38, 51, 52, 10, 13, 17, 22, 41, 46, 50, 53, 1, 6, 8,
  15, 48, 55, 57, 62, 9, 14, 49, 54, 27, 28, 35, 36,
];

/**
 * Rebuilds the list from the empty squares of a board (lo/hi halves) and returns the quadrant
 * parity: bit `q` set when quadrant `q` holds an odd number of empty squares.
 */
export function loadEmpties(emptyLo: number, emptyHi: number): number {
  let last = HEAD;
  let parity = 0;
  for (const square of PREFERENCE) {
    const half = square < 32 ? emptyLo : emptyHi;
    if (((half >>> (square & 31)) & 1) === 0) continue;
    NEXT[last] = square;
    PREV[square] = last;
    last = square;
    parity ^= QUADRANT[square]!;
  }
  NEXT[last] = HEAD;
  PREV[HEAD] = last;
  return parity;
}

/** Takes `square` out of the list. */
export function removeEmpty(square: number): void {
  NEXT[PREV[square]!] = NEXT[square]!;
  PREV[NEXT[square]!] = PREV[square]!;
}

/** Puts back the square that the last `removeEmpty` took out (removals undo in reverse order). */
export function restoreEmpty(square: number): void {
  NEXT[PREV[square]!] = square;
  PREV[NEXT[square]!] = square;
}
