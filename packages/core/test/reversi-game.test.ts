import { describe, expect, it } from 'vitest';
import { OptionError, Reversi } from '../src/index.ts';

describe('snapshots', () => {
  it('are the same object until the game changes', () => {
    const game = new Reversi();
    const first = game.state;
    expect(game.state).toBe(first);
    game.play('f5');
    const second = game.state;
    expect(second).not.toBe(first);
    expect(game.state).toBe(second);
  });

  it('never change once taken', () => {
    const game = new Reversi();
    const first = game.state;
    game.play('f5');
    game.play('d6');
    expect(first.board[37]).toBeNull();
    expect(first.moves).toEqual([]);
    expect(first.turn).toBe('black');
    expect(first.legalMoves).toEqual(['d3', 'c4', 'f5', 'e6']);
  });

  it('are frozen through and through', () => {
    const game = Reversi.fromTranscript('f5d6');
    const { state } = game;
    for (const part of [
      state,
      state.board,
      state.moves,
      state.moves[0],
      state.moves[0]?.flips,
      state.score,
      state.legalMoves,
      state.status,
    ]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
  });

  it('carry what a board needs to draw the position', () => {
    const game = Reversi.fromTranscript('f5d6');
    expect(game.state).toMatchObject({
      turn: 'black',
      lastMove: { number: 2, stone: 'white', square: 'd6', point: { x: 3, y: 5 }, flips: ['d5'] },
      lastDisc: { square: 'd6' },
      legalMoves: game.legalMoves(),
      mustPass: false,
      score: { black: 3, white: 3, empty: 58 },
      status: { kind: 'playing' },
      canUndo: true,
      canRedo: false,
      autoPass: true,
    });
    expect(game.state.board).toHaveLength(64);
    expect(game.state.board[5 * 8 + 3]).toBe('white');
  });
});

describe('undo, redo and reset', () => {
  it('return null when there is nothing to take back or replay', () => {
    const game = new Reversi();
    expect(game.canUndo()).toBe(false);
    expect(game.undo()).toBeNull();
    expect(game.canRedo()).toBe(false);
    expect(game.redo()).toBeNull();
  });

  it('take back and replay the same move records', () => {
    const game = Reversi.fromTranscript('f5d6c3');
    const last = game.moves[2];
    expect(game.undo()).toBe(last);
    expect(game.canRedo()).toBe(true);
    expect(game.redo()).toBe(last);
    expect(game.toTranscript()).toBe('f5d6c3');
  });

  it('forget the redo stack when a new move is played', () => {
    const game = Reversi.fromTranscript('f5d6c3');
    game.undo();
    game.play('c5');
    expect(game.canRedo()).toBe(false);
    expect(game.redo()).toBeNull();
  });

  it('restore the disc counts on undo', () => {
    const game = new Reversi();
    game.play('f5');
    game.undo();
    expect(game.score()).toEqual({ black: 2, white: 2, empty: 60 });
    expect(game.at('e5')).toBe('white');
  });

  it('reset to the start with nothing to redo', () => {
    const game = Reversi.fromTranscript('f5d6c3');
    game.undo();
    game.reset();
    expect(game.moves).toEqual([]);
    expect(game.canRedo()).toBe(false);
    expect(game.toPosition()).toBe(new Reversi().toPosition());
  });

  it('keep the snapshot when reset changes nothing', () => {
    const game = new Reversi();
    const before = game.state;
    game.reset();
    expect(game.state).toBe(before);
  });
});

describe('queries', () => {
  it('return null, false or [] for input that names no square, and never throw', () => {
    const game = new Reversi();
    for (const input of [undefined, null, 42, {}, { x: 'a', y: 1 }, 'zz', 'i9', '']) {
      expect(game.at(input as string)).toBeNull();
      expect(game.isLegal(input as string)).toBe(false);
      expect(game.flipsFor(input as string)).toEqual([]);
    }
  });

  it('preview flips without playing', () => {
    const game = new Reversi();
    expect(game.flipsFor('f5')).toEqual(['e5']);
    expect(game.flipsFor('a1')).toEqual([]);
    expect(game.moves).toEqual([]);
  });
});

describe('options', () => {
  it('refuse an autoPass that is not a boolean', () => {
    expect(() => new Reversi({ autoPass: 'yes' as unknown as boolean })).toThrow(OptionError);
  });
});
