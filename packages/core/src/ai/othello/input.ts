/**
 * Reading the positions the search accepts (a `Reversi` game, a state-like `{ board, turn }` or a
 * board string) into bitboards, and naming the search's move codes.
 */
import { describeGiven } from '../../describe-value.ts';
import { OptionError } from '../../errors.ts';
import { refuseOption } from '../../options.ts';
import * as bitboard from '../../reversi/bitboard.ts';
import { readBoardArguments } from '../../reversi/obf.ts';
import { SQUARE_NAMES } from '../../reversi/squares.ts';
import type { Stone } from '../../reversi/types.ts';
import type { ReversiPositionLike, ReversiSearchMove } from './types.ts';

/** A position as the search holds it: P is the side to move. */
export interface RootPosition {
  readonly pLo: number; // side to move, squares 0-31
  readonly pHi: number; // side to move, squares 32-63
  readonly oLo: number; // opponent, squares 0-31
  readonly oHi: number; // opponent, squares 32-63
  readonly turn: Stone; // who P is
}

/** The move code of a pass, as the tree search writes it. */
const PASS = 64;

function fromCells(board: readonly unknown[], turn: Stone): RootPosition {
  let bLo = 0;
  let bHi = 0;
  let wLo = 0;
  let wHi = 0;
  for (let i = 0; i < 64; i++) {
    const cell = board[i];
    const bit = 1 << (i & 31);
    if (cell === 'black') {
      if (i < 32) bLo |= bit;
      else bHi |= bit;
    } else if (cell === 'white') {
      if (i < 32) wLo |= bit;
      else wHi |= bit;
    } else if (cell !== null) {
      throw refuseOption('position', "'black', 'white' or null", cell, `position.board[${i}]`);
    }
  }
  return turn === 'black'
    ? { pLo: bLo, pHi: bHi, oLo: wLo, oHi: wHi, turn }
    : { pLo: wLo, pHi: wHi, oLo: bLo, oHi: bHi, turn };
}

/**
 * The bitboards of a position given as a `Reversi` game (anything with a `state`), a
 * `{ board, turn }` object or a board string as `toPosition()` writes it.
 *
 * @throws OptionError (`position`...) for an object without a 64-cell board and a turn;
 *   ParseError for a bad string
 */
export function readRoot(position: unknown): RootPosition {
  if (typeof position === 'string') {
    const { cells, turn } = readBoardArguments(position, undefined);
    return fromCells(cells, turn);
  }
  const source =
    typeof position === 'object' && position !== null && 'state' in position
      ? (position as { state: unknown }).state
      : position;
  const { board, turn } = (source ?? {}) as Partial<ReversiPositionLike>;
  if (!Array.isArray(board) || board.length !== 64) {
    const what = Array.isArray(board) ? `${board.length} cells` : describeGiven(board);
    throw new OptionError(
      'position',
      `Expected a position with a board of 64 cells (a Reversi game, its state or a board string), got ${what}`,
    );
  }
  if (turn !== 'black' && turn !== 'white') {
    throw refuseOption('position', "'black' or 'white'", turn, 'position.turn');
  }
  return fromCells(board, turn);
}

/** The name of a move code: a square, or `'pass'`. */
export function moveName(code: number): ReversiSearchMove {
  return code === PASS ? 'pass' : SQUARE_NAMES[code]!;
}

/** The legal moves of P as lo/hi halves. */
export function legalMoves(root: RootPosition): { lo: number; hi: number } {
  const slot = new Int32Array(bitboard.SLOT);
  slot[0] = root.pLo;
  slot[1] = root.pHi;
  slot[2] = root.oLo;
  slot[3] = root.oHi;
  bitboard.generateMoves(slot, 0);
  return { lo: slot[4]!, hi: slot[5]! };
}
