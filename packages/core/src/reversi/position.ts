import type { Stone } from '../types.ts';
import {
  computeFlips,
  F_HI,
  F_LO,
  generateMoves,
  M_HI,
  M_LO,
  O_HI,
  O_LO,
  P_HI,
  P_LO,
  popcount,
} from './bitboard.ts';
import type { ReversiScore, ReversiStatus } from './types.ts';

// Scratch slot for the bitboard functions; the game layer is synchronous, so one is enough.
const SCRATCH = new Int32Array(8);

const PLAYING: ReversiStatus = Object.freeze({ kind: 'playing' });
const DRAW: ReversiStatus = Object.freeze({ kind: 'draw' });
const BLACK_WINS: ReversiStatus = Object.freeze({ kind: 'won', winner: 'black', reason: 'count' });
const WHITE_WINS: ReversiStatus = Object.freeze({ kind: 'won', winner: 'white', reason: 'count' });

/** A set of squares as the two halves of a 64-bit board. */
export interface Bits {
  readonly lo: number; // squares 0-31 (rows 1-4)
  readonly hi: number; // squares 32-63 (rows 5-8)
}

/** The other colour. */
export function opponent(stone: Stone): Stone {
  return stone === 'black' ? 'white' : 'black';
}

/**
 * An immutable position: the discs, the side to move and what it may do, worked out once when the
 * position is made. The game keeps one per history entry, so undo is a pop.
 */
export class Position {
  readonly blackLo: number; // black discs, squares 0-31
  readonly blackHi: number; // black discs, squares 32-63
  readonly whiteLo: number; // white discs, squares 0-31
  readonly whiteHi: number; // white discs, squares 32-63
  readonly turn: Stone; // side to move
  readonly movesLo: number; // legal moves of the side to move, squares 0-31
  readonly movesHi: number; // legal moves of the side to move, squares 32-63
  readonly mustPass: boolean; // no legal move, but the opponent has one
  readonly over: boolean; // neither side can move

  constructor(blackLo: number, blackHi: number, whiteLo: number, whiteHi: number, turn: Stone) {
    this.blackLo = blackLo | 0;
    this.blackHi = blackHi | 0;
    this.whiteLo = whiteLo | 0;
    this.whiteHi = whiteHi | 0;
    this.turn = turn;
    this.load(turn);
    generateMoves(SCRATCH, 0);
    this.movesLo = SCRATCH[M_LO]!;
    this.movesHi = SCRATCH[M_HI]!;
    let opponentCanMove = false;
    if ((this.movesLo | this.movesHi) === 0) {
      this.load(opponent(turn));
      generateMoves(SCRATCH, 0);
      opponentCanMove = (SCRATCH[M_LO]! | SCRATCH[M_HI]!) !== 0;
    }
    this.mustPass = opponentCanMove;
    this.over = (this.movesLo | this.movesHi) === 0 && !opponentCanMove;
  }

  /** The standard start: d4 and e5 white, d5 and e4 black, black to move. */
  static start(): Position {
    // e4 is square 28 and d5 square 35; d4 is 27 and e5 is 36.
    return new Position(1 << 28, 1 << 3, 1 << 27, 1 << 4, 'black');
  }

  /** A position from 64 cells in index order. */
  static fromCells(cells: readonly (Stone | null)[], turn: Stone): Position {
    let blackLo = 0;
    let blackHi = 0;
    let whiteLo = 0;
    let whiteHi = 0;
    for (let i = 0; i < 64; i++) {
      const bit = 1 << (i & 31);
      if (cells[i] === 'black') {
        if (i < 32) blackLo |= bit;
        else blackHi |= bit;
      } else if (cells[i] === 'white') {
        if (i < 32) whiteLo |= bit;
        else whiteHi |= bit;
      }
    }
    return new Position(blackLo, blackHi, whiteLo, whiteHi, turn);
  }

  /** Whether this is the standard start position. */
  isStart(): boolean {
    const start = Position.start();
    return (
      this.turn === start.turn &&
      this.blackLo === start.blackLo &&
      this.blackHi === start.blackHi &&
      this.whiteLo === start.whiteLo &&
      this.whiteHi === start.whiteHi
    );
  }

  /** The disc on cell `index` (0-63). */
  at(index: number): Stone | null {
    const shift = index & 31;
    if (((index < 32 ? this.blackLo : this.blackHi) >>> shift) & 1) return 'black';
    if (((index < 32 ? this.whiteLo : this.whiteHi) >>> shift) & 1) return 'white';
    return null;
  }

  /** The 64 cells in index order. */
  cells(): (Stone | null)[] {
    return Array.from({ length: 64 }, (_, i) => this.at(i));
  }

  /** Whether the side to move may play on cell `index`. */
  isLegal(index: number): boolean {
    return (((index < 32 ? this.movesLo : this.movesHi) >>> (index & 31)) & 1) === 1;
  }

  /** The discs the side to move would flip on cell `index`, which must be empty. */
  flips(index: number): Bits {
    this.load(this.turn);
    computeFlips(SCRATCH, 0, index);
    return { lo: SCRATCH[F_LO]!, hi: SCRATCH[F_HI]! };
  }

  /** The position after the side to move plays a legal move on `index` that flips `flips`. */
  play(index: number, flips: Bits): Position {
    const bit = 1 << (index & 31);
    const placedLo = (index < 32 ? bit : 0) | flips.lo;
    const placedHi = (index < 32 ? 0 : bit) | flips.hi;
    if (this.turn === 'black') {
      return new Position(
        this.blackLo | placedLo,
        this.blackHi | placedHi,
        this.whiteLo & ~flips.lo,
        this.whiteHi & ~flips.hi,
        'white',
      );
    }
    return new Position(
      this.blackLo & ~flips.lo,
      this.blackHi & ~flips.hi,
      this.whiteLo | placedLo,
      this.whiteHi | placedHi,
      'black',
    );
  }

  /** The same discs with the other side to move. */
  pass(): Position {
    return new Position(
      this.blackLo,
      this.blackHi,
      this.whiteLo,
      this.whiteHi,
      opponent(this.turn),
    );
  }

  /** Disc counts. */
  score(): ReversiScore {
    const black = popcount(this.blackLo) + popcount(this.blackHi);
    const white = popcount(this.whiteLo) + popcount(this.whiteHi);
    return Object.freeze({ black, white, empty: 64 - black - white });
  }

  /** Disc counts with the empty squares given to the side with more discs, split in a draw. */
  finalScore(): ReversiScore {
    const { black, white, empty } = this.score();
    if (black > white) return Object.freeze({ black: black + empty, white, empty: 0 });
    if (white > black) return Object.freeze({ black, white: white + empty, empty: 0 });
    return Object.freeze({ black: black + empty / 2, white: white + empty / 2, empty: 0 });
  }

  /** Playing until neither side can move; then the side with more discs wins. */
  status(): ReversiStatus {
    if (!this.over) return PLAYING;
    const { black, white } = this.score();
    if (black === white) return DRAW;
    return black > white ? BLACK_WINS : WHITE_WINS;
  }

  /** Writes this position to the scratch slot with `side` as the side to move. */
  private load(side: Stone): void {
    const black = side === 'black';
    SCRATCH[P_LO] = black ? this.blackLo : this.whiteLo;
    SCRATCH[P_HI] = black ? this.blackHi : this.whiteHi;
    SCRATCH[O_LO] = black ? this.whiteLo : this.blackLo;
    SCRATCH[O_HI] = black ? this.whiteHi : this.blackHi;
  }
}
