import { describe, expect, it } from 'vitest';
import { Gomoku, IllegalMoveError, ParseError } from '../src/index.ts';

const valid = {
  game: 'gomoku',
  version: 1,
  size: 15,
  rule: 'freestyle',
  moves: ['h8', 'h9', 'i8'],
  undone: ['i9', 'j8'],
};

describe('saving and loading', () => {
  it('saves the size, rule, moves and redo stack, next redo first', () => {
    const game = Gomoku.fromMoves('h8 h9 i8 i9 j8');
    game.undo();
    game.undo();
    expect(game.toJSON()).toEqual(valid);
  });

  it('loads a save back with its redo stack', () => {
    const game = Gomoku.fromJSON(valid);
    expect(game.toMoves()).toBe('h8 h9 i8');
    expect(game.canRedo()).toBe(true);
    expect(game.redo()?.name).toBe('i9');
    expect(game.redo()?.name).toBe('j8');
    expect(game.redo()).toBeNull();
  });

  it('survives JSON.stringify and reads JSON text directly', () => {
    const game = Gomoku.fromMoves('a1 b2 c3', { size: 9, rule: 'standard' });
    const text = JSON.stringify(game);
    expect(Gomoku.fromJSON(JSON.parse(text)).toJSON()).toEqual(game.toJSON());
    expect(Gomoku.fromJSON(text).toJSON()).toEqual(game.toJSON());
  });

  it('loads a won game, which then refuses moves', () => {
    const game = Gomoku.fromJSON({
      ...valid,
      moves: 'h8 h9 i8 i9 j8 j9 k8 k9 l8'.split(' '),
      undone: [],
    });
    expect(game.status.kind).toBe('won');
  });

  it('ignores fields it does not know', () => {
    expect(Gomoku.fromJSON({ ...valid, players: ['Ann', 'Bo'] }).moveCount).toBe(3);
  });

  it('reads moves in capitals', () => {
    expect(Gomoku.fromJSON({ ...valid, moves: ['H8'], undone: [] }).toMoves()).toBe('h8');
  });
});

describe('loading a bad save', () => {
  // [what is wrong, the save, the path, a fragment of the message]
  const cases: [string, unknown, string | undefined, string][] = [
    ['not an object', 42, undefined, 'Expected a saved Gomoku game to be an object, got number 42'],
    ['null', null, undefined, 'to be an object, got null'],
    ['an array', [valid], undefined, 'to be an object, got an array'],
    ['broken JSON text', '{"game":', undefined, 'Expected a saved Gomoku game as JSON text'],
    [
      'another game',
      { ...valid, game: 'reversi' },
      'game',
      "Expected game to be 'gomoku', got the string 'reversi'",
    ],
    ['no game field', { ...valid, game: undefined }, 'game', 'got nothing (the field is missing)'],
    ['a newer version', { ...valid, version: 2 }, 'version', 'Expected version to be 1'],
    ['a version given as text', { ...valid, version: '1' }, 'version', "got the string '1'"],
    [
      'a board too small',
      { ...valid, size: 4 },
      'size',
      'Expected size to be an integer from 5 to 26, got number 4',
    ],
    ['a board too large', { ...valid, size: 27 }, 'size', 'got number 27'],
    ['a fractional size', { ...valid, size: 14.5 }, 'size', 'got number 14.5'],
    ['a size given as text', { ...valid, size: '15' }, 'size', "got the string '15'"],
    [
      'an unknown rule',
      { ...valid, rule: 'pente' },
      'rule',
      "Expected rule to be 'freestyle' or 'standard' or 'renju' or 'caro', got the string 'pente'",
    ],
    [
      'moves that are not a list',
      { ...valid, moves: 'h8 h9' },
      'moves',
      "Expected moves to be an array of moves such as 'h8'",
    ],
    [
      'no moves field',
      { ...valid, moves: undefined },
      'moves',
      'got nothing (the field is missing)',
    ],
    [
      'a move that is not a string',
      { ...valid, moves: ['h8', 'h9', 7] },
      'moves[2]',
      "Expected moves[2] to be a move such as 'h8', got number 7",
    ],
    [
      'a move that is an object',
      { ...valid, moves: [{ x: 7, y: 7 }] },
      'moves[0]',
      'got an object',
    ],
    [
      'a malformed move',
      { ...valid, moves: ['h8', 'h99'] },
      'moves[1]',
      "Expected moves[1] to be a move such as 'h8', got the string 'h99'",
    ],
    [
      'a move off the board',
      { ...valid, size: 9, moves: ['h8', 'k1'], undone: [] },
      'moves[1]',
      "moves[1] 'k1' cannot be replayed: k1 is off the 9x9 board",
    ],
    [
      'a move on an occupied point',
      { ...valid, moves: ['h8', 'h9', 'h8'] },
      'moves[2]',
      'h8 is occupied by black',
    ],
    [
      'a move after the game is won',
      { ...valid, moves: 'a1 a2 b1 b2 c1 c2 d1 d2 e1 e2'.split(' '), undone: [] },
      'moves[9]',
      'the game is over, black has won',
    ],
    ['an undone list that is not a list', { ...valid, undone: null }, 'undone', 'got null'],
    ['no undone field', { ...valid, undone: undefined }, 'undone', 'got nothing'],
    [
      'an undone move that is not a string',
      { ...valid, undone: ['i9', false] },
      'undone[1]',
      'got boolean false',
    ],
    [
      'an undone move on an occupied point',
      { ...valid, undone: ['i9', 'h8'] },
      'undone[1]',
      "undone[1] 'h8' cannot be replayed: h8 is occupied by black",
    ],
    [
      'an undone move after a win',
      { ...valid, moves: 'a1 a2 b1 b2 c1 c2 d1 d2 e1'.split(' '), undone: ['e2'] },
      'undone[0]',
      'the game is over',
    ],
  ];

  cases.forEach(([what, save, path, message]) => {
    it(`refuses ${what}${path === undefined ? '' : `, naming ${path}`}`, () => {
      let error: unknown;
      try {
        Gomoku.fromJSON(save);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ParseError);
      const parse = error as ParseError;
      expect(parse.path).toBe(path);
      expect(parse.message).toContain(message);
    });
  });

  it('gives the IllegalMoveError as the cause of an illegal saved move', () => {
    try {
      Gomoku.fromJSON({ ...valid, moves: ['h8', 'h8'] });
      expect.unreachable();
    } catch (error) {
      expect((error as ParseError).cause).toBeInstanceOf(IllegalMoveError);
      expect(((error as ParseError).cause as IllegalMoveError).reason).toBe('occupied');
      expect((error as ParseError).token).toBe('h8');
    }
  });
});
