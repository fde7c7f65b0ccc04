import { describeValue } from '../../describe-value.ts';
import { OptionError } from '../../errors.ts';
import { locate } from '../../locate.ts';
import { cellTable, formatPoint, GOMOKU_MAX_SIZE } from '../coords.ts';
import type { OpeningRegion, Point, PointInput } from '../types.ts';

/**
 * The centre point of an odd-sized board: `h8` on 15x15.
 *
 * @throws OptionError (`size`) for an even size, which has no centre point
 * @example
 * formatPoint(boardCentre(15)); // 'h8'
 */
export function boardCentre(size: number): Point {
  if (!Number.isInteger(size) || size % 2 === 0 || size < 1 || size > GOMOKU_MAX_SIZE) {
    throw new OptionError(
      'size',
      `A board of size ${describeValue(size)} has no centre point: use an odd size`,
    );
  }
  const middle = (size - 1) / 2;
  return cellTable(size).points[middle * size + middle]!;
}

/**
 * The central square of side `2 * radius + 1` of an odd-sized board: radius 0 is the centre
 * point, 1 the 3x3 square, 2 the 5x5 square, and so on. A frozen plain object.
 *
 * @throws OptionError for an even size (`size`), or a square that does not fit on the board
 *   (`radius`)
 * @example
 * centralRegion(15, 1); // { centre: { x: 7, y: 7 }, radius: 1, minX: 6, maxX: 8, minY: 6, ... }
 */
export function centralRegion(size: number, radius: number): OpeningRegion {
  const centre = boardCentre(size);
  if (!Number.isInteger(radius) || radius < 0 || centre.x - radius < 0) {
    const whole = Number.isInteger(radius) && radius >= 0;
    const side = 2 * radius + 1;
    const message = whole
      ? `A central ${side}x${side} square does not fit on a ${size}x${size} board`
      : `A central square needs a whole radius, 0 or more, got ${describeValue(radius)}`;
    throw new OptionError('radius', message);
  }
  return Object.freeze({
    centre,
    radius,
    minX: centre.x - radius,
    maxX: centre.x + radius,
    minY: centre.y - radius,
    maxY: centre.y + radius,
  });
}

/**
 * Whether a point lies inside a region, edges included. Never throws: text or values that name
 * no point are outside.
 *
 * @example
 * isInRegion(centralRegion(15, 1), 'i9'); // true
 * isInRegion(centralRegion(15, 1), 'j10'); // false
 */
export function isInRegion(region: OpeningRegion, point: PointInput): boolean {
  const index = locate(point, GOMOKU_MAX_SIZE);
  if (index < 0) return false;
  const x = index % GOMOKU_MAX_SIZE;
  const y = Math.floor(index / GOMOKU_MAX_SIZE);
  return x >= region.minX && x <= region.maxX && y >= region.minY && y <= region.maxY;
}

/**
 * The region in words, for messages: `'the centre point h8'`, `'the central 5x5 square (f6 to
 * j10)'`.
 *
 * @example
 * describeRegion(centralRegion(15, 2)); // 'the central 5x5 square (f6 to j10)'
 */
export function describeRegion(region: OpeningRegion): string {
  if (region.radius === 0) return `the centre point ${formatPoint(region.centre)}`;
  const side = 2 * region.radius + 1;
  const from = formatPoint({ x: region.minX, y: region.minY });
  const to = formatPoint({ x: region.maxX, y: region.maxY });
  return `the central ${side}x${side} square (${from} to ${to})`;
}
