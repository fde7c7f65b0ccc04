import type { Point, PointInput, Stone } from '../types.ts';

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
