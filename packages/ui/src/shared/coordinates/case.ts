import { OptionError } from '@stonekit/core';

/**
 * How the boards and every text beside them write point names: `'lower'` as the engines write
 * them (`h8`, `d3`), or `'upper'` as many printed boards and tournament briefs do (`H8`, `D3`).
 * A choice of display only: moves, records, saved games, `data-*` attributes and callbacks keep
 * the engines' lower-case names, and every reader takes either case. Columns run on without
 * skipping `i`, unlike Go's.
 *
 * @example
 * createGomokuStore({ coordinateCase: 'upper' }); // the board labelled A to O, 'Black plays H8'
 */
export type CoordinateCase = 'lower' | 'upper';

/**
 * `value` if it is a `CoordinateCase`; throws otherwise.
 *
 * @throws OptionError (`coordinateCase`) for anything but `'lower'` or `'upper'`
 * @example
 * checkCoordinateCase('upper'); // 'upper'
 */
export function checkCoordinateCase(value: unknown): CoordinateCase {
  if (value === 'lower' || value === 'upper') return value;
  const shown = typeof value === 'string' ? `the string '${value.slice(0, 40)}'` : typeof value;
  throw new OptionError(
    'coordinateCase',
    `Expected coordinateCase to be 'lower' or 'upper', got ${shown}`,
  );
}

/**
 * A column letter or a point name in `coordinateCase`.
 *
 * @example
 * casePointName('h8', 'upper'); // 'H8'
 * casePointName('H8', 'lower'); // 'h8'
 */
export function casePointName(name: string, coordinateCase: CoordinateCase): string {
  return coordinateCase === 'upper' ? name.toUpperCase() : name.toLowerCase();
}

// A point name inside a text: a letter and a row from 1 to 26, standing apart from letters and
// digits on both sides, so that '7x7', 'in 3' or '4D' are left alone. The character before is
// captured rather than looked behind at, which older Safari cannot parse.
const NAME_IN_TEXT = /(^|[^A-Za-z0-9])([a-z])([1-9]|1[0-9]|2[0-6])(?![A-Za-z0-9])/g;

/**
 * Every point name in `text`, written in `coordinateCase`. Texts name points in the engines'
 * lower case, so under `'lower'` the text comes back as it is.
 *
 * @example
 * casePointNames('Hint: h8, black wins in 7', 'upper'); // 'Hint: H8, black wins in 7'
 * casePointNames('提示：h8，黑棋 7 步胜', 'upper'); // '提示：H8，黑棋 7 步胜'
 */
export function casePointNames(text: string, coordinateCase: CoordinateCase): string {
  if (coordinateCase === 'lower') return text;
  return text.replace(
    NAME_IN_TEXT,
    (_, before: string, letter: string, row: string) => `${before}${letter.toUpperCase()}${row}`,
  );
}

const cased = new WeakMap<object, object>();

/**
 * `messages` with every text they make written in `coordinateCase`: each function's result and
 * each string go through `casePointNames`. This is how one store's `coordinateCase` reaches every
 * text on screen (a board's point names and announcements, a status line, a refusal notice, an
 * opening panel), English, Chinese or an app's own texts alike, without any message having to
 * take the case. The same object comes back for the same messages and case, so a memoised
 * component sees no change; under `'lower'`, `messages` itself.
 *
 * @example
 * withCoordinateCase(gomokuMessagesEn, 'upper').played(move); // 'Black plays H8'
 */
export function withCoordinateCase<M extends object>(
  messages: M,
  coordinateCase: CoordinateCase,
): M {
  if (coordinateCase === 'lower') return messages;
  const known = cased.get(messages);
  if (known !== undefined) return known as M;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') result[key] = casePointNames(value, coordinateCase);
    else if (typeof value === 'function') {
      result[key] = (...args: unknown[]) => {
        const text: unknown = value(...args);
        return typeof text === 'string' ? casePointNames(text, coordinateCase) : text;
      };
    } else result[key] = value;
  }
  cased.set(messages, result);
  return result as M;
}
