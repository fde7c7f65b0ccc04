import type { LossReason, SavedResult, Stone } from '../types.ts';

export type { LossReason, SavedResult, Stone };

/** A column letter, `a` on the left. */
export type ReversiColumn = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';

/** A row number, `1` at the TOP (the Othello convention, unlike chess). */
export type ReversiRow = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';

/**
 * A square name such as `'d3'`: column letter from the left, row number from the top.
 *
 * @example
 * const corner: ReversiSquare = 'a1'; // top left
 */
export type ReversiSquare = `${ReversiColumn}${ReversiRow}`;

/**
 * A square as coordinates. `x` counts columns from the left (0 = column `a`), `y` counts rows
 * from the TOP (0 = row `1`), so `{ x: 3, y: 2 }` is `d3`. Cell index is `y * 8 + x`. Rows count
 * from the top because Othello players write them so (the FFO suite, OBF, WOC transcripts);
 * Gomoku's `Point` counts from the bottom, as Renju players do. Names (`'d3'`) follow the same
 * convention as the coordinates.
 *
 * @example
 * game.play({ x: 3, y: 2 }); // the same as game.play('d3')
 * game.play({ x: 0, y: 0 }); // a1, the top left corner
 */
export interface ReversiPoint {
  readonly x: number; // column from the left, 0 to 7
  readonly y: number; // row from the top, 0 to 7
}

/** A square as callers may give it: `'d3'` (case-insensitive) or `{ x, y }`. */
export type ReversiSquareInput = string | ReversiPoint;

/**
 * Options of `new Reversi()` and the factories.
 *
 * @example
 * new Reversi({ autoPass: false }); // the side with no move calls pass() itself
 */
export interface ReversiOptions {
  /**
   * Whether a forced pass is played by the game itself as soon as it arises (including at the
   * start of a game set up from a position). When `false`, the side with no legal move must call
   * `pass()`. The history records passes either way.
   * @defaultValue true
   */
  autoPass?: boolean;
}

/**
 * Options of `Reversi.fromPosition`, as `Gomoku.fromPosition` takes them: the game's options and
 * the side to move, which the board text may say instead (`'<64 cells> O'`); black moves when
 * neither does.
 *
 * @example
 * Reversi.fromPosition(board, { toMove: 'white', autoPass: false });
 */
export interface ReversiPositionOptions extends ReversiOptions {
  /** The side to move; must agree with the board text when it names one. @defaultValue from the text, else 'black' */
  toMove?: Stone;
}

/**
 * One entry of the history: a disc placed, or a pass. `name` says which in one field, as
 * `GomokuMove.name` does: the square, or `'pass'`.
 *
 * @example
 * new Reversi().play('f5'); // { number: 1, stone: 'black', name: 'f5', pass: false, square: 'f5', point: { x: 5, y: 4 }, flips: ['e5'] }
 */
export interface ReversiMove {
  readonly number: number; // 1 for the first entry; passes are numbered too
  readonly stone: Stone; // who played or passed
  readonly name: ReversiSquare | 'pass'; // the move in notation: the square, or 'pass'
  readonly pass: boolean; // true for a pass, which places no disc
  readonly square: ReversiSquare | null; // where the disc went, null for a pass
  readonly point: ReversiPoint | null; // the same square as coordinates, null for a pass
  readonly flips: readonly ReversiSquare[]; // the discs it turned over, in index order; [] for a pass
}

/**
 * Disc counts.
 *
 * @example
 * new Reversi().score(); // { black: 2, white: 2, empty: 60 }
 */
export interface ReversiScore {
  readonly black: number; // black discs
  readonly white: number; // white discs
  readonly empty: number; // empty squares
}

/**
 * How a game was won: on the count once neither side can move, or off the board, the loser
 * having run out of time (`loseOnTime`) or resigned (`resign`).
 *
 * @example
 * if (game.status.kind === 'won' && game.status.reason === 'time') console.log('on time');
 */
export type ReversiWinReason = 'count' | LossReason;

/**
 * Whether the game goes on, and who won once neither side can move, or one ran out of time or
 * resigned.
 *
 * @example
 * if (game.status.kind === 'won') console.log(game.status.winner, game.status.reason);
 */
export type ReversiStatus =
  | { readonly kind: 'playing' }
  | { readonly kind: 'won'; readonly winner: Stone; readonly reason: ReversiWinReason } // more discs once neither side can move, or the other lost off the board
  | { readonly kind: 'draw' }; // neither side can move, equal discs

/**
 * An immutable snapshot of a game. A new object after every change and the same object until
 * then, so consumers can compare snapshots by identity. Cells are indexed `y * 8 + x`, row 1 first.
 *
 * @example
 * const { board, legalMoves, lastDisc } = game.state;
 */
export interface ReversiState {
  readonly board: readonly (Stone | null)[]; // disc on each of the 64 cells, index y * 8 + x
  readonly turn: Stone; // side to move (after a finished game: the side that would be next)
  readonly moves: readonly ReversiMove[]; // history, passes included, first entry first
  readonly lastMove: ReversiMove | null; // the most recent entry, which may be a pass
  readonly lastDisc: ReversiMove | null; // the most recent entry that placed a disc
  readonly legalMoves: readonly ReversiSquare[]; // squares the side to move may play, a1 first
  readonly mustPass: boolean; // the side to move has no move but the game goes on
  readonly score: ReversiScore; // discs on the board now
  readonly status: ReversiStatus; // playing, won or draw
  readonly canUndo: boolean; // a move can be taken back
  readonly canRedo: boolean; // a taken-back move can be replayed
  readonly autoPass: boolean; // forced passes are played automatically
}

/**
 * A move annotation of an OBF line: the exact final disc differential after `move`.
 *
 * @example
 * Reversi.parseOBF(line).annotations[0]; // { move: 'g8', score: 18 } for `G8:+18;`
 */
export interface ReversiAnnotation {
  readonly move: ReversiSquare | null; // the annotated move, null for a pass (`PS`)
  readonly score: number; // final disc difference for the side to move, -64 to 64
}

/**
 * The saved-game format of `toJSON()` / `Reversi.fromJSON()`.
 *
 * @example
 * Reversi.fromMoves('f5d6').toJSON(); // { game: 'reversi', version: 1, autoPass: true, moves: ['f5', 'd6'], undone: [] }
 */
export interface ReversiJSON {
  readonly game: 'reversi'; // which game this is a save of
  readonly version: 1; // of this format
  readonly start?: string; // the start position as `toPosition()` writes it; absent for the standard start
  readonly autoPass: boolean; // forced passes are played automatically
  readonly moves: readonly string[]; // played entries, squares or 'pass', first first
  readonly undone: readonly string[]; // the redo stack, next to redo first
  readonly result?: SavedResult; // a loss on time or by resignation; present only for such a game
}
