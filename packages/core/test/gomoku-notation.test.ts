import { describe, expect, it } from 'vitest';
import { Gomoku, IllegalMoveError, OptionError, ParseError } from '../src/index.ts';

describe('reading move lists', () => {
  const forms: [string, string][] = [
    ['spaces', 'h8 h9 i8'],
    ['the compact form', 'h8h9i8'],
    ['commas', 'h8,h9,i8'],
    ['commas and spaces', 'h8, h9 ,i8'],
    ['newlines, tabs and extra spaces', '\n  h8\th9\r\n\n i8  '],
    ['capitals', 'H8 h9 I8'],
    ['a mix of all of them', 'H8h9,  i8'],
  ];
  forms.forEach(([form, text]) => {
    it(`reads ${form}`, () => {
      expect(Gomoku.fromMoves(text).toMoves()).toBe('h8 h9 i8');
    });
  });

  it('reads two-digit rows back to back', () => {
    expect(Gomoku.fromMoves('a10b11c12o15').toMoves()).toBe('a10 b11 c12 o15');
  });

  it('reads an empty list, or only separators, as a new game', () => {
    expect(Gomoku.fromMoves('').moveCount).toBe(0);
    expect(Gomoku.fromMoves(' ,\n ').moveCount).toBe(0);
  });

  it('applies the options', () => {
    const game = Gomoku.fromMoves('a1 e5', { size: 5, rule: 'standard' });
    expect(game.size).toBe(5);
    expect(game.rule).toBe('standard');
    expect(() => Gomoku.fromMoves('a1', { size: 3 })).toThrow(OptionError);
  });

  it('writes moves separated by single spaces, lower case', () => {
    expect(Gomoku.fromMoves('H8,H9').toMoves()).toBe('h8 h9');
    expect(new Gomoku().toMoves()).toBe('');
  });
});

describe('move list errors', () => {
  const malformed: [string, string, string, number][] = [
    ['a row beyond any board', 'h8 h99', 'h99', 3],
    ['a row of zero', 'h8 h0', 'h0', 3],
    ['a leading zero', 'h08', 'h08', 0],
    ['junk after a move', 'h8 h9# i8', 'h9#', 3],
    ['a stray symbol', 'h8 ; i8', ';', 3],
    ['a letter with no row in the compact form', 'h8h9zz', 'zz', 4],
    ['a trailing letter', 'h8h', 'h', 2],
    ['the row before the column', 'h8 9h', '9h', 3],
    ['a move number prefix', '1. h8', '1.', 0],
  ];
  malformed.forEach(([what, text, token, offset]) => {
    it(`names the token and its offset for ${what}`, () => {
      let error: unknown;
      try {
        Gomoku.fromMoves(text);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ParseError);
      const parse = error as ParseError;
      expect(parse.token).toBe(token);
      expect(parse.offset).toBe(offset);
      expect(parse.message).toContain(`at offset ${offset}, got '${token}'`);
    });
  });

  const illegal: [string, string, number, string, number, string, string][] = [
    ['an occupied point', 'a1 b1 A1', 3, 'A1', 6, 'occupied', 'a1 is occupied by black'],
    ['a point off this board', 'a1 f1', 2, 'f1', 3, 'off-board', 'f1 is off the 5x5 board'],
    [
      'a move after the game is won',
      'a1a2b1b2c1c2d1d2e1 a3',
      10,
      'a3',
      19,
      'game-over',
      'Cannot play a3: the game is over, black has won',
    ],
  ];
  illegal.forEach(([what, text, number, token, offset, reason, why]) => {
    it(`gives the move number, the reason and the IllegalMoveError as cause for ${what}`, () => {
      let error: unknown;
      try {
        Gomoku.fromMoves(text, { size: 5 });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ParseError);
      const parse = error as ParseError;
      expect(parse.token).toBe(token);
      expect(parse.offset).toBe(offset);
      expect(parse.message).toBe(
        `Move ${number} '${token}' at offset ${offset} is illegal: ${why}`,
      );
      expect(parse.cause).toBeInstanceOf(IllegalMoveError);
      expect((parse.cause as IllegalMoveError).reason).toBe(reason);
    });
  });

  it('refuses a list that is not a string', () => {
    expect(() => Gomoku.fromMoves(42 as never)).toThrow(ParseError);
    expect(() => Gomoku.fromMoves(null as never)).toThrow(/Expected a move list/);
  });
});
