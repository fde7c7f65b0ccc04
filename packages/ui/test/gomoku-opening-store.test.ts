import { ForbiddenMoveError, Gomoku, OpeningError, OptionError } from '@stonekit/core';
import { describe, expect, it, vi } from 'vitest';
import { describeGomokuChange } from '../src/gomoku/announce.ts';
import { gomokuMessagesEn } from '../src/gomoku/messages.ts';
import { gomokuMessagesZh } from '../src/gomoku/messages.zh.ts';
import { createGomokuStore, type GomokuStoreState } from '../src/gomoku/store.ts';

// Kansei (1D): h8 h9 h10 on one line, so the position is its own mirror image left to right.
const kansei = 'h8 h9 h10';

function names(state: GomokuStoreState): string[] {
  return state.game.moves.map((move) => move.name);
}

describe('createGomokuStore with an opening rule', () => {
  it('starts in the opening and goes up to its first choice with a move list', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: kansei });
    const { game } = store.getState();
    expect(game.opening.rule).toBe('rif');
    expect(game.opening.phase).toMatchObject({ phase: 'choose', options: ['swap', 'keep'] });
    expect(game.opening.name?.code).toBe('1D');
  });

  it('refuses a stone outside the square without throwing, and leaves the game as it was', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif' });
    const before = store.getState().game;
    expect(store.getState().play('a1')).toBeNull();
    expect(store.getState().game).toBe(before);
    expect(store.getState().lastError?.reason).toBe('outside-region');
  });

  it('answers a choice and records it as an opening action', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: kansei });
    expect(store.getState().choose('keep')).toBe(true);
    const { lastAction, game, lastError } = store.getState();
    expect(lastError).toBeNull();
    expect(lastAction).toMatchObject({
      kind: 'opening',
      action: { type: 'choose', choice: 'keep' },
      phase: { phase: 'choose', role: 'white' },
    });
    expect(game.opening.phase).toMatchObject({ phase: 'place', move: 4, stone: 'white' });
  });

  it('refuses an answer the opening does not offer, with an OpeningError', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: kansei });
    expect(store.getState().choose('black')).toBe(false);
    expect(store.getState().lastError).toBeInstanceOf(OpeningError);
    expect(store.getState().lastError?.reason).toBe('not-an-option');
  });

  it('takes any action through act, a stone as a play action', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif' });
    expect(store.getState().act({ type: 'place', point: 'h8' })).toBe(true);
    expect(store.getState().lastAction).toMatchObject({ kind: 'play', move: { name: 'h8' } });
    expect(store.getState().act({ type: 'declare', count: 3 })).toBe(false);
    expect(store.getState().lastError?.reason).toBe('wrong-phase');
  });

  it('declares the Yamaguchi count, refusing one out of range', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'yamaguchi', moves: 'h8 h9 i9' });
    expect(store.getState().declareOffers(13)).toBe(false);
    expect(store.getState().lastError?.reason).toBe('bad-count');
    expect(store.getState().declareOffers(3)).toBe(true);
    expect(store.getState().game.opening.declared).toBe(3);
  });
});

describe('the offer being put together', () => {
  function offering() {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: kansei });
    store.getState().choose('keep');
    store.getState().play('h6');
    return store;
  }

  it('adds and removes points, and offers them all at once', () => {
    const store = offering();
    expect(store.getState().toggleOffer('g7')).toBe(true);
    expect(store.getState().toggleOffer({ x: 9, y: 6 })).toBe(true);
    expect(store.getState().offerDraft.map((p) => `${p.x},${p.y}`)).toEqual(['6,6', '9,6']);
    expect(store.getState().toggleOffer('g7')).toBe(true);
    expect(store.getState().offerDraft).toHaveLength(1);
    store.getState().toggleOffer('g7');
    expect(store.getState().offerFifth()).toBe(true);
    const { phase } = store.getState().game.opening;
    expect(phase.phase === 'select-fifth' && phase.offers).toEqual([
      { x: 9, y: 6 },
      { x: 6, y: 6 },
    ]);
    expect(store.getState().offerDraft).toHaveLength(0);
  });

  it('refuses a mirror image of a point chosen, naming both, and keeps the draft', () => {
    const store = offering();
    store.getState().toggleOffer('g7');
    expect(store.getState().toggleOffer('i7')).toBe(false);
    const { lastError, offerDraft } = store.getState();
    expect(lastError?.reason).toBe('equivalent-offers');
    expect(lastError instanceof OpeningError && lastError.points).toEqual(['g7', 'i7']);
    expect(offerDraft).toHaveLength(1);
    expect(gomokuMessagesEn.refused(lastError!, store.getState().game)).toBe(
      'g7 and i7 are the same fifth move by symmetry: offer only one of them',
    );
  });

  it('refuses one point too many and an occupied point', () => {
    const store = offering();
    store.getState().toggleOffer('g7');
    store.getState().toggleOffer('j7');
    expect(store.getState().toggleOffer('k7')).toBe(false);
    expect(store.getState().lastError?.reason).toBe('wrong-count');
    expect(store.getState().toggleOffer('h8')).toBe(false);
    expect(store.getState().lastError?.reason).toBe('occupied');
  });

  it('is emptied when the game changes', () => {
    const store = offering();
    store.getState().toggleOffer('g7');
    store.getState().undo();
    expect(store.getState().offerDraft).toHaveLength(0);
  });

  it('is announced point by point', () => {
    const store = offering();
    const said: (string | null)[] = [];
    store.subscribe((next, previous) => {
      said.push(describeGomokuChange(next, previous, gomokuMessagesEn));
    });
    store.getState().toggleOffer('g7');
    store.getState().toggleOffer('g7');
    expect(said).toEqual(['g7 chosen, 1 of 2', 'g7 removed from the offer']);
  });

  it('selects one of the offered moves and ends the opening', () => {
    const store = offering();
    store.getState().offerFifth(['g7', 'j7']);
    expect(store.getState().selectFifth('h5')).toBeNull();
    expect(store.getState().lastError?.reason).toBe('not-offered');
    expect(store.getState().selectFifth('j7')?.name).toBe('j7');
    expect(store.getState().game.opening.phase.phase).toBe('done');
    expect(store.getState().game.turn).toBe('white');
  });
});

describe('announcing an opening', () => {
  it('names the opening after move 3 and says what comes next', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9' });
    let said: string | null = null;
    store.subscribe((next, previous) => {
      said = describeGomokuChange(next, previous, gomokuMessagesEn);
    });
    store.getState().play('i9');
    expect(said).toBe('Black plays i9. Opening: Kagetsu (花月, 4D). White: swap or keep?');
    store.getState().choose('swap');
    expect(said).toBe('White swaps. White places move 4 anywhere');
  });

  it('says it in Chinese too', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9' });
    let said: string | null = null;
    store.subscribe((next, previous) => {
      said = describeGomokuChange(next, previous, gomokuMessagesZh);
    });
    store.getState().play('i9');
    expect(said).toBe('黑棋落子 i9。开局：花月（Kagetsu，4D）。白方：交换还是不交换？');
  });

  it('says nothing about openings in a game without one', () => {
    const store = createGomokuStore();
    let said: string | null = null;
    store.subscribe((next, previous) => {
      said = describeGomokuChange(next, previous, gomokuMessagesEn);
    });
    store.getState().play('h8');
    expect(said).toBe('Black plays h8');
    store.getState().reset();
    expect(said).toBe('New game, 15 by 15');
  });
});

describe('saving and continuing a game', () => {
  it('saves the whole game, opening and redo stack included', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: kansei });
    store.getState().choose('keep');
    store.getState().play('h6');
    store.getState().undo();
    const saved = store.getState().toJSON();
    expect(saved.opening?.rule).toBe('rif');
    expect(saved.undone).toEqual(['h6']);
    const copy = createGomokuStore({ game: Gomoku.fromJSON(saved) });
    expect(copy.getState().game.opening.phase).toEqual(store.getState().game.opening.phase);
    expect(copy.getState().redo()?.name).toBe('h6');
  });

  it('plays on a copy of the game it continues, then the moves given', () => {
    const game = Gomoku.fromMoves('h8 h9');
    const store = createGomokuStore({ game, moves: 'i8' });
    expect(names(store.getState())).toEqual(['h8', 'h9', 'i8']);
    expect(game.moveCount).toBe(2);
  });

  it('refuses a game to continue together with the options of a new one', () => {
    expect(() => createGomokuStore({ game: new Gomoku(), size: 9 })).toThrow(OptionError);
  });

  it('keeps the opening rule across a reset unless told otherwise', () => {
    const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8' });
    store.getState().reset();
    expect(store.getState().game.opening.rule).toBe('rif');
    expect(store.getState().game.moves).toHaveLength(0);
    store.getState().reset({ opening: 'swap2', rule: 'freestyle' });
    expect(store.getState().game.opening.rule).toBe('swap2');
  });

  it('continues a loaded game on reset({ game })', () => {
    const store = createGomokuStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().reset({ game: Gomoku.fromMoves('h8 h9 i9', { opening: 'swap1' }) });
    expect(store.getState().game.opening.phase.phase).toBe('choose');
    expect(store.getState().lastAction).toEqual({ kind: 'reset' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('refusing a forbidden move', () => {
  it('records a ForbiddenMoveError, whose kind the message names', () => {
    const store = createGomokuStore({ rule: 'renju', moves: 'f8 a1 g8 a3 h6 a5 h7 a7' });
    expect(store.getState().play('h8')).toBeNull();
    const { lastError, game } = store.getState();
    expect(lastError).toBeInstanceOf(ForbiddenMoveError);
    expect(gomokuMessagesEn.refused(lastError!, game)).toBe(
      'h8 is forbidden for black: double three',
    );
    expect(gomokuMessagesZh.refused(lastError!, game)).toBe('h8 是黑棋禁手（三三）');
  });
});
