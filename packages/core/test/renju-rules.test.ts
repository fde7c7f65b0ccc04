import { describe, expect, it } from 'vitest';
import {
  type ForbiddenKind,
  ForbiddenMoveError,
  formatPoint,
  Gomoku,
  IllegalMoveError,
} from '../src/index.ts';
import { boardText, SYMMETRIES, transform } from './gomoku-symmetries.ts';

interface ForbiddenCase {
  readonly name: string; // what the position shows
  readonly black: string; // black stones
  readonly white?: string; // white stones, none when left out
  readonly point: string; // black's move
  readonly kind: ForbiddenKind | null; // the verdict: why it is forbidden, or null when allowed
}

// Every clause of RIF 9.3, on a 15x15 board, black to move. Each case is re-run through the
// eight symmetries of the board, so each line shape is tried in all four directions.
const cases: readonly ForbiddenCase[] = [
  // Double-threes.
  {
    name: 'two open threes, across and up',
    black: 'f8 g8 h6 h7',
    point: 'h8',
    kind: 'double-three',
  },
  {
    name: 'a split three and an open three',
    black: 'e8 g8 h6 h7',
    point: 'h8',
    kind: 'double-three',
  },
  { name: 'threes on both diagonals', black: 'f6 g7 f10 g9', point: 'h8', kind: 'double-three' },
  {
    name: 'a four and two threes (4-3-3)',
    black: 'e8 f8 g8 h6 h7 f6 g7',
    white: 'd8',
    point: 'h8',
    kind: 'double-three',
  },
  // Double-fours.
  {
    name: 'two closed fours on different lines',
    black: 'e8 f8 g8 h5 h6 h7',
    white: 'd8 h4',
    point: 'h8',
    kind: 'double-four',
  },
  {
    name: 'two fours on one line, X.XXX.X',
    black: 'e8 g8 i8 k8',
    point: 'h8',
    kind: 'double-four',
  },
  {
    name: 'two fours on one line, XX.XX.XX',
    black: 'd8 e8 g8 j8 k8',
    point: 'h8',
    kind: 'double-four',
  },
  {
    name: 'two fours on one line, XXX.X.XXX',
    black: 'c8 d8 e8 i8 j8 k8',
    point: 'g8',
    kind: 'double-four',
  },
  {
    name: 'two fours and a three (4-4-3)',
    black: 'e8 f8 g8 h5 h6 h7 f6 g7',
    white: 'd8 h4',
    point: 'h8',
    kind: 'double-four',
  },
  // Overlines.
  { name: 'six by filling a gap', black: 'c8 d8 e8 f8 h8', point: 'g8', kind: 'overline' },
  { name: 'seven from two threes', black: 'e8 f8 g8 i8 j8 k8', point: 'h8', kind: 'overline' },
  {
    name: 'an overline that is also a double-three, named as the overline',
    black: 'c8 d8 e8 f8 h8 g6 g7 e6 f7',
    point: 'g8',
    kind: 'overline',
  },
  // Allowed.
  { name: 'a four and a three (4-3)', black: 'e8 f8 g8 h6 h7', point: 'h8', kind: null },
  { name: 'a straight four, which is one four', black: 'e8 f8 g8', point: 'h8', kind: null },
  {
    name: 'a three blocked by white next to it, which is no three',
    black: 'f8 g8 h6 h7',
    white: 'e8',
    point: 'h8',
    kind: null,
  },
  {
    name: 'a three walled in by white one cell off both ends, which is no three',
    black: 'f8 g8 h6 h7',
    white: 'd8 j8',
    point: 'h8',
    kind: null,
  },
  {
    name: 'a three against the edge, which is no three',
    black: 'a8 b8 c6 c7',
    point: 'c8',
    kind: null,
  },
  {
    name: 'a three whose only straight four would end in an overline, which is no three',
    black: 'e8 f8 j8 g6 g7',
    white: 'c8',
    point: 'g8',
    kind: null,
  },
  {
    name: 'a three whose only straight-four point is forbidden (an overline), which does not count',
    black: 'e8 g8 h6 h7 f5 f6 f7 f9 f10 f11',
    point: 'h8',
    kind: null,
  },
  {
    name: 'a three whose only straight-four point also makes a five, which does not count',
    black: 'e8 g8 h6 h7 f4 f5 f6 f7',
    point: 'h8',
    kind: null,
  },
  {
    name: 'an exact five that also makes an overline',
    black: 'd8 e8 f8 g8 h5 h6 h7 h9 h10',
    point: 'h8',
    kind: null,
  },
  {
    name: 'an exact five that also makes a four and a three',
    black: 'd8 e8 f8 g8 h5 h6 h7 i9 j10',
    point: 'h8',
    kind: null,
  },
  { name: 'two stones in a row and a three', black: 'g8 h6 h7', point: 'h8', kind: null },
];

function setUp(c: ForbiddenCase, symmetry: (typeof SYMMETRIES)[number]): Gomoku {
  const black = transform(c.black, 15, symmetry);
  const white = transform(c.white ?? '', 15, symmetry);
  return Gomoku.fromPosition(boardText(15, black, white), { rule: 'renju', toMove: 'black' });
}

describe('renju, black to move', () => {
  for (const c of cases) {
    const verdict = c.kind === null ? 'allows' : `forbids as ${c.kind}`;
    describe(`${verdict} ${c.name}`, () => {
      for (const symmetry of SYMMETRIES) {
        it(`judges the point so, ${symmetry.name}`, () => {
          const game = setUp(c, symmetry);
          const point = transform(c.point, 15, symmetry);
          expect(game.isForbidden(point)).toBe(c.kind);
          const listed = game.forbiddenPoints().find((f) => formatPoint(f.point) === point);
          expect(listed?.kind ?? null).toBe(c.kind);
          expect(game.whyIllegal(point)).toBe(c.kind === null ? null : 'forbidden');
          expect(game.state.forbidden).toBe(game.forbiddenPoints());
        });

        it(`${c.kind === null ? 'plays' : 'refuses'} the move, ${symmetry.name}`, () => {
          const game = setUp(c, symmetry);
          const point = transform(c.point, 15, symmetry);
          if (c.kind === null) {
            expect(game.play(point).stone).toBe('black');
            return;
          }
          const before = game.state;
          let error: unknown;
          try {
            game.play(point);
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(IllegalMoveError);
          expect(error).toBeInstanceOf(ForbiddenMoveError);
          expect((error as ForbiddenMoveError).reason).toBe('forbidden');
          expect((error as ForbiddenMoveError).kind).toBe(c.kind);
          expect((error as Error).message).toBe(`${point} is forbidden for black: ${c.kind}`);
          expect(game.state).toBe(before);
        });
      }
    });
  }
});

describe('renju, fives', () => {
  const fives: [string, string, string, string][] = [
    // [what, black stones, move, the five]
    [
      'an exact five that also makes an overline',
      'd8 e8 f8 g8 h5 h6 h7 h9 h10',
      'h8',
      'd8 e8 f8 g8 h8',
    ],
    [
      'an exact five that also makes two fours',
      'd8 e8 f8 g8 h5 h6 h7 i9 j10 k11',
      'h8',
      'd8 e8 f8 g8 h8',
    ],
  ];
  for (const [what, black, move, five] of fives) {
    describe(`wins for black with ${what}`, () => {
      for (const symmetry of SYMMETRIES) {
        it(`ends the game with the five, ${symmetry.name}`, () => {
          const board = boardText(15, transform(black, 15, symmetry));
          const game = Gomoku.fromPosition(board, { rule: 'renju', toMove: 'black' });
          game.play(transform(move, 15, symmetry));
          const { status } = game;
          expect(status).toMatchObject({ kind: 'won', winner: 'black', reason: 'five' });
          if (status.kind !== 'won') return;
          const line = status.line.map(formatPoint).sort().join(' ');
          expect(line).toBe(transform(five, 15, symmetry).split(' ').sort().join(' '));
        });
      }
    });
  }

  it('lets white win with an overline', () => {
    const board = boardText(15, 'a1 a3 a5 a7 a9', 'c8 d8 e8 f8 h8');
    const game = Gomoku.fromPosition(board, { rule: 'renju', toMove: 'white' });
    expect(game.isLegal('g8')).toBe(true);
    game.play('g8');
    expect(game.status).toMatchObject({ kind: 'won', winner: 'white', reason: 'five' });
    if (game.status.kind === 'won') expect(game.status.line).toHaveLength(6);
  });

  it('never forbids white a double-three, a double-four or an overline', () => {
    const board = boardText(15, 'a1 a3 a5 a7 a9 a11 a13 o1 o3 o5', 'f8 g8 h6 h7 e10 g10 i10 k10');
    const game = Gomoku.fromPosition(board, { rule: 'renju', toMove: 'white' });
    expect(game.whyIllegal('h8')).toBeNull();
    expect(game.whyIllegal('h10')).toBeNull();
    expect(game.state.forbidden).toEqual([]);
    expect(game.play('h8').stone).toBe('white');
  });

  it('does not count a black overline as a win, so black cannot play it', () => {
    const board = boardText(15, 'c8 d8 e8 f8 h8', 'a1 a3 a5 a7 a9');
    const game = Gomoku.fromPosition(board, { rule: 'renju' });
    expect(game.turn).toBe('black');
    expect(game.whyIllegal('g8')).toBe('forbidden');
    expect(game.legalMoves().map(formatPoint)).not.toContain('g8');
  });
});
