import type { LossReason, SavedResult, Stone } from '../types.ts';
import type { RenjuOpening } from './opening/openings.ts';
import type { OpeningAction, OpeningRuleName, OpeningState } from './opening/types.ts';

export type { LossReason, SavedResult, Stone };

/**
 * An intersection. `x` counts columns from the left (0 = column `a`), `y` counts rows from the
 * bottom (0 = row `1`), so `{ x: 7, y: 7 }` is `h8`, the centre of a 15x15 board. Rows count from
 * the bottom because Renju and Gomoku players write them so; Reversi's `ReversiPoint` counts from
 * the top, as Othello players do. Names (`'h8'`) follow the same convention as the coordinates.
 *
 * @example
 * game.play({ x: 0, y: 0 }); // a1, the bottom left corner
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A point as callers may give it: `'h8'` (case-insensitive) or `{ x, y }`. */
export type PointInput = string | Point;

/**
 * Win conditions.
 * - `freestyle`: five or more in a row wins.
 * - `standard`: exactly five wins; an overline (six or more) does not.
 * - `renju`: the RIF rules. Black wins only with exactly five and may not play a double-three, a
 *   double-four or an overline unless the same stone makes exactly five; white wins with five or
 *   more and has no forbidden moves.
 * - `caro`: five or more wins, unless the opponent's stones block both ends of the line (the
 *   Vietnamese rule); the edge of the board blocks nothing.
 */
export type GomokuRuleName = 'freestyle' | 'standard' | 'renju' | 'caro';

/**
 * Why a black move is forbidden under Renju, by RIF's definitions: two or more threes (a three
 * being a line that one more stone, itself allowed and making no five, turns into a straight
 * four), two or more fours (on different lines or on one, as `X.XXX.X`), or six or more in a row.
 *
 * @example
 * game.isForbidden('h8'); // 'double-three'
 */
export type ForbiddenKind = 'double-three' | 'double-four' | 'overline';

/**
 * A point black may not play under Renju, and why.
 *
 * @example
 * game.forbiddenPoints()[0]; // { point: { x: 7, y: 7 }, kind: 'double-three' }
 */
export interface ForbiddenPoint {
  readonly point: Point; // the empty point
  readonly kind: ForbiddenKind; // which rule forbids it
}

/**
 * What happens when black plays a forbidden point under Renju. `refuse`: `play` throws an
 * `IllegalMoveError` with reason `forbidden`, as a program that guards its users does. `lose`:
 * the stone is played and black loses, as over the board, where white points the move out.
 *
 * @defaultValue 'refuse'
 * @example
 * new Gomoku({ rule: 'renju', forbiddenMoves: 'lose' });
 */
export type ForbiddenMoves = 'refuse' | 'lose';

export interface GomokuOptions {
  /** Board width and height, 5 to 26. @defaultValue 15 */
  size?: number;
  /** Win condition. @defaultValue 'freestyle' */
  rule?: GomokuRuleName;
  /**
   * Under Renju, whether a forbidden black move is refused or loses; `'lose'` under another rule,
   * which has no forbidden moves, is an `OptionError`. @defaultValue 'refuse'
   */
  forbiddenMoves?: ForbiddenMoves;
  /**
   * The tournament opening rule the game starts with (`swap2`, `rif`...): the first moves go
   * where it says, with the choices it gives (see `Gomoku.act`). `Gomoku.fromPosition` takes
   * only `'free'`. @defaultValue 'free'
   */
  opening?: OpeningRuleName;
}

/**
 * Options of `Gomoku.fromPosition`. The size is read from the length of the board text when left
 * out; the side to move from the stone counts (black when they are equal, white when black has
 * one more), which any other counts make compulsory.
 *
 * @example
 * Gomoku.fromPosition(board, { rule: 'renju', toMove: 'black' });
 */
export interface GomokuPositionOptions extends GomokuOptions {
  /** The side to move. @defaultValue from the stone counts */
  toMove?: Stone;
}

/**
 * How a game was won: by a line of five, by a foul (Renju, `forbiddenMoves: 'lose'`), or off the
 * board: the loser ran out of time (`loseOnTime`) or resigned (`resign`).
 *
 * @example
 * if (game.status.kind === 'won' && game.status.reason === 'forbidden') game.status.forbidden?.kind;
 */
export type GomokuWinReason = 'five' | 'forbidden' | LossReason;

/** One move of the history. */
export interface GomokuMove {
  readonly number: number; // 1 for the first move (the first after the starting position, if any)
  readonly stone: Stone; // who played it
  readonly point: Point; // where
  readonly name: string; // the point in notation, such as 'h8'
}

export type GomokuStatus =
  | { readonly kind: 'playing' }
  | {
      readonly kind: 'won';
      readonly winner: Stone;
      readonly line: readonly Point[]; // the winning stones, in order along the line; none for a foul, time or resignation
      readonly reason?: GomokuWinReason; // how it was won; always set by the engine
      readonly forbidden?: ForbiddenPoint; // the forbidden move black lost by, when reason is 'forbidden'
    }
  | { readonly kind: 'draw' }; // the board is full

/**
 * An immutable snapshot of a game. A new object after every change and the same object until
 * then, so consumers can compare snapshots by identity. Cells are indexed `y * size + x`.
 */
export interface GomokuState {
  readonly size: number; // board width and height
  readonly rule: GomokuRuleName; // win condition
  readonly board: readonly (Stone | null)[]; // stone on each cell, index y * size + x
  readonly moveNumbers: readonly number[]; // move number of the stone on each cell, 0 where empty
  readonly moves: readonly GomokuMove[]; // history, first move first
  readonly lastMove: GomokuMove | null; // the most recent move
  readonly turn: Stone; // side to move
  readonly status: GomokuStatus; // playing, won or draw
  readonly canUndo: boolean; // a move can be taken back
  readonly canRedo: boolean; // a taken-back move can be replayed
  readonly starPoints: readonly Point[]; // the marked points for this size, as `starPoints(size)`
  readonly forbidden: readonly ForbiddenPoint[]; // black's forbidden points; none unless renju, black to move, in play
  readonly opening: GomokuOpening; // the opening rule, what it expects now and who plays black
}

/**
 * The opening of a game, as `state.opening` and `game.opening` show it: the opening state (its
 * rule, actions, stones and `phase`, whose `region` or `offers` a board can draw; `black` says
 * whether the first or the second player holds black), and the name of the Renju opening that
 * moves 1 to 3 make. Under the default `'free'` rule the phase is `done` from the start.
 *
 * @example
 * const game = new Gomoku({ rule: 'renju', opening: 'rif' });
 * for (const point of ['h8', 'h9', 'i9']) game.play(point);
 * game.state.opening.phase; // { phase: 'choose', player: 'second', role: 'white', options: ['swap', 'keep'], ... }
 * game.state.opening.name?.name; // 'Kagetsu'
 */
export interface GomokuOpening extends OpeningState {
  /**
   * The canonical Renju opening (one of the 26) that moves 1 to 3 make, once they are on the
   * board, under the opening rules that confine them to the central squares (`rif`,
   * `yamaguchi`, `taraguchi-10`); null before move 3 and under the other rules, where
   * `recogniseOpening(game.moves.map((move) => move.point))` tells.
   */
  readonly name: RenjuOpening | null;
}

/** The saved-game format of `toJSON()` / `Gomoku.fromJSON()`. */
export interface GomokuJSON {
  readonly game: 'gomoku';
  readonly version: 1;
  readonly size: number;
  readonly rule: GomokuRuleName;
  readonly moves: readonly string[]; // played moves in notation, first move first
  readonly undone: readonly string[]; // the redo stack, next to redo first
  readonly position?: GomokuJSONPosition; // the starting position, for games set up with `fromPosition`
  readonly forbiddenMoves?: ForbiddenMoves; // present only when 'lose'
  readonly opening?: GomokuJSONOpening; // the opening rule and its actions; present only when not 'free'
  readonly result?: SavedResult; // a loss on time or by resignation; present only for such a game
}

/**
 * The opening of a saved game: its rule and its actions, points as names. The stones that
 * `place` and `select` actions put down are in `moves` (or `undone`) too, in the same order.
 *
 * @example
 * game.toJSON().opening; // { rule: 'rif', actions: [{ type: 'place', point: 'h8' }], undone: [] }
 */
export interface GomokuJSONOpening {
  readonly rule: OpeningRuleName; // the opening rule
  readonly actions: readonly OpeningAction<string>[]; // actions taken, first first
  readonly undone: readonly OpeningAction<string>[]; // actions taken back, next to redo first
}

/**
 * The starting position of a saved game, as `toPosition()` writes it.
 *
 * @example
 * Gomoku.fromPosition(board).toJSON().position; // { board, toMove: 'black' }
 */
export interface GomokuJSONPosition {
  readonly board: string; // size * size cells, top row first: X black, O white, . empty
  readonly toMove: Stone; // the side to move in that position
}
