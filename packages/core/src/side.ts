import { clip, describeValue } from './describe-value.ts';
import { OptionError } from './errors.ts';
import type { Stone } from './types.ts';

/**
 * `value` as a side, checked: `'black'` or `'white'`.
 *
 * @param option - names the argument in the error
 * @throws OptionError for anything else, quoting it
 * @example
 * readSide('white', 'side'); // 'white'
 */
export function readSide(value: unknown, option: string): Stone {
  if (value === 'black' || value === 'white') return value;
  const shown = typeof value === 'string' ? `'${clip(value)}'` : clip(describeValue(value));
  throw new OptionError(option, `${option} must be 'black' or 'white', got ${shown}`);
}
