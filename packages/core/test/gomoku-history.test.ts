import { describe, expect, it } from 'vitest';
import { Gomoku } from '../src/index.ts';

describe('undo and redo', () => {
  it('returns null and changes nothing when there is nothing to undo or redo', () => {
    const game = new Gomoku();
    const state = game.state;
    expect(game.undo()).toBeNull();
    expect(game.redo()).toBeNull();
    expect(game.state).toBe(state);
  });

  it('takes back the last move and hands the turn back', () => {
    const game = Gomoku.fromMoves('h8 h9');
    const undone = game.undo();
    expect(undone).toMatchObject({ number: 2, stone: 'white', name: 'h9' });
    expect(game.at('h9')).toBeNull();
    expect(game.turn).toBe('white');
    expect(game.state.moveNumbers[8 * 15 + 7]).toBe(0);
    expect(game.canUndo()).toBe(true);
    expect(game.canRedo()).toBe(true);
  });

  it('redoes moves in the order they were undone, most recent first', () => {
    const game = Gomoku.fromMoves('h8 h9 i8');
    game.undo();
    game.undo();
    expect(game.redo()?.name).toBe('h9');
    expect(game.redo()?.name).toBe('i8');
    expect(game.redo()).toBeNull();
    expect(game.toMoves()).toBe('h8 h9 i8');
  });

  it('redoes the very move objects that were undone', () => {
    const game = Gomoku.fromMoves('h8');
    const move = game.moves[0];
    expect(game.undo()).toBe(move);
    expect(game.redo()).toBe(move);
  });

  it('clears the redo stack when a new move is played', () => {
    const game = Gomoku.fromMoves('h8 h9 i8');
    game.undo();
    game.undo();
    game.play('a1');
    expect(game.canRedo()).toBe(false);
    expect(game.redo()).toBeNull();
    expect(game.toMoves()).toBe('h8 a1');
  });

  it('keeps the redo stack when a move is refused', () => {
    const game = Gomoku.fromMoves('h8 h9');
    game.undo();
    expect(() => game.play('h8')).toThrow();
    expect(game.canRedo()).toBe(true);
  });

  it('resumes play after a win is undone, and redo brings the win back', () => {
    const game = Gomoku.fromMoves('h8 h9 i8 i9 j8 j9 k8 k9 l8');
    const won = game.status;
    expect(won.kind).toBe('won');
    game.undo();
    expect(game.status).toEqual({ kind: 'playing' });
    expect(game.isGameOver()).toBe(false);
    expect(game.isLegal('a1')).toBe(true);
    game.redo();
    expect(game.status).toEqual(won);
    expect(game.whyIllegal('a1')).toBe('game-over');
  });

  it('lets black block instead after a winning move is undone', () => {
    const game = Gomoku.fromMoves('h8 h9 i8 i9 j8 j9 k8 k9 l8');
    game.undo();
    game.undo(); // white's k9
    game.play('g8'); // white blocks the other end instead
    expect(game.status.kind).toBe('playing');
    expect(game.toMoves()).toBe('h8 h9 i8 i9 j8 j9 k8 g8');
  });

  it('undoes a draw back to a game in play', () => {
    const moves = 'd5 b2 c2 e4 b4 b3 b5 c4 e2 e1 c1 c5 a4 d1 a5 a3 d4 e3 e5 c3 a2 b1 d3 d2 a1';
    const game = Gomoku.fromMoves(moves, { size: 5 });
    expect(game.status.kind).toBe('draw');
    expect(game.undo()?.name).toBe('a1');
    expect(game.status.kind).toBe('playing');
    expect(game.legalMoves()).toEqual([{ x: 0, y: 0 }]);
  });

  it('restores the exact snapshot contents after undo then redo', () => {
    const game = Gomoku.fromMoves('h8 h9 i8 i9');
    const before = game.state;
    game.undo();
    game.redo();
    expect(game.state).not.toBe(before);
    expect(game.state).toEqual(before);
  });
});

describe('reset', () => {
  it('empties the board, the history and the redo stack', () => {
    const game = Gomoku.fromMoves('h8 h9 i8 i9 j8 j9 k8 k9 l8');
    game.undo();
    game.reset();
    expect(game.moveCount).toBe(0);
    expect(game.canUndo()).toBe(false);
    expect(game.canRedo()).toBe(false);
    expect(game.status).toEqual({ kind: 'playing' });
    expect(game.turn).toBe('black');
    expect(game.state.board.every((cell) => cell === null)).toBe(true);
    expect(game.state.moveNumbers.every((n) => n === 0)).toBe(true);
    expect(game.state).toEqual(new Gomoku().state);
  });

  it('keeps the size and rule', () => {
    const game = Gomoku.fromMoves('a1', { size: 9, rule: 'standard' });
    game.reset();
    expect(game.size).toBe(9);
    expect(game.rule).toBe('standard');
  });

  it('leaves the snapshot alone when there is nothing to reset', () => {
    const game = new Gomoku();
    const state = game.state;
    game.reset();
    expect(game.state).toBe(state);
  });
});
