/**
 * How many discs a side flips on the last empty square. With one square left the board is full, so
 * along each of the four lines through the square every disc that is not the mover's is the
 * opponent's: the mover's discs on the line, gathered into one byte, decide the count through a
 * table, with no move generation and no flipping.
 */

// COUNT[position * 256 + line] counts the discs flipped by the owner of `line` (a byte, bit k =
// k-th square of the line) playing at `position`, when every other square of the line is the
// opponent's. A short diagonal gathers to fewer bits, and the missing squares read as the
// opponent's; no run can end on one of them, so they flip nothing.
const COUNT = new Uint8Array(8 * 256);
for (let position = 0; position < 8; position++) {
  for (let line = 0; line < 256; line++) {
    let count = 0;
    for (const step of [-1, 1]) {
      let run = 0;
      let k = position + step;
      while (k >= 0 && k < 8 && ((line >> k) & 1) === 0) {
        run++;
        k += step;
      }
      if (k >= 0 && k < 8) count += run;
    }
    COUNT[position * 256 + line] = count;
  }
}

// The two diagonals through each square as lo/hi masks: `DIAGONALS[square * 4]` is the lo half of
// the a1-h8 direction, then its hi half, then the a8-h1 direction.
const DIAGONALS = new Int32Array(64 * 4);
for (let square = 0; square < 64; square++) {
  const x0 = square & 7;
  const y0 = square >> 3;
  for (let other = 0; other < 64; other++) {
    const x = other & 7;
    const y = other >> 3;
    const half = other < 32 ? 0 : 1;
    const bit = 1 << (other & 31);
    if (x - y === x0 - y0) DIAGONALS[square * 4 + half]! |= bit;
    if (x + y === x0 + y0) DIAGONALS[square * 4 + 2 + half]! |= bit;
  }
}

/**
 * The discs that the owner of `xLo`/`xHi` flips by playing `square`, the one empty square left.
 * Gathering: a row is one byte of a half; a column is four bits a row apart in each half, which
 * `0x10204080` multiplies into four adjacent bits; a diagonal has one bit per row in distinct
 * columns, so multiplying by `0x01010101` adds (ORs) the four rows of a half into its top byte.
 */
export function countLastFlips(square: number, xLo: number, xHi: number): number {
  const column = square & 7;
  const row = square >> 3;
  const rowByte = ((row < 4 ? xLo : xHi) >>> ((row & 3) << 3)) & 0xff;
  const columnByte =
    (Math.imul((xLo >>> column) & 0x01010101, 0x10204080) >>> 28) |
    ((Math.imul((xHi >>> column) & 0x01010101, 0x10204080) >>> 28) << 4);
  const d = square << 2;
  const diagonal =
    (Math.imul(xLo & DIAGONALS[d]!, 0x01010101) >>> 24) |
    (Math.imul(xHi & DIAGONALS[d + 1]!, 0x01010101) >>> 24);
  const anti =
    (Math.imul(xLo & DIAGONALS[d + 2]!, 0x01010101) >>> 24) |
    (Math.imul(xHi & DIAGONALS[d + 3]!, 0x01010101) >>> 24);
  const at = column << 8;
  return (
    COUNT[at + rowByte]! +
    COUNT[(row << 8) + columnByte]! +
    COUNT[at + diagonal]! +
    COUNT[at + anti]!
  );
}
