import type { Stone } from './types.ts';

// Cell codes of the private board. Public types speak 'black' | 'white' | null instead.
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;

/** The code of a stone on the private board. */
export type StoneCode = typeof BLACK | typeof WHITE;

/**
 * The read-only view of a board that rules inspect. `cells` is the engine's own array, shared for
 * speed: rules must not write to it.
 */
export interface BoardView {
  readonly size: number; // width and height
  readonly cells: Int8Array; // EMPTY, BLACK or WHITE per cell, index y * size + x
}

/**
 * The four line directions as `[dx, dy]`: horizontal, vertical, diagonal (rising to the right)
 * and anti-diagonal (falling to the right). Each line is scanned both ways from a stone.
 */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/** The public name of a stone code. */
export function stoneName(code: StoneCode): Stone {
  return code === BLACK ? 'black' : 'white';
}

/** The public name of the stone on a cell, or null when it is empty. */
export function cellStone(code: number | undefined): Stone | null {
  return code === BLACK ? 'black' : code === WHITE ? 'white' : null;
}

/**
 * How many `stone`s follow `index` in direction `[dx, dy]` without a gap, not counting the cell
 * at `index` itself. Stops at the edge of the board.
 */
export function runLength(
  board: BoardView,
  index: number,
  dx: number,
  dy: number,
  stone: StoneCode,
): number {
  const { size, cells } = board;
  let x = (index % size) + dx;
  let y = Math.floor(index / size) + dy;
  let count = 0;
  while (x >= 0 && y >= 0 && x < size && y < size && cells[y * size + x] === stone) {
    count++;
    x += dx;
    y += dy;
  }
  return count;
}

/**
 * The cell indices of `length` cells starting `back` cells behind `index` in direction
 * `[dx, dy]`, in order along that direction. The caller has checked that they are on the board.
 */
export function lineCells(
  board: BoardView,
  index: number,
  dx: number,
  dy: number,
  back: number,
  length: number,
): number[] {
  const step = dy * board.size + dx;
  const start = index - back * step;
  const cells: number[] = [];
  for (let i = 0; i < length; i++) cells.push(start + i * step);
  return cells;
}

/** Decides whether a run wins: its length and how many of its two ends the opponent blocks. */
export type RunTest = (length: number, blockedEnds: number) => boolean;

/**
 * The first line through `index` whose run of `stone`s `wins` accepts, as cell indices from one
 * end of the run to the other; null when there is none. An end is blocked when the cell just
 * past it holds an opponent's stone; the edge of the board blocks nothing.
 */
export function findRun(
  board: BoardView,
  index: number,
  stone: StoneCode,
  wins: RunTest,
): number[] | null {
  for (const [dx, dy] of DIRECTIONS) {
    const back = runLength(board, index, -dx, -dy, stone);
    const ahead = runLength(board, index, dx, dy, stone);
    const length = back + 1 + ahead;
    // Only a run of five or more can win under any rule, so the ends are looked at only then.
    if (length < 5) continue;
    const blocked =
      opponentAt(board, index, -dx * (back + 1), -dy * (back + 1), stone) +
      opponentAt(board, index, dx * (ahead + 1), dy * (ahead + 1), stone);
    if (wins(length, blocked)) return lineCells(board, index, dx, dy, back, length);
  }
  return null;
}

/** 1 when the cell `[dx, dy]` away from `index` holds the opponent of `stone`, else 0. */
function opponentAt(
  board: BoardView,
  index: number,
  dx: number,
  dy: number,
  stone: StoneCode,
): number {
  const { size, cells } = board;
  const x = (index % size) + dx;
  const y = Math.floor(index / size) + dy;
  if (x < 0 || y < 0 || x >= size || y >= size) return 0;
  const cell = cells[y * size + x];
  return cell !== EMPTY && cell !== stone ? 1 : 0;
}
