import { Gomoku } from '@stonekit/core';
import { createGomokuStore } from '@stonekit/ui';
import { describe, expect, it } from 'vitest';
import { gomokuTakers, redoGomokuToPerson, undoGomokuToPerson } from './history.ts';

describe('Undo and Redo against the computer, after a swap', () => {
  it('take back the move of the computer, which took black, together with yours', () => {
    // The computer is the second player; it took black after your three stones.
    const store = createGomokuStore({ opening: 'swap2', aiPlayer: 'white', moves: 'h8 h9 i9' });
    store.getState().choose('black');
    store.getState().play('j10'); // yours, white
    store.getState().play('g7'); // the computer's, black
    undoGomokuToPerson(store);
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['h8', 'h9', 'i9']);
    expect(store.getState().game.turn).toBe('white');
    redoGomokuToPerson(store);
    expect(store.getState().game.moves.map((move) => move.name)).toEqual([
      'h8',
      'h9',
      'i9',
      'j10',
      'g7',
    ]);
  });

  it('take back one move with two people', () => {
    const store = createGomokuStore({ opening: 'swap2', moves: 'h8 h9 i9' });
    store.getState().choose('black');
    store.getState().play('j10');
    undoGomokuToPerson(store);
    expect(store.getState().game.moves).toHaveLength(3);
  });
});

describe('Undo and Redo against the computer, after your choice in an opening', () => {
  it('take back your choice alone, leaving the three stones the computer placed', () => {
    // The computer is the first player and placed moves 1 to 3; you are to choose.
    const store = createGomokuStore({ opening: 'swap2', aiPlayer: 'black', moves: 'h8 h9 i9' });
    store.getState().choose('white');
    undoGomokuToPerson(store);
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['h8', 'h9', 'i9']);
    expect(store.getState().game.opening.phase).toMatchObject({
      phase: 'choose',
      player: 'second',
    });
    redoGomokuToPerson(store);
    expect(store.getState().game.opening.actions.at(-1)).toEqual({
      type: 'choose',
      choice: 'white',
    });
  });

  it('take back your stone and the computer offer after it, but not your choice before it', () => {
    const store = createGomokuStore({
      rule: 'renju',
      opening: 'rif',
      aiPlayer: 'black',
      moves: 'h8 h9 i9',
    });
    store.getState().choose('keep'); // yours
    store.getState().play('g10'); // yours, move 4
    store.getState().offerFifth(['j10', 'g8']); // the computer's
    store.getState().selectFifth('g8'); // yours
    undoGomokuToPerson(store);
    expect(store.getState().game.opening.phase.phase).toBe('select-fifth');
    undoGomokuToPerson(store);
    expect(store.getState().game.moves.map((move) => move.name)).toEqual(['h8', 'h9', 'i9']);
    expect(store.getState().game.opening.actions.at(-1)).toEqual({
      type: 'choose',
      choice: 'keep',
    });
    redoGomokuToPerson(store);
    expect(store.getState().game.opening.phase.phase).toBe('select-fifth');
  });
});

describe('gomokuTakers', () => {
  it('names each opening action by the player its phase waited on', () => {
    const game = Gomoku.fromMoves('h8 h9 i9', { opening: 'swap2' });
    expect(gomokuTakers(game.state)).toEqual(['black', 'black', 'black']);
    game.choose('white');
    expect(gomokuTakers(game.state).sort()).toEqual(['black', 'black', 'black', 'white']);
  });

  it('names each move after the opening by the player holding its colour', () => {
    // The second player takes black: the first player, 'black' by name, now plays white.
    const game = Gomoku.fromMoves('h8 h9 i9', { opening: 'swap2' });
    game.choose('black');
    game.play('j10'); // white, the first player's
    game.play('g7'); // black, the second player's
    expect(gomokuTakers(game.state).sort()).toEqual([
      'black',
      'black',
      'black',
      'black',
      'white',
      'white',
    ]);
  });

  it('names moves by colour when there is no opening to play', () => {
    expect(gomokuTakers(Gomoku.fromMoves('h8 h9 i9').state)).toEqual(['black', 'white', 'black']);
  });
});
