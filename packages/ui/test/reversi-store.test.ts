import { IllegalMoveError, OptionError, Reversi } from '@stonekit/core';
import { describe, expect, it, vi } from 'vitest';
import { createReversiStore } from '../src/reversi/store.ts';

const forcedPass = 'd3c3b3b2f5a3a1c1';

describe('createReversiStore', () => {
  it('starts the standard position with black to move and automatic passes', () => {
    const { game, lastError, lastAction } = createReversiStore().getState();
    expect(game.score).toEqual({ black: 2, white: 2, empty: 60 });
    expect(game.turn).toBe('black');
    expect(game.legalMoves).toEqual(['d3', 'c4', 'f5', 'e6']);
    expect(game.autoPass).toBe(true);
    expect(lastError).toBeNull();
    expect(lastAction).toBeNull();
  });

  it('starts from a transcript or an array of squares, passing where forced', () => {
    const fromText = createReversiStore({ moves: 'd3c3 b3b2 f5a3a1c1' }).getState().game;
    const fromArray = createReversiStore({
      moves: ['d3', 'c3', 'b3', 'b2', 'f5', 'a3', 'a1', { x: 2, y: 0 }],
    }).getState().game;
    expect(fromText.moves.map((m) => m.square ?? 'pass')).toEqual([
      'd3',
      'c3',
      'b3',
      'b2',
      'f5',
      'a3',
      'a1',
      'c1',
      'pass',
    ]);
    expect(fromArray.board).toEqual(fromText.board);
    expect(fromArray.turn).toBe('white');
  });

  it('continues a game given, on a copy with its history and redo stack', () => {
    const game = Reversi.fromTranscript('f5d6c3');
    game.undo();
    const store = createReversiStore({ game, moves: 'c5' });
    expect(store.getState().game.moves.map((m) => m.square)).toEqual(['f5', 'd6', 'c5']);
    expect(game.moves).toHaveLength(2);
    expect(game.canRedo()).toBe(true);
    store.getState().undo();
    expect(store.getState().game.moves).toHaveLength(2);
  });

  it('starts from a position given as a game', () => {
    const board = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`;
    const store = createReversiStore({ game: Reversi.fromPosition(board, 'white') });
    expect(store.getState().game.turn).toBe('white');
  });

  it('refuses autoPass together with a game, which has its own', () => {
    expect(() => createReversiStore({ game: new Reversi(), autoPass: false })).toThrow(OptionError);
  });

  it('throws for moves that cannot be played', () => {
    expect(() => createReversiStore({ moves: 'd3d3' })).toThrow(IllegalMoveError);
    expect(() => createReversiStore({ moves: 'z9' })).toThrow(IllegalMoveError);
  });

  it('publishes a new snapshot after a move and records the action', () => {
    const store = createReversiStore();
    const before = store.getState().game;
    const move = store.getState().play('d3');
    const { game, lastAction } = store.getState();
    expect(move).toMatchObject({ square: 'd3', flips: ['d4'] });
    expect(game).not.toBe(before);
    expect(game.board[27]).toBe('black');
    expect(lastAction).toEqual({ kind: 'play', move });
  });

  it('plays by coordinates too', () => {
    const store = createReversiStore();
    expect(store.getState().play({ x: 3, y: 2 })?.square).toBe('d3');
  });

  it('refuses a square that flips nothing: sets lastError and leaves the game unchanged', () => {
    const store = createReversiStore();
    const before = store.getState().game;
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getState().play('a1')).toBeNull();
    const { game, lastError } = store.getState();
    expect(game).toBe(before);
    expect(lastError).toBeInstanceOf(IllegalMoveError);
    expect(lastError?.reason).toBe('no-flips');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears lastError with the next successful action', () => {
    const store = createReversiStore();
    store.getState().play('d4');
    expect(store.getState().lastError?.reason).toBe('occupied');
    store.getState().play('d3');
    expect(store.getState().lastError).toBeNull();
  });

  it('passes by hand only when the side to move has no move', () => {
    const store = createReversiStore({ autoPass: false });
    expect(store.getState().pass()).toBeNull();
    expect(store.getState().lastError?.reason).toBe('cannot-pass');
    store.getState().reset({ moves: forcedPass });
    expect(store.getState().game.mustPass).toBe(true);
    expect(store.getState().play('e3')).toBeNull();
    expect(store.getState().lastError?.reason).toBe('must-pass');
    const pass = store.getState().pass();
    expect(pass).toMatchObject({ number: 9, stone: 'black', pass: true });
    expect(store.getState().lastAction).toEqual({ kind: 'pass', move: pass });
    expect(store.getState().game.turn).toBe('white');
  });

  it('takes back a move with the pass the game made after it, and replays both', () => {
    const store = createReversiStore({ moves: forcedPass });
    expect(store.getState().game.moves).toHaveLength(9);
    const undone = store.getState().undo();
    expect(undone?.square).toBe('c1');
    expect(store.getState().lastAction).toEqual({ kind: 'undo', move: undone });
    expect(store.getState().game.moves).toHaveLength(7);
    const redone = store.getState().redo();
    expect(redone?.square).toBe('c1');
    expect(store.getState().lastAction).toEqual({ kind: 'redo', move: redone });
    expect(store.getState().game.moves).toHaveLength(9);
    expect(store.getState().redo()).toBeNull();
  });

  it('leaves the state alone when there is nothing to undo', () => {
    const store = createReversiStore();
    const before = store.getState();
    expect(store.getState().undo()).toBeNull();
    expect(store.getState()).toBe(before);
  });

  it('resets to the start, keeping autoPass unless told otherwise', () => {
    const store = createReversiStore({ autoPass: false, moves: 'f5d6' });
    store.getState().reset();
    expect(store.getState().game.moves).toHaveLength(0);
    expect(store.getState().game.autoPass).toBe(false);
    expect(store.getState().lastAction).toEqual({ kind: 'reset' });
    store.getState().reset({ autoPass: true, moves: 'f5' });
    expect(store.getState().game.autoPass).toBe(true);
    expect(store.getState().game.lastMove?.square).toBe('f5');
  });

  it('keeps the old game when reset options are invalid', () => {
    const store = createReversiStore({ moves: 'f5' });
    const before = store.getState().game;
    expect(() => store.getState().reset({ moves: 'a1' })).toThrow(IllegalMoveError);
    expect(store.getState().game).toBe(before);
  });

  it('saves the game, redo stack included, for Reversi.fromJSON', () => {
    const store = createReversiStore({ moves: 'f5d6c3' });
    store.getState().undo();
    const saved = store.getState().toJSON();
    expect(saved).toEqual({
      game: 'reversi',
      version: 1,
      autoPass: true,
      moves: ['f5', 'd6'],
      undone: ['c3'],
    });
    const copy = createReversiStore({ game: Reversi.fromJSON(JSON.parse(JSON.stringify(saved))) });
    expect(copy.getState().redo()?.square).toBe('c3');
  });

  it('keeps two stores independent', () => {
    const a = createReversiStore();
    const b = createReversiStore();
    a.getState().play('d3');
    expect(a.getState().game.moves).toHaveLength(1);
    expect(b.getState().game.moves).toHaveLength(0);
  });
});
