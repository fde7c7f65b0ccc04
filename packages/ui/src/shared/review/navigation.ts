import { OptionError } from '@stonekit/core';
import type { ReviewableStore } from './types.ts';

/**
 * Steps `store` to the position after `ply` moves of its line, one move at a time with
 * `undoMove` and `redoMove`, whoever played them (a person's `undo` would skip the computer's
 * moves). Returns whether it got there. A Reversi store with `autoPass` takes a move back with the
 * pass it forced, so the position before that pass cannot be shown: the store stops just after
 * the pass. A game lost on time or by resignation takes nothing back, and stays where it is.
 *
 * Playing a move in a position stepped back to replaces the moves after it (the engines' redo
 * stack), as most players expect: the review then follows the new line.
 *
 * @param ply - moves from the start, a whole number (beyond the line: its end)
 * @throws OptionError for a `ply` that is not a whole number from 0
 * @example
 * stepToPly(store, 0); // the start
 * stepToPly(store, 12); // after move 12 of the line, back or forward
 */
export function stepToPly(store: ReviewableStore, ply: number): boolean {
  if (!Number.isInteger(ply) || ply < 0) {
    const shown = typeof ply === 'number' ? String(ply) : typeof ply;
    throw new OptionError('ply', `Expected ply to be a whole number from 0, got ${shown}`);
  }
  const played = () => store.getState().game.moves.length;
  while (played() > ply) {
    if (!moved(store, () => store.getState().undoMove())) break;
  }
  // Forward only when short: a step back that went past the target (a move with its pass) is
  // not repeated, so the two loops never chase each other.
  while (played() < ply) {
    if (!moved(store, () => store.getState().redoMove())) break;
  }
  return played() === ply;
}

/** Takes a step; whether the game changed. */
function moved(store: ReviewableStore, step: () => unknown): boolean {
  const before = store.getState().game;
  step();
  return store.getState().game !== before;
}
