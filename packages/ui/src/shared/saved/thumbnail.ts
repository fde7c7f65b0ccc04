import type { GomokuState, ReversiState, Stone } from '@stonekit/core';

// A thumbnail is the position as text, one character a cell and a row at a time from the top
// of the board as it is drawn: `.` empty, `x` black, `o` white, upper case for the last stone
// placed; rows are joined by `/`. It reads at a glance in storage and in a test, and a 15x15
// board takes 239 characters.

/** One cell of a thumbnail, as `readThumbnail` gives it. */
export interface ThumbnailCell {
  readonly stone: Stone | null; // the stone or disc there
  readonly last: boolean; // the last stone or disc placed
}

/**
 * A position read back from a thumbnail: its rows from the top as drawn, each cell from the left.
 *
 * @example
 * readThumbnail('x./.O')?.rows[1]?.[1]; // { stone: 'white', last: true }
 */
export interface Thumbnail {
  readonly size: number; // width and height
  readonly rows: readonly (readonly ThumbnailCell[])[]; // the cells, top row first
}

const marks: Record<Stone, string> = { black: 'x', white: 'o' };

function mark(stone: Stone | null, last: boolean): string {
  if (stone === null) return '.';
  return last ? marks[stone].toUpperCase() : marks[stone];
}

/**
 * The thumbnail of a game's position: Gomoku's rows from the top row down (row 15 first on a
 * 15x15 board, since its rows count from the bottom), Reversi's from row 1 down.
 *
 * @example
 * thumbnailOf('reversi', new Reversi().state); // '......../......../......../...ox.../...xo.../......../......../........'
 */
export function thumbnailOf(game: 'gomoku', state: GomokuState): string;
export function thumbnailOf(game: 'reversi', state: ReversiState): string;
export function thumbnailOf(game: 'gomoku' | 'reversi', state: GomokuState | ReversiState): string;
export function thumbnailOf(game: 'gomoku' | 'reversi', state: GomokuState | ReversiState): string {
  const size = game === 'gomoku' ? (state as GomokuState).size : 8;
  const last =
    game === 'gomoku'
      ? ((state as GomokuState).lastMove?.point ?? null)
      : ((state as ReversiState).lastDisc?.point ?? null);
  const rows: string[] = [];
  for (let row = 0; row < size; row++) {
    const y = game === 'gomoku' ? size - 1 - row : row;
    let text = '';
    for (let x = 0; x < size; x++) {
      text += mark(state.board[y * size + x] ?? null, last?.x === x && last.y === y);
    }
    rows.push(text);
  }
  return rows.join('/');
}

const stones: Readonly<Record<string, Stone | null>> = {
  '.': null,
  x: 'black',
  X: 'black',
  o: 'white',
  O: 'white',
};

/**
 * The position a thumbnail holds, or `null` for text that is not one (rows of unequal length,
 * other characters, more than 26 rows).
 *
 * @example
 * readThumbnail('x./.O')?.size; // 2
 */
export function readThumbnail(text: string): Thumbnail | null {
  if (typeof text !== 'string' || text === '') return null;
  const lines = text.split('/');
  const size = lines.length;
  if (size > 26) return null;
  const rows: ThumbnailCell[][] = [];
  for (const line of lines) {
    if (line.length !== size) return null;
    const row: ThumbnailCell[] = [];
    for (const char of line) {
      const stone = stones[char];
      if (stone === undefined) return null;
      row.push({ stone, last: char === 'X' || char === 'O' });
    }
    rows.push(row);
  }
  return { size, rows };
}
