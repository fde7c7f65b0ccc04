import { IllegalMoveError, OptionError } from '@stonekit/core';
import { describe, expect, it, vi } from 'vitest';
import { createGomokuStore } from '../src/gomoku/store.ts';

describe('createGomokuStore', () => {
  it('starts an empty 15 by 15 freestyle game by default', () => {
    const { game, lastError, lastAction } = createGomokuStore().getState();
    expect(game.size).toBe(15);
    expect(game.rule).toBe('freestyle');
    expect(game.moves).toHaveLength(0);
    expect(game.turn).toBe('black');
    expect(lastError).toBeNull();
    expect(lastAction).toBeNull();
  });

  it('starts from a move list or an array of points', () => {
    const fromText = createGomokuStore({ moves: 'h8 h9 i8' }).getState().game;
    const fromPoints = createGomokuStore({ moves: ['h8', { x: 7, y: 8 }, 'i8'] }).getState().game;
    expect(fromText.moves.map((m) => m.name)).toEqual(['h8', 'h9', 'i8']);
    expect(fromPoints.board).toEqual(fromText.board);
  });

  it('publishes a new snapshot after a move and records the action', () => {
    const store = createGomokuStore();
    const before = store.getState().game;
    const move = store.getState().play('h8');
    const { game, lastAction } = store.getState();
    expect(move?.name).toBe('h8');
    expect(game).not.toBe(before);
    expect(game.board[7 * 15 + 7]).toBe('black');
    expect(lastAction).toEqual({ kind: 'play', move });
  });

  it('refuses an occupied point: sets lastError and leaves the game unchanged', () => {
    const store = createGomokuStore({ moves: 'h8' });
    const before = store.getState().game;
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getState().play('h8')).toBeNull();
    const { game, lastError } = store.getState();
    expect(game).toBe(before);
    expect(lastError).toBeInstanceOf(IllegalMoveError);
    expect(lastError?.reason).toBe('occupied');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears lastError with the next successful action', () => {
    const store = createGomokuStore({ moves: 'h8' });
    store.getState().play('h8');
    store.getState().play('h9');
    expect(store.getState().lastError).toBeNull();
    store.getState().play('zz');
    expect(store.getState().lastError?.reason).toBe('malformed');
    store.getState().undo();
    expect(store.getState().lastError).toBeNull();
  });

  it('undoes and redoes, returning the move or null', () => {
    const store = createGomokuStore({ moves: 'h8 h9' });
    const undone = store.getState().undo();
    expect(undone?.name).toBe('h9');
    expect(store.getState().lastAction).toEqual({ kind: 'undo', move: undone });
    expect(store.getState().game.canRedo).toBe(true);
    const redone = store.getState().redo();
    expect(redone?.name).toBe('h9');
    expect(store.getState().lastAction).toEqual({ kind: 'redo', move: redone });
    expect(store.getState().redo()).toBeNull();
  });

  it('leaves the state alone when there is nothing to undo', () => {
    const store = createGomokuStore();
    const before = store.getState();
    expect(store.getState().undo()).toBeNull();
    expect(store.getState()).toBe(before);
  });

  it('resets to an empty game of the same size and rule', () => {
    const store = createGomokuStore({ size: 9, rule: 'standard', moves: 'e5 e6' });
    store.getState().reset();
    const { game, lastAction } = store.getState();
    expect(game.size).toBe(9);
    expect(game.rule).toBe('standard');
    expect(game.moves).toHaveLength(0);
    expect(lastAction).toEqual({ kind: 'reset' });
  });

  it('resets with new options', () => {
    const store = createGomokuStore();
    store.getState().reset({ size: 19, moves: 'k10' });
    expect(store.getState().game.size).toBe(19);
    expect(store.getState().game.lastMove?.name).toBe('k10');
    expect(store.getState().game.rule).toBe('freestyle');
  });

  it('keeps the old game when reset options are invalid', () => {
    const store = createGomokuStore({ moves: 'h8' });
    const before = store.getState().game;
    expect(() => store.getState().reset({ size: 3 })).toThrow(OptionError);
    expect(store.getState().game).toBe(before);
  });

  it('keeps two stores independent', () => {
    const a = createGomokuStore();
    const b = createGomokuStore();
    a.getState().play('h8');
    expect(a.getState().game.moves).toHaveLength(1);
    expect(b.getState().game.moves).toHaveLength(0);
  });

  it('reports a won game in the snapshot', () => {
    const store = createGomokuStore({ moves: 'a1 a2 b1 b2 c1 c2 d1 d2' });
    store.getState().play('e1');
    const { status } = store.getState().game;
    expect(status.kind).toBe('won');
    if (status.kind === 'won') expect(status.winner).toBe('black');
    expect(store.getState().play('f1')).toBeNull();
    expect(store.getState().lastError?.reason).toBe('game-over');
  });
});
