import { describe, expect, it } from 'vitest';
import { Gomoku } from '../src/index.ts';
import { phaseOf, rifAtSelection } from './opening-games.ts';

describe('undo during an opening', () => {
  it('takes back the selected fifth move, and the offer stands', () => {
    const game = rifAtSelection();
    game.selectFifth('g8');
    expect(game.undo()).toMatchObject({ number: 5, name: 'g8' });
    expect(phaseOf(game)).toBe('White selects one of the 2 fifth moves offered');
    expect(game.toMoves()).toBe('h8 h9 i9 g10');
  });

  it('takes back a move with the actions after it, so its player makes it again', () => {
    const game = rifAtSelection();
    expect(game.undo()).toMatchObject({ number: 4, name: 'g10' });
    expect(phaseOf(game)).toBe('White places move 4 anywhere');
    expect(game.state.opening.black).toBe('second');
    expect(game.undo()).toMatchObject({ number: 3, name: 'i9' });
    expect(phaseOf(game)).toBe('Black places move 3 within the central 5x5 square');
    expect(game.state.opening.black).toBe('first');
    expect(game.state.opening.name).toBeNull();
  });

  it('takes back the declaration with move 3 under yamaguchi', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'yamaguchi' });
    game.declareOffers(4);
    game.undo();
    expect(game.state.opening.declared).toBeNull();
    expect(game.state.opening.actions).toHaveLength(2);
  });

  it("takes back taraguchi-10's move 5 with the last swap", () => {
    const game = new Gomoku({ rule: 'renju', opening: 'taraguchi-10' });
    for (const point of ['h8', 'h9', 'j9', 'k11']) {
      game.play(point);
      game.choose('keep');
    }
    game.play('l4');
    game.choose('swap');
    expect(game.state.opening.phase.phase).toBe('done');
    expect(game.undo()?.name).toBe('l4');
    expect(phaseOf(game)).toBe('Black places move 5 within the central 9x9 square');
  });

  it('takes back normal moves first, then the opening', () => {
    const game = rifAtSelection();
    game.selectFifth('g8');
    game.play('a1');
    expect(game.undo()?.name).toBe('a1');
    expect(game.state.opening.phase.phase).toBe('done');
    expect(game.undo()?.name).toBe('g8');
    expect(game.state.opening.phase.phase).toBe('select-fifth');
  });

  it('goes all the way back to the empty board, and no further', () => {
    const game = rifAtSelection();
    for (let i = 0; i < 4; i++) expect(game.undo()).not.toBeNull();
    expect(game.state.opening.actions).toEqual([]);
    expect(game.canUndo()).toBe(false);
    const state = game.state;
    expect(game.undo()).toBeNull();
    expect(game.state).toBe(state);
  });
});

describe('redo during an opening', () => {
  it('replays a move with the actions that followed it', () => {
    const game = rifAtSelection();
    game.undo();
    expect(game.redo()).toMatchObject({ number: 4, name: 'g10' });
    expect(phaseOf(game)).toBe('White selects one of the 2 fifth moves offered');
    expect(game.canRedo()).toBe(false);
  });

  it('replays a whole game undone to the start, opening and all', () => {
    const game = rifAtSelection();
    game.selectFifth('g8');
    game.play('a1');
    game.play('o15');
    const saved = game.toJSON();
    const moves = game.moves;
    while (game.canUndo()) game.undo();
    expect(game.state.opening.phase.phase).toBe('place');
    const redone = [];
    while (game.canRedo()) redone.push(game.redo());
    expect(redone).toEqual(moves);
    expect(game.toJSON()).toEqual(saved);
  });

  it('replays the very move objects taken back', () => {
    const game = rifAtSelection();
    const move = game.lastMove;
    expect(game.undo()).toBe(move);
    expect(game.redo()).toBe(move);
  });

  it('is cleared by a new move, and by a new choice', () => {
    const game = rifAtSelection();
    game.undo();
    game.play('a1');
    expect(game.canRedo()).toBe(false);
    expect(game.redo()).toBeNull();
    expect(game.toMoves()).toBe('h8 h9 i9 a1');

    const other = rifAtSelection();
    other.undo();
    other.undo();
    other.play('i9');
    other.choose('keep');
    expect(other.canRedo()).toBe(false);
    expect(other.state.opening.black).toBe('first');
  });
});

describe('reset and clone with an opening', () => {
  it('reset goes back to the opening before its first action', () => {
    const game = rifAtSelection();
    game.undo();
    game.reset();
    expect(game.state.opening.actions).toEqual([]);
    expect(phaseOf(game)).toBe('Black places move 1 on the centre point h8');
    expect(game.canRedo()).toBe(false);
    expect(game.legalMoves()).toEqual([{ x: 7, y: 7 }]);
  });

  it('reset leaves a game at its start as it is', () => {
    const game = new Gomoku({ opening: 'swap2' });
    const state = game.state;
    game.reset();
    expect(game.state).toBe(state);
  });

  it('clone copies the opening and its redo stack, independently', () => {
    const game = rifAtSelection();
    game.undo();
    const copy = game.clone();
    expect(copy.toJSON()).toEqual(game.toJSON());
    copy.redo();
    copy.selectFifth('j10');
    expect(copy.state.opening.phase.phase).toBe('done');
    expect(phaseOf(game)).toBe('White places move 4 anywhere');
    expect(game.canRedo()).toBe(true);
  });
});
