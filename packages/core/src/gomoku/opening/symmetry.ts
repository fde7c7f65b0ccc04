import type { Point, Stone } from '../types.ts';

/** One of the eight symmetries of a square board, as a map on coordinates. */
export interface BoardSymmetry {
  readonly name: string; // how it reads in a message: 'mirroring left to right'
  readonly map: (x: number, y: number, last: number) => readonly [number, number]; // last: size - 1
}

/**
 * The identity, the three rotations and the four reflections of a square board, about its
 * centre. They map points to points on any size, odd or even.
 *
 * @example
 * BOARD_SYMMETRIES[4].map(0, 0, 14); // [14, 0]: a1 mirrored left to right is o1
 */
export const BOARD_SYMMETRIES: readonly BoardSymmetry[] = Object.freeze([
  { name: 'the identity', map: (x, y) => [x, y] },
  { name: 'a quarter turn', map: (x, y, last) => [y, last - x] },
  { name: 'a half turn', map: (x, y, last) => [last - x, last - y] },
  { name: 'three quarter turns', map: (x, y, last) => [last - y, x] },
  { name: 'mirroring left to right', map: (x, y, last) => [last - x, y] },
  { name: 'mirroring top to bottom', map: (x, y, last) => [x, last - y] },
  { name: 'mirroring on the rising diagonal', map: (x, y) => [y, x] },
  { name: 'mirroring on the falling diagonal', map: (x, y, last) => [last - y, last - x] },
] satisfies BoardSymmetry[]);

/** A stone as symmetry checks see it: where and which colour. */
export interface PlacedStone {
  readonly point: Point; // where
  readonly stone: Stone; // its colour
}

/**
 * The symmetries that map the position onto itself: every stone onto a stone of its colour.
 * The identity is always one of them.
 */
export function positionSymmetries(
  size: number,
  stones: readonly PlacedStone[],
): readonly BoardSymmetry[] {
  const last = size - 1;
  const colours = new Map<number, Stone>();
  for (const { point, stone } of stones) colours.set(point.y * size + point.x, stone);
  return BOARD_SYMMETRIES.filter((symmetry) =>
    stones.every(({ point, stone }) => {
      const [x, y] = symmetry.map(point.x, point.y, last);
      return colours.get(y * size + x) === stone;
    }),
  );
}

/** Two distinct points that a symmetry of the position maps one onto the other. */
export interface EquivalentPair {
  readonly first: Point; // the one offered first
  readonly second: Point; // the one offered later, its image
  readonly symmetry: BoardSymmetry; // a symmetry of the position that maps first onto second
}

/**
 * The first pair of distinct candidates, in offer order, that are the same move up to a symmetry
 * of the position; null when every candidate is its own move. Identical points are not pairs
 * here: duplicates are a separate refusal.
 *
 * @example
 * // h8 h9 h10 h11 (black, white, black, white): mirroring left to right keeps the position
 * // and maps i12 onto g12
 * firstEquivalentPair(15, stones, [i12, g12]); // { first: i12, second: g12, symmetry }
 */
export function firstEquivalentPair(
  size: number,
  stones: readonly PlacedStone[],
  candidates: readonly Point[],
): EquivalentPair | null {
  const last = size - 1;
  // The identity maps a point only onto itself, so it never makes two distinct points equivalent.
  const symmetries = positionSymmetries(size, stones).slice(1);
  for (let j = 1; j < candidates.length; j++) {
    const second = candidates[j]!;
    for (let i = 0; i < j; i++) {
      const first = candidates[i]!;
      if (first.x === second.x && first.y === second.y) continue;
      for (const symmetry of symmetries) {
        const [x, y] = symmetry.map(first.x, first.y, last);
        if (x === second.x && y === second.y) return { first, second, symmetry };
      }
    }
  }
  return null;
}
