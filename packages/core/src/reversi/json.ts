import { describeGiven, describeValue } from '../describe-value.ts';
import { ParseError } from '../errors.ts';
import { guardNesting, readJSONText } from '../json-text.ts';
import { readResult } from '../result.ts';
import type { Stone } from '../types.ts';
import { expectEnd, readPosition } from './obf.ts';
import { locate } from './squares.ts';
import type { ReversiJSON, ReversiMove, ReversiStatus, SavedResult } from './types.ts';

/** One entry of a saved move list. */
export interface SavedToken {
  readonly index: number; // cell index, or PASS
  readonly text: string; // as saved
  readonly path: string; // where it was, such as 'moves[3]'
}

/** A saved game whose shape has been checked; whether its moves are legal is up to the replay. */
export interface SavedGame {
  readonly start: { readonly cells: readonly (Stone | null)[]; readonly turn: Stone } | null; // null: the standard start
  readonly autoPass: boolean; // forced passes are played automatically
  readonly moves: readonly SavedToken[]; // played entries, first first
  readonly undone: readonly SavedToken[]; // the redo stack, next to redo first
  readonly result: SavedResult | null; // a loss on time or by resignation, null for any other game
}

/** The `index` of a saved pass. */
export const PASS = -1;

/** Writes the saved-game format; `start` is left out for the standard start. */
export function writeJSON(
  start: string | null,
  autoPass: boolean,
  moves: readonly ReversiMove[],
  undone: readonly ReversiMove[],
  conceded: ReversiStatus | null,
): ReversiJSON {
  const name = (move: ReversiMove): string => move.name;
  const result =
    conceded?.kind === 'won' && conceded.reason !== 'count'
      ? { result: { reason: conceded.reason, winner: conceded.winner } }
      : {};
  return {
    game: 'reversi',
    version: 1,
    ...(start === null ? {} : { start }),
    autoPass,
    moves: moves.map(name),
    undone: undone.map(name),
    ...result,
  };
}

// What a saved game is called in messages about the whole of it.
const SAVED_GAME = 'a saved Reversi game';

/**
 * Checks the shape of a saved game (its JSON text, `JSON.parse` output or the object itself) and
 * reads its start position and move names.
 *
 * @throws ParseError whose `path` names the first bad field; for text that is not JSON, and for
 *   data nested too deeply to read
 */
export function readJSON(json: unknown): SavedGame {
  return guardNesting(SAVED_GAME, () => readData(readJSONText(json, SAVED_GAME)));
}

function readData(data: unknown): SavedGame {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ParseError(`A saved Reversi game must be an object, got ${describeGiven(data)}`, {
      token: describeValue(data),
    });
  }
  const saved = data as Record<string, unknown>;
  if (saved.game !== 'reversi') {
    throw fieldError('game', saved.game, `must be 'reversi'`);
  }
  if (saved.version !== 1) {
    throw fieldError('version', saved.version, 'must be 1, the only version there is');
  }
  if (saved.autoPass !== undefined && typeof saved.autoPass !== 'boolean') {
    throw fieldError('autoPass', saved.autoPass, 'must be true or false');
  }
  const start = saved.start === undefined ? null : readStart(saved.start);
  const moves = readMoves(saved.moves, 'moves');
  const undone = saved.undone === undefined ? [] : readMoves(saved.undone, 'undone');
  const result = readResult(saved.result);
  // A result off the board empties the redo stack, and nothing can be redone after it.
  if (result !== null && undone.length > 0) {
    throw fieldError(
      'undone',
      'a list of moves to redo',
      `must be empty in a game lost by ${result.reason}`,
    );
  }
  return { start, autoPass: saved.autoPass ?? true, moves, undone, result };
}

function readStart(value: unknown): NonNullable<SavedGame['start']> {
  if (typeof value !== 'string') {
    throw fieldError('start', value, 'must be a board string such as toPosition() writes');
  }
  try {
    const { cells, turn, end } = readPosition(value, 'start position');
    expectEnd(value, end, 'the start position');
    return { cells, turn: turn ?? 'black' };
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    throw new ParseError(`Saved game field start: ${error.message}`, {
      token: error.token,
      ...(error.offset === undefined ? {} : { offset: error.offset }),
      path: 'start',
    });
  }
}

function readMoves(value: unknown, field: string): SavedToken[] {
  if (!Array.isArray(value)) {
    throw fieldError(field, value, 'must be an array of squares and passes');
  }
  return value.map((entry: unknown, i) => {
    const path = `${field}[${i}]`;
    if (typeof entry !== 'string') {
      throw fieldError(path, entry, `must be a square such as 'd3', or 'pass'`);
    }
    if (entry.trim().toLowerCase() === 'pass') return { index: PASS, text: entry, path };
    const index = locate(entry);
    if (index < 0) {
      throw fieldError(path, entry, `is not a square of the board (a1 to h8) nor 'pass'`);
    }
    return { index, text: entry, path };
  });
}

function fieldError(path: string, value: unknown, problem: string): ParseError {
  const token = describeValue(value);
  return new ParseError(`Saved game field ${path} ${problem}; got ${token}`, { token, path });
}
