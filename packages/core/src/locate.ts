// Both games name points the same way, a column letter and a row number (`h8`, `d3`), and take
// `{ x, y }` alike; only which way rows count differs, which changes no index. One reader serves
// both, so that the same text is malformed or off the board in either game for the same reason.

/**
 * Returned by `locate` for text or values that name no point on any board (`'z99'`, `'h0'`,
 * `'8h'`, `{ x: 1.5, y: 2 }`).
 */
export const MALFORMED = -1;

/**
 * Returned by `locate` for well-formed points outside this board (`'p3'` on 15x15, `'i1'` or
 * `{ x: 8, y: 0 }` on Reversi's 8x8).
 */
export const OFF_BOARD = -2;

// The largest board has one column letter per letter of the alphabet and as many rows: a row
// beyond it is a typo on every board, not a point off this one.
const LARGEST = 26;

/**
 * The cell index, `y * size + x`, of a point given as text or `{ x, y }` on a `size`x`size`
 * board, or `MALFORMED` / `OFF_BOARD`. Text that could name a point on some board (a letter a-z,
 * then a row from 1 to 26, any case, surrounding spaces ignored) but not this one is off-board;
 * any other text is malformed. Never throws, whatever `input` is.
 *
 * @example
 * locate('h8', 15); // 112
 * locate('p3', 15); // OFF_BOARD
 * locate({ x: 1.5, y: 2 }, 15); // MALFORMED
 */
export function locate(input: unknown, size: number): number {
  if (typeof input === 'string') return locateName(input, size);
  if (typeof input !== 'object' || input === null) return MALFORMED;
  const { x, y } = input as { x?: unknown; y?: unknown };
  if (!Number.isInteger(x) || !Number.isInteger(y)) return MALFORMED;
  const px = x as number;
  const py = y as number;
  if (px < 0 || py < 0 || px >= size || py >= size) return OFF_BOARD;
  return py * size + px;
}

function locateName(input: string, size: number): number {
  const text = input.trim();
  const length = text.length;
  if (length < 2 || length > 3) return MALFORMED;
  // `| 0x20` folds A-Z onto a-z and maps nothing else into a-z.
  const x = (text.charCodeAt(0) | 0x20) - 97;
  if (x < 0 || x > 25) return MALFORMED;
  const first = text.charCodeAt(1) - 48;
  if (first < 1 || first > 9) return MALFORMED; // no leading zero, no row 0
  let row = first;
  if (length === 3) {
    const second = text.charCodeAt(2) - 48;
    if (second < 0 || second > 9) return MALFORMED;
    row = first * 10 + second;
    if (row > LARGEST) return MALFORMED;
  }
  const y = row - 1;
  if (x >= size || y >= size) return OFF_BOARD;
  return y * size + x;
}
