import { clip, describeValue } from './describe-value.ts';
import { IllegalMoveError, ParseError } from './errors.ts';
import type { LossReason, SavedResult, Stone } from './types.ts';

/**
 * Checks the optional `result` field of a saved game of either game: `{ reason: 'time' |
 * 'resignation', winner: 'black' | 'white' }`, or absent.
 *
 * @throws ParseError with `path` `result`, `result.reason` or `result.winner`
 * @example
 * readResult({ reason: 'time', winner: 'white' }); // the same, checked
 */
export function readResult(result: unknown): SavedResult | null {
  if (result === undefined) return null;
  if (typeof result !== 'object' || result === null || Array.isArray(result)) {
    throw refuse('result', 'an object with reason and winner', result);
  }
  const { reason, winner } = result as Record<string, unknown>;
  if (reason !== 'time' && reason !== 'resignation') {
    throw refuse('result.reason', "'time' or 'resignation'", reason);
  }
  if (winner !== 'black' && winner !== 'white') {
    throw refuse('result.winner', "'black' or 'white'", winner);
  }
  return { reason, winner };
}

/**
 * Ends a loaded game of either game as its saved result says, with `concede` (the game's
 * `resign` or `loseOnTime`, by `reason`). A game already over on the board cannot end so.
 *
 * @throws ParseError with `path` `result`, whose `cause` is the IllegalMoveError `concede` threw
 */
export function concedeSaved(
  result: SavedResult,
  concede: (loser: Stone, reason: LossReason) => void,
): void {
  const loser = result.winner === 'black' ? 'white' : 'black';
  try {
    concede(loser, result.reason);
  } catch (error) {
    if (!(error instanceof IllegalMoveError)) throw error;
    throw new ParseError(`Saved game field result does not fit the moves: ${error.message}`, {
      token: result.reason,
      path: 'result',
      cause: error,
    });
  }
}

function refuse(path: string, expected: string, value: unknown): ParseError {
  const token = clip(describeValue(value));
  return new ParseError(`Expected ${path} to be ${expected}, got ${token}`, { token, path });
}
