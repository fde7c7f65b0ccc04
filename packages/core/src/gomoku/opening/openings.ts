import { locate } from '../../locate.ts';
import { GOMOKU_MAX_SIZE } from '../coords.ts';
import type { PointInput, RenjuOpening } from '../types.ts';

// Move 3 of each opening in the standard diagrams: move 1 on h8, move 2 on h9 (direct) or on i9
// (indirect). Direct openings run row by row from the top over the right half of the 5x5;
// indirect ones column by column from the right over the half below the h8-i9 diagonal.
const DIRECT: readonly (readonly [string, string, string])[] = [
  ['h10', 'Kansei', '寒星'],
  ['i10', 'Keigetsu', '溪月'],
  ['j10', 'Sosei', '疏星'],
  ['i9', 'Kagetsu', '花月'],
  ['j9', 'Zangetsu', '残月'],
  ['i8', 'Ugetsu', '雨月'],
  ['j8', 'Kinsei', '金星'],
  ['h7', 'Shōgetsu', '松月'],
  ['i7', 'Kyūgetsu', '丘月'],
  ['j7', 'Shingetsu', '新月'],
  ['h6', 'Zuisei', '瑞星'],
  ['i6', 'Sangetsu', '山月'],
  ['j6', 'Yūsei', '游星'],
];

const INDIRECT: readonly (readonly [string, string, string])[] = [
  ['j10', 'Chōsei', '长星'],
  ['j9', 'Kyōgetsu', '峡月'],
  ['j8', 'Kōsei', '恒星'],
  ['j7', 'Suigetsu', '水月'],
  ['j6', 'Ryūsei', '流星'],
  ['i8', 'Ungetsu', '云月'],
  ['i7', 'Hogetsu', '浦月'],
  ['i6', 'Rangetsu', '岚月'],
  ['h7', 'Gingetsu', '银月'],
  ['h6', 'Myōjō', '明星'],
  ['g7', 'Shagetsu', '斜月'],
  ['g6', 'Meigetsu', '名月'],
  ['f6', 'Suisei', '彗星'],
];

function build(
  kind: RenjuOpening['kind'],
  second: string,
  table: readonly (readonly [string, string, string])[],
): RenjuOpening[] {
  const letter = kind === 'direct' ? 'D' : 'I';
  return table.map(([third, name, nameZh], i) =>
    Object.freeze({
      code: `${i + 1}${letter}`,
      kind,
      number: i + 1,
      name,
      nameZh,
      moves: Object.freeze(['h8', second, third] as const),
    }),
  );
}

/**
 * The 26 canonical Renju openings, 1D to 13D then 1I to 13I, each with its standard diagram:
 * move 1 on h8, move 2 on h9 (direct) or i9 (indirect), and move 3 within the central 5x5.
 *
 * | code | move 3 | name | code | move 3 | name |
 * | --- | --- | --- | --- | --- | --- |
 * | 1D | h10 | Kansei 寒星 | 1I | j10 | Chōsei 长星 |
 * | 4D | i9 | Kagetsu 花月 | 7I | i7 | Hogetsu 浦月 |
 * | 6D | i8 | Ugetsu 雨月 | 13I | f6 | Suisei 彗星 |
 *
 * @example
 * RENJU_OPENINGS.find((o) => o.code === '4D')?.moves; // ['h8', 'h9', 'i9']
 */
export const RENJU_OPENINGS: readonly RenjuOpening[] = Object.freeze([
  ...build('direct', 'h9', DIRECT),
  ...build('indirect', 'i9', INDIRECT),
]);

type Offset = readonly [number, number];

// The eight symmetries of the square about a point, as maps on offsets from it.
const SYMMETRIES: readonly ((dx: number, dy: number) => Offset)[] = [
  (dx, dy) => [dx, dy],
  (dx, dy) => [dy, -dx],
  (dx, dy) => [-dx, -dy],
  (dx, dy) => [-dy, dx],
  (dx, dy) => [-dx, dy],
  (dx, dy) => [dx, -dy],
  (dx, dy) => [dy, dx],
  (dx, dy) => [-dy, -dx],
];

function keyOf(second: Offset, third: Offset): string {
  return `${second[0]},${second[1]},${third[0]},${third[1]}`;
}

/** The offset of a point from move 1, or null when it names no point. */
function offset(input: PointInput | undefined, origin: number): Offset | null {
  const index = locate(input, GOMOKU_MAX_SIZE);
  if (index < 0) return null;
  return [
    (index % GOMOKU_MAX_SIZE) - (origin % GOMOKU_MAX_SIZE),
    Math.floor(index / GOMOKU_MAX_SIZE) - Math.floor(origin / GOMOKU_MAX_SIZE),
  ];
}

// Every orientation of every opening, keyed by the offsets of moves 2 and 3 from move 1: 184
// keys in all, the 8 orientations of 20 openings and the 4 of the 6 that are their own mirror.
const BY_SHAPE: ReadonlyMap<string, RenjuOpening> = (() => {
  const shapes = new Map<string, RenjuOpening>();
  for (const opening of RENJU_OPENINGS) {
    const [first, second, third] = opening.moves;
    const origin = locate(first, GOMOKU_MAX_SIZE);
    const d2 = offset(second, origin)!;
    const d3 = offset(third, origin)!;
    for (const symmetry of SYMMETRIES) shapes.set(keyOf(symmetry(...d2), symmetry(...d3)), opening);
  }
  return shapes;
})();

/**
 * Which of the 26 canonical openings the first three moves make, in any of the eight
 * orientations and wherever move 1 stands; null when they make none (move 2 not next to move 1,
 * move 3 outside the 5x5 around it, fewer than three moves, or a point that names none). Moves
 * after the third are ignored.
 *
 * @example
 * recogniseOpening(['h8', 'h9', 'i9']); // { code: '4D', name: 'Kagetsu', nameZh: '花月', ... }
 * recogniseOpening(['h8', 'g7', 'j10']); // Suisei (13I), turned half a turn
 * recogniseOpening(game.moves.map((move) => move.point));
 */
export function recogniseOpening(moves: readonly PointInput[]): RenjuOpening | null {
  if (moves.length < 3) return null;
  const origin = locate(moves[0], GOMOKU_MAX_SIZE);
  if (origin < 0) return null;
  const second = offset(moves[1], origin);
  const third = offset(moves[2], origin);
  if (second === null || third === null) return null;
  return BY_SHAPE.get(keyOf(second, third)) ?? null;
}
