import { describe, expect, it } from 'vitest';
import { formatPoint, Gomoku, type Stone } from '../src/index.ts';
import { boardText, SYMMETRIES, transform } from './gomoku-symmetries.ts';

interface CaroCase {
  readonly name: string; // what the position shows
  readonly mover?: Stone; // who plays the move, black when left out
  readonly own: string; // the mover's stones
  readonly other?: string; // the opponent's stones
  readonly move: string; // the move played
  readonly line: string | null; // the winning line, or null when the move does not win
}

// Caro: five or more in a row wins unless the opponent's stones close both ends; the edge of the
// board closes nothing. Each case runs through the eight symmetries of the board.
const cases: readonly CaroCase[] = [
  { name: 'an open five', own: 'd8 e8 f8 g8', move: 'h8', line: 'd8 e8 f8 g8 h8' },
  {
    name: 'a five blocked at one end',
    own: 'd8 e8 f8 g8',
    other: 'c8',
    move: 'h8',
    line: 'd8 e8 f8 g8 h8',
  },
  {
    name: 'a five blocked at both ends',
    own: 'd8 e8 f8 g8',
    other: 'c8 i8',
    move: 'h8',
    line: null,
  },
  {
    name: 'a five with a gap between it and one of the blocking stones',
    own: 'd8 e8 f8 g8',
    other: 'b8 i8',
    move: 'h8',
    line: 'd8 e8 f8 g8 h8',
  },
  {
    name: 'a five against the edge, blocked at the other end',
    own: 'a8 b8 c8 d8',
    other: 'f8',
    move: 'e8',
    line: 'a8 b8 c8 d8 e8',
  },
  {
    name: 'a five into the corner, blocked at the other end',
    own: 'a1 b2 c3 d4',
    other: 'f6',
    move: 'e5',
    line: 'a1 b2 c3 d4 e5',
  },
  {
    name: 'an overline of six',
    own: 'c8 d8 e8 f8 h8',
    move: 'g8',
    line: 'c8 d8 e8 f8 g8 h8',
  },
  {
    name: 'an overline blocked at both ends',
    own: 'c8 d8 e8 f8 h8',
    other: 'b8 i8',
    move: 'g8',
    line: null,
  },
  {
    name: 'a blocked five and an open five made by the same stone',
    own: 'd8 e8 f8 g8 h4 h5 h6 h7',
    other: 'c8 i8',
    move: 'h8',
    line: 'h4 h5 h6 h7 h8',
  },
  {
    name: 'a white five blocked at both ends by black',
    mover: 'white',
    own: 'd8 e8 f8 g8',
    other: 'c8 i8',
    move: 'h8',
    line: null,
  },
  {
    name: 'an open white five',
    mover: 'white',
    own: 'd8 e8 f8 g8',
    other: 'c8',
    move: 'h8',
    line: 'd8 e8 f8 g8 h8',
  },
];

describe('caro, winning lines', () => {
  for (const c of cases) {
    describe(`${c.line === null ? 'does not win with' : 'wins with'} ${c.name}`, () => {
      for (const symmetry of SYMMETRIES) {
        it(`judges the move so, ${symmetry.name}`, () => {
          const mover = c.mover ?? 'black';
          const own = transform(c.own, 15, symmetry);
          const other = transform(c.other ?? '', 15, symmetry);
          const board = mover === 'black' ? boardText(15, own, other) : boardText(15, other, own);
          const game = Gomoku.fromPosition(board, { rule: 'caro', toMove: mover });
          game.play(transform(c.move, 15, symmetry));
          const { status } = game;
          if (c.line === null) {
            expect(status).toEqual({ kind: 'playing' });
            return;
          }
          expect(status).toMatchObject({ kind: 'won', winner: mover, reason: 'five' });
          if (status.kind !== 'won') return;
          const line = status.line.map(formatPoint).sort().join(' ');
          expect(line).toBe(transform(c.line, 15, symmetry).split(' ').sort().join(' '));
        });
      }
    });
  }
});

describe('caro, a game', () => {
  it('goes on after a five blocked at both ends and is won by a later open five', () => {
    const blocked = 'd8 c8 e8 i8 f8 a1 g8 a3 h8';
    const game = Gomoku.fromMoves(blocked, { rule: 'caro' });
    expect(game.status).toEqual({ kind: 'playing' });
    for (const move of 'a5 b10 a7 c10 a9 d10 a11 e10 a13 f10'.split(' ')) game.play(move);
    expect(game.status).toMatchObject({ kind: 'won', winner: 'black', reason: 'five' });
    if (game.status.kind === 'won') {
      expect(game.status.line.map(formatPoint)).toEqual(['b10', 'c10', 'd10', 'e10', 'f10']);
    }
  });

  it('does not end when a five is made between two opponent stones', () => {
    const game = Gomoku.fromMoves('d8 c8 e8 i8 f8 a1 g8 a3 h8', { rule: 'caro' });
    expect(game.status).toEqual({ kind: 'playing' });
    expect(game.play('a5').stone).toBe('white');
    expect(game.isGameOver()).toBe(false);
  });

  it('is saved and loaded under its own name', () => {
    const game = Gomoku.fromMoves('d8 c8 e8 i8 f8 a1 g8 a3 h8', { rule: 'caro' });
    const loaded = Gomoku.fromJSON(JSON.stringify(game));
    expect(loaded.rule).toBe('caro');
    expect(loaded.state).toEqual(game.state);
  });
});
