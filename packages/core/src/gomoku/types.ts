// The domain types of Gomoku, the game's and its opening's, in one leaf module: it imports nothing
// but the types both games share, so every other module can import it and none is imported back.
import type { LossReason, SavedResult, Stone } from '../types.ts';

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

// The opening rules: what `state.opening` shows, and what `act` and the opening functions take.

/**
 * Tournament opening rules.
 * - `free`: no opening; black's first move goes anywhere
 * - `centre`: black's first stone goes on the centre point
 * - `swap1`: the first player places three stones (black, white, black), the second takes a colour
 * - `swap2`: as swap1, or the second places two more stones (white, black) and the first chooses
 * - `rif`: the RIF rule; one of the 26 Renju openings, a swap, move 4, two fifth moves offered
 * - `yamaguchi`: as rif, but black declares how many fifth moves to offer after move 3
 * - `taraguchi-10`: moves 1 to 4 in growing central squares with a swap after each, then a
 *   fifth move in the 9x9 and a last swap, or ten fifth moves offered
 */
export type OpeningRuleName =
  | 'free'
  | 'centre'
  | 'swap1'
  | 'swap2'
  | 'rif'
  | 'yamaguchi'
  | 'taraguchi-10';

/**
 * A person at the board, as opposed to a colour: `first` sits down to start the game (the
 * tentative black of the Renju rules), `second` is the opponent. Swaps change who holds which
 * colour, never who is who.
 */
export type OpeningPlayer = 'first' | 'second';

/**
 * An answer in a `choose` phase.
 * - `black` / `white`: the chooser takes that colour (swap1, swap2)
 * - `place-two`: the chooser places moves 4 and 5 and lets the other choose (swap2)
 * - `swap` / `keep`: the chooser exchanges colours with the other player, or does not
 * - `offer`: black keeps black and offers fifth moves instead of playing one (taraguchi-10)
 */
export type OpeningChoice = 'black' | 'white' | 'place-two' | 'swap' | 'keep' | 'offer';

/**
 * A central square a move must go in, as plain data the UI can draw: the square's bounds, in
 * board coordinates, inclusive. `isInRegion` tests a point against it.
 */
export interface OpeningRegion {
  readonly centre: Point; // the centre point of the board
  readonly radius: number; // 0: the centre point alone, 1: the 3x3 square, 2: the 5x5 square...
  readonly minX: number; // leftmost column inside
  readonly maxX: number; // rightmost column inside
  readonly minY: number; // lowest row inside
  readonly maxY: number; // highest row inside
}

/** Who acts in a phase that is not over. */
interface Acting {
  readonly player: OpeningPlayer; // the person who acts
  readonly role: Stone | null; // the colour the person holds for now; null in swap1/swap2
}

/** A player places the next move, a stone of the colour its number gives. */
export interface PlacePhase extends Acting {
  readonly phase: 'place';
  readonly move: number; // the number the stone will have, 1 for the first
  readonly stone: Stone; // its colour: black on odd moves, white on even ones
  readonly region: OpeningRegion | null; // where it must go; null for anywhere on the board
}

/** A player answers a question: swap or keep, which colour, or how to go on. */
export interface ChoosePhase extends Acting {
  readonly phase: 'choose';
  readonly options: readonly OpeningChoice[]; // the answers allowed, in the order to show them
  readonly offerCount: number | null; // how many fifth moves `offer` means; null without `offer`
}

/** Yamaguchi: tentative black declares how many fifth moves it will offer. */
export interface DeclarePhase extends Acting {
  readonly phase: 'declare-offers';
  readonly min: number; // the smallest count allowed
  readonly max: number; // the largest count allowed
}

/** Black offers candidate fifth moves, all at once, no two equivalent by symmetry. */
export interface OfferPhase extends Acting {
  readonly phase: 'offer-fifth';
  readonly move: number; // the number of the move offered, 5
  readonly count: number; // exactly how many points to offer
}

/** White picks one of the offered fifth moves; it is played and the others go away. */
export interface SelectPhase extends Acting {
  readonly phase: 'select-fifth';
  readonly offers: readonly Point[]; // the candidates, in the order they were offered
}

/** The opening is over: normal play goes on, and the colours are settled. */
export interface DonePhase {
  readonly phase: 'done';
  readonly black: OpeningPlayer; // who plays black for the rest of the game
  readonly white: OpeningPlayer; // who plays white
}

/** What happens next in an opening, discriminated by `phase`. */
export type OpeningPhase =
  | PlacePhase
  | ChoosePhase
  | DeclarePhase
  | OfferPhase
  | SelectPhase
  | DonePhase;

/**
 * One step of an opening. Points are given as `'h8'` or `{ x, y }` (`P`); the state keeps them
 * as names, so its history is plain JSON.
 * - `place`: put the next move on the board (`place` phase)
 * - `choose`: answer a `choose` phase
 * - `declare`: declare the number of fifth moves (`declare-offers` phase)
 * - `offer`: offer every candidate fifth move at once (`offer-fifth` phase)
 * - `select`: pick one offered fifth move, which becomes move 5 (`select-fifth` phase)
 */
export type OpeningAction<P = PointInput> =
  | { readonly type: 'place'; readonly point: P }
  | { readonly type: 'choose'; readonly choice: OpeningChoice }
  | { readonly type: 'declare'; readonly count: number }
  | { readonly type: 'offer'; readonly points: readonly P[] }
  | { readonly type: 'select'; readonly point: P };

/** A move on the board, with the person who put it there. */
export interface OpeningStone {
  readonly number: number; // move number, 1 for the first
  readonly stone: Stone; // its colour
  readonly player: OpeningPlayer; // who put it there; for a selected fifth move, who offered it
  readonly point: Point; // where
  readonly name: string; // the point in notation, such as 'h8'
}

/**
 * An opening at one moment, as plain immutable data (`JSON.stringify` keeps all of it). It is a
 * pure function of `rule`, `size` and `actions`: replaying the actions on a new opening gives an
 * equal state, which is how undo and loading work.
 */
export interface OpeningState {
  readonly rule: OpeningRuleName; // the opening rule
  readonly size: number; // board width and height
  readonly actions: readonly OpeningAction<string>[]; // every action so far, points as names
  readonly phase: OpeningPhase; // what happens next
  readonly stones: readonly OpeningStone[]; // the moves on the board, first move first
  readonly black: OpeningPlayer; // who holds black now; final once the phase is 'done'
  readonly declared: number | null; // the fifth moves Yamaguchi's black declared, else null
}

/** Options of `createOpening`. */
export interface OpeningOptions {
  /** Board width and height; the rules with central squares need an odd size. @defaultValue 15 */
  readonly size?: number;
}

/** The saved form of an opening: what `openingToJSON` writes and `openingFromJSON` reads. */
export interface OpeningJSON {
  readonly rule: OpeningRuleName; // the opening rule
  readonly size: number; // board width and height
  readonly actions: readonly OpeningAction<string>[]; // every action so far, points as names
}

/** One of the 26 canonical Renju openings: the first three moves, up to symmetry. */
export interface RenjuOpening {
  readonly code: string; // '4D': number then D for direct, I for indirect
  readonly kind: 'direct' | 'indirect'; // move 2 beside move 1, or diagonally next to it
  readonly number: number; // 1 to 13 within its kind
  readonly name: string; // romanised Japanese name, such as 'Kagetsu'
  readonly nameZh: string; // Chinese name, such as '花月'
  readonly moves: readonly [string, string, string]; // the standard diagram on 15x15
}
