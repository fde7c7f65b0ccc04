import type { Stone } from '@stonekit/core';
import { type AiPlayer, computerPlays } from '@stonekit/ui';
import type { StoreApi } from 'zustand/vanilla';

/** What undo and redo need of a store, whatever the game. */
interface HistoryState {
  game: { readonly turn: Stone }; // the side to move
  aiPlayer: AiPlayer; // the players the computer plays
  undo(): unknown; // takes back one move, null when there is none
  redo(): unknown; // replays one, null when there is none
}

/** The player who acts now, as `aiPlayer` names players; null when nobody does. */
export type ActingPlayer<T> = (state: T) => Stone | null;

/**
 * Whether Undo can give a person something back: with two people, or the computer against itself,
 * whenever there is a step to take back; against the computer, only when a person took one of the
 * game's steps. `takers` are the players who took them, as `aiPlayer` names players. Undo stops
 * at the last step a person took; when the computer took them all, Undo would only hand the
 * computer its own moves to play again.
 *
 * @example
 * personCanUndo('black', ['black']); // false: only the computer's first move to take back
 */
export function personCanUndo(aiPlayer: AiPlayer, takers: readonly Stone[]): boolean {
  if (aiPlayer === 'none' || aiPlayer === 'both') return takers.length > 0;
  return takers.some((taker) => !computerPlays(aiPlayer, taker));
}

/** The player to act is the side to move: true of every game without a swap of colours. */
const sideToMove = (state: HistoryState): Stone => state.game.turn;

/**
 * Takes back moves until a person is to act: against the computer, Undo takes back its answer
 * and your move together, or it would only play its answer again. With two people, or the
 * computer against itself, one move. `acting` says who acts; the side to move unless told.
 */
export function undoToPerson<T extends HistoryState>(
  store: StoreApi<T>,
  acting: ActingPlayer<T> = sideToMove,
): void {
  stepToPerson(store, acting, (state) => state.undo());
}

/** Replays moves until a person is to act, the counterpart of `undoToPerson`. */
export function redoToPerson<T extends HistoryState>(
  store: StoreApi<T>,
  acting: ActingPlayer<T> = sideToMove,
): void {
  stepToPerson(store, acting, (state) => state.redo());
}

/**
 * Takes `step` (one step back or forward, null when there is none) until a person is to act; one
 * step with two people or the computer against itself. For games whose steps are finer than a
 * move, such as Gomoku's opening choices.
 *
 * @example
 * stepToPerson(store, gomokuPlayerToAct, (state) => state.undoAction());
 */
export function stepToPerson<T extends HistoryState>(
  store: StoreApi<T>,
  acting: ActingPlayer<T>,
  step: (state: T) => unknown,
): void {
  const { aiPlayer } = store.getState();
  if (step(store.getState()) === null || aiPlayer === 'both') return;
  while (computerPlays(aiPlayer, acting(store.getState()))) {
    if (step(store.getState()) === null) return;
  }
}
