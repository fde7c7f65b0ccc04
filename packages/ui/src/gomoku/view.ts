import {
  type ForbiddenKind,
  type ForbiddenPoint,
  type GomokuMove,
  type GomokuState,
  type GomokuStatus,
  type Point,
  parsePoint,
  type Stone,
} from '@stonekit/core';
import { lineCells } from '../shared/ai/line.ts';
import { parseXY } from '../shared/board/layout.ts';
import type { BoardRules } from '../shared/board/useBoardShell.ts';
import type { GridPosition } from '../shared/gridNavigation.ts';
import type { GomokuStoreHint } from './ai.ts';
import type { GomokuStoreState } from './store.ts';

/** Everything one intersection draws and says, derived from a snapshot. */
export interface GomokuPointView {
  readonly stone: Stone | null; // the stone on the point, null when empty
  readonly moveNumber: number; // the move that placed the stone, 0 when empty
  readonly lastMove: boolean; // the stone is the most recent move
  readonly winning: boolean; // the stone belongs to the winning line
  readonly legal: boolean; // the side to move may play here, the opening permitting
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
  const legal =
    stone === null &&
    forbidden === null &&
    state.status.kind === 'playing' &&
    openingTakes(state, index);
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

/**
 * Whether the opening lets the next stone go on cell `index`: anywhere once it is over, inside
 * the square of a place phase, on an offered fifth move; nowhere while it expects a choice, a
 * declaration or an offer. Whether the point is empty is not its concern.
 *
 * @example
 * openingTakes(new Gomoku({ opening: 'rif' }).state, 0); // false: move 1 goes on h8
 */
export function openingTakes(state: GomokuState, index: number): boolean {
  const { phase } = state.opening;
  switch (phase.phase) {
    case 'done':
      return true;
    case 'place': {
      const { region } = phase;
      if (region === null) return true;
      const x = index % state.size;
      const y = Math.floor(index / state.size);
      return x >= region.minX && x <= region.maxX && y >= region.minY && y <= region.maxY;
    }
    case 'select-fifth':
      return offerCells(phase.offers, state.size).has(index);
    default:
      return false;
  }
}

const offerCache = new WeakMap<readonly Point[], ReadonlyMap<number, number>>();

/**
 * The fifth move candidates by cell index, each with its number (1 for the first), computed once
 * per list: the offers of a `select-fifth` phase, or a store's `offerDraft`.
 *
 * @example
 * offerCells(store.getState().offerDraft, 15).get(7 * 15 + 9); // 1: j8 was chosen first
 */
export function offerCells(points: readonly Point[], size: number): ReadonlyMap<number, number> {
  let cells = offerCache.get(points);
  if (cells === undefined) {
    cells = new Map(points.map((point, i) => [pointIndex(point, size), i + 1]));
    offerCache.set(points, cells);
  }
  return cells;
}

/**
 * The fifth move candidate on cell `index`: its number and whether it is chosen for an offer
 * still being put together or already on offer; null when there is none.
 *
 * @param draft - the store's `offerDraft`
 * @example
 * offerAt(state, draft, 7 * 15 + 9); // { number: 1, stage: 'chosen' }
 */
export function offerAt(
  state: GomokuState,
  draft: readonly Point[],
  index: number,
): { readonly number: number; readonly stage: 'chosen' | 'offered' } | null {
  const { phase } = state.opening;
  const stage = phase.phase === 'select-fifth' ? 'offered' : 'chosen';
  const points = phase.phase === 'select-fifth' ? phase.offers : draft;
  if (points.length === 0) return null;
  const number = offerCells(points, state.size).get(index);
  return number === undefined ? null : { number, stage };
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

/** What one point shows of a hint: the mark, and its move in the expected line. */
export interface GomokuHintPointView {
  readonly hint: boolean; // the hinted point
  readonly lineStep: number; // the point's move in the expected line, from 1; 0 when none
  readonly lineStone: Stone | null; // the side that plays it, null when none
}

const NO_HINT: GomokuHintPointView = Object.freeze({ hint: false, lineStep: 0, lineStone: null });

/**
 * What the point at cell `index` shows of `hint`: nothing unless the hint is for the snapshot on
 * the board, which it stops being at the next move. Primitives only, for a shallow compare.
 *
 * @example
 * gomokuHintPointView(hint, game, 112); // { hint: true, lineStep: 1, lineStone: 'black' }
 */
export function gomokuHintPointView(
  hint: GomokuStoreHint | null,
  game: GomokuState,
  index: number,
): GomokuHintPointView {
  if (hint === null || hint.game !== game) return NO_HINT;
  const step = lineCells(hint.pv, game.turn, (point) => pointIndex(point, game.size)).get(index);
  return {
    hint: hint.move !== null && pointIndex(hint.move, game.size) === index,
    lineStep: step?.step ?? 0,
    lineStone: step?.stone ?? null,
  };
}

/**
 * The cell a refused move names, from the `move` text of its `IllegalMoveError` (`'h8'`, or
 * `'{"x":7,"y":7}'` for a point given as an object); null for an opening choice or a point off
 * the board.
 *
 * @example
 * refusedCell('h8', new Gomoku().state); // 112
 * refusedCell('swap', new Gomoku().state); // null
 */
export function refusedCell(move: string, state: GomokuState): number | null {
  const { size } = state;
  const point = parseXY(move) ?? parsePoint(move, size);
  if (point === null) return null;
  const inside = point.x >= 0 && point.y >= 0 && point.x < size && point.y < size;
  return inside ? pointIndex(point, size) : null;
}

/**
 * Whether the store would play a stone on cell `index` now: a legal point, or under
 * `forbiddenMoves: 'lose'` one of black's forbidden points too, which black may play and lose.
 *
 * @example
 * wouldPlay(store.getState(), 112); // true on an empty board
 */
export function wouldPlay(state: GomokuStoreState, index: number): boolean {
  const { game } = state;
  const point = gomokuPointView(game, index, false);
  if (point.legal) return true;
  if (point.forbidden === null || game.status.kind !== 'playing') return false;
  return openingTakes(game, index) && state.toJSON().forbiddenMoves === 'lose';
}

/**
 * What the Gomoku board tells the shared board shell: the tab stop rests on the last move or the
 * centre; a press during black's choice of fifth moves adds the point to the offer or takes it
 * out instead of playing; each `play` action is a new move for `onMove`.
 *
 * @example
 * const shell = useBoardShell({ rules: gomokuBoardRules, … });
 */
export const gomokuBoardRules: BoardRules<GomokuStoreState, GomokuMove> = {
  tabStop: { home: defaultFocusIndex, cells: (game) => game.size * game.size },
  cellOf: refusedCell,
  wouldPlay: (state, spot) => wouldPlay(state, spot.index),
  instead: (state, spot) => {
    if (state.game.opening.phase.phase !== 'offer-fifth') return false;
    state.toggleOffer(spot.name);
    return true;
  },
  newMoves: (next, previous) => {
    const action = next.lastAction;
    return action !== previous.lastAction && action?.kind === 'play' ? [action.move] : [];
  },
};
