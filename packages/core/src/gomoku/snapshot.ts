import { cellStone, type StoneCode, stoneName, WHITE } from './board.ts';
import { cellTable } from './coords.ts';
import { FORBIDDEN_KINDS } from './renju/judge.ts';
import { starPoints } from './stars.ts';
import type {
  ForbiddenKind,
  ForbiddenPoint,
  GomokuMove,
  GomokuOpening,
  GomokuRuleName,
  GomokuState,
  GomokuStatus,
  LossReason,
  Point,
  Stone,
} from './types.ts';

/** The one status object of every game in play; statuses are compared by `kind`, not identity. */
export const PLAYING: GomokuStatus = Object.freeze({ kind: 'playing' });

/** The one status object of every drawn game. */
export const DRAW: GomokuStatus = Object.freeze({ kind: 'draw' });

/** The one empty list of forbidden points, shared by every snapshot without any. */
export const NO_FORBIDDEN: readonly ForbiddenPoint[] = Object.freeze([]);

const NO_POINTS: readonly Point[] = Object.freeze([]);

/** A frozen 'won' status whose line lists the points of `cells`, in their order. */
export function wonStatus(size: number, winner: StoneCode, cells: readonly number[]): GomokuStatus {
  const { points } = cellTable(size);
  const line: Point[] = cells.map((index) => points[index]!);
  return Object.freeze({
    kind: 'won',
    winner: stoneName(winner),
    line: Object.freeze(line),
    reason: 'five',
  });
}

/** The frozen status of a game `winner` won off the board: the other side resigned or ran out of time. */
export function lossStatus(winner: Stone, reason: LossReason): GomokuStatus {
  return Object.freeze({ kind: 'won', winner, line: NO_POINTS, reason });
}

/** The frozen status of a game black lost by playing the forbidden move at cell `index`. */
export function foulStatus(size: number, index: number, kind: ForbiddenKind): GomokuStatus {
  return Object.freeze({
    kind: 'won',
    winner: stoneName(WHITE),
    line: NO_POINTS,
    reason: 'forbidden',
    forbidden: forbiddenPoint(size, index, kind),
  });
}

/** A frozen forbidden point for cell `index`. */
export function forbiddenPoint(size: number, index: number, kind: ForbiddenKind): ForbiddenPoint {
  return Object.freeze({ point: cellTable(size).points[index]!, kind });
}

/**
 * The frozen list of forbidden points of a per-cell verdict array (see
 * `GomokuRule.forbiddenCells`), in cell order; the shared empty list when there are none.
 */
export function listForbidden(size: number, verdicts: Int8Array | null): readonly ForbiddenPoint[] {
  if (verdicts === null) return NO_FORBIDDEN;
  const list: ForbiddenPoint[] = [];
  verdicts.forEach((verdict, index) => {
    if (verdict !== 0) list.push(forbiddenPoint(size, index, FORBIDDEN_KINDS[verdict - 1]!));
  });
  return list.length === 0 ? NO_FORBIDDEN : Object.freeze(list);
}

/** Everything a snapshot is copied from: the game's private state at one moment. */
export interface SnapshotSource {
  readonly size: number; // board width and height
  readonly rule: GomokuRuleName; // win condition
  readonly cells: Int8Array; // the private board, copied, never kept
  readonly numbers: Int16Array; // the move number on each cell, copied, never kept
  readonly moves: readonly GomokuMove[]; // the frozen history, kept as it is
  readonly status: GomokuStatus; // already frozen
  readonly canUndo: boolean; // a move or an opening action can be taken back
  readonly canRedo: boolean; // a move or an opening action can be replayed
  readonly turn: Stone; // the side to move
  readonly forbidden: readonly ForbiddenPoint[]; // frozen, already limited to black's turn in play
  readonly opening: GomokuOpening; // already frozen, kept as it is
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
    turn: source.turn,
    status: source.status,
    canUndo: source.canUndo,
    canRedo: source.canRedo,
    starPoints: starPoints(size),
    forbidden: source.forbidden,
    opening: source.opening,
  });
}
