// Options and arguments are checked the same way in both games and their AIs: a refusal is an
// `OptionError` naming the option, saying what was expected and what was given, cut short.

import { describeGiven } from './describe-value.ts';
import { OptionError } from './errors.ts';

/**
 * The error for `value`, given as `option` where `expected` was wanted: "Expected size to be an
 * integer from 5 to 26, got the string '15'".
 *
 * @param field - what the message names, when it is a part of the option (`position.turn`)
 * @example
 * throw refuseOption('autoPass', 'true or false', 'yes');
 */
export function refuseOption(
  option: string,
  expected: string,
  value: unknown,
  field = option,
): OptionError {
  return new OptionError(
    option,
    `Expected ${field} to be ${expected}, got ${describeGiven(value)}`,
  );
}

/**
 * An options argument as a record: `{}` when it is left out, itself when it is an object.
 *
 * @param option - names the argument in the error
 * @throws OptionError for `null`, an array or anything that is not an object
 * @example
 * readOptionsObject(undefined, 'options'); // {}
 */
export function readOptionsObject(options: unknown, option = 'options'): Record<string, unknown> {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw refuseOption(option, 'an object', options);
  }
  return options as Record<string, unknown>;
}

/** Whether `value` is a whole number from `min` on, or `Infinity` when `infinite` allows it. */
export function isWholeNumber(value: unknown, min: number, infinite = false): value is number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < min) return false;
  return Number.isInteger(value) || (infinite && value === Number.POSITIVE_INFINITY);
}
