import type { Stone } from '@stonekit/core';
import { type GomokuStore, type GomokuStoreState, gomokuActor } from '@stonekit/ui';
import { redoToPerson, undoToPerson } from '../shared/history.ts';

/**
 * Who acts in Gomoku: the player the opening waits on, or the player holding the colour to move
 * (`gomokuActor`), which after a swap of colours is not the side to move.
 */
function gomokuPlayerToAct(state: GomokuStoreState): Stone | null {
  return gomokuActor(state.game)?.player ?? null;
}

/** Gomoku's Undo against the computer: `undoToPerson` with Gomoku's idea of who acts. */
export function undoGomokuToPerson(store: GomokuStore): void {
  undoToPerson(store, gomokuPlayerToAct);
}

/** Replays moves until a person is to act, the counterpart of `undoGomokuToPerson`. */
export function redoGomokuToPerson(store: GomokuStore): void {
  redoToPerson(store, gomokuPlayerToAct);
}
