// Share codes: a whole game in a few dozen URL-safe characters, for links. The code is base64url
// (RFC 4648 §5, no padding) of a small binary form:
//
//   byte 0      version, 1
//   byte 1      the game: 0 Gomoku, 1 Reversi
//   Gomoku      size; rule | opening << 2 | forbidden moves lose << 5 | set up from a position << 6;
//               the result off the board (0 none, 1 resignation, 2 time) | black won << 2;
//               for a position, the side to move (0 black, 1 white) and the cells, 2 bits each
//               (0 empty, 1 black, 2 white), 4 to a byte, top row first;
//               for an opening other than free, the number of its actions, then each action as
//               a tag (0 place, 1 select, 2 choose, 3 declare, 4 offer) and its point, choice,
//               count, or number of points and points;
//               then the moves the opening did not place, one point each: y * size + x in one
//               byte on boards up to 16x16, in two (high byte first) on larger ones
//   Reversi     auto-pass | started from a position << 1 | result off the board << 2 (as above)
//               | black won << 4 | white to move in that position << 5; for a position, its 64
//               cells as above; then one byte per entry of the history: the square y * 8 + x
//               (rows from the top, as Reversi counts them), or 64 for a pass
//
// The tables below fix the numbers: a code made today must read the same game for good, so
// entries are only ever added at the end. Decoding builds the game's saved form and loads it
// with `fromJSON`, which checks every move.

import { describeValue } from '../describe-value.ts';
import { OptionError, ParseError } from '../errors.ts';
import { Gomoku } from '../gomoku/game.ts';
import type {
  GomokuJSON,
  GomokuRuleName,
  OpeningAction,
  OpeningChoice,
  OpeningRuleName,
} from '../gomoku/types.ts';
import { Reversi } from '../reversi/reversi.ts';
import type { ReversiJSON } from '../reversi/types.ts';
import type { SavedResult } from '../types.ts';
import { RecordError } from './errors.ts';
import type { GameRecord } from './types.ts';

const VERSION = 1;
const GOMOKU = 0;
const REVERSI = 1;

const RULES: readonly GomokuRuleName[] = ['freestyle', 'standard', 'renju', 'caro'];
const OPENINGS: readonly OpeningRuleName[] = [
  'free',
  'centre',
  'swap1',
  'swap2',
  'rif',
  'yamaguchi',
  'taraguchi-10',
];
const CHOICES: readonly OpeningChoice[] = ['black', 'white', 'place-two', 'swap', 'keep', 'offer'];
const ACTIONS = ['place', 'select', 'choose', 'declare', 'offer'] as const;
const REASONS = [null, 'resignation', 'time'] as const;
const PASS = 64;

/**
 * The longest share code `decodeShareCode` reads: a Gomoku game on the largest board with every
 * point played takes under 2,000 characters.
 */
const MAX_CODE = 10_000;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: readonly number[]): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) text += ALPHABET[(chunk >> (18 - 6 * c)) & 63];
  }
  return text;
}

/** The bytes of a base64url text, or the offset of its first character that is not one. */
function fromBase64Url(text: string): number[] | number {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const value = ALPHABET.indexOf(text[i]!);
    if (value < 0) return i;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/** Writes bytes, growing as needed. */
class Writer {
  readonly bytes: number[] = [];

  byte(value: number): void {
    this.bytes.push(value & 0xff);
  }

  /** A cell index, in one byte on boards of up to 256 cells, else in two. */
  cell(index: number, cells: number): void {
    if (cells > 256) this.byte(index >> 8);
    this.byte(index);
  }

  /** Cells of 0 (empty), 1 (black) or 2 (white), four to a byte, the first in the high bits. */
  cells(values: readonly number[]): void {
    for (let i = 0; i < values.length; i += 4) {
      let byte = 0;
      for (let j = 0; j < 4; j++) byte |= (values[i + j] ?? 0) << (6 - 2 * j);
      this.byte(byte);
    }
  }
}

/** Reads bytes in turn; running out, or a value out of range, is a RecordError at its offset. */
class Reader {
  readonly #bytes: readonly number[];
  offset = 0;

  constructor(bytes: readonly number[]) {
    this.#bytes = bytes;
  }

  get done(): boolean {
    return this.offset >= this.#bytes.length;
  }

  byte(what: string): number {
    const value = this.#bytes[this.offset];
    if (value === undefined) throw this.fail(`the code ends before ${what}`);
    this.offset++;
    return value;
  }

  cell(cells: number, what: string): number {
    const high = cells > 256 ? this.byte(what) << 8 : 0;
    const index = high | this.byte(what);
    if (index >= cells) throw this.fail(`${what} is cell ${index}, past the board's ${cells}`, -1);
    return index;
  }

  cells(count: number): number[] {
    const values: number[] = [];
    for (let i = 0; i < count; i += 4) {
      const byte = this.byte('the end of the position');
      for (let j = 0; j < 4 && i + j < count; j++) values.push((byte >> (6 - 2 * j)) & 3);
    }
    return values;
  }

  /** A value from a table by its number. */
  pick<T>(table: readonly T[], what: string, value: number): T {
    const picked = table[value];
    if (picked === undefined) throw this.fail(`${what} ${value} is not one this version knows`, -1);
    return picked;
  }

  fail(reason: string, back = 0): RecordError {
    const offset = Math.max(0, this.offset + back);
    return new RecordError('share', `Cannot read the share code at byte ${offset}: ${reason}`, {
      token: '',
      offset,
    });
  }
}

/**
 * A game as a share code: a short URL-safe text (base64url) holding the game's moves, its rule,
 * size and opening with its choices (Gomoku), the position it was set up from, and a result
 * off the board (resignation, time). Players, comments and the redo stack are not kept: a link
 * shares the game as played. `decodeShareCode` reads it back; the code is the same for the same
 * game.
 *
 * @throws OptionError when `game` is not a Gomoku or Reversi game
 * @example
 * encodeShareCode(Gomoku.fromMoves('h8 i9')); // 'AQAPAABwgA'
 * encodeShareCode(Reversi.fromMoves('f5d6')); // 'AQEBJSs'
 */
export function encodeShareCode(game: Gomoku | Reversi): string {
  const writer = new Writer();
  writer.byte(VERSION);
  if (game instanceof Gomoku) encodeGomoku(game.toJSON(), writer);
  else if (game instanceof Reversi) encodeReversi(game.toJSON(), writer);
  else {
    throw new OptionError(
      'game',
      `Expected a Gomoku or Reversi game to share, got ${describeValue(game)}`,
    );
  }
  return toBase64Url(writer.bytes);
}

function resultBits(result: SavedResult | undefined): number {
  if (result === undefined) return 0;
  return REASONS.indexOf(result.reason) | ((result.winner === 'black' ? 1 : 0) << 2);
}

/** A point name the engine wrote (`'h8'`) as a cell index on a board of `size`. */
function gomokuIndex(name: string, size: number): number {
  return (Number(name.slice(1)) - 1) * size + (name.charCodeAt(0) - 97);
}

function gomokuName(index: number, size: number): string {
  return `${String.fromCharCode(97 + (index % size))}${Math.floor(index / size) + 1}`;
}

function encodeGomoku(saved: GomokuJSON, writer: Writer): void {
  const { size, rule, position, opening } = saved;
  const cells = size * size;
  writer.byte(GOMOKU);
  writer.byte(size);
  const rulesByte =
    RULES.indexOf(rule) |
    (OPENINGS.indexOf(opening?.rule ?? 'free') << 2) |
    ((saved.forbiddenMoves === 'lose' ? 1 : 0) << 5) |
    ((position === undefined ? 0 : 1) << 6);
  writer.byte(rulesByte);
  writer.byte(resultBits(saved.result));
  if (position !== undefined) {
    writer.byte(position.toMove === 'black' ? 0 : 1);
    // The board text runs from the top row; cell indices from the bottom one.
    const values: number[] = [];
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const cell = position.board[(size - 1 - y) * size + x];
        values.push(cell === 'X' ? 1 : cell === 'O' ? 2 : 0);
      }
    }
    writer.cells(values);
  }
  let placed = 0;
  if (opening !== undefined) {
    writer.byte(opening.actions.length);
    for (const action of opening.actions) {
      writer.byte(ACTIONS.indexOf(action.type));
      if (action.type === 'place' || action.type === 'select') {
        writer.cell(gomokuIndex(action.point, size), cells);
        placed++;
      } else if (action.type === 'choose') writer.byte(CHOICES.indexOf(action.choice));
      else if (action.type === 'declare') writer.byte(action.count);
      else {
        writer.byte(action.points.length);
        for (const point of action.points) writer.cell(gomokuIndex(point, size), cells);
      }
    }
  }
  for (const move of saved.moves.slice(placed)) writer.cell(gomokuIndex(move, size), cells);
}

function encodeReversi(saved: ReversiJSON, writer: Writer): void {
  writer.byte(REVERSI);
  const start = saved.start;
  const flags =
    (saved.autoPass ? 1 : 0) |
    ((start === undefined ? 0 : 1) << 1) |
    (resultBits(saved.result) << 2) |
    ((start?.trimEnd().endsWith('O') ? 1 : 0) << 5);
  writer.byte(flags);
  if (start !== undefined) {
    const values: number[] = [];
    for (let i = 0; i < 64; i++) values.push(start[i] === 'X' ? 1 : start[i] === 'O' ? 2 : 0);
    writer.cells(values);
  }
  for (const move of saved.moves) {
    writer.byte(move === 'pass' ? PASS : (Number(move[1]) - 1) * 8 + (move.charCodeAt(0) - 97));
  }
}

/**
 * Reads a share code (`encodeShareCode`), alone or at the end of a link (after its last `#`,
 * `=` or `/`), into a record of the game: format `'share'`, no players or comments.
 *
 * @throws RecordError with the byte `offset` of what does not fit: a character that is not
 *   base64url, a code from a newer version, one cut short or with bytes left over, a move the
 *   game refuses (with its `ply`)
 * @example
 * decodeShareCode('AQAPAABwgA').engine.toMoves(); // 'h8 i9'
 * decodeShareCode('https://example.com/play#AQEBJSs').game; // 'reversi'
 */
export function decodeShareCode(text: string): GameRecord {
  if (typeof text !== 'string') {
    throw new RecordError('share', `Expected a share code, got ${typeof text}`, { token: '' });
  }
  const code = shareCodeOf(text);
  if (code.length > MAX_CODE) {
    throw new RecordError(
      'share',
      `The share code is ${code.length} characters long, more than the ${MAX_CODE} a game needs`,
      { token: code.slice(0, 10) },
    );
  }
  const bytes = fromBase64Url(code);
  if (typeof bytes === 'number') {
    const char = code[bytes]!;
    throw new RecordError(
      'share',
      `Expected a share code of letters, digits, '-' and '_', got '${char}' at character ${bytes}`,
      { token: char, offset: bytes },
    );
  }
  const reader = new Reader(bytes);
  const version = reader.byte('its version');
  if (version !== VERSION) {
    throw reader.fail(`version ${version} is not one this version reads (${VERSION})`, -1);
  }
  const kind = reader.byte('the game');
  if (kind === GOMOKU) return readGomoku(reader);
  if (kind === REVERSI) return readReversi(reader);
  throw reader.fail(`game ${kind} is neither Gomoku (0) nor Reversi (1)`, -1);
}

/** The code itself: the text trimmed, after the last '#', '=' or '/' of a link. */
export function shareCodeOf(text: string): string {
  const trimmed = text.trim();
  const cut = Math.max(
    trimmed.lastIndexOf('#'),
    trimmed.lastIndexOf('='),
    trimmed.lastIndexOf('/'),
  );
  return trimmed.slice(cut + 1);
}

function readResult(bits: number, reader: Reader): SavedResult | undefined {
  const reason = reader.pick(REASONS, 'result', bits & 3);
  if (reason === null) return undefined;
  return { reason, winner: (bits >> 2) & 1 ? 'black' : 'white' };
}

function readGomoku(reader: Reader): GameRecord {
  const size = reader.byte('the size');
  if (size < 5 || size > 26) throw reader.fail(`size ${size} is not 5 to 26`, -1);
  const cells = size * size;
  const rules = reader.byte('the rules');
  const rule = reader.pick(RULES, 'rule', rules & 3);
  const opening = reader.pick(OPENINGS, 'opening', (rules >> 2) & 7);
  const lose = (rules >> 5) & 1;
  const result = readResult(reader.byte('the result'), reader);
  let position: GomokuJSON['position'];
  if ((rules >> 6) & 1) {
    const toMove = reader.byte('the side to move') ? 'white' : 'black';
    const values = reader.cells(cells);
    let board = '';
    for (let row = size - 1; row >= 0; row--) {
      for (let x = 0; x < size; x++) board += '.XO?'[values[row * size + x]!];
    }
    position = { board, toMove };
  }
  const actions: OpeningAction<string>[] = [];
  const moves: string[] = [];
  if (opening !== 'free') {
    const count = reader.byte('the number of opening actions');
    for (let i = 0; i < count; i++) {
      const type = reader.pick(ACTIONS, 'opening action', reader.byte('an opening action'));
      if (type === 'place' || type === 'select') {
        const point = gomokuName(reader.cell(cells, 'a point'), size);
        actions.push({ type, point });
        moves.push(point);
      } else if (type === 'choose') {
        actions.push({ type, choice: reader.pick(CHOICES, 'choice', reader.byte('a choice')) });
      } else if (type === 'declare') {
        actions.push({ type, count: reader.byte('a count') });
      } else {
        const points: string[] = [];
        const n = reader.byte('a number of points');
        for (let p = 0; p < n; p++) points.push(gomokuName(reader.cell(cells, 'a point'), size));
        actions.push({ type, points });
      }
    }
  }
  while (!reader.done) moves.push(gomokuName(reader.cell(cells, 'a move'), size));
  const saved: GomokuJSON = {
    game: 'gomoku',
    version: 1,
    size,
    rule,
    moves,
    undone: [],
    ...(position === undefined ? {} : { position }),
    ...(lose ? { forbiddenMoves: 'lose' as const } : {}),
    ...(opening === 'free' ? {} : { opening: { rule: opening, actions, undone: [] } }),
    ...(result === undefined ? {} : { result }),
  };
  const engine = load(() => Gomoku.fromJSON(saved));
  return {
    format: 'share',
    game: 'gomoku',
    engine,
    rule,
    size,
    opening,
    players: {},
    comments: [],
  };
}

function readReversi(reader: Reader): GameRecord {
  const flags = reader.byte('the settings');
  const result = readResult(flags >> 2, reader);
  let start: string | undefined;
  if ((flags >> 1) & 1) {
    const values = reader.cells(64);
    start = `${values.map((value) => '-XO?'[value]).join('')} ${(flags >> 5) & 1 ? 'O' : 'X'}`;
  }
  const moves: string[] = [];
  while (!reader.done) {
    const index = reader.byte('a move');
    if (index > PASS)
      throw reader.fail(`move ${index} is neither a square (0-63) nor a pass (64)`, -1);
    moves.push(
      index === PASS
        ? 'pass'
        : `${String.fromCharCode(97 + (index % 8))}${Math.floor(index / 8) + 1}`,
    );
  }
  const saved: ReversiJSON = {
    game: 'reversi',
    version: 1,
    ...(start === undefined ? {} : { start }),
    autoPass: (flags & 1) === 1,
    moves,
    undone: [],
    ...(result === undefined ? {} : { result }),
  };
  const engine = load(() => Reversi.fromJSON(saved));
  return { format: 'share', game: 'reversi', engine, players: {}, comments: [] };
}

/**
 * Loads the saved form the code stands for, turning a refusal into a RecordError: the byte
 * offset is not kept past decoding, so the error names the move.
 */
function load<T>(fromJSON: () => T): T {
  try {
    return fromJSON();
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    const index = /^moves\[(\d+)\]$/.exec(error.path ?? '');
    const ply = index === null ? {} : { ply: Number(index[1]) + 1 };
    throw new RecordError(
      'share',
      `The share code holds a game that cannot be replayed: ${error.message}`,
      {
        token: error.token,
        cause: error,
        ...ply,
      },
    );
  }
}
