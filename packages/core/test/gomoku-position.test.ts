import { describe, expect, it } from 'vitest';
import { formatPoint, Gomoku, type GomokuRuleName, OptionError, ParseError } from '../src/index.ts';
import { boardText } from './gomoku-symmetries.ts';

const EMPTY_15 = '.'.repeat(225);

/** The ParseError that `read` throws; fails the test when it throws nothing or something else. */
function parseError(read: () => unknown): ParseError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ParseError);
    return error as ParseError;
  }
  throw new Error('expected a ParseError');
}

describe('setting up a position', () => {
  it('reads the top row first and each row from column a', () => {
    const game = Gomoku.fromPosition(`X${'.'.repeat(223)}O`);
    expect(game.size).toBe(15);
    expect(game.at('a15')).toBe('black');
    expect(game.at('o1')).toBe('white');
    expect(game.state.board.filter((stone) => stone !== null)).toHaveLength(2);
  });

  it('gives black the move when both sides have as many stones, and white when black has one more', () => {
    expect(Gomoku.fromPosition(EMPTY_15).turn).toBe('black');
    expect(Gomoku.fromPosition(boardText(15, 'h8', 'h9')).turn).toBe('black');
    expect(Gomoku.fromPosition(boardText(15, 'h8 i9', 'h9')).turn).toBe('white');
  });

  it('asks for toMove when the stone counts cannot come from a game', () => {
    const error = parseError(() => Gomoku.fromPosition(boardText(15, 'h8 i9 j10', 'h9')));
    expect(error.message).toContain('Cannot tell whose turn it is with 3 black and 1 white stones');
    expect(error.token).toBe('3 black, 1 white');
    expect(parseError(() => Gomoku.fromPosition(boardText(15, '', 'h9'))).message).toContain(
      '0 black and 1 white',
    );
  });

  it('takes toMove as given, whatever the counts', () => {
    expect(Gomoku.fromPosition(boardText(15, 'h8 i9 j10', 'h9'), { toMove: 'white' }).turn).toBe(
      'white',
    );
    expect(Gomoku.fromPosition(EMPTY_15, { toMove: 'white' }).turn).toBe('white');
    expect(Gomoku.fromPosition(boardText(15, 'h8', ''), { toMove: 'black' }).turn).toBe('black');
  });

  it('ignores whitespace between rows and within them, and reads x and o in lower case', () => {
    const rows = ['x....', '.O...', '..X..', '...o.', '.....'];
    const game = Gomoku.fromPosition(`\n  ${rows.join('\n  ')}\n`);
    expect(game.size).toBe(5);
    expect(game.toPosition()).toBe('X.....O.....X.....O......');
    expect(
      Gomoku.fromPosition(rows.map((row) => row.split('').join(' ')).join('\r\n')).toPosition(),
    ).toBe(game.toPosition());
  });

  it('reads the size from the number of cells', () => {
    for (const size of [5, 9, 15, 19, 26]) {
      expect(Gomoku.fromPosition('.'.repeat(size * size)).size).toBe(size);
    }
  });

  // [what, text, size, offset, a fragment of the message]
  const badTexts: [string, string, number | undefined, number, string][] = [
    [
      'a cell count that is no square',
      '.'.repeat(224),
      undefined,
      224,
      'Expected a square board of 25 to 676 cells (5x5 to 26x26), got 224 cells',
    ],
    ['a board too small', '.'.repeat(16), undefined, 16, 'got 16 cells'],
    ['a board too large', '.'.repeat(729), undefined, 729, 'got 729 cells'],
    [
      'too few cells for the size',
      '.'.repeat(80),
      9,
      80,
      'Expected 81 cells for a 9x9 board, got 80',
    ],
    [
      'too many cells for the size',
      `${'.........\n'.repeat(9)}X`,
      9,
      90,
      'got 82: the first cell too many is at offset 90',
    ],
    [
      'a character that is no stone',
      `${'.'.repeat(15)}\n${'.'.repeat(3)}0${'.'.repeat(11)}`,
      undefined,
      19,
      "Expected X (black), O (white) or . (empty) at offset 19 of the board, got '0'",
    ],
    ['a dash for an empty point', `-${'.'.repeat(24)}`, undefined, 0, "got '-'"],
  ];
  badTexts.forEach(([what, text, size, offset, message]) => {
    it(`refuses ${what}, naming the offset`, () => {
      const options = size === undefined ? {} : { size };
      const error = parseError(() => Gomoku.fromPosition(text, options));
      expect(error.offset).toBe(offset);
      expect(error.message).toContain(message);
    });
  });

  it('refuses a board that is not text', () => {
    expect(parseError(() => Gomoku.fromPosition(42 as never)).message).toBe(
      "Expected a board as text such as 'XO..', got number",
    );
  });

  // [what, options, a fragment of the message]
  const badOptions: [string, object, RegExp][] = [
    ['a size out of range', { size: 4 }, /integer from 5 to 26, got number 4/],
    ['an unknown rule', { rule: 'pente' }, /Expected rule to be one of .*, got the string 'pente'/],
    [
      'a side to move that is no stone',
      { toMove: 'red' },
      /Expected toMove to be 'black' or 'white', got the string 'red'/,
    ],
    [
      'a bad forbiddenMoves',
      { forbiddenMoves: 'warn' },
      /Expected forbiddenMoves to be 'refuse' or 'lose'/,
    ],
  ];
  badOptions.forEach(([what, options, message]) => {
    it(`refuses ${what} with an OptionError`, () => {
      expect(() => Gomoku.fromPosition(EMPTY_15, options as never)).toThrow(OptionError);
      expect(() => Gomoku.fromPosition(EMPTY_15, options as never)).toThrow(message);
    });
  });
});

describe('a position with a five already on the board', () => {
  it('loads as a game won by the owner of the five', () => {
    const game = Gomoku.fromPosition(boardText(15, 'd8 e8 f8 g8 h8', 'a1 a3 a5 a7'));
    expect(game.isGameOver()).toBe(true);
    expect(game.status).toMatchObject({ kind: 'won', winner: 'black', reason: 'five' });
    if (game.status.kind === 'won') {
      expect(game.status.line.map(formatPoint)).toEqual(['d8', 'e8', 'f8', 'g8', 'h8']);
    }
    expect(game.whyIllegal('o15')).toBe('game-over');
    expect(game.legalMoves()).toEqual([]);
  });

  it('refuses fives of both colours', () => {
    const board = boardText(15, 'd8 e8 f8 g8 h8', 'd10 e10 f10 g10 h10');
    expect(parseError(() => Gomoku.fromPosition(board)).message).toContain(
      'black and white both have one',
    );
  });

  // [rule, whether a black six on the board has won]
  const sixes: [GomokuRuleName, boolean][] = [
    ['freestyle', true],
    ['standard', false],
    ['renju', false],
    ['caro', true],
  ];
  sixes.forEach(([rule, won]) => {
    it(`${won ? 'counts' : 'does not count'} a black six as a win under ${rule}`, () => {
      const board = boardText(15, 'c8 d8 e8 f8 g8 h8', 'a1 a3 a5 a7 a9 a11');
      expect(Gomoku.fromPosition(board, { rule }).isGameOver()).toBe(won);
    });
  });

  it('does not count a five blocked at both ends under caro', () => {
    const board = boardText(15, 'd8 e8 f8 g8 h8', 'c8 i8 a1 a3 a5');
    expect(Gomoku.fromPosition(board, { rule: 'caro' }).status).toEqual({ kind: 'playing' });
  });

  it('calls a full board without five a draw', () => {
    const full = Gomoku.fromMoves(
      'd5 b2 c2 e4 b4 b3 b5 c4 e2 e1 c1 c5 a4 d1 a5 a3 d4 e3 e5 c3 a2 b1 d3 d2 a1',
      { size: 5 },
    );
    const game = Gomoku.fromPosition(full.toPosition());
    expect(game.status).toEqual({ kind: 'draw' });
  });
});

describe('a game set up from a position', () => {
  const board = boardText(15, 'h8 i9', 'h9');

  it('starts with no moves and nothing to undo', () => {
    const game = Gomoku.fromPosition(board);
    expect(game.moves).toEqual([]);
    expect(game.moveCount).toBe(0);
    expect(game.lastMove).toBeNull();
    expect(game.canUndo()).toBe(false);
    expect(game.undo()).toBeNull();
    expect(game.state.moveNumbers.every((number) => number === 0)).toBe(true);
    expect(game.state.turn).toBe('white');
    expect(game.at('i9')).toBe('black');
  });

  it('numbers the moves played from it from 1, and undo stops at the position', () => {
    const game = Gomoku.fromPosition(board);
    expect(game.play('j10')).toEqual({
      number: 1,
      stone: 'white',
      point: { x: 9, y: 9 },
      name: 'j10',
    });
    expect(game.play('a1').stone).toBe('black');
    expect(game.toMoves()).toBe('j10 a1');
    expect(game.undo()?.name).toBe('a1');
    expect(game.undo()?.name).toBe('j10');
    expect(game.undo()).toBeNull();
    expect(game.toPosition()).toBe(board);
    expect(game.turn).toBe('white');
  });

  it('goes back to the position, not the empty board, on reset', () => {
    const game = Gomoku.fromPosition(board);
    game.play('j10');
    game.reset();
    expect(game.toPosition()).toBe(board);
    expect(game.canRedo()).toBe(false);
    expect(game.turn).toBe('white');
  });

  it('keeps its position in a clone', () => {
    const game = Gomoku.fromPosition(board);
    game.play('j10');
    const copy = game.clone();
    copy.reset();
    expect(copy.toPosition()).toBe(board);
    expect(game.toPosition()).not.toBe(board);
  });

  it('writes back the board it read, with the moves since', () => {
    const game = Gomoku.fromPosition(board);
    expect(game.toPosition()).toBe(board);
    game.play('j10');
    expect(game.toPosition()).toBe(boardText(15, 'h8 i9', 'h9 j10'));
  });

  it('saves its position and side to move, and loads back with the redo stack', () => {
    const game = Gomoku.fromPosition(board, { rule: 'renju' });
    game.play('j10');
    game.play('a1');
    game.undo();
    const saved = game.toJSON();
    expect(saved).toEqual({
      game: 'gomoku',
      version: 1,
      size: 15,
      rule: 'renju',
      moves: ['j10'],
      undone: ['a1'],
      position: { board, toMove: 'white' },
    });
    const loaded = Gomoku.fromJSON(JSON.stringify(saved));
    expect(loaded.state).toEqual(game.state);
    expect(loaded.redo()?.name).toBe('a1');
    loaded.reset();
    expect(loaded.toPosition()).toBe(board);
  });

  it('saves a game with nothing set up as before, without a position', () => {
    expect(Gomoku.fromMoves('h8').toJSON()).not.toHaveProperty('position');
  });
});

describe('loading a save with a bad position', () => {
  const valid = {
    game: 'gomoku',
    version: 1,
    size: 5,
    rule: 'freestyle',
    moves: [],
    undone: [],
    position: { board: 'X....O...................', toMove: 'black' },
  };

  it('loads the valid save', () => {
    expect(Gomoku.fromJSON(valid).at('a5')).toBe('black');
  });

  // [what, the save, the path, the offset, a fragment of the message]
  const cases: [string, unknown, string, number | undefined, string][] = [
    [
      'a position that is not an object',
      { ...valid, position: 'X...' },
      'position',
      undefined,
      'an object with board and toMove',
    ],
    [
      'a position without a board',
      { ...valid, position: { toMove: 'black' } },
      'position.board',
      undefined,
      'got nothing',
    ],
    [
      'a side to move that is no stone',
      { ...valid, position: { board: valid.position.board, toMove: 'red' } },
      'position.toMove',
      undefined,
      "got the string 'red'",
    ],
    [
      'a board with a bad character',
      { ...valid, position: { board: 'X..Z.O...................', toMove: 'black' } },
      'position.board',
      3,
      'Cannot set up position.board: Expected X (black), O (white) or . (empty) at offset 3',
    ],
    [
      'a board of another size',
      { ...valid, size: 6 },
      'position.board',
      25,
      'Expected 36 cells for a 6x6 board, got 25',
    ],
    [
      'a move on a set-up stone',
      { ...valid, moves: ['a5'] },
      'moves[0]',
      undefined,
      'a5 is occupied by black',
    ],
  ];
  cases.forEach(([what, save, path, offset, message]) => {
    it(`refuses ${what}, naming ${path}`, () => {
      const error = parseError(() => Gomoku.fromJSON(save));
      expect(error.path).toBe(path);
      expect(error.offset).toBe(offset);
      expect(error.message).toContain(message);
    });
  });
});
