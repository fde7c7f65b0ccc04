import { describeValue } from '../../describe-value.ts';
import { ParseError } from '../../errors.ts';
import { guardNesting, readJSONText } from '../../json-text.ts';
import { GOMOKU_MAX_SIZE, GOMOKU_MIN_SIZE, isValidSize } from '../coords.ts';
import type { OpeningJSON, OpeningState } from '../types.ts';
import { advance, begin, type Progress, stateOf } from './machine.ts';
import { isOpeningRuleName, OPENING_RULE_NAMES } from './rules.ts';

/**
 * The opening as compact plain data for a saved game: its rule, size and actions, points as
 * names. `openingFromJSON` reads it back by replaying the actions.
 *
 * @example
 * openingToJSON(opening); // { rule: 'rif', size: 15, actions: [{ type: 'place', point: 'h8' }] }
 */
export function openingToJSON(state: OpeningState): OpeningJSON {
  return { rule: state.rule, size: state.size, actions: state.actions };
}

function fail(path: string, expected: string, value: unknown): ParseError {
  return new ParseError(`Expected ${path} to be ${expected}, got ${describeValue(value)}`, {
    token: describeValue(value),
    path,
  });
}

/**
 * Reads an opening saved with `openingToJSON` (or a whole `OpeningState`, or either as JSON
 * text) and replays its actions, so every action is checked again; derived fields such as
 * `phase` are recomputed, never trusted. Unknown fields are ignored.
 *
 * @throws ParseError whose `path` names the bad field (`rule`, `actions[3]`); for a refused
 *   action, `cause` is the IllegalMoveError or OpeningError; for text that is not JSON, and for
 *   data nested too deeply to read
 * @example
 * const copy = openingFromJSON(JSON.parse(JSON.stringify(opening)));
 */
export function openingFromJSON(json: unknown): OpeningState {
  return guardNesting(SAVED_OPENING, () => readData(readJSONText(json, SAVED_OPENING)));
}

// What a saved opening is called in messages about the whole of it.
const SAVED_OPENING = 'a saved opening';

function readData(data: unknown): OpeningState {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ParseError(`Expected a saved opening to be an object, got ${describeValue(data)}`, {
      token: describeValue(data),
    });
  }
  const { rule, size, actions } = data as Record<string, unknown>;
  if (!isOpeningRuleName(rule)) {
    throw fail('rule', OPENING_RULE_NAMES.map((name) => `'${name}'`).join(' or '), rule);
  }
  if (!isValidSize(size)) {
    throw fail('size', `an integer from ${GOMOKU_MIN_SIZE} to ${GOMOKU_MAX_SIZE}`, size);
  }
  if (!Array.isArray(actions)) throw fail('actions', 'an array of opening actions', actions);
  let progress: Progress;
  try {
    progress = begin(rule, size);
  } catch (error) {
    // The rule cannot be played on this size: an even board for a rule with central squares.
    const reason = error instanceof Error ? error.message : String(error);
    throw new ParseError(`The ${rule} opening cannot be played here: ${reason}`, {
      token: String(size),
      path: 'size',
      cause: error,
    });
  }
  for (const [i, action] of (actions as unknown[]).entries()) {
    const next = advance(progress, action);
    if (next instanceof Error) {
      throw new ParseError(`actions[${i}] cannot be replayed: ${next.message}`, {
        token: describeValue(action),
        path: `actions[${i}]`,
        cause: next,
      });
    }
    progress = next;
  }
  return stateOf(progress);
}
