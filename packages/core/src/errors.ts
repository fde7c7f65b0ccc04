import { clip } from './describe-value.ts';

/** Base class of every error Stonekit throws on purpose, so callers can tell ours from bugs. */
export class StonekitError extends Error {
  override name = 'StonekitError';
}

/**
 * Why a move was refused. Shared by every game; each game uses the subset that applies.
 * - `malformed`: the move is not a point or square at all (`'z99'`, `{ x: 1.5 }`), or an opening
 *   action is not one
 * - `off-board`: well formed, but outside the board
 * - `occupied`: a stone or disc is already there
 * - `game-over`: the game has ended
 * - `forbidden`: a rule forbids it (Renju's forbidden moves for black)
 * - `no-flips`: a Reversi move that flanks nothing
 * - `must-pass` / `cannot-pass`: Reversi pass rules
 * - `outside-region`: an opening rule confines the move to a region
 *
 * Gomoku's opening rules refuse actions for reasons of their own (`OpeningError`):
 * - `wrong-phase`: the opening expects something else now (a choice, say, not a stone)
 * - `not-an-option`: an answer the opening does not offer now
 * - `bad-count`: a declared number of fifth moves out of range
 * - `wrong-count`: more or fewer fifth moves offered than required
 * - `duplicate-offer`: the same point offered twice
 * - `equivalent-offers`: two offered points that a symmetry of the position maps onto each other
 * - `not-offered`: selecting a point that was not offered
 */
export type IllegalMoveReason =
  | 'malformed'
  | 'off-board'
  | 'occupied'
  | 'game-over'
  | 'forbidden'
  | 'no-flips'
  | 'must-pass'
  | 'cannot-pass'
  | 'outside-region'
  | 'wrong-phase'
  | 'not-an-option'
  | 'bad-count'
  | 'wrong-count'
  | 'duplicate-offer'
  | 'equivalent-offers'
  | 'not-offered';

/**
 * Thrown by `play` (and friends) when a move is refused. The game is left exactly as it was.
 *
 * @example
 * try { game.play('h8'); } catch (e) { if (e instanceof IllegalMoveError) console.log(e.reason); }
 */
export class IllegalMoveError extends StonekitError {
  override name = 'IllegalMoveError';
  /** What was wrong with the move. */
  readonly reason: IllegalMoveReason;
  /**
   * The move as the caller gave it, rendered as text (`'h8'`, `'{"x":3,"y":99}'`); for an
   * opening action, what it gave (`'swap'`, `'3'`, the offered points `'j10 g8'`). At most 40
   * characters, ending in `...` when cut.
   */
  readonly move: string;

  constructor(reason: IllegalMoveReason, move: string, message: string) {
    super(message);
    this.reason = reason;
    this.move = clip(move);
  }
}

/**
 * Thrown when text or data cannot be read: a move list, a board string, a saved game.
 * `offset` points into a string input; `path` names the field of a structured one (`moves[3]`).
 *
 * @example
 * try { Gomoku.fromMoves('h8 h99'); } catch (e) { if (e instanceof ParseError) console.log(e.offset); } // 3
 */
export class ParseError extends StonekitError {
  override name = 'ParseError';
  /** The offending token or value, as text: at most 40 characters, ending in `...` when cut. */
  readonly token: string;
  /** Character offset of the token in a string input. */
  readonly offset: number | undefined;
  /** Path of the offending field in a structured input, such as `moves[3]`. */
  readonly path: string | undefined;

  constructor(
    message: string,
    details: { token: string; offset?: number; path?: string; cause?: unknown },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.token = clip(details.token);
    this.offset = details.offset;
    this.path = details.path;
  }
}

/**
 * Thrown for an option or argument that is not one the function takes: a time control with a
 * negative budget, a side that is not `'black'` or `'white'`. `option` names it; the message
 * says what was given (cut to a few dozen characters) and what is allowed.
 *
 * @example
 * try { new GameClock({ kind: 'sudden-death', initialMs: -1 }); } catch (e) { if (e instanceof OptionError) console.log(e.option); } // 'initialMs'
 */
export class OptionError extends StonekitError {
  override name = 'OptionError';
  /** The option or argument refused, such as `'initialMs'` or `'side'`. */
  readonly option: string;

  constructor(option: string, message: string) {
    super(message);
    this.option = option;
  }
}
