import { BLACK, type BoardView, WHITE } from './board.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The board as text: `X` for black, `O` for white, `.` for empty, the top row first, row numbers
 * on the left and column letters below, so it reads like a diagram of the board.
 */
export function renderBoard(board: BoardView): string {
  const { size, cells } = board;
  const width = String(size).length;
  const rows: string[] = [];
  for (let y = size - 1; y >= 0; y--) {
    let row = String(y + 1).padStart(width);
    for (let x = 0; x < size; x++) {
      const cell = cells[y * size + x];
      row += cell === BLACK ? ' X' : cell === WHITE ? ' O' : ' .';
    }
    rows.push(row);
  }
  rows.push(`${' '.repeat(width)} ${LETTERS.slice(0, size).split('').join(' ')}`);
  return rows.join('\n');
}
