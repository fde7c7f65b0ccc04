import { clip, describeValue } from '../../describe-value.ts';
import { ParseError } from '../../errors.ts';
import { BLACK, type BoardView, EMPTY, WHITE } from '../board.ts';
import { GOMOKU_MAX_SIZE, GOMOKU_MIN_SIZE, isValidSize } from '../coords.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A board read from text, with its stones counted. */
export interface BoardText {
  readonly size: number; // board width and height
  readonly cells: Int8Array; // EMPTY, BLACK or WHITE, index y * size + x (y from the bottom)
  readonly black: number; // black stones on it
  readonly white: number; // white stones on it
}

/**
 * Reads a board written as `size * size` cells, the top row first and each row from column `a`:
 * `X` (or `x`) black, `O` (or `o`) white, `.` empty. Whitespace anywhere is ignored, so rows may
 * sit on lines of their own. Without `size`, the size is the square root of the cell count.
 *
 * @throws ParseError with the offset (in `text` as given) of the first bad character, of the
 *   first cell too many, or of the end of a text that is too short
 */
export function readBoardText(text: unknown, size?: number): BoardText {
  if (typeof text !== 'string') {
    throw new ParseError(`Expected a board as text such as 'XO..', got ${typeof text}`, {
      token: describeValue(text),
    });
  }
  const codes: number[] = [];
  const offsets: number[] = [];
  for (let offset = 0; offset < text.length; offset++) {
    const char = text[offset]!;
    if (/\s/.test(char)) continue;
    const code = cellCode(char);
    if (code < 0) {
      throw new ParseError(
        `Expected X (black), O (white) or . (empty) at offset ${offset} of the board, got '${char}'`,
        { token: char, offset },
      );
    }
    codes.push(code);
    offsets.push(offset);
  }
  const side = size ?? inferSize(text, codes.length);
  if (codes.length !== side * side) throw wrongLength(text, side, codes.length, offsets);
  return toCells(side, codes);
}

function cellCode(char: string): number {
  switch (char) {
    case 'X':
    case 'x':
      return BLACK;
    case 'O':
    case 'o':
      return WHITE;
    case '.':
      return EMPTY;
    default:
      return -1;
  }
}

function inferSize(text: string, count: number): number {
  const side = Math.round(Math.sqrt(count));
  if (side * side === count && isValidSize(side)) return side;
  const min = GOMOKU_MIN_SIZE;
  const max = GOMOKU_MAX_SIZE;
  throw new ParseError(
    `Expected a square board of ${min * min} to ${max * max} cells (${min}x${min} to ${max}x${max}), got ${count} cells`,
    { token: clip(text), offset: text.length },
  );
}

function wrongLength(
  text: string,
  size: number,
  count: number,
  offsets: readonly number[],
): ParseError {
  const expected = size * size;
  const message = `Expected ${expected} cells for a ${size}x${size} board, got ${count}`;
  if (count < expected) return new ParseError(message, { token: clip(text), offset: text.length });
  const offset = offsets[expected]!;
  return new ParseError(`${message}: the first cell too many is at offset ${offset}`, {
    token: text[offset]!,
    offset,
  });
}

function toCells(size: number, codes: readonly number[]): BoardText {
  const cells = new Int8Array(size * size);
  let black = 0;
  let white = 0;
  codes.forEach((code, i) => {
    // The text runs from the top row down; the board counts rows from the bottom.
    const y = size - 1 - Math.floor(i / size);
    cells[y * size + (i % size)] = code;
    if (code === BLACK) black++;
    else if (code === WHITE) white++;
  });
  return { size, cells, black, white };
}

/** The board as `readBoardText` reads it: `size * size` characters, top row first, no spaces. */
export function writeBoardText(board: BoardView): string {
  const { size, cells } = board;
  let text = '';
  for (let y = size - 1; y >= 0; y--) {
    for (let x = 0; x < size; x++) {
      const cell = cells[y * size + x];
      text += cell === BLACK ? 'X' : cell === WHITE ? 'O' : '.';
    }
  }
  return text;
}

/**
 * The board as text: `X` for black, `O` for white, `.` for empty, the top row first, row numbers
 * on the left and column letters below, so it reads like a diagram of the board.
 */
export function renderBoard(board: BoardView): string {
  const { size, cells } = board;
  const width = String(size).length;
  const rows: string[] = [];
  for (let y = size - 1; y >= 0; y--) {
    let row = String(y + 1).padStart(width);
    for (let x = 0; x < size; x++) {
      const cell = cells[y * size + x];
      row += cell === BLACK ? ' X' : cell === WHITE ? ' O' : ' .';
    }
    rows.push(row);
  }
  rows.push(`${' '.repeat(width)} ${LETTERS.slice(0, size).split('').join(' ')}`);
  return rows.join('\n');
}
