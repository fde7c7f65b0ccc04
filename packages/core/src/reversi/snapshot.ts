import type { Position } from './position.ts';
import { bitsToNames } from './squares.ts';
import type { ReversiMove, ReversiState, ReversiStatus } from './types.ts';

/** Everything a snapshot is copied from: the game's private state at one moment. */
export interface SnapshotSource {
  readonly position: Position; // the position now
  readonly moves: readonly ReversiMove[]; // the history; its records are frozen already
  readonly canUndo: boolean; // a move can be taken back
  readonly canRedo: boolean; // the redo stack is not empty
  readonly autoPass: boolean; // forced passes are played automatically
  readonly status: ReversiStatus; // the outcome, which a loss off the board decides before the board
}

/**
 * Copies the private state into a deeply frozen `ReversiState`. Nothing in it points back into the
 * game, so later moves cannot change it.
 */
export function createSnapshot(source: SnapshotSource): ReversiState {
  const { position, status } = source;
  // After a loss on time or by resignation the board may still have moves, but nobody plays them.
  const inPlay = status.kind === 'playing';
  const moves = Object.freeze(source.moves.slice());
  let lastDisc: ReversiMove | null = null;
  for (let i = moves.length - 1; i >= 0 && lastDisc === null; i--) {
    if (!moves[i]!.pass) lastDisc = moves[i]!;
  }
  return Object.freeze({
    board: Object.freeze(position.cells()),
    turn: position.turn,
    moves,
    lastMove: moves.at(-1) ?? null,
    lastDisc,
    legalMoves: Object.freeze(inPlay ? bitsToNames(position.movesLo, position.movesHi) : []),
    mustPass: inPlay && position.mustPass,
    score: position.score(),
    status,
    canUndo: source.canUndo,
    canRedo: source.canRedo,
    autoPass: source.autoPass,
  });
}
