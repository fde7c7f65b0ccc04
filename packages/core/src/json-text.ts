// Saved games, openings and positions arrive as JSON text or as parsed data, from storage an app
// does not control: both games read them through these, so that text that is not JSON, and data
// nested deeper than the stack allows, end as a `ParseError` like any other bad save.

import { clip } from './describe-value.ts';
import { ParseError } from './errors.ts';

/**
 * `json` parsed when it is text, else `json` itself.
 *
 * @param what - the thing expected, for the message: `'a saved Gomoku game'`
 * @throws ParseError for text that is not JSON, saying why in a line
 * @example
 * readJSONText('{"game":"gomoku"}', 'a saved Gomoku game'); // { game: 'gomoku' }
 */
export function readJSONText(json: unknown, what: string): unknown {
  if (typeof json !== 'string') return json;
  try {
    return JSON.parse(json);
  } catch (error) {
    if (isStackOverflow(error)) throw tooDeep(what, error);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ParseError(`Expected ${what} as JSON text: ${clip(reason, 120)}`, {
      token: json,
      cause: error,
    });
  }
}

/**
 * Runs `read`, a reader of saved data, turning a stack overflow into a `ParseError`: data nested
 * tens of thousands of levels deep is no save of ours, and must not crash the caller instead.
 *
 * @param what - the thing expected, for the message
 * @example
 * guardNesting('a saved Reversi game', () => readJSON(data));
 */
export function guardNesting<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (isStackOverflow(error)) throw tooDeep(what, error);
    throw error;
  }
}

// V8 and JavaScriptCore throw a RangeError when the stack runs out ("Maximum call stack size
// exceeded"); SpiderMonkey an InternalError ("too much recursion").
function isStackOverflow(error: unknown): boolean {
  if (
    !(error instanceof RangeError || (error instanceof Error && error.name === 'InternalError'))
  ) {
    return false;
  }
  return /call stack|recursion/i.test(error.message);
}

function tooDeep(what: string, cause: unknown): ParseError {
  return new ParseError(
    `Expected ${what}, got data nested too deeply to read (arrays or objects inside one another)`,
    { token: '', cause },
  );
}
