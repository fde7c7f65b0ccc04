import { describe, expect, it } from 'vitest';
import { Gomoku, IllegalMoveError, type PointInput, StonekitError } from '../src/index.ts';

const WON = 'h8 h9 i8 i9 j8 j9 k8 k9 l8';
const DRAWN = 'd5 b2 c2 e4 b4 b3 b5 c4 e2 e1 c1 c5 a4 d1 a5 a3 d4 e3 e5 c3 a2 b1 d3 d2 a1';

interface Refusal {
  readonly what: string; // the case, for the test name
  readonly moves: string; // the game before the move
  readonly size?: number; // 15 when left out
  readonly input: unknown; // what is played
  readonly reason: string; // the expected IllegalMoveError reason
  readonly message: string | RegExp; // the expected message
  readonly move: string; // the expected IllegalMoveError.move
}

const refusals: readonly Refusal[] = [
  {
    what: 'an occupied point',
    moves: 'h8',
    input: 'h8',
    reason: 'occupied',
    message: 'h8 is occupied by black',
    move: 'h8',
  },
  {
    what: 'an occupied point given in capitals, named in lower case',
    moves: 'h8',
    input: 'H8',
    reason: 'occupied',
    message: 'h8 is occupied by black',
    move: 'H8',
  },
  {
    what: 'an occupied point given as coordinates',
    moves: 'h8 h9',
    input: { x: 7, y: 8 },
    reason: 'occupied',
    message: 'h9 is occupied by white',
    move: '{"x":7,"y":8}',
  },
  {
    what: 'a column off the board',
    moves: '',
    input: 'p3',
    reason: 'off-board',
    message: 'p3 is off the 15x15 board',
    move: 'p3',
  },
  {
    what: 'a row off a small board',
    moves: '',
    size: 5,
    input: 'a6',
    reason: 'off-board',
    message: 'a6 is off the 5x5 board',
    move: 'a6',
  },
  {
    what: 'negative coordinates',
    moves: '',
    input: { x: -1, y: 3 },
    reason: 'off-board',
    message: '{"x":-1,"y":3} is off the 15x15 board',
    move: '{"x":-1,"y":3}',
  },
  {
    what: 'coordinates past the edge',
    moves: '',
    input: { x: 15, y: 0 },
    reason: 'off-board',
    message: 'p1 is off the 15x15 board',
    move: '{"x":15,"y":0}',
  },
  {
    what: 'a row no board has',
    moves: '',
    input: 'z99',
    reason: 'malformed',
    message: /^'z99' is not a point: expected a column letter a-z and a row number 1-26/,
    move: 'z99',
  },
  {
    what: 'text that is not a point',
    moves: '',
    input: 'hello',
    reason: 'malformed',
    message: /^'hello' is not a point/,
    move: 'hello',
  },
  {
    what: 'fractional coordinates',
    moves: '',
    input: { x: 1.5, y: 2 },
    reason: 'malformed',
    message: /^\{"x":1.5,"y":2\} is not a point: expected a name such as 'h8' or \{ x, y \}/,
    move: '{"x":1.5,"y":2}',
  },
  {
    what: 'null',
    moves: '',
    input: null,
    reason: 'malformed',
    message: /^null is not a point/,
    move: 'null',
  },
  {
    what: 'undefined',
    moves: '',
    input: undefined,
    reason: 'malformed',
    message: /^undefined is not a point/,
    move: 'undefined',
  },
  {
    what: 'a number',
    moves: '',
    input: 112,
    reason: 'malformed',
    message: /^112 is not a point/,
    move: '112',
  },
  {
    what: 'coordinates given as text',
    moves: '',
    input: { x: '7', y: '7' },
    reason: 'malformed',
    message: /is not a point/,
    move: '{"x":"7","y":"7"}',
  },
  {
    what: 'any move after a win',
    moves: WON,
    input: 'a1',
    reason: 'game-over',
    message: 'Cannot play a1: the game is over, black has won',
    move: 'a1',
  },
  {
    what: 'an occupied point after a win, which is refused for the game being over',
    moves: WON,
    input: 'h8',
    reason: 'game-over',
    message: /game is over/,
    move: 'h8',
  },
  {
    what: 'any move after a draw',
    moves: DRAWN,
    size: 5,
    input: 'c3',
    reason: 'game-over',
    message: 'Cannot play c3: the game is over, it is a draw',
    move: 'c3',
  },
];

describe('illegal moves', () => {
  refusals.forEach((refusal) => {
    describe(refusal.what, () => {
      const setup = () => Gomoku.fromMoves(refusal.moves, { size: refusal.size ?? 15 });

      it(`throws an IllegalMoveError with reason '${refusal.reason}' and a precise message`, () => {
        const game = setup();
        let error: unknown;
        try {
          game.play(refusal.input as PointInput);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(IllegalMoveError);
        expect(error).toBeInstanceOf(StonekitError);
        const illegal = error as IllegalMoveError;
        expect(illegal.name).toBe('IllegalMoveError');
        expect(illegal.reason).toBe(refusal.reason);
        expect(illegal.move).toBe(refusal.move);
        if (typeof refusal.message === 'string') expect(illegal.message).toBe(refusal.message);
        else expect(illegal.message).toMatch(refusal.message);
      });

      it('leaves the game and its snapshot exactly as they were', () => {
        const game = setup();
        const state = game.state;
        const json = game.toJSON();
        expect(() => game.play(refusal.input as PointInput)).toThrow(IllegalMoveError);
        expect(game.state).toBe(state);
        expect(game.toJSON()).toEqual(json);
        expect(game.status).toBe(state.status);
        expect(game.turn).toBe(state.turn);
      });

      it('is explained by whyIllegal and isLegal without throwing', () => {
        const game = setup();
        expect(game.isLegal(refusal.input as PointInput)).toBe(false);
        expect(game.whyIllegal(refusal.input as PointInput)).toBe(refusal.reason);
      });
    });
  });

  it('answers null from whyIllegal and true from isLegal for a legal move', () => {
    const game = Gomoku.fromMoves('h8');
    expect(game.whyIllegal('h9')).toBeNull();
    expect(game.isLegal({ x: 0, y: 0 })).toBe(true);
  });

  it('does not throw from queries, whatever they are given', () => {
    const game = new Gomoku();
    const weird: unknown[] = [Symbol('x'), () => 1, 10n, { x: 10n, y: 1 }, [7, 7], Number.NaN];
    const cyclic: { x: unknown; y: number } = { x: null, y: 1 };
    cyclic.x = cyclic;
    weird.push(cyclic);
    for (const input of weird) {
      expect(game.at(input as PointInput)).toBeNull();
      expect(game.isLegal(input as PointInput)).toBe(false);
      expect(game.whyIllegal(input as PointInput)).toBe('malformed');
      expect(() => game.play(input as PointInput)).toThrow(IllegalMoveError);
    }
  });
});
