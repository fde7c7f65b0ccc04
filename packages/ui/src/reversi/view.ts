import {
  parseSquare,
  Reversi,
  type ReversiMove,
  type ReversiPoint,
  type ReversiSquare,
  type ReversiState,
  type Stone,
} from '@stonekit/core';
import type { ReversiSearchMove } from '@stonekit/core/ai';
import { lineCells } from '../shared/ai/line.ts';
import { parseXY } from '../shared/board/layout.ts';
import type { BoardRules } from '../shared/board/useBoardShell.ts';
import type { ReversiStoreHint } from './ai.ts';
import type { ReversiAction, ReversiStoreState } from './store.ts';

/** Everything one square draws and says about the game, derived from a snapshot. */
export interface ReversiSquareView {
  readonly stone: Stone | null; // the disc on the square, null when empty
  readonly lastMove: boolean; // the disc placed last (a pass since leaves the mark where it was)
  readonly legal: boolean; // the side to move may play here
  readonly flips: number; // discs a move here would turn over, 0 unless legal
}

const COLUMNS = 'abcdefgh';

/**
 * The cell index of a square name as the engine writes them (`'d3'` → 19): `y * 8 + x` with row
 * 1 at the top.
 *
 * @example
 * squareIndex('a1'); // 0
 */
export function squareIndex(square: ReversiSquare): number {
  return (square.charCodeAt(1) - 49) * 8 + (square.charCodeAt(0) - 97);
}

/**
 * The name of cell `index`, the inverse of `squareIndex`.
 *
 * @example
 * squareName(19); // 'd3'
 */
export function squareName(index: number): ReversiSquare {
  return `${COLUMNS[index & 7]}${(index >> 3) + 1}` as ReversiSquare;
}

/** The cell index of `{ x, y }`: `y * 8 + x`. */
export function pointIndex(point: ReversiPoint): number {
  return point.y * 8 + point.x;
}

const flipsCache = new WeakMap<ReversiState, ReadonlyMap<number, ReadonlySet<number>>>();

/**
 * The discs each legal move would flip, by cell index, computed by the engine once per snapshot
 * (the snapshot lists the legal moves but not their flips).
 *
 * @example
 * legalFlips(new Reversi().state).get(squareIndex('d3')); // Set { 27 } (d4)
 */
export function legalFlips(state: ReversiState): ReadonlyMap<number, ReadonlySet<number>> {
  let flips = flipsCache.get(state);
  if (flips === undefined) {
    const map = new Map<number, ReadonlySet<number>>();
    if (state.legalMoves.length > 0) {
      const cells = state.board.map((stone) =>
        stone === null ? '-' : stone === 'black' ? 'X' : 'O',
      );
      const position = Reversi.fromPosition(cells.join(''), {
        toMove: state.turn,
        autoPass: false,
      });
      for (const square of state.legalMoves) {
        map.set(squareIndex(square), new Set(position.flipsFor(square).map(squareIndex)));
      }
    }
    flips = map;
    flipsCache.set(state, flips);
  }
  return flips;
}

/**
 * What the square at cell `index` shows of the game. Every field is a primitive, so a shallow
 * comparison tells whether the square must re-render: after a move, the played square, the
 * flipped discs, the squares that gain or lose a legal move and the previous last move.
 *
 * @example
 * reversiSquareView(new Reversi().state, squareIndex('d3')); // { stone: null, lastMove: false, legal: true, flips: 1 }
 */
export function reversiSquareView(state: ReversiState, index: number): ReversiSquareView {
  const flips = legalFlips(state).get(index);
  const last = state.lastDisc?.point;
  return {
    stone: state.board[index] ?? null,
    lastMove: last !== undefined && last !== null && pointIndex(last) === index,
    legal: flips !== undefined,
    flips: flips?.size ?? 0,
  };
}

/**
 * Where the keyboard tab stop rests before the user moves it: on the last disc placed, else on
 * the first legal move, else on d4.
 *
 * @example
 * defaultFocusIndex(new Reversi().state); // 19, d3
 */
export function defaultFocusIndex(state: ReversiState): number {
  const last = state.lastDisc?.point;
  if (last !== undefined && last !== null) return pointIndex(last);
  const first = state.legalMoves[0];
  return first === undefined ? squareIndex('d4') : squareIndex(first);
}

/**
 * The square whose move turned discs over in `action`, to time a flip from: the move played or
 * replayed, or the one taken back. `null` for passes and new games.
 *
 * @example
 * flipOrigin({ kind: 'play', move }); // move.point
 */
export function flipOrigin(action: ReversiAction | null): ReversiPoint | null {
  if (action === null || !('move' in action)) return null;
  return action.move.point;
}

/** What one square shows of a hint: the mark, and its move in the expected line. */
export interface ReversiHintSquareView {
  readonly hint: boolean; // the hinted square
  readonly lineStep: number; // the square's move in the expected line, from 1; 0 when none
  readonly lineStone: Stone | null; // the side that plays it, null when none
}

const cellOfMove = (move: ReversiSearchMove): number | null =>
  move === 'pass' ? null : squareIndex(move);

/**
 * What the square at cell `index` shows of `hint`: nothing unless the hint is for the snapshot
 * on the board, which it stops being at the next move. Primitives only, for a shallow compare.
 *
 * @example
 * reversiHintSquareView(hint, game, squareIndex('d3')); // { hint: true, lineStep: 1, lineStone: 'black' }
 */
export function reversiHintSquareView(
  hint: ReversiStoreHint | null,
  game: ReversiState,
  index: number,
): ReversiHintSquareView {
  if (hint === null || hint.game !== game) return { hint: false, lineStep: 0, lineStone: null };
  const step = lineCells(hint.pv, game.turn, cellOfMove).get(index);
  return {
    hint: hint.move !== null && hint.move !== 'pass' && squareIndex(hint.move) === index,
    lineStep: step?.step ?? 0,
    lineStone: step?.stone ?? null,
  };
}

/**
 * The cell a refused move names, from the `move` text of its `IllegalMoveError` (`'d3'`, or
 * `'{"x":3,"y":2}'` for a square given as an object); null for a pass or a square off the board.
 *
 * @example
 * refusedCell('c3'); // 18
 * refusedCell('pass'); // null
 */
export function refusedCell(move: string): number | null {
  const point = parseXY(move) ?? parseSquare(move);
  if (point === null) return null;
  const inside = point.x >= 0 && point.y >= 0 && point.x < 8 && point.y < 8;
  return inside ? pointIndex(point) : null;
}

/**
 * What the Reversi board tells the shared board shell: the tab stop rests on the last disc or
 * the first legal move; a press plays when the square is a legal move; a move and any passes the
 * game made by itself after it are new moves for `onMove`.
 *
 * @example
 * const shell = useBoardShell({ rules: reversiBoardRules, … });
 */
export const reversiBoardRules: BoardRules<ReversiStoreState, ReversiMove, ReversiSquare> = {
  tabStop: { home: defaultFocusIndex, cells: () => 64 },
  cellOf: (move) => refusedCell(move),
  wouldPlay: (state, spot) => state.game.legalMoves.includes(spot.name),
  newMoves: (next, previous) => {
    const action = next.lastAction;
    if (action === previous.lastAction || (action?.kind !== 'play' && action?.kind !== 'pass')) {
      return [];
    }
    // The move, then any pass the game made by itself after it; `number` counts from 1.
    return next.game.moves.slice(action.move.number - 1);
  },
};
