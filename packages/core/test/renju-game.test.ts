import { describe, expect, it } from 'vitest';
import {
  ForbiddenMoveError,
  formatPoint,
  Gomoku,
  IllegalMoveError,
  ParseError,
} from '../src/index.ts';
import { boardText } from './gomoku-symmetries.ts';

// f8 g8 h6 h7 for black, four white stones far away: black to move, h8 is a double-three.
const DOUBLE_THREE = 'f8 a1 g8 a3 h6 a5 h7 a7';

describe('renju, refusing forbidden moves (the default)', () => {
  it('refuses a double-three with a ForbiddenMoveError that names the kind', () => {
    const game = Gomoku.fromMoves(DOUBLE_THREE, { rule: 'renju' });
    expect(game.forbiddenMoves).toBe('refuse');
    const before = game.state;
    expect(() => game.play('h8')).toThrow(ForbiddenMoveError);
    // The message names the point the way notation writes it, whatever the case given.
    expect(() => game.play('H8')).toThrow('h8 is forbidden for black: double-three');
    try {
      game.play({ x: 7, y: 7 });
    } catch (error) {
      expect(error).toBeInstanceOf(IllegalMoveError);
      expect(error).toMatchObject({
        reason: 'forbidden',
        kind: 'double-three',
        move: '{"x":7,"y":7}',
      });
      expect((error as Error).name).toBe('ForbiddenMoveError');
    }
    expect(game.state).toBe(before);
    expect(game.moveCount).toBe(8);
  });

  it('leaves the forbidden points out of the legal moves, and only them', () => {
    const game = Gomoku.fromMoves(DOUBLE_THREE, { rule: 'renju' });
    const legal = game.legalMoves().map(formatPoint);
    expect(legal).not.toContain('h8');
    expect(legal).toHaveLength(225 - 8 - 1);
    expect(game.isLegal('h8')).toBe(false);
    expect(game.whyIllegal('h8')).toBe('forbidden');
  });

  it('lists the forbidden points in the snapshot only while black is to move', () => {
    const game = Gomoku.fromMoves(DOUBLE_THREE, { rule: 'renju' });
    expect(game.state.forbidden).toEqual([{ point: { x: 7, y: 7 }, kind: 'double-three' }]);
    expect(Object.isFrozen(game.state.forbidden)).toBe(true);
    expect(Object.isFrozen(game.state.forbidden[0])).toBe(true);
    game.play('o15');
    expect(game.state.forbidden).toEqual([]);
    // The board question has the same answer whoever is to move.
    expect(game.isForbidden('h8')).toBe('double-three');
    expect(game.forbiddenPoints()).toHaveLength(1);
    // White may play on black's forbidden point.
    expect(game.whyIllegal('h8')).toBeNull();
  });

  it('returns the same frozen list until the board changes', () => {
    const game = Gomoku.fromMoves(DOUBLE_THREE, { rule: 'renju' });
    const list = game.forbiddenPoints();
    expect(game.forbiddenPoints()).toBe(list);
    expect(game.state.forbidden).toBe(list);
    game.play('o15');
    game.undo();
    expect(game.forbiddenPoints()).not.toBe(list);
    expect(game.forbiddenPoints()).toEqual(list);
  });

  it('forbids nothing under the other rules, the same stones notwithstanding', () => {
    for (const rule of ['freestyle', 'standard', 'caro'] as const) {
      const game = Gomoku.fromMoves(DOUBLE_THREE, { rule });
      expect(game.isForbidden('h8')).toBeNull();
      expect(game.forbiddenPoints()).toEqual([]);
      expect(game.state.forbidden).toEqual([]);
      expect(game.play('h8').name).toBe('h8');
    }
  });

  it('answers null for points that are taken, off the board or not points at all', () => {
    const game = Gomoku.fromMoves(DOUBLE_THREE, { rule: 'renju' });
    expect(game.isForbidden('f8')).toBeNull();
    expect(game.isForbidden('a1')).toBeNull();
    expect(game.isForbidden('p3')).toBeNull();
    expect(game.isForbidden('z99')).toBeNull();
    expect(game.isForbidden({ x: 1.5, y: 2 })).toBeNull();
    expect(game.isForbidden(42 as never)).toBeNull();
  });

  it('clears the snapshot list once the game is over, though the board still has the points', () => {
    const board = boardText(15, 'f8 g8 h6 h7 b2 c2 d2 e2', 'o1 o3 o5 o7 o9 o11 o13 o15');
    const game = Gomoku.fromPosition(board, { rule: 'renju' });
    expect(game.state.forbidden.map(({ point }) => formatPoint(point))).toEqual(['h8']);
    game.play('f2');
    expect(game.status).toMatchObject({ kind: 'won', winner: 'black' });
    expect(game.state.forbidden).toEqual([]);
    // Next to the five, a2 and g2 would now make six.
    expect(game.forbiddenPoints().map(({ point }) => formatPoint(point))).toEqual([
      'a2',
      'g2',
      'h8',
    ]);
  });

  it('explains a refused move in a move list', () => {
    expect(() => Gomoku.fromMoves(`${DOUBLE_THREE} h8`, { rule: 'renju' })).toThrow(ParseError);
    expect(() => Gomoku.fromMoves(`${DOUBLE_THREE} h8`, { rule: 'renju' })).toThrow(
      "Move 9 'h8' at offset 24 is illegal: h8 is forbidden for black: double-three",
    );
  });
});

describe('renju, forbidden moves that lose', () => {
  const options = { rule: 'renju', forbiddenMoves: 'lose' } as const;

  it('plays the forbidden move and gives the game to white', () => {
    const game = Gomoku.fromMoves(DOUBLE_THREE, options);
    expect(game.whyIllegal('h8')).toBeNull();
    expect(game.legalMoves().map(formatPoint)).toContain('h8');
    expect(game.state.forbidden).toEqual([{ point: { x: 7, y: 7 }, kind: 'double-three' }]);
    expect(game.play('h8')).toMatchObject({ number: 9, stone: 'black', name: 'h8' });
    expect(game.status).toEqual({
      kind: 'won',
      winner: 'white',
      line: [],
      reason: 'forbidden',
      forbidden: { point: { x: 7, y: 7 }, kind: 'double-three' },
    });
    expect(game.isGameOver()).toBe(true);
    expect(game.state.forbidden).toEqual([]);
    expect(game.whyIllegal('o15')).toBe('game-over');
  });

  it('loses by an overline and by a double-four alike', () => {
    const overline = boardText(15, 'c8 d8 e8 f8 h8', 'a1 a3 a5 a7 a9');
    const game = Gomoku.fromPosition(overline, options);
    game.play('g8');
    expect(game.status).toMatchObject({ winner: 'white', forbidden: { kind: 'overline' } });
    const fours = boardText(15, 'e8 g8 i8 k8', 'a1 a3 a5 a7');
    const other = Gomoku.fromPosition(fours, options);
    other.play('h8');
    expect(other.status).toMatchObject({ winner: 'white', forbidden: { kind: 'double-four' } });
  });

  it('still lets an exact five win when the same stone makes an overline', () => {
    const board = boardText(15, 'd8 e8 f8 g8 h5 h6 h7 h9 h10', 'a1 a3 a5 a7 a9 a11 a13 o1 o3');
    const game = Gomoku.fromPosition(board, options);
    game.play('h8');
    expect(game.status).toMatchObject({ kind: 'won', winner: 'black', reason: 'five' });
  });

  it('takes the loss back with undo and gives it again with redo', () => {
    const game = Gomoku.fromMoves(`${DOUBLE_THREE} h8`, options);
    expect(game.undo()?.name).toBe('h8');
    expect(game.status).toEqual({ kind: 'playing' });
    expect(game.redo()?.name).toBe('h8');
    expect(game.status).toMatchObject({ winner: 'white', reason: 'forbidden' });
  });

  it('saves the choice and replays the lost game from JSON', () => {
    const game = Gomoku.fromMoves(`${DOUBLE_THREE} h8`, options);
    const saved = game.toJSON();
    expect(saved.forbiddenMoves).toBe('lose');
    const loaded = Gomoku.fromJSON(JSON.stringify(saved));
    expect(loaded.forbiddenMoves).toBe('lose');
    expect(loaded.state).toEqual(game.state);
  });

  it('refuses to load that game without the choice, naming the forbidden move', () => {
    const saved = { ...Gomoku.fromMoves(`${DOUBLE_THREE} h8`, options).toJSON() };
    delete (saved as { forbiddenMoves?: string }).forbiddenMoves;
    try {
      Gomoku.fromJSON(saved);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ParseError);
      expect((error as ParseError).path).toBe('moves[8]');
      expect((error as ParseError).cause).toBeInstanceOf(ForbiddenMoveError);
    }
  });

  it('refuses an unknown choice in a save', () => {
    const saved = { ...new Gomoku({ rule: 'renju' }).toJSON(), forbiddenMoves: 'warn' };
    expect(() => Gomoku.fromJSON(saved)).toThrow(
      "Expected forbiddenMoves to be 'refuse' or 'lose', got the string 'warn'",
    );
  });
});

describe('renju, black with nothing but forbidden points', () => {
  // 6x6, black to move: c5 and e5, the only empty points, would both make six in a column.
  const board = ['OOXOXO', 'OX.O.O', 'XOXXXX', 'XOXOXO', 'XOXOXO', 'XOXOXO'].join('\n');

  it('ends in a draw when forbidden moves are refused, as there are no passes', () => {
    const game = Gomoku.fromPosition(board, { rule: 'renju' });
    expect(game.turn).toBe('black');
    expect(
      game.forbiddenPoints().map(({ point, kind }) => `${formatPoint(point)} ${kind}`),
    ).toEqual(['c5 overline', 'e5 overline']);
    expect(game.status).toEqual({ kind: 'draw' });
    expect(game.legalMoves()).toEqual([]);
  });

  it('goes on when they lose, and black loses with either', () => {
    const game = Gomoku.fromPosition(board, { rule: 'renju', forbiddenMoves: 'lose' });
    expect(game.status).toEqual({ kind: 'playing' });
    game.play('c5');
    expect(game.status).toMatchObject({ winner: 'white', reason: 'forbidden' });
  });

  it('ends in a draw as soon as a white move leaves black so', () => {
    const before = board.replace('OX.O.O', 'OX.O..');
    const game = Gomoku.fromPosition(before, { rule: 'renju', toMove: 'white' });
    expect(game.status).toEqual({ kind: 'playing' });
    game.play('f5');
    expect(game.status).toEqual({ kind: 'draw' });
    game.undo();
    expect(game.status).toEqual({ kind: 'playing' });
  });
});

describe('renju, the stones that spoil a three', () => {
  it('makes the straight-four point an overline point in the first case', () => {
    const board = boardText(15, 'e8 g8 h6 h7 f5 f6 f7 f9 f10 f11');
    const game = Gomoku.fromPosition(board, { rule: 'renju', toMove: 'black' });
    expect(game.isForbidden('f8')).toBe('overline');
    expect(game.isForbidden('h8')).toBeNull();
  });

  it('makes the straight-four point a winning five in the second case', () => {
    const board = boardText(15, 'e8 g8 h6 h7 f4 f5 f6 f7', 'a1 a3 a5 a7 a9 a11 a13 a15');
    const game = Gomoku.fromPosition(board, { rule: 'renju' });
    expect(game.isForbidden('h8')).toBeNull();
    game.play('f8');
    expect(game.status).toMatchObject({ kind: 'won', winner: 'black' });
  });
});

describe('every rule, the reason for a win', () => {
  it.each(['freestyle', 'standard', 'renju', 'caro'] as const)('is five under %s', (rule) => {
    const game = Gomoku.fromMoves('h8 h9 i8 i9 j8 j9 k8 k9 l8', { rule });
    expect(game.status).toMatchObject({ kind: 'won', winner: 'black', reason: 'five' });
  });
});
