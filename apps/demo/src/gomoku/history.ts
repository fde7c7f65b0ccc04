import type { Stone } from '@stonekit/core';
import { type GomokuStore, type GomokuStoreState, gomokuActor } from '@stonekit/ui';
import { stepToPerson } from '../shared/history.ts';

/**
 * Who acts in Gomoku: the player the opening waits on, or the player holding the colour to move
 * (`gomokuActor`), which after a swap of colours is not the side to move.
 */
function gomokuPlayerToAct(state: GomokuStoreState): Stone | null {
  return gomokuActor(state.game)?.player ?? null;
}

/**
 * Gomoku's Undo against the computer: takes back one action at a time until a person is to act.
 * A whole move (`undo`) would take back a choice together with the stone before it, which may be
 * the computer's: the computer would then be to act, and Undo would go on to the empty board.
 */
export function undoGomokuToPerson(store: GomokuStore): void {
  stepToPerson(store, gomokuPlayerToAct, (state) => state.undoAction());
}

/** Replays actions until a person is to act, the counterpart of `undoGomokuToPerson`. */
export function redoGomokuToPerson(store: GomokuStore): void {
  stepToPerson(store, gomokuPlayerToAct, (state) => state.redoAction());
}
