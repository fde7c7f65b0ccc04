import { describeValue } from '../describe-value.ts';
import { IllegalMoveError, type IllegalMoveReason } from '../errors.ts';
import { MALFORMED, OFF_BOARD } from '../locate.ts';
import { cellTable, GOMOKU_MAX_SIZE } from './coords.ts';
import type { ForbiddenKind, GomokuStatus, Stone } from './types.ts';

// Refusal codes continue the negative codes of `locate`, so that one number says either where a
// move goes or why it cannot go there, and checking a move allocates nothing.
/** The game has ended. */
export const GAME_OVER = -3;
/** The cell holds a stone. */
export const OCCUPIED = -4;
/** The rule forbids the move for the side to move. */
export const FORBIDDEN = -5;

/** The public reason for a refusal code. */
export function reasonOf(code: number): IllegalMoveReason {
  switch (code) {
    case MALFORMED:
      return 'malformed';
    case OFF_BOARD:
      return 'off-board';
    case GAME_OVER:
      return 'game-over';
    case OCCUPIED:
      return 'occupied';
    default:
      return 'forbidden';
  }
}

/** What a refusal message may need to know about the game. */
export interface RefusalContext {
  readonly size: number; // board width and height
  readonly status: GomokuStatus; // to say how the game ended
  readonly turn: Stone; // who tried to move
  readonly occupant: Stone | null; // the stone on the target cell, if it is on the board
  readonly forbidden: ForbiddenKind | null; // why the rule forbids the move, for 'forbidden'
}

/**
 * The `IllegalMoveError` of a forbidden Renju move, which also says which rule forbids it. Catch
 * it as an `IllegalMoveError` (reason `'forbidden'`); test for this class to read `kind`.
 *
 * @example
 * try { game.play('h8'); } catch (e) { if (e instanceof ForbiddenMoveError) e.kind; } // 'double-three'
 */
export class ForbiddenMoveError extends IllegalMoveError {
  override name = 'ForbiddenMoveError';
  /** Which of black's forbidden moves it is. */
  readonly kind: ForbiddenKind;

  constructor(move: string, kind: ForbiddenKind, message: string) {
    super('forbidden', move, message);
    this.kind = kind;
  }
}

/**
 * The error `play` throws for refusal `code`, with a message that names the point the way the
 * user would (`h8`), or the raw value when it names no point (`{"x":1.5,"y":2}`). `wide` is the
 * point's cell on the largest board (`locate(input, GOMOKU_MAX_SIZE)`), or why it has none.
 */
export function illegalMove(
  code: number,
  input: unknown,
  wide: number,
  context: RefusalContext,
): IllegalMoveError {
  const given = describeValue(input);
  const reason = reasonOf(code);
  // Off-board points still have a name when they fit the largest board (p3 on 15x15).
  const name = wide >= 0 ? cellTable(GOMOKU_MAX_SIZE).names[wide]! : given;
  const { size, status, turn, occupant, forbidden } = context;
  switch (reason) {
    case 'malformed':
      return new IllegalMoveError(
        reason,
        given,
        typeof input === 'string'
          ? `'${given}' is not a point: expected a column letter a-z and a row number 1-26, such as 'h8'`
          : `${given} is not a point: expected a name such as 'h8' or { x, y } with integer coordinates`,
      );
    case 'off-board':
      return new IllegalMoveError(reason, given, `${name} is off the ${size}x${size} board`);
    case 'occupied':
      return new IllegalMoveError(reason, given, `${name} is occupied by ${occupant ?? 'a stone'}`);
    case 'game-over':
      return new IllegalMoveError(
        reason,
        given,
        `Cannot play ${name}: the game is over, ${describeEnd(status)}`,
      );
    default:
      return forbidden === null
        ? new IllegalMoveError(reason, given, `${name} is forbidden for ${turn}`)
        : new ForbiddenMoveError(
            given,
            forbidden,
            `${name} is forbidden for ${turn}: ${forbidden}`,
          );
  }
}

/**
 * How a finished game ended, as refusal messages say it: `white has won`, `white has won on
 * time`, `black resigned`, `it is a draw`.
 */
export function describeEnd(status: GomokuStatus): string {
  if (status.kind !== 'won') return 'it is a draw';
  const loser = status.winner === 'black' ? 'white' : 'black';
  if (status.reason === 'resignation') return `${loser} resigned`;
  return status.reason === 'time' ? `${status.winner} has won on time` : `${status.winner} has won`;
}
