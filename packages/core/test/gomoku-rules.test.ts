import { describe, expect, it } from 'vitest';
import { formatPoint, Gomoku, type GomokuRuleName } from '../src/index.ts';
import { SYMMETRIES, transform } from './gomoku-symmetries.ts';

interface WinCase {
  readonly name: string; // what the case shows
  readonly moves: string; // the game, black first; the last move wins
  readonly line: string; // the winning line, in order along it
  readonly size?: number; // board size, 15 when left out
  readonly rules?: readonly GomokuRuleName[]; // the rules it holds under, both when left out
}

const wins: readonly WinCase[] = [
  {
    name: 'five in a row horizontally in the middle of the board',
    moves: 'h8 h9 i8 i9 j8 j9 k8 k9 l8',
    line: 'h8 i8 j8 k8 l8',
  },
  {
    name: 'five in a column vertically',
    moves: 'h8 i8 h9 i9 h10 i10 h11 i11 h12',
    line: 'h8 h9 h10 h11 h12',
  },
  {
    name: 'five on a rising diagonal from the corner',
    moves: 'a1 a15 b2 b15 c3 c15 d4 d15 e5',
    line: 'a1 b2 c3 d4 e5',
  },
  {
    name: 'five on a falling diagonal',
    moves: 'k5 a1 j6 a2 i7 a3 h8 a4 g9',
    line: 'g9 h8 i7 j6 k5',
  },
  {
    name: 'five for white',
    moves: 'a1 h8 a3 h9 a5 h10 a7 h11 a9 h12',
    line: 'h8 h9 h10 h11 h12',
  },
  {
    name: 'five along the top edge',
    moves: 'a15 a13 b15 b13 c15 c13 d15 d13 e15',
    line: 'a15 b15 c15 d15 e15',
  },
  {
    name: 'five along the right edge ending in the corner',
    moves: 'o15 n1 o14 n2 o13 n3 o12 n4 o11',
    line: 'o11 o12 o13 o14 o15',
  },
  {
    name: 'five on the diagonal into the top right corner',
    moves: 'o15 a1 n14 a2 m13 a3 l12 a4 k11',
    line: 'k11 l12 m13 n14 o15',
  },
  {
    name: 'five completed by a stone in the gap',
    moves: 'f8 f9 g8 g9 i8 i9 j8 j9 h8',
    line: 'f8 g8 h8 i8 j8',
  },
  {
    name: 'five completed next to its end on a diagonal',
    moves: 'c3 a15 d4 b15 f6 c15 g7 d15 e5',
    line: 'c3 d4 e5 f6 g7',
  },
  {
    name: 'a whole row of the smallest board',
    size: 5,
    moves: 'a1 a2 b1 b2 c1 c2 d1 d2 e1',
    line: 'a1 b1 c1 d1 e1',
  },
  {
    name: 'an overline of six, with all six stones',
    rules: ['freestyle'],
    moves: 'a1 a2 b1 b2 c1 c2 e1 e2 f1 f2 d1',
    line: 'a1 b1 c1 d1 e1 f1',
  },
  {
    name: 'an overline of seven joined in the middle, with all seven stones',
    rules: ['freestyle'],
    moves: 'a1 a2 b1 b2 c1 c2 e1 e2 f1 f2 g1 g2 d1',
    line: 'a1 b1 c1 d1 e1 f1 g1',
  },
  {
    name: 'a five in one line made by the stone that makes an overline in another',
    moves: 'a1 a15 b1 b15 c1 c15 e1 e15 f1 f15 d2 h15 d3 j15 d4 l15 d5 n15 d1',
    line: 'd1 d2 d3 d4 d5',
    rules: ['standard'],
  },
];

// Each case runs through the eight symmetries of the board: a win must not depend on which way
// the line runs, and the edge and corner cases then cover all four edges and corners.
describe.each(['freestyle', 'standard'] as const)('%s, winning lines', (rule) => {
  for (const win of wins.filter((c) => c.rules?.includes(rule) ?? true)) {
    const size = win.size ?? 15;
    describe(win.name, () => {
      for (const symmetry of SYMMETRIES) {
        it(`wins with the line, ${symmetry.name}`, () => {
          const moves = transform(win.moves, size, symmetry);
          const game = Gomoku.fromMoves(moves, { size, rule });
          const winner = game.moveCount % 2 === 1 ? 'black' : 'white';
          const status = game.status;
          expect(status.kind).toBe('won');
          if (status.kind !== 'won') return;
          expect(status.winner).toBe(winner);
          const line = status.line.map(formatPoint).join(' ');
          const expected = transform(win.line, size, symmetry);
          // The engine orders the line along its own direction, which a symmetry may reverse.
          expect([expected, expected.split(' ').reverse().join(' ')]).toContain(line);
          expect(game.isGameOver()).toBe(true);
        });

        it(`does not win one move earlier, ${symmetry.name}`, () => {
          const moves = transform(win.moves, size, symmetry).split(' ').slice(0, -1).join(' ');
          expect(Gomoku.fromMoves(moves, { size, rule }).status.kind).toBe('playing');
        });
      }
    });
  }
});

describe('standard rule, overlines', () => {
  it('does not win with six in a row, and the game goes on', () => {
    const game = Gomoku.fromMoves('a1 a2 b1 b2 c1 c2 e1 e2 f1 f2 d1', { rule: 'standard' });
    expect(game.status).toEqual({ kind: 'playing' });
    expect(game.isLegal('h8')).toBe(true);
    expect(game.play('h8').stone).toBe('white');
  });

  it('does not win with seven in a row made by filling a gap', () => {
    const game = Gomoku.fromMoves('a1 a2 b1 b2 c1 c2 e1 e2 f1 f2 g1 g2 d1', { rule: 'standard' });
    expect(game.status.kind).toBe('playing');
  });

  it('still wins later with an exact five elsewhere', () => {
    const game = Gomoku.fromMoves(
      'a1 a2 b1 b2 c1 c2 e1 e2 f1 f2 d1 o15 h8 o14 h9 o13 h10 o12 h11 n1 h12',
      {
        rule: 'standard',
      },
    );
    expect(game.status).toMatchObject({ kind: 'won', winner: 'black' });
    if (game.status.kind === 'won') {
      expect(game.status.line.map(formatPoint)).toEqual(['h8', 'h9', 'h10', 'h11', 'h12']);
    }
  });
});

describe('lines that are not five', () => {
  const noWins: [string, string, number?][] = [
    ['four in a row', 'h8 a1 i8 a2 j8 a3 k8'],
    ['five with a gap', 'h8 a1 i8 a2 j8 a3 k8 a4 m8'],
    ['five stones of both colours in a row', 'h8 m8 i8 a2 j8 a3 k8'],
    ['a row that wraps from the right edge onto the next row', 'l1 a15 m1 b15 n1 c15 o1 d15 a2'],
    ['a diagonal that wraps across the edge', 'l4 a15 m5 b15 n6 c15 o7 d15 a9'],
    ['four on the smallest board', 'a1 a2 b1 b2 c1 c2 d1', 5],
  ];
  noWins.forEach(([what, moves, size]) => {
    describe.each(['freestyle', 'standard'] as const)('%s', (rule) => {
      it(`does not count ${what} as a win`, () => {
        const game = Gomoku.fromMoves(moves, { size: size ?? 15, rule });
        expect(game.status).toEqual({ kind: 'playing' });
        expect(game.isGameOver()).toBe(false);
      });
    });
  });
});

describe('draws', () => {
  it('ends a full 5x5 board without five as a draw, under both rules', () => {
    const moves = 'd5 b2 c2 e4 b4 b3 b5 c4 e2 e1 c1 c5 a4 d1 a5 a3 d4 e3 e5 c3 a2 b1 d3 d2 a1';
    for (const rule of ['freestyle', 'standard'] as const) {
      const before = Gomoku.fromMoves(moves.split(' ').slice(0, -1).join(' '), { size: 5, rule });
      expect(before.status.kind).toBe('playing');
      const game = Gomoku.fromMoves(moves, { size: 5, rule });
      expect(game.status).toEqual({ kind: 'draw' });
      expect(game.isGameOver()).toBe(true);
      expect(game.whyIllegal('a1')).toBe('game-over');
    }
  });

  it('ends a full 6x6 board as a draw under freestyle', () => {
    const moves =
      'b4 f2 b2 e1 e3 d6 d2 c5 b3 a5 e5 f6 b5 e4 a4 f5 a2 b6 c4 c3 f3 c2 a3 d5 e6 c6 c1 e2 f1 b1 d3 d4 f4 a6 d1 a1';
    expect(Gomoku.fromMoves(moves, { size: 6 }).status).toEqual({ kind: 'draw' });
  });

  it('draws a full 6x6 board under standard even though black has a whole row of six', () => {
    const moves =
      'a1 f5 b1 a6 c1 c6 e1 d3 f1 d4 d1 d5 b5 d2 b6 e3 a2 c5 e4 c2 e2 f2 e5 a5 f6 e6 a4 f3 c4 f4 d6 b2 c3 b4 a3 b3';
    const game = Gomoku.fromMoves(moves, { size: 6, rule: 'standard' });
    expect(game.status).toEqual({ kind: 'draw' });
    expect(['a1', 'b1', 'c1', 'd1', 'e1', 'f1'].map((name) => game.at(name))).toEqual(
      Array(6).fill('black'),
    );
    // The same game under freestyle is won by that row as soon as it closes.
    expect(() => Gomoku.fromMoves(moves, { size: 6 })).toThrow(/game is over, black has won/);
  });

  it('calls it a win, not a draw, when the move that fills the board makes five', () => {
    const moves = 'c5 a5 c2 e1 a2 a1 b1 d5 c1 c3 d4 e3 b5 b4 e2 a4 d2 d3 d1 b3 e4 e5 a3 c4 b2';
    const game = Gomoku.fromMoves(moves, { size: 5 });
    expect(game.moveCount).toBe(25);
    expect(game.status).toMatchObject({ kind: 'won', winner: 'black' });
    if (game.status.kind === 'won') {
      expect(game.status.line.map(formatPoint)).toEqual(['a2', 'b2', 'c2', 'd2', 'e2']);
    }
  });
});
