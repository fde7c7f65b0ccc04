import { describe, expect, it } from 'vitest';
import {
  applyOpeningAction,
  createOpening,
  RENJU_OPENINGS,
  recogniseOpening,
} from '../src/gomoku/opening/index.ts';
import type { PointInput } from '../src/gomoku/types.ts';
import { SYMMETRIES, transform } from './gomoku-symmetries.ts';

// The standard diagrams: move 1 on h8, move 2 on h9 (direct) or i9 (indirect), then move 3.
// [code, romanised name, Chinese name, the three moves]
const canonical: readonly (readonly [string, string, string, string])[] = [
  ['1D', 'Kansei', '寒星', 'h8 h9 h10'],
  ['2D', 'Keigetsu', '溪月', 'h8 h9 i10'],
  ['3D', 'Sosei', '疏星', 'h8 h9 j10'],
  ['4D', 'Kagetsu', '花月', 'h8 h9 i9'],
  ['5D', 'Zangetsu', '残月', 'h8 h9 j9'],
  ['6D', 'Ugetsu', '雨月', 'h8 h9 i8'],
  ['7D', 'Kinsei', '金星', 'h8 h9 j8'],
  ['8D', 'Shōgetsu', '松月', 'h8 h9 h7'],
  ['9D', 'Kyūgetsu', '丘月', 'h8 h9 i7'],
  ['10D', 'Shingetsu', '新月', 'h8 h9 j7'],
  ['11D', 'Zuisei', '瑞星', 'h8 h9 h6'],
  ['12D', 'Sangetsu', '山月', 'h8 h9 i6'],
  ['13D', 'Yūsei', '游星', 'h8 h9 j6'],
  ['1I', 'Chōsei', '长星', 'h8 i9 j10'],
  ['2I', 'Kyōgetsu', '峡月', 'h8 i9 j9'],
  ['3I', 'Kōsei', '恒星', 'h8 i9 j8'],
  ['4I', 'Suigetsu', '水月', 'h8 i9 j7'],
  ['5I', 'Ryūsei', '流星', 'h8 i9 j6'],
  ['6I', 'Ungetsu', '云月', 'h8 i9 i8'],
  ['7I', 'Hogetsu', '浦月', 'h8 i9 i7'],
  ['8I', 'Rangetsu', '岚月', 'h8 i9 i6'],
  ['9I', 'Gingetsu', '银月', 'h8 i9 h7'],
  ['10I', 'Myōjō', '明星', 'h8 i9 h6'],
  ['11I', 'Shagetsu', '斜月', 'h8 i9 g7'],
  ['12I', 'Meigetsu', '名月', 'h8 i9 g6'],
  ['13I', 'Suisei', '彗星', 'h8 i9 f6'],
];

describe('the 26 canonical Renju openings', () => {
  it('are listed 1D to 13D then 1I to 13I, with their standard diagrams', () => {
    expect(
      RENJU_OPENINGS.map((opening) => [
        opening.code,
        opening.name,
        opening.nameZh,
        opening.moves.join(' '),
      ]),
    ).toEqual(canonical);
  });

  it('say whether move 2 is beside move 1 or diagonal to it', () => {
    expect(RENJU_OPENINGS.filter((o) => o.kind === 'direct').map((o) => o.number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
    expect(RENJU_OPENINGS.every((o) => o.code === `${o.number}${o.kind[0]?.toUpperCase()}`)).toBe(
      true,
    );
  });

  canonical.forEach(([code, name, nameZh, moves]) => {
    SYMMETRIES.forEach((symmetry) => {
      it(`recognises ${code} ${name} ${symmetry.name}`, () => {
        const turned = transform(moves, 15, symmetry).split(' ');
        expect(recogniseOpening(turned)).toMatchObject({ code, name, nameZh });
      });
    });
  });
});

describe('recognising an opening', () => {
  it('finds every placement of moves 2 and 3 around move 1, each as exactly one opening', () => {
    const found = new Map<string, number>();
    for (let x2 = -1; x2 <= 1; x2++) {
      for (let y2 = -1; y2 <= 1; y2++) {
        for (let x3 = -2; x3 <= 2; x3++) {
          for (let y3 = -2; y3 <= 2; y3++) {
            const second = { x: 7 + x2, y: 7 + y2 };
            const third = { x: 7 + x3, y: 7 + y3 };
            if ((x2 === 0 && y2 === 0) || (x3 === 0 && y3 === 0)) continue;
            if (x2 === x3 && y2 === y3) continue;
            const opening = recogniseOpening([{ x: 7, y: 7 }, second, third]);
            expect(opening).not.toBeNull();
            found.set(opening!.code, (found.get(opening!.code) ?? 0) + 1);
          }
        }
      }
    }
    // 8 x 23 placements: the six openings that are their own mirror image show 4 ways, the others 8.
    const selfMirrored = ['1D', '8D', '11D', '1I', '11I', '13I'];
    expect([...found.values()].reduce((a, b) => a + b, 0)).toBe(184);
    for (const opening of RENJU_OPENINGS) {
      expect(found.get(opening.code)).toBe(selfMirrored.includes(opening.code) ? 4 : 8);
    }
  });

  // [what, the moves, the expected code or null]
  const cases: readonly (readonly [string, readonly PointInput[], string | null])[] = [
    ['anywhere on the board, not only on the centre', ['a1', 'a2', 'b2'], '4D'],
    ['on a larger board', ['t20', 't21', 'u21'], '4D'],
    [
      'from coordinates',
      [
        { x: 7, y: 7 },
        { x: 8, y: 8 },
        { x: 5, y: 5 },
      ],
      '13I',
    ],
    ['ignoring the moves after the third', ['h8', 'h9', 'i9', 'a1', 'o15'], '4D'],
    ['in capitals', ['H8', 'I9', 'F6'], '13I'],
    ['not from two moves', ['h8', 'h9'], null],
    ['not when move 2 is not next to move 1', ['h8', 'h10', 'i9'], null],
    ['not when move 3 is outside the 5x5 around move 1', ['h8', 'h9', 'h11'], null],
    ['not when move 3 is on move 2', ['h8', 'h9', 'h9'], null],
    ['not when move 3 is on move 1', ['h8', 'h9', 'h8'], null],
    ['not from something that is not a point', ['h8', 'h9', 'z99'], null],
  ];

  cases.forEach(([what, moves, code]) => {
    it(`recognises an opening ${what}`, () => {
      expect(recogniseOpening(moves)?.code ?? null).toBe(code);
    });
  });

  it('names the opening a rif opening has made after move 3', () => {
    let state = createOpening('rif');
    for (const point of ['h8', 'g9', 'g6']) {
      state = applyOpeningAction(state, { type: 'place', point });
    }
    // g9 is i9 mirrored left to right, and g6 is i6: Rangetsu.
    expect(recogniseOpening(state.stones.map((stone) => stone.point))?.name).toBe('Rangetsu');
  });
});
