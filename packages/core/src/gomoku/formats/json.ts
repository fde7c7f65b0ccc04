import { clip, describeGiven, describeValue } from '../../describe-value.ts';
import { IllegalMoveError, ParseError } from '../../errors.ts';
import { guardNesting, readJSONText } from '../../json-text.ts';
import { locate } from '../../locate.ts';
import { readResult } from '../../result.ts';
import { stoneName } from '../board.ts';
import { GOMOKU_MAX_SIZE, GOMOKU_MIN_SIZE, isValidSize } from '../coords.ts';
import { describeOpeningPhase } from '../opening/describe.ts';
import { createOpening } from '../opening/opening.ts';
import { isOpeningRuleName, OPENING_RULE_NAMES } from '../opening/rules.ts';
import type { OpeningTrack } from '../opening/track.ts';
import type { Position } from '../position.ts';
import { GOMOKU_RULE_NAMES, isRuleName, ruleByName } from '../rules.ts';
import type {
  ForbiddenMoves,
  GomokuJSON,
  GomokuJSONOpening,
  GomokuJSONPosition,
  GomokuMove,
  GomokuRuleName,
  GomokuStatus,
  OpeningAction,
  OpeningRuleName,
  OpeningState,
  SavedResult,
} from '../types.ts';
import { writeBoardText } from './board-text.ts';
import { type Playable, playOrFail } from './notation.ts';

/** A saved game whose fields have the right types and values; its moves are not replayed yet. */
export interface SavedGame {
  readonly size: number; // board width and height, 5 to 26
  readonly rule: GomokuRuleName; // a known rule
  readonly forbiddenMoves: ForbiddenMoves; // 'refuse' when the save does not say
  readonly position: GomokuJSONPosition | null; // the starting position, null for the empty board
  readonly moves: readonly string[]; // played moves, each a string
  readonly undone: readonly string[]; // the redo stack, next to redo first, each a string
  readonly opening: SavedOpening | null; // the opening, null when the save has none
  readonly result: SavedResult | null; // a loss on time or by resignation, null for any other game
}

/** The opening of a saved game: a known rule that fits the board; its actions not replayed yet. */
export interface SavedOpening {
  readonly rule: OpeningRuleName; // a known opening rule, playable on the board's size
  readonly actions: readonly unknown[]; // actions taken, first first, each still to be checked
  readonly undone: readonly unknown[]; // actions taken back, next to redo first; [] when missing
}

// What the opening's two lists of actions are expected to be.
const ACTION_LIST = "an array of actions such as { type: 'place', point: 'h8' }";

/** How a value reads in an error message: its type and, when short, the value itself. */
function shown(value: unknown): string {
  return value === undefined ? 'nothing (the field is missing)' : describeGiven(value);
}

function fail(path: string | undefined, expected: string, value: unknown): ParseError {
  const where = path === undefined ? 'a saved Gomoku game' : path;
  const details = path === undefined ? {} : { path };
  return new ParseError(`Expected ${where} to be ${expected}, got ${shown(value)}`, {
    token: describeValue(value),
    ...details,
  });
}

// What a saved game is called in messages about the whole of it.
const SAVED_GAME = 'a saved Gomoku game';

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
 * is read as JSON text first. A `forbiddenMoves: 'lose'` under a rule without forbidden moves,
 * which `new Gomoku` refuses but older versions saved, is read as `'refuse'`: it never did
 * anything there.
 *
 * @throws ParseError with `path` naming the first bad field and a message saying what was
 *   expected; for text that is not JSON, and for data nested too deeply to read
 */
export function readSavedGame(json: unknown): SavedGame {
  return guardNesting(SAVED_GAME, () => readData(readJSONText(json, SAVED_GAME)));
}

function readData(data: unknown): SavedGame {
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
  const saidForbidden = record.forbiddenMoves ?? 'refuse';
  if (saidForbidden !== 'refuse' && saidForbidden !== 'lose') {
    throw fail('forbiddenMoves', "'refuse' or 'lose'", saidForbidden);
  }
  const forbiddenMoves = ruleByName(record.rule).forbidden === undefined ? 'refuse' : saidForbidden;
  const position = readPosition(record.position);
  const opening = readOpening(record.opening, record.size);
  if (position !== null && opening !== null && opening.rule !== 'free') {
    throw fail(
      'opening',
      "left out, or the 'free' rule, for a game set up from a position",
      opening.rule,
    );
  }
  const moves = readMoves(record, 'moves');
  const undone = readMoves(record, 'undone');
  const result = readResult(record.result);
  // A result off the board empties the redo stacks, and nothing can be redone after it.
  if (result !== null && (undone.length > 0 || (opening?.undone.length ?? 0) > 0)) {
    const field = undone.length > 0 ? 'undone' : 'opening.undone';
    throw fail(field, `empty in a game lost by ${result.reason}`, 'a list of moves to redo');
  }
  return {
    size: record.size,
    rule: record.rule,
    forbiddenMoves,
    position,
    moves,
    undone,
    opening,
    result,
  };
}

/**
 * Checks the shape of an optional opening: a known rule that can be played on a board of
 * `size`, and arrays of actions, which are checked when they are replayed.
 */
function readOpening(opening: unknown, size: number): SavedOpening | null {
  if (opening === undefined) return null;
  if (typeof opening !== 'object' || opening === null || Array.isArray(opening)) {
    throw fail('opening', 'an object with rule and actions', opening);
  }
  const { rule, actions, undone = [] } = opening as Record<string, unknown>;
  if (!isOpeningRuleName(rule)) {
    throw fail('opening.rule', OPENING_RULE_NAMES.map((name) => `'${name}'`).join(' or '), rule);
  }
  try {
    createOpening(rule, { size });
  } catch (error) {
    // The rule has central squares, which an even or too small board does not have.
    const reason = error instanceof Error ? error.message : String(error);
    throw new ParseError(`The ${rule} opening cannot be played here: ${reason}`, {
      token: rule,
      path: 'opening.rule',
      cause: error,
    });
  }
  if (!Array.isArray(actions)) throw fail('opening.actions', ACTION_LIST, actions);
  if (!Array.isArray(undone)) throw fail('opening.undone', ACTION_LIST, undone);
  return { rule, actions, undone };
}

/** Checks the shape of an optional starting position; its board is read when it is set up. */
function readPosition(position: unknown): GomokuJSONPosition | null {
  if (position === undefined) return null;
  if (typeof position !== 'object' || position === null || Array.isArray(position)) {
    throw fail('position', 'an object with board and toMove', position);
  }
  const { board, toMove } = position as Record<string, unknown>;
  if (typeof board !== 'string') throw fail('position.board', "a board such as 'X.O..'", board);
  if (toMove !== 'black' && toMove !== 'white') {
    throw fail('position.toMove', "'black' or 'white'", toMove);
  }
  return { board, toMove };
}

/** A ParseError from reading the saved board, restated with the field it came from. */
export function positionError(error: ParseError): ParseError {
  const details = error.offset === undefined ? {} : { offset: error.offset };
  return new ParseError(`Cannot set up position.board: ${error.message}`, {
    token: error.token,
    path: 'position.board',
    cause: error,
    ...details,
  });
}

/**
 * The saved form of a game, redo stack included. The optional fields are written only when they
 * differ from what a reader assumes, so ordinary games save as they always have.
 */
export function writeSavedGame(game: Position, opening: OpeningTrack): GomokuJSON {
  const { size, rule, history, redoStack, start, forbiddenMoves } = game;
  const board = start.cells === null ? null : writeBoardText({ size, cells: start.cells });
  return {
    game: 'gomoku',
    version: 1,
    size,
    rule: rule.name,
    moves: history.map((move) => move.name),
    undone: redoStack.map((move) => move.name).reverse(),
    ...(board === null ? {} : { position: { board, toMove: stoneName(start.turn) } }),
    ...(forbiddenMoves === 'lose' ? { forbiddenMoves } : {}),
    ...(opening.state.rule === 'free' ? {} : { opening: writeOpening(opening) }),
    ...(game.conceded ? { result: writeResult(game.status) } : {}),
  };
}

/** The saved result of a game that ended off the board. */
function writeResult(status: GomokuStatus): SavedResult {
  if (status.kind !== 'won' || (status.reason !== 'time' && status.reason !== 'resignation')) {
    throw new Error(`A game conceded off the board has the status ${JSON.stringify(status)}`);
  }
  return { reason: status.reason, winner: status.winner };
}

function writeOpening(opening: OpeningTrack): GomokuJSONOpening {
  const { rule, actions } = opening.state;
  return { rule, actions: actions.slice(), undone: opening.redoStack.slice().reverse() };
}

// Replaying a saved game on a new one, which checks every move and action again.

/** The part of a game that loading drives; a type, so this module does not import the class. */
interface Replayable extends Playable {
  readonly size: number;
  readonly opening: OpeningState;
  act(action: OpeningAction): GomokuMove | null;
  readonly moveCount: number;
  undoAction(): GomokuMove | OpeningAction<string> | null;
}

/** Which saved fields go together: the opening's actions and the moves they put down. */
interface Fields {
  readonly actions: 'opening.actions' | 'opening.undone'; // the opening's field
  readonly moves: 'moves' | 'undone'; // the field of the moves played at the same time
}

/**
 * Takes the opening's saved actions in turn; the stones they put down must be the first saved
 * moves. The moves after them are played as they are, which needs the opening to be over.
 */
function replayPart(
  game: Replayable,
  fields: Fields,
  actions: readonly unknown[],
  moves: readonly string[],
): void {
  let next = 0; // the saved move the next stone must be
  actions.forEach((action, i) => {
    const path = `${fields.actions}[${i}]`;
    let move: GomokuMove | null;
    try {
      move = game.act(action as OpeningAction);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      const message = `${path} cannot be replayed: ${error.message}`;
      throw new ParseError(message, { token: describeValue(action), path, cause: error });
    }
    if (move === null) return;
    matchMove(game.size, move, moves[next], `${fields.moves}[${next}]`, path);
    next++;
  });
  moves.slice(next).forEach((move, j) => {
    const path = `${fields.moves}[${next + j}]`;
    const { phase } = game.opening;
    if (phase.phase !== 'done') {
      throw new ParseError(
        `${path} '${clip(move)}' cannot be replayed: the opening is not over (${describeOpeningPhase(phase)}) and ${fields.actions} has no more actions`,
        { token: move, path },
      );
    }
    playOrFail(game, move, (error) => {
      const message =
        error.reason === 'malformed'
          ? `Expected ${path} to be a move such as 'h8', got the string '${clip(move)}'`
          : `${path} '${clip(move)}' cannot be replayed: ${error.message}`;
      return new ParseError(message, { token: move, path, cause: error });
    });
  });
}

/** Checks that the saved move at `path` is the stone an opening action put down. */
function matchMove(
  size: number,
  move: GomokuMove,
  saved: string | undefined,
  path: string,
  from: string,
): void {
  const { name, number, point } = move;
  if (saved === undefined) {
    const field = path.slice(0, path.indexOf('['));
    throw new ParseError(
      `Expected ${path} to be ${name}, move ${number}, which ${from} plays, but ${field} ends before it`,
      { token: name, path: field },
    );
  }
  if (locate(saved, size) !== point.y * size + point.x) {
    throw new ParseError(
      `Expected ${path} to be ${name}, move ${number}, which ${from} plays, got the string '${clip(saved)}'`,
      { token: saved, path },
    );
  }
}

/**
 * Replays a saved game on a fresh game of its size, rule and opening rule: the opening's actions
 * with the moves they put down and the moves after them, then the undone actions and moves
 * (which must follow them legally), then takes the undone ones back, one action at a time, so
 * they can be redone. Undone actions may start with a choice: `undoAction` takes one back alone.
 *
 * @throws ParseError with `path` (`moves[3]`, `undone[0]`, `opening.actions[2]`) and the
 *   IllegalMoveError as `cause` when the game refused it
 */
export function replaySavedGame(game: Replayable, saved: SavedGame): void {
  const actions = saved.opening?.actions ?? [];
  const undone = saved.opening?.undone ?? [];
  replayPart(game, { actions: 'opening.actions', moves: 'moves' }, actions, saved.moves);
  replayPart(game, { actions: 'opening.undone', moves: 'undone' }, undone, saved.undone);
  // Every step back takes back one action or one move, so the saved point is passed through.
  while (game.moveCount > saved.moves.length || game.opening.actions.length > actions.length) {
    if (game.undoAction() === null) break;
  }
}
