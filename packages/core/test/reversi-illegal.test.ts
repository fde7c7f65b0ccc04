import { describe, expect, it } from 'vitest';
import { IllegalMoveError, Reversi } from '../src/index.ts';

describe('illegal moves, black to move at the start', () => {
  const cases = [
    { input: 'z99' as unknown, reason: 'malformed', words: 'not a square' },
    { input: 'd', reason: 'malformed', words: 'not a square' },
    { input: 'a0', reason: 'malformed', words: 'not a square' },
    { input: 42, reason: 'malformed', words: 'not a square' },
    { input: null, reason: 'malformed', words: 'not a square' },
    { input: { x: 1.5, y: 2 }, reason: 'malformed', words: 'not a square' },
    { input: 'i1', reason: 'off-board', words: 'off the 8x8 board' },
    { input: 'a9', reason: 'off-board', words: 'off the 8x8 board' },
    { input: { x: 8, y: 0 }, reason: 'off-board', words: 'off the 8x8 board' },
    { input: { x: 0, y: -1 }, reason: 'off-board', words: 'off the 8x8 board' },
    { input: 'd4', reason: 'occupied', words: 'd4 is occupied' },
    { input: 'a1', reason: 'no-flips', words: 'flips none' },
    { input: 'c3', reason: 'no-flips', words: 'flips none' },
  ];
  for (const c of cases) {
    it(`refuses ${JSON.stringify(c.input)} as ${c.reason} and changes nothing`, () => {
      const game = new Reversi();
      const before = game.state;
      let error: unknown;
      try {
        game.play(c.input as string);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(IllegalMoveError);
      expect((error as IllegalMoveError).reason).toBe(c.reason);
      expect((error as IllegalMoveError).message).toContain(c.words);
      expect(game.state).toBe(before);
      expect(game.at(c.input as string)).toBe(c.reason === 'occupied' ? 'white' : null);
    });
  }

  it('refuses a pass while a move exists', () => {
    const game = new Reversi();
    const before = game.state;
    expect(() => game.pass()).toThrow(expect.objectContaining({ reason: 'cannot-pass' }));
    expect(() => game.pass()).toThrow(/black has a legal move \(d3, c4, f5, e6\)/);
    expect(game.state).toBe(before);
  });
});
