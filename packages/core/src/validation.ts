// The non-throwing validators of both games (`Gomoku.validateMoves`, `Reversi.validateJSON`...)
// run the reader they stand for and keep its verdict, so the two can never disagree.

import { OptionError, ParseError, type StonekitError } from './errors.ts';

/**
 * What a validator says of its input: `{ ok: true }`, or `{ ok: false, error }` with the error the
 * matching reader would throw: a `ParseError` (with `message`, `token`, `offset` or `path`), or
 * for bad options an `OptionError`.
 *
 * @example
 * const verdict = Gomoku.validateMoves('h8 h99');
 * if (!verdict.ok) console.log(verdict.error.message, verdict.error.offset); // … 3
 */
export type ValidationResult<E extends StonekitError = ParseError> =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: E };

const VALID = Object.freeze({ ok: true as const });

/** Whether `error` is one a reader throws for bad text or data. */
export function isParseError(error: unknown): error is ParseError {
  return error instanceof ParseError;
}

/** Whether `error` is one a reader throws for bad text, data or options. */
export function isInputError(error: unknown): error is ParseError | OptionError {
  return error instanceof ParseError || error instanceof OptionError;
}

/**
 * Runs `read` and reports whether it threw an error `expected` accepts. Any other error is a
 * bug, not a verdict on the input, and is thrown on.
 *
 * @example
 * validate(() => Gomoku.fromJSON(json), isParseError); // { ok: true }
 */
export function validate<E extends StonekitError>(
  read: () => unknown,
  expected: (error: unknown) => error is E,
): ValidationResult<E> {
  try {
    read();
    return VALID;
  } catch (error) {
    if (!expected(error)) throw error;
    return Object.freeze({ ok: false as const, error });
  }
}
