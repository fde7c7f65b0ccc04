import type { IllegalMoveError } from '../errors.ts';
import { locate, OFF_BOARD } from '../locate.ts';
import {
  BLACK,
  type BoardView,
  cellStone,
  EMPTY,
  type StoneCode,
  stoneName,
  WHITE,
} from './board.ts';
import { cellTable, GOMOKU_MAX_SIZE } from './coords.ts';
import { FORBIDDEN, GAME_OVER, illegalMove, OCCUPIED, type RefusalContext } from './refusal.ts';
import { FORBIDDEN_KINDS } from './renju/judge.ts';
import type { GomokuRule } from './rules.ts';
import { DRAW, foulStatus, lossStatus, PLAYING, wonStatus } from './snapshot.ts';
import type {
  ForbiddenKind,
  ForbiddenMoves,
  GomokuMove,
  GomokuStatus,
  LossReason,
  Stone,
} from './types.ts';

/** Checked options of a new game, as `readOptions` (setup.ts) gives them. */
export interface Settings {
  readonly size: number; // board width and height
  readonly rule: GomokuRule; // the rule named by the options
  readonly forbiddenMoves: ForbiddenMoves; // refuse or lose
}

/** Where a game starts: the empty board, or a position set up with `Gomoku.fromPosition`. */
export interface PositionStart {
  readonly cells: Int8Array | null; // the stones at the start, null for the empty board
  readonly turn: StoneCode; // the side to move at the start
  readonly status: GomokuStatus; // the outcome already on the board at the start
}

/** The start of an ordinary game. */
export const EMPTY_START: PositionStart = Object.freeze({
  cells: null,
  turn: BLACK,
  status: PLAYING,
});

/**
 * The private, mutable game behind `Gomoku`: a typed-array board, the history and the redo
 * stack, changed in place for speed. It judges a move (`legalCell`) and plays it (`playCell`);
 * `Gomoku` throws away its cached snapshot after every change.
 */
export class Position {
  readonly size: number; // board width and height
  readonly rule: GomokuRule; // decides wins and forbidden moves
  readonly forbiddenMoves: ForbiddenMoves; // whether a forbidden move is refused or loses
  readonly start: PositionStart; // what undoing every move comes back to
  readonly board: BoardView; // the cells the rule inspects
  readonly numbers: Int16Array; // move number on each cell, 0 where empty or set up
  readonly history: GomokuMove[] = []; // played moves, first move first
  readonly redoStack: GomokuMove[] = []; // undone moves, the next to redo LAST
  status: GomokuStatus; // the outcome after the last move
  conceded = false; // the game ended off the board (time, resignation), which no undo takes back
  #stones: number; // stones on the board, to tell a full board
  #forbidden: Int8Array | null = null; // black's verdict per cell (rule.forbiddenCells), null when stale

  constructor(settings: Settings, start: PositionStart = EMPTY_START) {
    const { size } = settings;
    this.size = size;
    this.rule = settings.rule;
    this.forbiddenMoves = settings.forbiddenMoves;
    this.start = start;
    this.board = { size, cells: new Int8Array(size * size) };
    this.numbers = new Int16Array(size * size);
    this.status = start.status;
    this.#stones = 0;
    this.#setUp();
    if (this.status.kind === 'playing' && this.#stuck()) this.status = DRAW;
  }

  /** The stone code of the side to move. */
  get turn(): StoneCode {
    const first = this.start.turn;
    return this.history.length % 2 === 0 ? first : first === BLACK ? WHITE : BLACK;
  }

  /**
   * The cell the side to move may play at `point`, else a negative refusal code (see
   * `refusal.ts`). Never throws, whatever `point` is.
   */
  judge(point: unknown): number {
    const cell = this.#cellOf(locate(point, GOMOKU_MAX_SIZE));
    return cell < 0 ? cell : this.judgeCell(cell);
  }

  /**
   * The cell the side to move may play at `point`, else the error that says why not (the
   * `IllegalMoveError` that `play` throws). The point is read once, on the largest board, which
   * names it in the message even when it is off this one.
   */
  legalCell(point: unknown): number | IllegalMoveError {
    const wide = locate(point, GOMOKU_MAX_SIZE);
    const cell = this.#cellOf(wide);
    const code = cell < 0 ? cell : this.judgeCell(cell);
    return code >= 0 ? code : illegalMove(code, point, wide, this.#refusalContext(code, cell));
  }

  /** `index` when the side to move may play on that cell, else a negative refusal code. */
  judgeCell(index: number): number {
    if (this.status.kind !== 'playing') return GAME_OVER;
    if (this.board.cells[index] !== EMPTY) return OCCUPIED;
    if (this.forbiddenMoves === 'refuse' && this.turn === BLACK && this.#kindAt(index) !== null) {
      return FORBIDDEN;
    }
    return index;
  }

  /**
   * Black's verdict on every cell under the rule (see `GomokuRule.forbiddenCells`), computed once
   * per position; null when the rule forbids nothing.
   */
  forbiddenCells(): Int8Array | null {
    if (this.rule.forbiddenCells === undefined) return null;
    this.#forbidden ??= this.rule.forbiddenCells(this.board, BLACK);
    return this.#forbidden;
  }

  /** Plays the side to move on the cell at `index`, which `legalCell` accepted; clears redo. */
  playCell(index: number): GomokuMove {
    const { points, names } = cellTable(this.size);
    const number = this.history.length + 1;
    const stone = stoneName(this.turn);
    const move = Object.freeze({ number, stone, point: points[index]!, name: names[index]! });
    this.clearRedo();
    this.#put(move);
    return move;
  }

  /**
   * Ends the game in `winner`'s favour off the board. Nothing taken back can be replayed after
   * it, so the redo stack goes.
   */
  concede(winner: Stone, reason: LossReason): void {
    this.status = lossStatus(winner, reason);
    this.conceded = true;
    this.clearRedo();
  }

  /** Takes back the last move onto the redo stack; null when there is none. */
  undo(): GomokuMove | null {
    const move = this.history.pop();
    if (move === undefined) return null;
    const index = move.point.y * this.size + move.point.x;
    this.board.cells[index] = EMPTY;
    this.numbers[index] = 0;
    this.#stones--;
    this.#forbidden = null;
    this.redoStack.push(move);
    // A position before the last move was still in play, or that move could not have been made.
    this.status = PLAYING;
    return move;
  }

  /** Replays the last move taken back; null when there is none. */
  redo(): GomokuMove | null {
    const move = this.redoStack.pop();
    if (move !== undefined) this.#put(move);
    return move ?? null;
  }

  /**
   * Empties the redo stack: after anything new (a move, or an opening action that places no
   * stone) the moves taken back can no longer be replayed.
   */
  clearRedo(): void {
    this.redoStack.length = 0;
  }

  /** Goes back to the start and empties both stacks; returns whether anything changed. */
  reset(): boolean {
    if (this.history.length === 0 && this.redoStack.length === 0 && !this.conceded) return false;
    this.conceded = false;
    this.history.length = 0;
    this.clearRedo();
    this.#setUp();
    this.status = this.start.status;
    if (this.status.kind === 'playing' && this.#stuck()) this.status = DRAW;
    return true;
  }

  /** An independent copy; moves and statuses are immutable, so they are shared. */
  copy(): Position {
    const copy = new Position(this, this.start);
    copy.board.cells.set(this.board.cells);
    copy.numbers.set(this.numbers);
    copy.history.push(...this.history);
    copy.redoStack.push(...this.redoStack);
    copy.status = this.status;
    copy.conceded = this.conceded;
    copy.#stones = this.#stones;
    copy.#forbidden = this.#forbidden;
    return copy;
  }

  /** Puts `move`, the next move in turn, on the board and works out the new status. */
  #put(move: GomokuMove): void {
    const index = move.point.y * this.size + move.point.x;
    const stone = this.turn;
    // Under 'refuse' a forbidden move never gets here: `judge` turned it away.
    const foul = stone === BLACK && this.forbiddenMoves === 'lose' ? this.#kindAt(index) : null;
    this.board.cells[index] = stone;
    this.numbers[index] = move.number;
    this.#stones++;
    this.#forbidden = null;
    this.history.push(move);
    const line = this.rule.winningLine(this.board, index, stone);
    if (line !== null) this.status = wonStatus(this.size, stone, line);
    else if (foul !== null) this.status = foulStatus(this.size, index, foul);
    else if (this.#stones === this.board.cells.length || this.#stuck()) this.status = DRAW;
  }

  /** The cell of a point located on the largest board (`wide`), or `MALFORMED` or `OFF_BOARD`. */
  #cellOf(wide: number): number {
    if (wide < 0) return wide;
    const x = wide % GOMOKU_MAX_SIZE;
    const y = (wide - x) / GOMOKU_MAX_SIZE;
    return x < this.size && y < this.size ? y * this.size + x : OFF_BOARD;
  }

  /** What the message of refusal `code` needs to know of the board; `cell` is < 0 off it. */
  #refusalContext(code: number, cell: number): RefusalContext {
    return {
      size: this.size,
      status: this.status,
      turn: stoneName(this.turn),
      occupant: cell < 0 ? null : cellStone(this.board.cells[cell]),
      forbidden: code === FORBIDDEN ? this.#kindAt(cell) : null,
    };
  }

  /**
   * Whether black is to move, may not play forbidden points, and every empty point is one. The
   * engine has no passes, so such a game cannot go on: it ends as a full board does, in a draw.
   * Only small boards ever get there.
   */
  #stuck(): boolean {
    if (this.rule.forbidden === undefined) return false;
    if (this.forbiddenMoves !== 'refuse' || this.turn !== BLACK) return false;
    const { cells } = this.board;
    // Nearly always the first empty point judged is allowed, which settles it without a scan.
    for (let index = 0; index < cells.length; index++) {
      if (cells[index] === EMPTY && this.#kindAt(index) === null) return false;
    }
    return true;
  }

  /**
   * Why black may not play on the empty cell `index`, or null when black may: from the scan of
   * the whole board when one was made for this position, else judged on its own, which is
   * cheaper for a single move than a scan.
   */
  #kindAt(index: number): ForbiddenKind | null {
    if (index < 0 || this.rule.forbidden === undefined) return null;
    if (this.#forbidden === null) return this.rule.forbidden(this.board, index, BLACK);
    const verdict = this.#forbidden[index]!;
    return verdict === 0 ? null : FORBIDDEN_KINDS[verdict - 1]!;
  }

  /** Puts the starting stones on the board, and nothing else. */
  #setUp(): void {
    const { cells } = this.board;
    if (this.start.cells === null) cells.fill(EMPTY);
    else cells.set(this.start.cells);
    this.numbers.fill(0);
    this.#stones = cells.reduce((count, cell) => (cell === EMPTY ? count : count + 1), 0);
    this.#forbidden = null;
  }
}
