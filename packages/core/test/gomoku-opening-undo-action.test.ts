import { describe, expect, it } from 'vitest';
import { Gomoku } from '../src/index.ts';
import { phaseOf, rifAtSelection } from './opening-games.ts';

function names(game: Gomoku): string[] {
  return game.moves.map((move) => move.name);
}

describe('undoAction during an opening', () => {
  it('takes back a choice alone, and the stones before it stay', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { opening: 'swap2' });
    game.choose('white');
    expect(game.undoAction()).toEqual({ type: 'choose', choice: 'white' });
    expect(names(game)).toEqual(['h8', 'h9', 'i9']);
    expect(game.opening.phase).toMatchObject({ phase: 'choose', player: 'second' });
  });

  it('takes back an offer alone, and the swap before it stands', () => {
    const game = rifAtSelection();
    expect(game.undoAction()).toEqual({ type: 'offer', points: ['j10', 'g8'] });
    expect(names(game)).toEqual(['h8', 'h9', 'i9', 'g10']);
    expect(phaseOf(game)).toBe('Black offers 2 fifth moves');
    expect(game.state.opening.black).toBe('second');
  });

  it('takes back a stone with its move, and nothing before it', () => {
    const game = rifAtSelection();
    game.undoAction();
    expect(game.undoAction()).toMatchObject({ number: 4, name: 'g10' });
    expect(phaseOf(game)).toBe('White places move 4 anywhere');
    expect(game.state.opening.black).toBe('second');
    expect(game.undoAction()).toEqual({ type: 'choose', choice: 'swap' });
    expect(phaseOf(game)).toBe('White: swap or keep?');
    expect(names(game)).toEqual(['h8', 'h9', 'i9']);
  });

  it('takes back the moves after the opening one at a time, as undo does', () => {
    const game = rifAtSelection();
    game.selectFifth('g8');
    game.play('a1');
    expect(game.undoAction()).toMatchObject({ name: 'a1' });
    expect(game.opening.phase.phase).toBe('done');
    expect(game.undoAction()).toMatchObject({ number: 5, name: 'g8' });
    expect(phaseOf(game)).toBe('White selects one of the 2 fifth moves offered');
  });

  it('goes back to the empty board one action at a time, and no further', () => {
    const game = rifAtSelection();
    for (let i = 0; i < 6; i++) expect(game.undoAction()).not.toBeNull();
    expect(game.state.opening.actions).toEqual([]);
    expect(game.canUndo()).toBe(false);
    const state = game.state;
    expect(game.undoAction()).toBeNull();
    expect(game.state).toBe(state);
  });

  it('leaves undo as it was: the next undo still takes back a whole move', () => {
    const game = rifAtSelection();
    game.undoAction();
    expect(game.undo()).toMatchObject({ number: 4, name: 'g10' });
    expect(game.undo()).toMatchObject({ number: 3, name: 'i9' });
    expect(game.state.opening.actions).toHaveLength(2);
  });
});

describe('redoAction', () => {
  it('replays a choice taken back, alone', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    game.choose('swap');
    game.undoAction();
    expect(game.redoAction()).toEqual({ type: 'choose', choice: 'swap' });
    expect(phaseOf(game)).toBe('White places move 4 anywhere');
    expect(game.canRedo()).toBe(false);
    expect(game.redoAction()).toBeNull();
  });

  it('replays the very move objects taken back, one action at a time', () => {
    const game = rifAtSelection();
    game.selectFifth('g8');
    const moves = game.moves;
    const saved = game.toJSON();
    while (game.canUndo()) game.undoAction();
    const replayed = [];
    while (game.canRedo()) replayed.push(game.redoAction());
    expect(replayed.filter((step) => step !== null && 'number' in step)).toEqual(moves);
    expect(game.toJSON()).toEqual(saved);
  });

  it('is cleared by a new choice', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    game.choose('swap');
    game.undoAction();
    game.choose('keep');
    expect(game.canRedo()).toBe(false);
    expect(game.state.opening.black).toBe('first');
  });
});

describe('redo after a choice taken back alone', () => {
  it('replays the choice with the move after it and the actions that followed that move', () => {
    const game = rifAtSelection();
    game.undo();
    game.undoAction();
    expect(phaseOf(game)).toBe('White: swap or keep?');
    expect(game.redo()).toMatchObject({ number: 4, name: 'g10' });
    expect(phaseOf(game)).toBe('White selects one of the 2 fifth moves offered');
    expect(game.canRedo()).toBe(false);
  });

  it('replays the choice alone when no move follows, and returns null', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    game.choose('swap');
    game.undoAction();
    const state = game.state;
    expect(game.redo()).toBeNull();
    expect(game.state).not.toBe(state);
    expect(game.state.opening.actions.at(-1)).toEqual({ type: 'choose', choice: 'swap' });
    expect(game.canRedo()).toBe(false);
  });

  it('replays the choice that ends the opening, then the first move after it', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { opening: 'swap2' });
    game.choose('white');
    game.play('a1');
    game.undoAction();
    game.undoAction();
    expect(game.redo()).toMatchObject({ number: 4, name: 'a1' });
    expect(game.opening.phase.phase).toBe('done');
  });
});

describe('saving a game whose choice was taken back alone', () => {
  it('writes the choice first among the actions to redo, and loads it back', () => {
    const game = rifAtSelection();
    game.undoAction();
    game.undoAction();
    game.undoAction();
    const saved = game.toJSON();
    expect(saved.undone).toEqual(['g10']);
    expect(saved.opening?.undone).toEqual([
      { type: 'choose', choice: 'swap' },
      { type: 'place', point: 'g10' },
      { type: 'offer', points: ['j10', 'g8'] },
    ]);
    const copy = Gomoku.fromJSON(saved);
    expect(copy.toJSON()).toEqual(saved);
    expect(phaseOf(copy)).toBe('White: swap or keep?');
    expect(copy.redoAction()).toEqual({ type: 'choose', choice: 'swap' });
  });

  it('loads undone actions and moves after an opening that ended with a choice', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { opening: 'swap2' });
    game.choose('white');
    game.play('a1');
    game.undoAction();
    game.undoAction();
    const copy = Gomoku.fromJSON(JSON.stringify(game));
    expect(copy.toJSON()).toEqual(game.toJSON());
    expect(copy.redoAction()).toEqual({ type: 'choose', choice: 'white' });
    expect(copy.redoAction()).toMatchObject({ name: 'a1' });
  });
});
