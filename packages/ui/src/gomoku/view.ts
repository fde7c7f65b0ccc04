import type {
  ForbiddenKind,
  ForbiddenPoint,
  GomokuState,
  GomokuStatus,
  Stone,
} from '@stonekit/core';
import type { GridPosition } from '../shared/gridNavigation.ts';

/** Everything one intersection draws and says, derived from a snapshot. */
export interface GomokuPointView {
  readonly stone: Stone | null; // the stone on the point, null when empty
  readonly moveNumber: number; // the move that placed the stone, 0 when empty
  readonly lastMove: boolean; // the stone is the most recent move
  readonly winning: boolean; // the stone belongs to the winning line
  readonly legal: boolean; // the side to move may play here
  readonly forbidden: ForbiddenKind | null; // why black may not play here (Renju), if so
  readonly preview: Stone | null; // the ghost stone to draw under the pointer, if any
}

const winningCache = new WeakMap<GomokuStatus, ReadonlySet<number>>();

/**
 * The cell indexes of the winning line (empty while nobody has won), computed once per status so
 * that each of the points asking about it is a set lookup.
 *
 * @example
 * winningCells(state).has(7 * 15 + 7); // h8 is part of the five
 */
export function winningCells(state: GomokuState): ReadonlySet<number> {
  const { status, size } = state;
  let cells = winningCache.get(status);
  if (cells === undefined) {
    cells = new Set(status.kind === 'won' ? status.line.map((p) => p.y * size + p.x) : []);
    winningCache.set(status, cells);
  }
  return cells;
}

const forbiddenCache = new WeakMap<readonly ForbiddenPoint[], ReadonlyMap<number, ForbiddenKind>>();

/**
 * Black's forbidden points by cell index (empty unless Renju, black to move and the game on),
 * computed once per snapshot.
 *
 * @example
 * forbiddenCells(state).get(7 * 15 + 7); // 'double-three'
 */
export function forbiddenCells(state: GomokuState): ReadonlyMap<number, ForbiddenKind> {
  const { forbidden, size } = state;
  let cells = forbiddenCache.get(forbidden);
  if (cells === undefined) {
    cells = new Map(forbidden.map((f) => [pointIndex(f.point, size), f.kind]));
    forbiddenCache.set(forbidden, cells);
  }
  return cells;
}

/**
 * What the point at cell `index` shows. Every field is a primitive, so a shallow comparison tells
 * whether the point must re-render: after a move only the played point and the previous last
 * move change. The preview stone depends on the side to move only under the pointer, so the other
 * points stay unchanged when the turn passes.
 *
 * @param hovered - a mouse or pen is over the point
 * @example
 * gomokuPointView(state, 112, false); // { stone: 'black', moveNumber: 1, lastMove: true, ... }
 */
export function gomokuPointView(
  state: GomokuState,
  index: number,
  hovered: boolean,
): GomokuPointView {
  const stone = state.board[index] ?? null;
  const forbidden = stone === null ? (forbiddenCells(state).get(index) ?? null) : null;
  const legal = stone === null && forbidden === null && state.status.kind === 'playing';
  return {
    stone,
    moveNumber: state.moveNumbers[index] ?? 0,
    lastMove: state.lastMove !== null && pointIndex(state.lastMove.point, state.size) === index,
    winning: winningCells(state).has(index),
    legal,
    forbidden,
    preview: hovered && legal ? state.turn : null,
  };
}

/** The cell index of `{ x, y }` on a board of `size`: `y * size + x`. */
export function pointIndex(
  point: { readonly x: number; readonly y: number },
  size: number,
): number {
  return point.y * size + point.x;
}

/**
 * Where the keyboard tab stop rests before the user moves it: on the last move, or on the centre
 * of an empty board.
 *
 * @example
 * defaultFocusIndex(new Gomoku().state); // 112, h8
 */
export function defaultFocusIndex(state: GomokuState): number {
  if (state.lastMove !== null) return pointIndex(state.lastMove.point, state.size);
  const centre = Math.floor(state.size / 2);
  return centre * state.size + centre;
}

/**
 * The cell index of a grid position. The grid lists rows from the top while the board counts `y`
 * from the bottom, so row 0 is the board's last row.
 *
 * @example
 * gridIndex({ row: 0, col: 0 }, 15); // 210, a15
 */
export function gridIndex(position: GridPosition, size: number): number {
  return (size - 1 - position.row) * size + position.col;
}

/**
 * The grid position of a cell index, the inverse of `gridIndex`.
 *
 * @example
 * gridPosition(0, 15); // { row: 14, col: 0 }, a1 at the bottom left
 */
export function gridPosition(index: number, size: number): GridPosition {
  return { row: size - 1 - Math.floor(index / size), col: index % size };
}
