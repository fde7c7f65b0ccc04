import { assertSize, cellTable } from './coords.ts';
import type { Point } from './types.ts';

const cache: (readonly Point[] | undefined)[] = [];

/**
 * The star points (hoshi) a board of this size marks, ordered by row from the bottom, then by
 * column. Boards of 13 and more put the corner stars on the fourth line, smaller ones on the
 * third; odd sizes add the centre (tengen) when it stands clear of them, and odd sizes of 17 and
 * more add the four side stars. 5x5 and 6x6 are too small for any.
 *
 * | size | stars |
 * | --- | --- |
 * | 15 | d4, l4, h8, d12, l12 |
 * | 19 | d4, j4, p4, d10, j10, p10, d16, j16, p16 |
 * | 9 | c3, g3, e5, c7, g7 |
 *
 * The array and its points are frozen and shared; the same array comes back for the same size.
 *
 * @throws OptionError (`size`) when `size` is not from 5 to 26
 * @example
 * starPoints(15).map(formatPoint); // ['d4', 'l4', 'h8', 'd12', 'l12']
 */
export function starPoints(size: number): readonly Point[] {
  assertSize(size);
  let stars = cache[size];
  if (stars === undefined) {
    stars = computeStars(size);
    cache[size] = stars;
  }
  return stars;
}

function computeStars(size: number): readonly Point[] {
  const { points } = cellTable(size);
  // Stars closer than this to the edge, or to each other, crowd the board instead of guiding the
  // eye, so small boards get fewer of them.
  const edge = size >= 13 ? 3 : size >= 7 ? 2 : -1;
  if (edge < 0) return Object.freeze([]);
  const far = size - 1 - edge;
  const middle = (size - 1) / 2;
  const odd = size % 2 === 1;
  const withCentre = odd && middle - edge >= 2;
  const withSides = odd && size >= 17;

  const lines = withSides ? [edge, middle, far] : [edge, far];
  const stars: Point[] = [];
  for (const y of lines) {
    for (const x of lines) stars.push(points[y * size + x]!);
  }
  // With side stars the centre is already among the crossings of the three lines.
  if (withCentre && !withSides) stars.push(points[middle * size + middle]!);
  // Keep the documented order: by row from the bottom, then by column.
  stars.sort((a, b) => a.y - b.y || a.x - b.x);
  return Object.freeze(stars);
}
