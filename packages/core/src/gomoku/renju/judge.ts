import { BLACK, type BoardView, EMPTY, WHITE } from '../board.ts';
import type { ForbiddenKind } from '../types.ts';
import {
  classifyWindow,
  FIVE,
  FOUR_MASK,
  FOUR_SHIFT,
  lineTable,
  OVERLINE,
  REACH,
  THREE_MASK,
  THREE_OFFSETS,
  UNKNOWN,
} from './lines.ts';

// Verdicts of `ForbiddenJudge.judge`. The first four double as the per-cell codes of a scan.
/** Black may play here. */
export const ALLOWED = 0;
/** Two or more threes (RIF 9.3, with the recursive test on each three). */
export const DOUBLE_THREE = 1;
/** Two or more fours, on different lines or on one. */
export const DOUBLE_FOUR = 2;
/** Six or more in a row. */
export const OVERLINE_MOVE = 3;
/** The stone makes exactly five, which wins whatever else it makes: allowed, and more. */
export const WINS = 4;

/**
 * The kinds of forbidden move, indexed by the judge's verdict codes less one: code 1 is a
 * double-three, 2 a double-four, 3 an overline.
 */
export const FORBIDDEN_KINDS: readonly ForbiddenKind[] = Object.freeze([
  'double-three',
  'double-four',
  'overline',
]);

/**
 * Judges black moves under RIF rules on a private copy of the board, padded with `REACH` blocked
 * cells on every side so that reading a line never needs a bounds check. The recursive test of
 * RIF 9.3 plays stones on that copy and takes them back, so the game's board is never touched.
 * One judge per board size is shared (see `judgeFor`): every call runs to completion before the
 * next, so nothing interleaves.
 */
export class ForbiddenJudge {
  readonly size: number; // board width and height
  readonly width: number; // padded row length, size + 2 * REACH
  readonly cells: Int8Array; // EMPTY, BLACK or WHITE; the padding is WHITE, which blocks alike
  readonly steps: Int32Array; // padded index steps of the four lines, as board.ts DIRECTIONS
  readonly table: Uint16Array; // the shared line classifications of lines.ts, filled as met

  constructor(size: number) {
    this.size = size;
    this.width = size + 2 * REACH;
    this.cells = new Int8Array(this.width * this.width).fill(WHITE);
    this.steps = Int32Array.of(1, this.width, this.width + 1, 1 - this.width);
    this.table = lineTable();
  }

  /** The padded index of board cell `index`. */
  padded(index: number): number {
    const { size } = this;
    return (Math.floor(index / size) + REACH) * this.width + (index % size) + REACH;
  }

  /** Copies the stones of `board` (of this judge's size) onto the padded board. */
  load(board: BoardView): void {
    const { size, width, cells } = this;
    const source = board.cells;
    for (let y = 0; y < size; y++) {
      const from = y * size;
      cells.set(source.subarray(from, from + size), (y + REACH) * width + REACH);
    }
  }

  /** The classification (lines.ts) of the line through padded index `at` along `step`. */
  line(at: number, step: number): number {
    const code = this.code(at, step);
    const info = this.table[code]!;
    return info === UNKNOWN ? classifyWindow(code) : info;
  }

  /** The base-3 code of the ten cells around padded index `at` along `step`, as lines.ts reads. */
  code(at: number, step: number): number {
    const c = this.cells;
    return (
      c[at - 5 * step]! * 19683 +
      c[at - 4 * step]! * 6561 +
      c[at - 3 * step]! * 2187 +
      c[at - 2 * step]! * 729 +
      c[at - step]! * 243 +
      c[at + step]! * 81 +
      c[at + 2 * step]! * 27 +
      c[at + 3 * step]! * 9 +
      c[at + 4 * step]! * 3 +
      c[at + 5 * step]!
    );
  }

  /**
   * The verdict on a black stone at the empty padded index `at`: `WINS` when it makes exactly
   * five, else `OVERLINE_MOVE`, `DOUBLE_FOUR`, `DOUBLE_THREE` or `ALLOWED`, in that order of
   * precedence.
   */
  judge(at: number): number {
    const { steps } = this;
    let overline = false;
    let fours = 0;
    let threeLines = 0; // bit d set: line d may be a three, pending the recursive test
    let threeCount = 0;
    for (let d = 0; d < 4; d++) {
      const info = this.line(at, steps[d]!);
      // An exact five wins even when the same stone makes an overline or fours elsewhere.
      if (info & FIVE) return WINS;
      if (info & OVERLINE) overline = true;
      fours += (info & FOUR_MASK) >> FOUR_SHIFT;
      if (info & THREE_MASK) {
        threeLines |= 1 << d;
        threeCount++;
      }
    }
    if (overline) return OVERLINE_MOVE;
    if (fours >= 2) return DOUBLE_FOUR;
    if (threeCount < 2) return ALLOWED;
    return this.trueThrees(at, threeLines, threeCount) >= 2 ? DOUBLE_THREE : ALLOWED;
  }

  /**
   * How many of the lines in `lines` (a bit per direction) are threes by RIF's definition, with
   * black on `at`: a line counts when one of its straight-four points is a move black may make
   * that makes no five. Stops counting at two.
   */
  private trueThrees(at: number, lines: number, candidates: number): number {
    const { cells, steps } = this;
    cells[at] = BLACK;
    let count = 0;
    let left = candidates;
    for (let d = 0; d < 4 && count < 2 && count + left >= 2; d++) {
      if ((lines & (1 << d)) === 0) continue;
      left--;
      const step = steps[d]!;
      // The stone on `at` is not part of the code, so the mask is the one `judge` saw.
      const mask = this.line(at, step) & THREE_MASK;
      for (let bit = 0; bit < THREE_OFFSETS.length; bit++) {
        if ((mask & (1 << bit)) === 0) continue;
        // The completing point is judged on the board with `at` played (RIF 9.3). `WINS` does not
        // count: RIF's three becomes a straight four "without at the same time a five in a row
        // is made", so a point that also completes a five elsewhere makes no three here.
        if (this.judge(at + THREE_OFFSETS[bit]! * step) === ALLOWED) {
          count++;
          break;
        }
      }
    }
    cells[at] = EMPTY;
    return count;
  }

  /**
   * Writes the verdict on every empty cell of the loaded board into `out` (indexed like the
   * board): a forbidden-move code, or `ALLOWED` (also for occupied cells and winning points).
   */
  scan(out: Int8Array): void {
    const { size, width, cells } = this;
    out.fill(ALLOWED);
    for (let y = 0; y < size; y++) {
      let at = (y + REACH) * width + REACH;
      for (let x = 0; x < size; x++, at++) {
        if (cells[at] !== EMPTY) continue;
        const verdict = this.judge(at);
        if (verdict !== WINS) out[y * size + x] = verdict;
      }
    }
  }
}

const judges: (ForbiddenJudge | undefined)[] = [];

/** The shared judge for boards of `size`, created on first use. */
export function judgeFor(size: number): ForbiddenJudge {
  let judge = judges[size];
  if (judge === undefined) {
    judge = new ForbiddenJudge(size);
    judges[size] = judge;
  }
  return judge;
}
