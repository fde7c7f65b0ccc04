import { describeValue } from '../../describe-value.ts';
import { IllegalMoveError } from '../../errors.ts';
import { locate, MALFORMED } from '../../locate.ts';
import { cellTable, formatPoint } from '../coords.ts';
import type { OpeningRegion, OpeningStone, Point } from '../types.ts';
import { OpeningError, shownPoints } from './errors.ts';
import { describeRegion, isInRegion } from './region.ts';
import { firstEquivalentPair } from './symmetry.ts';

/**
 * The point `input` names on a `size` board, or the IllegalMoveError `play` would throw for it:
 * `malformed` for anything that names no point, `off-board` for a point beyond the edge.
 */
export function readPoint(input: unknown, size: number): Point | IllegalMoveError {
  const index = locate(input, size);
  if (index >= 0) return cellTable(size).points[index]!;
  const given = describeValue(input);
  if (index === MALFORMED) {
    const text =
      typeof input === 'string'
        ? `'${given}' is not a point: expected a column letter a-z and a row number 1-26, such as 'h8'`
        : `${given} is not a point: expected a name such as 'h8' or { x, y } with integer coordinates`;
    return new IllegalMoveError('malformed', given, text);
  }
  return new IllegalMoveError('off-board', given, `${given} is off the ${size}x${size} board`);
}

/** The stone already on `point`, if any. */
function stoneAt(stones: readonly OpeningStone[], point: Point): OpeningStone | undefined {
  return stones.find((stone) => stone.point.x === point.x && stone.point.y === point.y);
}

/** The IllegalMoveError for a point that holds a stone, or null when it is empty. */
export function occupied(
  stones: readonly OpeningStone[],
  point: Point,
  input: unknown,
): IllegalMoveError | null {
  const there = stoneAt(stones, point);
  if (there === undefined) return null;
  return new IllegalMoveError(
    'occupied',
    describeValue(input),
    `${there.name} is occupied by move ${there.number} (${there.stone})`,
  );
}

/** The IllegalMoveError for a move outside its region, or null when it is inside. */
export function outside(
  region: OpeningRegion | null,
  point: Point,
  input: unknown,
  move: number,
): IllegalMoveError | null {
  if (region === null || isInRegion(region, point)) return null;
  const where = region.radius === 0 ? 'is not' : 'is outside';
  return new IllegalMoveError(
    'outside-region',
    describeValue(input),
    `${formatPoint(point)} ${where} ${describeRegion(region)}, where move ${move} must go`,
  );
}

/**
 * Checks a set of candidate fifth moves: an array of exactly `count` points, each on the board
 * and empty, no point twice, and no two the same move up to a symmetry of the position. A
 * `draft`, an offer still being put together, may have fewer points than `count`.
 *
 * @returns the points, or the error for the first thing wrong
 */
export function checkOffers(
  input: unknown,
  count: number,
  size: number,
  stones: readonly OpeningStone[],
  draft = false,
): readonly Point[] | IllegalMoveError | OpeningError {
  const given = shownPoints(input);
  if (!Array.isArray(input)) {
    return new OpeningError(
      'malformed',
      given,
      `Expected the offered points as an array such as ['h10', 'j9'], got ${describeValue(input)}`,
    );
  }
  const points: Point[] = [];
  for (const item of input as unknown[]) {
    const point = readPoint(item, size);
    if (point instanceof IllegalMoveError) return point;
    const taken = occupied(stones, point, item);
    if (taken !== null) return taken;
    const name = formatPoint(point);
    // readPoint hands out the one shared object of each cell, so identity is equality.
    if (points.includes(point)) {
      return new OpeningError('duplicate-offer', given, `${name} is offered twice`, [name]);
    }
    points.push(point);
  }
  if (draft ? points.length > count : points.length !== count) {
    const fifths = count === 1 ? 'fifth move' : 'fifth moves';
    return new OpeningError(
      'wrong-count',
      given,
      `Black must offer exactly ${count} ${fifths}, got ${points.length}`,
    );
  }
  const pair = firstEquivalentPair(size, stones, points);
  if (pair !== null) {
    const names = [formatPoint(pair.first), formatPoint(pair.second)];
    return new OpeningError(
      'equivalent-offers',
      given,
      `${names[0]} and ${names[1]} are the same fifth move: ${pair.symmetry.name} keeps the ` +
        'position and maps one onto the other, so offer only one of them',
      names,
    );
  }
  return Object.freeze(points);
}
