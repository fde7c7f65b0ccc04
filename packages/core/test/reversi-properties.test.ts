import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Reversi } from '../src/index.ts';
import { referenceFlips, referenceLegalMoves, squareName } from './reversi-reference.ts';

// A random game: at each turn, the move at this position (modulo the number of legal moves).
const choices = fc.array(fc.nat({ max: 63 }), { minLength: 0, maxLength: 70 });
const autoPass = fc.boolean();

/** Plays `picks` on `game` until they or the game run out; passes when it must. */
function playOut(game: Reversi, picks: readonly number[]): void {
  for (const pick of picks) {
    if (game.isGameOver()) return;
    if (game.mustPass()) game.pass();
    const moves = game.legalMoves();
    game.play(moves[pick % moves.length]!);
  }
}

describe('random games', () => {
  it('grow the mover by one disc plus its flips and shrink the opponent by the flips', () => {
    fc.assert(
      fc.property(choices, (picks) => {
        const game = new Reversi();
        for (const pick of picks) {
          if (game.isGameOver()) break;
          const moves = game.legalMoves();
          const before = game.score();
          const move = game.play(moves[pick % moves.length]!);
          const after = game.score();
          const mover = move.stone;
          const other = mover === 'black' ? 'white' : 'black';
          expect(move.flips.length).toBeGreaterThan(0);
          expect(after[mover]).toBe(before[mover] + 1 + move.flips.length);
          expect(after[other]).toBe(before[other] - move.flips.length);
          expect(after.empty).toBe(before.empty - 1);
        }
      }),
    );
  });

  it('offer the same legal moves as the plain 8-direction reference, each flipping something', () => {
    fc.assert(
      fc.property(choices, autoPass, (picks, auto) => {
        const game = new Reversi({ autoPass: auto });
        const check = () => {
          const { board, turn } = game.state;
          const expected = referenceLegalMoves(board, turn);
          expect(game.legalMoves()).toEqual(expected);
          for (const square of expected) {
            const flips = game.flipsFor(square);
            expect(flips.length).toBeGreaterThan(0);
            expect(flips).toEqual(referenceFlips(board, turn, indexOf(square)).map(squareName));
          }
          expect(game.perft(1)).toBe(game.isGameOver() ? 0 : Math.max(expected.length, 1));
        };
        check();
        for (const pick of picks) {
          if (game.isGameOver()) break;
          if (game.mustPass()) game.pass();
          const moves = game.legalMoves();
          game.play(moves[pick % moves.length]!);
          check();
        }
      }),
    );
  });

  it('return to the start when every move is taken back', () => {
    fc.assert(
      fc.property(choices, autoPass, (picks, auto) => {
        const game = new Reversi({ autoPass: auto });
        const start = game.state;
        playOut(game, picks);
        while (game.undo() !== null) {}
        expect(game.state.board).toEqual(start.board);
        expect(game.moves).toEqual([]);
        expect(game.turn).toBe('black');
      }),
    );
  });

  it('replay the same history from their transcript', () => {
    fc.assert(
      fc.property(choices, (picks) => {
        const game = new Reversi();
        playOut(game, picks);
        const copy = Reversi.fromTranscript(game.toTranscript());
        expect(copy.state.moves).toEqual(game.state.moves);
        expect(copy.toPosition()).toBe(game.toPosition());
      }),
    );
  });

  it('read back the board string they write', () => {
    fc.assert(
      fc.property(choices, (picks) => {
        const game = new Reversi({ autoPass: false });
        playOut(game, picks);
        const copy = Reversi.fromPosition(game.toPosition(), undefined, { autoPass: false });
        expect(copy.state.board).toEqual(game.state.board);
        expect(copy.turn).toBe(game.turn);
        expect(copy.legalMoves()).toEqual(game.legalMoves());
        expect(copy.status).toEqual(game.status);
      }),
    );
  });

  it('load back from JSON with the same state and redo stack', () => {
    fc.assert(
      fc.property(choices, autoPass, fc.nat({ max: 10 }), (picks, auto, undos) => {
        const game = new Reversi({ autoPass: auto });
        playOut(game, picks);
        for (let i = 0; i < undos; i++) game.undo();
        const copy = Reversi.fromJSON(JSON.parse(JSON.stringify(game)));
        expect(copy.state).toEqual(game.state);
        expect(copy.toJSON()).toEqual(game.toJSON());
      }),
    );
  });
});

function indexOf(square: string): number {
  return (Number(square[1]) - 1) * 8 + square.charCodeAt(0) - 97;
}
