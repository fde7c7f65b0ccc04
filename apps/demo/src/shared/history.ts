import type { Stone } from '@stonekit/core';
import { type AiPlayer, computerPlays } from '@stonekit/ui';
import type { StoreApi } from 'zustand/vanilla';

/** What undo and redo need of a store, whatever the game. */
interface HistoryState {
  game: { readonly turn: Stone }; // the side to move
  aiPlayer: AiPlayer; // the sides the computer plays
  undo(): unknown; // takes back one move, null when there is none
  redo(): unknown; // replays one, null when there is none
}

/**
 * Takes back moves until a person is to move: against the computer, Undo takes back its answer
 * and your move together, or it would only play its answer again. With two people, or the
 * computer against itself, one move.
 */
export function undoToPerson<T extends HistoryState>(store: StoreApi<T>): void {
  const { aiPlayer } = store.getState();
  if (store.getState().undo() === null || aiPlayer === 'both') return;
  while (computerPlays(aiPlayer, store.getState().game.turn)) {
    if (store.getState().undo() === null) return;
  }
}

/** Replays moves until a person is to move, the counterpart of `undoToPerson`. */
export function redoToPerson<T extends HistoryState>(store: StoreApi<T>): void {
  const { aiPlayer } = store.getState();
  if (store.getState().redo() === null || aiPlayer === 'both') return;
  while (computerPlays(aiPlayer, store.getState().game.turn)) {
    if (store.getState().redo() === null) return;
  }
}
