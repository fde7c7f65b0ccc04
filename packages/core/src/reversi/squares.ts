import { locate as locatePoint, MALFORMED } from '../locate.ts';
import type { ReversiPoint, ReversiSquare } from './types.ts';

const COLUMNS = 'abcdefgh';

/** Every square name in index order, `a1`, `b1`, ..., `h8`. */
export const SQUARE_NAMES: readonly ReversiSquare[] = Object.freeze(
  Array.from({ length: 64 }, (_, i) => `${COLUMNS[i & 7]}${(i >> 3) + 1}` as ReversiSquare),
);

/** One frozen point per square, shared by every game. */
export const SQUARE_POINTS: readonly ReversiPoint[] = Object.freeze(
  Array.from({ length: 64 }, (_, i) => Object.freeze({ x: i & 7, y: i >> 3 })),
);

/**
 * The cell index (0-63) of a square given as text or `{ x, y }`, or `MALFORMED` / `OFF_BOARD`,
 * read as Gomoku reads points: text that could name a point on some Stonekit board (a letter,
 * then a row from 1 to 26) but not this one is off-board (`'i9'`); anything else is malformed
 * (`'z99'`, `'a0'`). Never throws, whatever `input` is.
 */
export function locate(input: unknown): number {
  return locatePoint(input, 8);
}

/**
 * Reads a square name such as `'d3'` (case-insensitive, surrounding spaces ignored): a column
 * letter from `a` on the left and a row number from `1` at the top. Returns `null` when the text
 * names no square of the board, so it is safe on raw user input.
 *
 * @example
 * parseSquare('D3'); // { x: 3, y: 2 }
 * parseSquare('i1'); // null
 */
export function parseSquare(text: string): ReversiPoint | null {
  const index = typeof text === 'string' ? locate(text) : MALFORMED;
  return index < 0 ? null : (SQUARE_POINTS[index] ?? null);
}

/**
 * Names a square in the Othello convention: column letter from the left, row number from the top.
 * Returns `null` for coordinates off the board.
 *
 * @example
 * formatSquare({ x: 3, y: 2 }); // 'd3'
 * formatSquare({ x: 8, y: 0 }); // null
 */
export function formatSquare(point: ReversiPoint): ReversiSquare | null {
  const index = locate(point);
  return index < 0 ? null : (SQUARE_NAMES[index] ?? null);
}

/** The names of the set bits of a lo/hi board, in index order. */
export function bitsToNames(lo: number, hi: number): ReversiSquare[] {
  const names: ReversiSquare[] = [];
  for (let i = 0; i < 64; i++) {
    const half = i < 32 ? lo : hi;
    if ((half >>> (i & 31)) & 1) names.push(SQUARE_NAMES[i]!);
  }
  return names;
}
