import { type GomokuState, type OpeningState, type Stone, undoOpening } from '@stonekit/core';
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

/**
 * The players who took the game's steps, as `aiPlayer` names them (`'black'` the player who
 * started): each opening action by the player its phase waited on, each move after the opening
 * by the player holding its colour. The order is of no account.
 */
export function gomokuTakers(game: GomokuState): Stone[] {
  const takers: Stone[] = [];
  let before: OpeningState | null = undoOpening(game.opening);
  while (before !== null) {
    // The opening before an action waits on the player who took it.
    const { phase } = before;
    if (phase.phase !== 'done') takers.push(phase.player === 'first' ? 'black' : 'white');
    before = undoOpening(before);
  }
  const { phase } = game.opening;
  if (phase.phase === 'done') {
    for (const move of game.moves.slice(game.opening.stones.length)) {
      const holder = move.stone === 'black' ? phase.black : phase.white;
      takers.push(holder === 'first' ? 'black' : 'white');
    }
  }
  return takers;
}
