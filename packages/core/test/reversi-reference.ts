// A plain Reversi reference for the tests: a 64-cell array and a walk along each of the eight
// directions, square by square, with none of the engine's bitboard tricks.

import { readAnchor as readSharedAnchor } from './anchors.ts';

export type Cell = 'black' | 'white' | null;

const DIRECTIONS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [-1, -1],
  [1, -1],
  [-1, 1],
] as const;

/** 'a1' for index 0, 'h8' for 63; rows counted from the top. */
export function squareName(index: number): string {
  return `${'abcdefgh'[index % 8]}${Math.floor(index / 8) + 1}`;
}

/** The cells a disc of `side` on `index` would flip, in index order. */
export function referenceFlips(
  board: readonly Cell[],
  side: 'black' | 'white',
  index: number,
): number[] {
  if (board[index] !== null) return [];
  const other = side === 'black' ? 'white' : 'black';
  const flips: number[] = [];
  const x0 = index % 8;
  const y0 = Math.floor(index / 8);
  for (const [dx, dy] of DIRECTIONS) {
    const run: number[] = [];
    let x = x0 + dx;
    let y = y0 + dy;
    while (x >= 0 && x < 8 && y >= 0 && y < 8 && board[y * 8 + x] === other) {
      run.push(y * 8 + x);
      x += dx;
      y += dy;
    }
    if (run.length > 0 && x >= 0 && x < 8 && y >= 0 && y < 8 && board[y * 8 + x] === side) {
      flips.push(...run);
    }
  }
  return flips.sort((a, b) => a - b);
}

/** The squares `side` may play, as names in index order. */
export function referenceLegalMoves(board: readonly Cell[], side: 'black' | 'white'): string[] {
  const moves: string[] = [];
  for (let i = 0; i < 64; i++) {
    if (referenceFlips(board, side, i).length > 0) moves.push(squareName(i));
  }
  return moves;
}

/** The text of one Othello anchor file. */
export function readAnchor(name: string): string {
  return readSharedAnchor('othello', name);
}
