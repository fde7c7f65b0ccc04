import { createGomokuStore } from '@stonekit/ui';
import { describe, expect, it } from 'vitest';
import { redoGomokuToPerson, undoGomokuToPerson } from './history.ts';

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
