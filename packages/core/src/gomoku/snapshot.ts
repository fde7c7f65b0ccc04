import { BLACK, cellStone, type StoneCode, stoneName, WHITE } from './board.ts';
import { cellTable } from './coords.ts';
import { starPoints } from './stars.ts';
import type {
  GomokuMove,
  GomokuRuleName,
  GomokuState,
  GomokuStatus,
  Point,
  Stone,
} from './types.ts';

/** The one status object of every game in play; statuses are compared by `kind`, not identity. */
export const PLAYING: GomokuStatus = Object.freeze({ kind: 'playing' });

/** The one status object of every drawn game. */
export const DRAW: GomokuStatus = Object.freeze({ kind: 'draw' });

/** A frozen 'won' status whose line lists the points of `cells`, in their order. */
export function wonStatus(size: number, winner: StoneCode, cells: readonly number[]): GomokuStatus {
  const { points } = cellTable(size);
  const line: Point[] = cells.map((index) => points[index]!);
  return Object.freeze({ kind: 'won', winner: stoneName(winner), line: Object.freeze(line) });
}

/** Black moves first, so black is to move whenever an even number of moves has been played. */
export function turnAfter(moveCount: number): Stone {
  return moveCount % 2 === 0 ? 'black' : 'white';
}

/** The stone code of the side to move after `moveCount` moves. */
export function codeAfter(moveCount: number): StoneCode {
  return moveCount % 2 === 0 ? BLACK : WHITE;
}

/** Everything a snapshot is copied from: the game's private state at one moment. */
export interface SnapshotSource {
  readonly size: number; // board width and height
  readonly rule: GomokuRuleName; // win condition
  readonly cells: Int8Array; // the private board, copied, never kept
  readonly numbers: Int16Array; // the move number on each cell, copied, never kept
  readonly moves: readonly GomokuMove[]; // the frozen history, kept as it is
  readonly status: GomokuStatus; // already frozen
  readonly canRedo: boolean; // the redo stack is not empty
}

/**
 * Copies the private state into a deeply frozen `GomokuState`. Nothing in it points back into the
 * game, so later moves cannot change it.
 */
export function createSnapshot(source: SnapshotSource): GomokuState {
  const { size, cells, numbers, moves } = source;
  const board: (Stone | null)[] = new Array(cells.length);
  const moveNumbers: number[] = new Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    board[i] = cellStone(cells[i]);
    moveNumbers[i] = numbers[i] ?? 0;
  }
  return Object.freeze({
    size,
    rule: source.rule,
    board: Object.freeze(board),
    moveNumbers: Object.freeze(moveNumbers),
    moves,
    lastMove: moves.at(-1) ?? null,
    turn: turnAfter(moves.length),
    status: source.status,
    canUndo: moves.length > 0,
    canRedo: source.canRedo,
    starPoints: starPoints(size),
  });
}
