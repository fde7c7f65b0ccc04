import type { ReversiPoint, ReversiSquare } from './types.ts';

/** Returned by `locate` for text or values that name no square of any board. */
export const MALFORMED = -1;
/** Returned by `locate` for well-formed squares outside the 8x8 board (`'i1'`, `{ x: 8, y: 0 }`). */
export const OFF_BOARD = -2;

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
 * The cell index (0-63) of a square given as text or `{ x, y }`, or `MALFORMED` / `OFF_BOARD`.
 * As in Gomoku, text that could name a point on some Stonekit board (a letter, then a row from 1
 * to 26) but not this one is off-board (`'i9'`); anything else is malformed (`'z99'`, `'a0'`).
 * Never throws, whatever `input` is.
 */
export function locate(input: unknown): number {
  if (typeof input === 'string') return locateName(input);
  if (typeof input !== 'object' || input === null) return MALFORMED;
  const { x, y } = input as { x?: unknown; y?: unknown };
  if (!Number.isInteger(x) || !Number.isInteger(y)) return MALFORMED;
  const px = x as number;
  const py = y as number;
  if (px < 0 || py < 0 || px > 7 || py > 7) return OFF_BOARD;
  return py * 8 + px;
}

function locateName(input: string): number {
  const text = input.trim();
  if (text.length < 2 || text.length > 3) return MALFORMED;
  // `| 0x20` folds A-Z onto a-z and maps nothing else into a-z.
  const x = (text.charCodeAt(0) | 0x20) - 97;
  if (x < 0 || x > 25) return MALFORMED;
  const first = text.charCodeAt(1) - 48;
  if (first < 1 || first > 9) return MALFORMED;
  let row = first;
  if (text.length === 3) {
    const second = text.charCodeAt(2) - 48;
    if (second < 0 || second > 9) return MALFORMED;
    row = first * 10 + second;
    if (row > 26) return MALFORMED;
  }
  if (x > 7 || row > 8) return OFF_BOARD;
  return (row - 1) * 8 + x;
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
  const index = typeof text === 'string' ? locateName(text) : MALFORMED;
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

/**
 * Renders any value for an error message: strings as they are, everything else as JSON where
 * possible (`{"x":1.5,"y":2}`), and never throws (cycles, BigInt, symbols).
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') {
    return String(value);
  }
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
