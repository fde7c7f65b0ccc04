import type { IllegalMoveError } from '../errors.ts';
import { type BoardView, cellStone, EMPTY, stoneName } from './board.ts';
import { cellTable, locate } from './coords.ts';
import { FORBIDDEN, GAME_OVER, illegalMove, OCCUPIED } from './refusal.ts';
import type { GomokuRule } from './rules.ts';
import { codeAfter, DRAW, PLAYING, wonStatus } from './snapshot.ts';
import type { GomokuMove, GomokuStatus } from './types.ts';

/**
 * The private, mutable game behind `Gomoku`: a typed-array board, the history and the redo
 * stack, changed in place for speed. It trusts its caller: `Gomoku` judges every move first and
 * throws away its cached snapshot after every change.
 */
export class Position {
  readonly size: number; // board width and height
  readonly rule: GomokuRule; // decides wins and forbidden moves
  readonly board: BoardView; // the cells the rule inspects
  readonly numbers: Int16Array; // move number on each cell, 0 where empty
  readonly history: GomokuMove[] = []; // played moves, first move first
  readonly redoStack: GomokuMove[] = []; // undone moves, the next to redo LAST
  status: GomokuStatus = PLAYING; // the outcome after the last move

  constructor(size: number, rule: GomokuRule) {
    this.size = size;
    this.rule = rule;
    this.board = { size, cells: new Int8Array(size * size) };
    this.numbers = new Int16Array(size * size);
  }

  /** A cell index when the side to move may play at `point`, else a negative refusal code. */
  judge(point: unknown): number {
    const index = locate(point, this.size);
    return index < 0 ? index : this.judgeCell(index);
  }

  /** `index` when the side to move may play on that cell, else a negative refusal code. */
  judgeCell(index: number): number {
    if (this.status.kind !== 'playing') return GAME_OVER;
    if (this.board.cells[index] !== EMPTY) return OCCUPIED;
    if (this.rule.forbidden?.(this.board, index, codeAfter(this.history.length))) {
      return FORBIDDEN;
    }
    return index;
  }

  /** The error for a move that `judge` refused with `code`. */
  refusal(code: number, point: unknown): IllegalMoveError {
    const index = locate(point, this.size);
    const stone = codeAfter(this.history.length);
    const forbidden =
      code === FORBIDDEN ? (this.rule.forbidden?.(this.board, index, stone) ?? null) : null;
    return illegalMove(code, point, {
      size: this.size,
      status: this.status,
      turn: stoneName(stone),
      occupant: index < 0 ? null : cellStone(this.board.cells[index]),
      forbidden,
    });
  }

  /** Plays the side to move on the cell at `index`, which `judge` accepted; clears redo. */
  play(index: number): GomokuMove {
    const { points, names } = cellTable(this.size);
    const number = this.history.length + 1;
    const stone = stoneName(codeAfter(number - 1));
    const move = Object.freeze({ number, stone, point: points[index]!, name: names[index]! });
    this.redoStack.length = 0;
    this.place(move);
    return move;
  }

  /** Takes back the last move onto the redo stack; null when there is none. */
  undo(): GomokuMove | null {
    const move = this.history.pop();
    if (move === undefined) return null;
    const index = move.point.y * this.size + move.point.x;
    this.board.cells[index] = EMPTY;
    this.numbers[index] = 0;
    this.redoStack.push(move);
    // A position before the last move was still in play, or that move could not have been made.
    this.status = PLAYING;
    return move;
  }

  /** Replays the last move taken back; null when there is none. */
  redo(): GomokuMove | null {
    const move = this.redoStack.pop();
    if (move !== undefined) this.place(move);
    return move ?? null;
  }

  /** Empties the board and both stacks; returns whether there was anything to clear. */
  reset(): boolean {
    if (this.history.length === 0 && this.redoStack.length === 0) return false;
    this.history.length = 0;
    this.redoStack.length = 0;
    this.board.cells.fill(EMPTY);
    this.numbers.fill(0);
    this.status = PLAYING;
    return true;
  }

  /** An independent copy; moves and statuses are immutable, so they are shared. */
  copy(): Position {
    const copy = new Position(this.size, this.rule);
    copy.board.cells.set(this.board.cells);
    copy.numbers.set(this.numbers);
    copy.history.push(...this.history);
    copy.redoStack.push(...this.redoStack);
    copy.status = this.status;
    return copy;
  }

  /** Puts `move`, the next move in turn, on the board and works out the new status. */
  private place(move: GomokuMove): void {
    const index = move.point.y * this.size + move.point.x;
    const stone = codeAfter(this.history.length);
    this.board.cells[index] = stone;
    this.numbers[index] = move.number;
    this.history.push(move);
    const line = this.rule.winningLine(this.board, index, stone);
    if (line !== null) this.status = wonStatus(this.size, stone, line);
    else if (this.history.length === this.board.cells.length) this.status = DRAW;
  }
}
