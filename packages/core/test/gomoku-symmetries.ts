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

/**
 * A board as `Gomoku.fromPosition` reads it (top row first), with black stones on the points of
 * the space-separated list `black` and white ones on those of `white`.
 */
export function boardText(size: number, black: string, white = ''): string {
  const cells = Array<string>(size * size).fill('.');
  const put = (names: string, mark: string) => {
    for (const name of names.split(' ').filter((n) => n !== '')) {
      const point = parsePoint(name, size);
      if (point === null) throw new Error(`bad fixture point ${name}`);
      cells[(size - 1 - point.y) * size + point.x] = mark;
    }
  };
  put(black, 'X');
  put(white, 'O');
  return cells.join('');
}

/** Maps a board text (top row first, no spaces) through `symmetry`. */
export function transformBoard(text: string, symmetry: Symmetry): string {
  const size = Math.round(Math.sqrt(text.length));
  const last = size - 1;
  const cells = Array<string>(text.length).fill('.');
  for (let row = 0; row < size; row++) {
    for (let x = 0; x < size; x++) {
      const [tx, ty] = symmetry.map(x, last - row, last);
      cells[(last - ty) * size + tx] = text[row * size + x]!;
    }
  }
  return cells.join('');
}
