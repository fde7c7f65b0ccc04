import { formatPoint, parsePoint } from '../src/index.ts';

/** One of the eight symmetries of a square board, as a map on coordinates. */
export interface Symmetry {
  readonly name: string; // how it reads in a test title
  readonly map: (x: number, y: number, last: number) => readonly [number, number]; // last = size - 1
}

/** The identity, the three rotations and the four reflections of a square board. */
export const SYMMETRIES: readonly Symmetry[] = [
  { name: 'as given', map: (x, y) => [x, y] },
  { name: 'rotated a quarter turn', map: (x, y, last) => [y, last - x] },
  { name: 'rotated a half turn', map: (x, y, last) => [last - x, last - y] },
  { name: 'rotated three quarter turns', map: (x, y, last) => [last - y, x] },
  { name: 'mirrored left to right', map: (x, y, last) => [last - x, y] },
  { name: 'mirrored top to bottom', map: (x, y, last) => [x, last - y] },
  { name: 'mirrored on the rising diagonal', map: (x, y) => [y, x] },
  { name: 'mirrored on the falling diagonal', map: (x, y, last) => [last - y, last - x] },
];

/** Maps every point name of a space-separated list through `symmetry` on a `size` board. */
export function transform(names: string, size: number, symmetry: Symmetry): string {
  return names
    .split(' ')
    .filter((name) => name !== '')
    .map((name) => {
      const point = parsePoint(name, size);
      if (point === null) throw new Error(`bad fixture point ${name}`);
      const [x, y] = symmetry.map(point.x, point.y, size - 1);
      return formatPoint({ x, y });
    })
    .join(' ');
}
