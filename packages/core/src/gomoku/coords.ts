import { describeValue } from '../describe-value.ts';
import { OptionError } from '../errors.ts';
import { locate, MALFORMED } from '../locate.ts';
import { refuseOption } from '../options.ts';
import type { Point } from './types.ts';

/**
 * The smallest board `new Gomoku()` accepts: five in a row must fit.
 *
 * @example
 * new Gomoku({ size: GOMOKU_MIN_SIZE }); // 5x5
 */
export const GOMOKU_MIN_SIZE = 5;

/**
 * The largest board `new Gomoku()` accepts: one column letter per letter of the alphabet.
 *
 * @example
 * new Gomoku({ size: GOMOKU_MAX_SIZE }); // 26x26, columns a to z
 */
export const GOMOKU_MAX_SIZE = 26;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Frozen points and names of every cell of one board size, index `y * size + x`. */
interface CellTable {
  readonly points: readonly Point[]; // one frozen point per cell, shared by every game
  readonly names: readonly string[]; // 'a1', 'b1', ... in the same order
}

const tables: (CellTable | undefined)[] = [];

/** Whether `size` is a supported board size. */
export function isValidSize(size: unknown): size is number {
  return (
    Number.isInteger(size) &&
    (size as number) >= GOMOKU_MIN_SIZE &&
    (size as number) <= GOMOKU_MAX_SIZE
  );
}

/**
 * Throws an OptionError naming the supported sizes unless `size` is one of them.
 *
 * @param option - names the option or argument in the error
 */
export function assertSize(size: unknown, option = 'size'): asserts size is number {
  if (!isValidSize(size)) {
    throw refuseOption(option, `an integer from ${GOMOKU_MIN_SIZE} to ${GOMOKU_MAX_SIZE}`, size);
  }
}

/** The shared frozen points and names of a board size, built once per size. */
export function cellTable(size: number): CellTable {
  let table = tables[size];
  if (table === undefined) {
    const points: Point[] = [];
    const names: string[] = [];
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        points.push(Object.freeze({ x, y }));
        names.push(`${LETTERS[x]}${y + 1}`);
      }
    }
    table = Object.freeze({ points: Object.freeze(points), names: Object.freeze(names) });
    tables[size] = table;
  }
  return table;
}

/**
 * Reads a point name such as `'h8'` (case-insensitive, surrounding spaces ignored): a column
 * letter from `a` on the left and a row number from `1` at the bottom. Returns `null` when the
 * text names no point of a `size`x`size` board, so it is safe on raw user input.
 *
 * @param size - the board size the point must fit; 26, the default, accepts a point of any board
 * @throws OptionError when `size` itself is not a supported board size
 * @example
 * parsePoint('h8'); // { x: 7, y: 7 }
 * parsePoint('P3', 15); // null: column p is off a 15x15 board
 */
export function parsePoint(text: string, size: number = GOMOKU_MAX_SIZE): Point | null {
  assertSize(size);
  const index = typeof text === 'string' ? locate(text, size) : MALFORMED;
  return index < 0 ? null : (cellTable(size).points[index] ?? null);
}

/**
 * Names a point in the Renju convention: column letter from the left, row number from the
 * bottom.
 *
 * @throws OptionError (`point`) when `x` or `y` is not an integer from 0 to 25
 * @example
 * formatPoint({ x: 7, y: 7 }); // 'h8'
 * formatPoint({ x: 0, y: 14 }); // 'a15'
 */
export function formatPoint(point: Point): string {
  const { x, y } = (typeof point === 'object' && point !== null ? point : {}) as Partial<Point>;
  if (!isCoordinate(x) || !isCoordinate(y)) {
    throw new OptionError(
      'point',
      `Cannot name ${describeValue(point)}: expected { x, y } with integers from 0 to 25`,
    );
  }
  return `${LETTERS[x]}${y + 1}`;
}

function isCoordinate(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 25;
}
