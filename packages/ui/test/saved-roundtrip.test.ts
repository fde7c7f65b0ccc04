import type { GomokuRuleName, TimeControl } from '@stonekit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGomokuStore, type GomokuStore } from '../src/gomoku/store.ts';
import { createReversiStore, type ReversiStore } from '../src/reversi/store.ts';
import { createSavedGames } from '../src/shared/saved/savedGames.ts';
import { memoryAdapter } from '../src/shared/saved/storage.ts';

// A clock that never moves: a store's saved clock then reads back to the millisecond.
const now = () => 5_000_000;
const controls: readonly TimeControl[] = [
  { kind: 'none' },
  { kind: 'sudden-death', initialMs: 300_000 },
  { kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 },
];

/** A Gomoku game played from `picks` (each an index into the empty points), some taken back. */
function gomokuGame(
  size: number,
  rule: GomokuRuleName,
  picks: readonly number[],
  undo: number,
  control: TimeControl,
): GomokuStore {
  const store = createGomokuStore({ size, rule, timeControl: control, now });
  for (const pick of picks) {
    const { game } = store.getState();
    if (game.status.kind !== 'playing') break;
    const empty = game.board.flatMap((stone, index) => (stone === null ? [index] : []));
    // Renju refuses black's forbidden points: the store then keeps the game as it was.
    const index = empty[pick % empty.length] ?? 0;
    store.getState().play({ x: index % size, y: Math.floor(index / size) });
  }
  for (let i = 0; i < undo; i++) store.getState().undo();
  return store;
}

/** A Reversi game played from `picks` (each an index into the legal moves), some taken back. */
function reversiGame(
  picks: readonly number[],
  undo: number,
  autoPass: boolean,
  control: TimeControl,
): ReversiStore {
  const store = createReversiStore({ autoPass, timeControl: control, now });
  for (const pick of picks) {
    const { game } = store.getState();
    if (game.status.kind !== 'playing') break;
    if (game.mustPass) store.getState().pass();
    else store.getState().play(game.legalMoves[pick % game.legalMoves.length]!);
  }
  for (let i = 0; i < undo; i++) store.getState().undo();
  return store;
}

describe('a game saved and loaded is the game it was', () => {
  it('Gomoku, any size, rule, clock and redo stack', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(9, 15),
        fc.constantFrom<GomokuRuleName>('freestyle', 'standard', 'renju', 'caro'),
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.nat({ max: 3 }),
        fc.constantFrom(...controls),
        async (size, rule, picks, undo, control) => {
          const savedGames = createSavedGames({ storage: memoryAdapter(), now });
          const store = gomokuGame(size, rule, picks, undo, control);
          const saved = store.getState().toJSON();
          const { id } = await savedGames.save(store, { name: 'Round trip' });
          const loaded = await savedGames.load(id);
          if (loaded.game !== 'gomoku') throw new Error('expected Gomoku');
          expect(loaded.entry.data).toEqual(saved);
          const { clock: _clock, ...game } = saved;
          expect(loaded.options.game.toJSON()).toEqual(game);
          const again = createGomokuStore({ ...loaded.options, now });
          expect(again.getState().toJSON()).toEqual(saved);
          expect(again.getState().game.board).toEqual(store.getState().game.board);
          store.getState().dispose();
          again.getState().dispose();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('Reversi, with and without automatic passes, clock and redo stack', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { maxLength: 70 }),
        fc.nat({ max: 3 }),
        fc.boolean(),
        fc.constantFrom(...controls),
        async (picks, undo, autoPass, control) => {
          const savedGames = createSavedGames({ storage: memoryAdapter(), now });
          const store = reversiGame(picks, undo, autoPass, control);
          const saved = store.getState().toJSON();
          const { id } = await savedGames.save(store, { name: 'Round trip' });
          const loaded = await savedGames.load(id);
          if (loaded.game !== 'reversi') throw new Error('expected Reversi');
          expect(loaded.entry.data).toEqual(saved);
          const { clock: _clock, ...game } = saved;
          expect(loaded.options.game.toJSON()).toEqual(game);
          const again = createReversiStore({ ...loaded.options, now });
          expect(again.getState().toJSON()).toEqual(saved);
          expect(loaded.entry.score).toEqual(store.getState().game.score);
          store.getState().dispose();
          again.getState().dispose();
        },
      ),
      { numRuns: 40 },
    );
  });
});
