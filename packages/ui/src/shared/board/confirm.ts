import { OptionError } from '@stonekit/core';
import type { BoardPressSource, ConfirmMoves } from './types.ts';

const modes: readonly ConfirmMoves[] = ['touch', 'always', 'never'];

/** How a refused value reads in a message: quoted when a string, and never long. */
function shown(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? `the string '${value}'` : String(value);
  } catch {
    text = typeof value; // an object without a way to print itself
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * `value` as a `ConfirmMoves`, for a board's `confirmMoves` prop.
 *
 * @throws OptionError for anything but `'touch'`, `'always'` or `'never'`
 * @example
 * checkConfirmMoves('touch'); // 'touch'
 * checkConfirmMoves(true); // throws OptionError
 */
export function checkConfirmMoves(value: unknown): ConfirmMoves {
  if (modes.includes(value as ConfirmMoves)) return value as ConfirmMoves;
  throw new OptionError(
    'confirmMoves',
    `Expected confirmMoves to be 'touch', 'always' or 'never', got ${shown(value)}`,
  );
}

/**
 * Whether a press from `source` only shows its move under `mode`, to be confirmed by a second.
 *
 * @example
 * confirmsPress('touch', 'touch'); // true
 * confirmsPress('touch', 'mouse'); // false
 * confirmsPress('always', 'keyboard'); // true
 */
export function confirmsPress(mode: ConfirmMoves, source: BoardPressSource): boolean {
  return mode === 'always' || (mode === 'touch' && source === 'touch');
}
