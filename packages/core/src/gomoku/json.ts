import { ParseError } from '../errors.ts';
import { describeValue, GOMOKU_MAX_SIZE, GOMOKU_MIN_SIZE, isValidSize } from './coords.ts';
import { GOMOKU_RULE_NAMES, isRuleName } from './rules.ts';
import type { GomokuRuleName } from './types.ts';

/** A saved game whose fields have the right types and values; its moves are not replayed yet. */
export interface SavedGame {
  readonly size: number; // board width and height, 5 to 26
  readonly rule: GomokuRuleName; // a known rule
  readonly moves: readonly string[]; // played moves, each a string
  readonly undone: readonly string[]; // the redo stack, next to redo first, each a string
}

/** How a value reads in an error message: its type and, when short, the value itself. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string '${clip(value)}'`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${clip(describeValue(value))}`;
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function fail(path: string | undefined, expected: string, value: unknown): ParseError {
  const where = path === undefined ? 'a saved Gomoku game' : path;
  const details = path === undefined ? {} : { path };
  return new ParseError(`Expected ${where} to be ${expected}, got ${shown(value)}`, {
    token: clip(describeValue(value)),
    ...details,
  });
}

function readMoves(record: Record<string, unknown>, field: 'moves' | 'undone'): string[] {
  const list = record[field];
  if (!Array.isArray(list)) throw fail(field, "an array of moves such as 'h8'", list);
  list.forEach((move, i) => {
    if (typeof move !== 'string') throw fail(`${field}[${i}]`, "a move such as 'h8'", move);
  });
  return list as string[];
}

/**
 * Checks the shape of a saved game: every field present with the right type and a supported
 * value. Fields it does not know are ignored, so apps may store their own next to ours. A string
 * is read as JSON text first.
 *
 * @throws ParseError with `path` naming the first bad field and a message saying what was expected
 */
export function readSavedGame(json: unknown): SavedGame {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ParseError(`Expected a saved Gomoku game as JSON text: ${reason}`, {
        token: clip(json),
      });
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw fail(undefined, 'an object', data);
  }
  const record = data as Record<string, unknown>;
  if (record.game !== 'gomoku') throw fail('game', "'gomoku'", record.game);
  if (record.version !== 1) throw fail('version', '1, the only version so far', record.version);
  if (!isValidSize(record.size)) {
    const range = `an integer from ${GOMOKU_MIN_SIZE} to ${GOMOKU_MAX_SIZE}`;
    throw fail('size', range, record.size);
  }
  if (!isRuleName(record.rule)) {
    const known = GOMOKU_RULE_NAMES.map((name) => `'${name}'`).join(' or ');
    throw fail('rule', known, record.rule);
  }
  return {
    size: record.size,
    rule: record.rule,
    moves: readMoves(record, 'moves'),
    undone: readMoves(record, 'undone'),
  };
}
