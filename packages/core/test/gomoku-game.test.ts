import { describe, expect, it } from 'vitest';
import { GOMOKU_RULE_NAMES, Gomoku, OptionError } from '../src/index.ts';

describe('a new game', () => {
  it('is an empty 15x15 freestyle board with black to move', () => {
    const game = new Gomoku();
    expect(game.size).toBe(15);
    expect(game.rule).toBe('freestyle');
    expect(game.turn).toBe('black');
    expect(game.moves).toEqual([]);
    expect(game.moveCount).toBe(0);
    expect(game.lastMove).toBeNull();
    expect(game.status).toEqual({ kind: 'playing' });
    expect(game.isGameOver()).toBe(false);
    expect(game.canUndo()).toBe(false);
    expect(game.canRedo()).toBe(false);
    expect(game.state.board).toHaveLength(225);
    expect(game.state.board.every((cell) => cell === null)).toBe(true);
  });

  it('takes any size from 5 to 26 and any of the rules', () => {
    expect(new Gomoku({ size: 5 }).state.board).toHaveLength(25);
    expect(new Gomoku({ size: 26, rule: 'standard' }).rule).toBe('standard');
    expect(GOMOKU_RULE_NAMES).toEqual(['freestyle', 'standard', 'renju', 'caro']);
    for (const rule of GOMOKU_RULE_NAMES) expect(new Gomoku({ rule }).rule).toBe(rule);
  });

  const badOptions: [string, unknown, RegExp][] = [
    ['a board smaller than 5', { size: 4 }, /integer from 5 to 26, got number 4/],
    ['a board larger than 26', { size: 27 }, /got number 27/],
    ['a fractional size', { size: 15.5 }, /got number 15.5/],
    ['a size given as text', { size: '15' }, /got the string '15'/],
    [
      'an unknown rule',
      { rule: 'pente' },
      /Expected rule to be one of 'freestyle', 'standard', 'renju', 'caro', got the string 'pente'/,
    ],
    [
      'an unknown way of handling forbidden moves',
      { rule: 'renju', forbiddenMoves: 'warn' },
      /Expected forbiddenMoves to be 'refuse' or 'lose', got the string 'warn'/,
    ],
  ];
  badOptions.forEach(([what, options, message]) => {
    it(`refuses ${what} with an OptionError`, () => {
      expect(() => new Gomoku(options as never)).toThrow(OptionError);
      expect(() => new Gomoku(options as never)).toThrow(message);
    });
  });
});

describe('playing moves', () => {
  it('alternates black and white, starting with black', () => {
    const game = new Gomoku();
    expect(game.play('h8')).toEqual({
      number: 1,
      stone: 'black',
      point: { x: 7, y: 7 },
      name: 'h8',
    });
    expect(game.turn).toBe('white');
    expect(game.play({ x: 8, y: 8 })).toEqual({
      number: 2,
      stone: 'white',
      point: { x: 8, y: 8 },
      name: 'i9',
    });
    expect(game.turn).toBe('black');
    expect(game.moves.map((move) => move.name)).toEqual(['h8', 'i9']);
    expect(game.lastMove?.name).toBe('i9');
  });

  it('accepts upper-case names and reports them in lower case', () => {
    const game = new Gomoku();
    expect(game.play('H8').name).toBe('h8');
    expect(game.at('h8')).toBe('black');
  });

  it('answers at() with the stone, null for empty cells and null rather than throwing for bad points', () => {
    const game = Gomoku.fromMoves('h8 h9');
    expect(game.at('h8')).toBe('black');
    expect(game.at({ x: 7, y: 8 })).toBe('white');
    expect(game.at('a1')).toBeNull();
    expect(game.at('p3')).toBeNull();
    expect(game.at('z99')).toBeNull();
    expect(game.at({ x: -1, y: 0 })).toBeNull();
    expect(game.at(null as never)).toBeNull();
  });

  it('records each cell’s move number in the snapshot, 0 where empty', () => {
    const { moveNumbers, board } = Gomoku.fromMoves('a1 b1 a2').state;
    expect(moveNumbers[0]).toBe(1); // a1
    expect(moveNumbers[1]).toBe(2); // b1
    expect(moveNumbers[15]).toBe(3); // a2
    expect(moveNumbers[2]).toBe(0);
    expect(board[15]).toBe('black');
  });

  it('lists the legal moves: every empty cell while playing, none once the game is over', () => {
    const game = new Gomoku({ size: 5 });
    game.play('c3');
    expect(game.legalMoves()).toHaveLength(24);
    expect(game.legalMoves()).not.toContainEqual({ x: 2, y: 2 });
    const won = Gomoku.fromMoves('a1 a2 b1 b2 c1 c2 d1 d2 e1', { size: 5 });
    expect(won.legalMoves()).toEqual([]);
  });

  it('draws the board as text with coordinates', () => {
    const game = Gomoku.fromMoves('a1 e5', { size: 5 });
    expect(game.ascii()).toBe(
      [
        '5 . . . . O',
        '4 . . . . .',
        '3 . . . . .',
        '2 . . . . .',
        '1 X . . . .',
        '  a b c d e',
      ].join('\n'),
    );
  });
});

describe('snapshots', () => {
  it('returns the same object until the game changes', () => {
    const game = new Gomoku();
    const first = game.state;
    expect(game.state).toBe(first);
    game.play('h8');
    const second = game.state;
    expect(second).not.toBe(first);
    expect(game.state).toBe(second);
  });

  it('is deeply frozen', () => {
    const game = Gomoku.fromMoves('h8 h9 i8 i9 j8 j9 k8 k9 l8');
    const { state } = game;
    expect(Object.isFrozen(state)).toBe(true);
    expect(Object.isFrozen(state.board)).toBe(true);
    expect(Object.isFrozen(state.moveNumbers)).toBe(true);
    expect(Object.isFrozen(state.moves)).toBe(true);
    expect(Object.isFrozen(state.moves[0])).toBe(true);
    expect(Object.isFrozen(state.moves[0]?.point)).toBe(true);
    expect(Object.isFrozen(state.status)).toBe(true);
    expect(state.status.kind === 'won' && Object.isFrozen(state.status.line)).toBe(true);
  });

  it('never changes after later moves, undos and resets', () => {
    const game = Gomoku.fromMoves('h8 h9');
    const before = game.state;
    const copy = structuredClone(before);
    game.play('i8');
    game.undo();
    game.undo();
    game.reset();
    expect(before).toEqual(copy);
    expect(before.board[7 * 15 + 7]).toBe('black');
  });

  it('carries the turn, last move and undo/redo flags', () => {
    const game = Gomoku.fromMoves('h8 h9');
    game.undo();
    expect(game.state).toMatchObject({ turn: 'white', canUndo: true, canRedo: true });
    expect(game.state.lastMove?.name).toBe('h8');
  });

  it('hands out a frozen moves array that later moves do not extend', () => {
    const game = Gomoku.fromMoves('h8');
    const moves = game.moves;
    game.play('h9');
    expect(moves).toHaveLength(1);
    expect(game.moves).toHaveLength(2);
    expect(() => (moves as unknown[]).push('x')).toThrow(TypeError);
  });
});

describe('clone', () => {
  it('copies the game, redo stack included, and the copies then go their own ways', () => {
    const game = Gomoku.fromMoves('h8 h9 i8');
    game.undo();
    const snapshot = game.state;
    const copy = game.clone();
    expect(copy.state).toBe(snapshot);
    expect(copy.toJSON()).toEqual(game.toJSON());
    copy.play('a1');
    expect(game.at('a1')).toBeNull();
    expect(game.canRedo()).toBe(true);
    expect(copy.canRedo()).toBe(false);
    expect(game.redo()?.name).toBe('i8');
    expect(copy.at('i8')).toBeNull();
  });
});
