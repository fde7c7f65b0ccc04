// A small Othello position on the engine's bitboards for the training scripts: P is the side to
// move, the halves as in `reversi/bitboard.ts`.
import * as bitboard from '../../src/reversi/bitboard.ts';

const { computeFlips, generateMoves, popcount, SLOT } = bitboard;
const WORK = new Int32Array(SLOT);

export class Board {
  pLo = 0x08000000; // side to move (black at the start: d5... e4)
  pHi = 0x00000010;
  oLo = 0x10000000;
  oHi = 0x00000008;
  blackToMove = true;

  /** The legal moves of the side to move, as square numbers (y * 8 + x). */
  legalMoves(): number[] {
    const moves: number[] = [];
    const lo = this.#moves(false);
    const hi = WORK[5]!;
    for (let s = 0; s < 64; s++) {
      if ((((s < 32 ? lo : hi) >>> (s & 31)) & 1) === 1) moves.push(s);
    }
    return moves;
  }

  #moves(swap: boolean): number {
    WORK[0] = swap ? this.oLo : this.pLo;
    WORK[1] = swap ? this.oHi : this.pHi;
    WORK[2] = swap ? this.pLo : this.oLo;
    WORK[3] = swap ? this.pHi : this.oHi;
    generateMoves(WORK, 0);
    return WORK[4]!;
  }

  /** True when neither side can move. */
  isOver(): boolean {
    if ((this.#moves(false) | WORK[5]!) !== 0) return false;
    return (this.#moves(true) | WORK[5]!) === 0;
  }

  /** Plays `square`, or passes for -1; the move must be legal. */
  play(square: number): void {
    if (square >= 0) {
      WORK[0] = this.pLo;
      WORK[1] = this.pHi;
      WORK[2] = this.oLo;
      WORK[3] = this.oHi;
      computeFlips(WORK, 0, square);
      const bit = 1 << (square & 31);
      const pLo = this.pLo | WORK[6]! | (square < 32 ? bit : 0);
      const pHi = this.pHi | WORK[7]! | (square < 32 ? 0 : bit);
      this.pLo = this.oLo ^ WORK[6]!;
      this.pHi = this.oHi ^ WORK[7]!;
      this.oLo = pLo;
      this.oHi = pHi;
    } else {
      [this.pLo, this.pHi, this.oLo, this.oHi] = [this.oLo, this.oHi, this.pLo, this.pHi];
    }
    this.blackToMove = !this.blackToMove;
  }

  /** Empty squares. */
  empties(): number {
    return 64 - popcount(this.pLo | this.oLo) - popcount(this.pHi | this.oHi);
  }
}

/** The position as the search reads it: 64 cells a1 first, then X or O for the side to move. */
export function boardString(board: Board): string {
  let cells = '';
  const [mine, theirs] = board.blackToMove ? ['X', 'O'] : ['O', 'X'];
  for (let s = 0; s < 64; s++) {
    const bit = 1 << (s & 31);
    const p = (s < 32 ? board.pLo : board.pHi) & bit;
    const o = (s < 32 ? board.oLo : board.oHi) & bit;
    cells += p !== 0 ? mine : o !== 0 ? theirs : '-';
  }
  return `${cells} ${board.blackToMove ? 'X' : 'O'}`;
}

/** Replays `moves` as `generate.ts` writes them ("f5d6pa..."), calling `visit` before each move. */
export function replay(moves: string, visit: (board: Board, ply: number) => void): Board {
  const board = new Board();
  for (let k = 0; k < moves.length; k += 2) {
    visit(board, k / 2);
    const name = moves.slice(k, k + 2);
    board.play(name === 'pa' ? -1 : squareOf(name));
  }
  return board;
}

/** The square (y * 8 + x) of a name such as "f5". */
export function squareOf(name: string): number {
  return (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);
}

/** The name of `square`, such as "f5". */
export function squareName(square: number): string {
  return String.fromCharCode(97 + (square & 7), 49 + (square >> 3));
}
