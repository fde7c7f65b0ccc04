// WTHOR, the binary database of the Fédération Française d'Othello: every game of the major
// tournaments since 1977, one file a year (WTH_2004.wtb), with the players' and tournaments' names
// in two files of their own (WTHOR.JOU, WTHOR.TRN). The FFO documents it
// (https://www.ffothello.org/wthor/Format_WThor.pdf); all numbers are little-endian.
//
// Every file opens with a 16-byte header: the century, year, month and day it was made, the
// number of games (4 bytes), the number of names (2 bytes; 0 in a game file), the year the games
// were played (2 bytes), the board size (0 or 8 for 8x8, 10 for 10x10), the kind of game (0, or 1
// for solitaires), the depth at which the theoretical scores were computed, and a spare byte.
// Each game then takes 68 bytes: tournament, black player and white player as numbers into the
// name files (2 bytes each), black's discs at the end (empty squares going to the winner), the
// theoretical score (black's discs under perfect play from the depth above), and 60 moves, one
// byte each, 10 * row + column with rows from the top (56 is f5), 0 after the last. No passes.

import { describeGiven } from '../describe-value.ts';
import { OptionError } from '../errors.ts';
import { readOptionsObject, refuseOption } from '../options.ts';
import { Position } from '../reversi/position.ts';
import { Reversi } from '../reversi/reversi.ts';
import { RecordError } from './errors.ts';
import { MoveCheck, OthelloReplay, Refusal } from './othello-replay.ts';
import type { ReversiRecord } from './types.ts';

/** The position every WTHOR game starts from. */
const START = Position.start();

/** The header's size in bytes. */
const HEADER = 16;
/** One game's size in bytes. */
const GAME = 68;
/** Where the moves begin in a game. */
const MOVES = 8;
/** Name sizes in the name files, NUL included: players (WTHOR.JOU), tournaments (WTHOR.TRN). */
const PLAYER_NAME = 20;
const TOURNAMENT_NAME = 26;

/**
 * The largest WTHOR file `readWthor` reads, in bytes: 16 MB, some 235,000 games, more than the
 * whole FFO database.
 */
export const WTHOR_MAX_BYTES = 16_000_000;

/**
 * The numbers a WTHOR game carries besides its moves.
 *
 * @example
 * record.wthor; // { tournament: 12, black: 1368, white: 57, score: 40, theoreticalScore: 38 }
 */
export interface WthorGameInfo {
  readonly tournament: number; // index into the tournament names (WTHOR.TRN)
  readonly black: number; // index into the player names (WTHOR.JOU)
  readonly white: number; // the same, for white
  readonly score: number; // black's discs at the end, empty squares to the winner
  readonly theoreticalScore: number; // black's discs under perfect play from the header's depth on
}

/**
 * A game read from a WTHOR file. `result` is the score as the file gives it, black's discs then
 * white's (`'40-24'`); `date` the year of the file's games; `players` and `event` come from the
 * name tables given to `readWthor`, and are missing without them (the numbers are in `wthor`). The
 * file does not say why a game stopped early, so such a game is unfinished in `engine`, which is
 * replayed when first read (every move having been checked already), so that a database of
 * 100,000 games holds its bytes, not 100,000 histories.
 *
 * @example
 * const records = readWthor(bytes, { players: readWthorNames(jou) });
 * records[0].players.black; // 'Tastet Marc'
 */
export interface WthorRecord extends ReversiRecord {
  readonly format: 'wthor';
  readonly wthor: WthorGameInfo; // the numbers as the file has them
}

/**
 * The names `readWthor` puts on its records, each list read from its file by `readWthorNames`.
 *
 * @example
 * readWthor(bytes, { players: readWthorNames(jou), tournaments: readWthorNames(trn) });
 */
export interface WthorNames {
  readonly players?: readonly string[]; // WTHOR.JOU: by player number
  readonly tournaments?: readonly string[]; // WTHOR.TRN: by tournament number
}

/** Bytes as a `Uint8Array` over the same memory. */
function bytesOf(input: unknown, what: string): Uint8Array {
  if (input instanceof Uint8Array) return input;
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  throw new RecordError(
    'wthor',
    `${what} must be bytes (a Uint8Array), got ${describeGiven(input)}`,
    {
      token: '',
    },
  );
}

function fail(
  offset: number,
  message: string,
  extra: { game?: number; ply?: number; cause?: unknown } = {},
): RecordError {
  return new RecordError('wthor', message, { token: '', offset, ...extra });
}

/** The header's fields. */
interface Header {
  readonly games: number; // N1: games in the file
  readonly names: number; // N2: names in the file
  readonly year: number; // the year of the games
  readonly size: number; // the board size, 0 or 8 for 8x8
  readonly kind: number; // 0 for games, 1 for solitaires
}

function readHeader(bytes: Uint8Array, what: string): Header {
  if (bytes.length < HEADER) {
    throw fail(
      bytes.length,
      `${what} of ${bytes.length} bytes is too short for the 16-byte WTHOR header`,
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    games: view.getUint32(4, true),
    names: view.getUint16(8, true),
    year: view.getUint16(10, true),
    size: bytes[12]!,
    kind: bytes[13]!,
  };
}

/**
 * Reads a WTHOR game file (`.wtb`): every move of every game checked from the standard start, the
 * passes WTHOR leaves out made where the side to move has none; each record's `engine` is
 * replayed when first read. Player and tournament names come from the separate name files, read
 * by `readWthorNames` and given as `names`.
 *
 * @returns the games in file order, each whole: never a partial game
 * @throws RecordError (a `ParseError`, `format: 'wthor'`) whose `offset` is the byte it cannot
 *   read, with the `game` (0 for the first) and for a refused move its `ply`: for input that is
 *   no bytes, a header whose game count does not match the length, a name file given for a game
 *   file, a 10x10 or solitaire file, a move byte that is no square, a move after the last, a move
 *   the game refuses, and input longer than `WTHOR_MAX_BYTES`
 * @throws OptionError for `names` that are not lists of strings
 * @example
 * import { readFileSync } from 'node:fs';
 * const records = readWthor(readFileSync('WTH_2004.wtb'));
 * records[0].engine.toMoves(); // 'f5d6c3d3c4…'
 */
export function readWthor(bytes: Uint8Array, names: WthorNames = {}): WthorRecord[] {
  const data = bytesOf(bytes, 'A WTHOR file');
  if (data.length > WTHOR_MAX_BYTES) {
    throw fail(
      0,
      `The input is ${data.length} bytes long, more than the ${WTHOR_MAX_BYTES} a WTHOR file may be`,
    );
  }
  const { players, tournaments } = readNames(names);
  const header = readHeader(data, 'A WTHOR file');
  if (header.games === 0 && header.names > 0) {
    throw fail(
      8,
      `This is a WTHOR name file (WTHOR.JOU or WTHOR.TRN) of ${header.names} names, not a game file: read it with readWthorNames`,
    );
  }
  if (header.size !== 0 && header.size !== 8) {
    throw fail(
      12,
      `This WTHOR file holds games on a ${header.size}x${header.size} board: only 8x8 Othello is supported`,
    );
  }
  if (header.kind !== 0) {
    throw fail(13, `This WTHOR file holds solitaires (kind ${header.kind}), not games`);
  }
  const expected = HEADER + header.games * GAME;
  if (data.length !== expected) {
    const why = data.length < expected ? 'it is cut short' : 'it has bytes after the last game';
    throw fail(
      Math.min(data.length, expected),
      `The WTHOR header says ${header.games} games, ${expected} bytes, but the file has ${data.length}: ${why}`,
    );
  }
  const records: WthorRecord[] = [];
  for (let game = 0; game < header.games; game++) {
    records.push(readGame(data, game, header.year, players, tournaments));
  }
  return records;
}

function readGame(
  data: Uint8Array,
  game: number,
  year: number,
  players: readonly string[] | undefined,
  tournaments: readonly string[] | undefined,
): WthorRecord {
  const at = HEADER + game * GAME;
  const word = (offset: number): number => data[at + offset]! | (data[at + offset + 1]! << 8);
  const info: WthorGameInfo = Object.freeze({
    tournament: word(0),
    black: word(2),
    white: word(4),
    score: data[at + 6]!,
    theoreticalScore: data[at + 7]!,
  });
  if (info.score > 64) {
    throw fail(
      at + 6,
      `WTHOR game ${game + 1} gives black ${info.score} discs, more than the board holds`,
      { game },
    );
  }
  const squares: number[] = []; // the moves as cell indices
  const check = new MoveCheck(START);
  let ended = false;
  for (let i = 0; i < 60; i++) {
    const offset = at + MOVES + i;
    const byte = data[offset]!;
    if (byte === 0) {
      ended = true;
      continue;
    }
    const row = Math.floor(byte / 10);
    const column = byte % 10;
    if (ended || row < 1 || row > 8 || column < 1 || column > 8) {
      const why = ended
        ? 'comes after the 0 that ends the moves'
        : 'is no square (11 to 88, 10 * row + column)';
      throw fail(offset, `WTHOR game ${game + 1}, byte ${offset}: move ${i + 1} (${byte}) ${why}`, {
        game,
        ply: check.entries + 1,
      });
    }
    const square = (row - 1) * 8 + column - 1;
    if (check.step(square) < 0) throw refusal(squares, square, offset, game);
    squares.push(square);
  }
  let engine: Reversi | undefined; // built when first asked for
  const black = players?.[info.black];
  const white = players?.[info.white];
  const event = tournaments?.[info.tournament];
  return Object.freeze({
    format: 'wthor',
    game: 'reversi',
    get engine(): Reversi {
      engine ??= replayGame(squares);
      return engine;
    },
    players: Object.freeze({ ...(black ? { black } : {}), ...(white ? { white } : {}) }),
    comments: Object.freeze([]),
    ...(event ? { event } : {}),
    ...(year > 0 ? { date: String(year) } : {}),
    result: `${info.score}-${64 - info.score}`,
    wthor: info,
  });
}

/** The game of checked moves, replayed through the engine. */
function replayGame(squares: readonly number[]): Reversi {
  const engine = new Reversi();
  const replay = new OthelloReplay(engine);
  for (const square of squares) replay.step(square);
  return engine;
}

/**
 * The error for a move the check refused: the moves replayed through the engine, whose refusal
 * says why in its own words.
 */
function refusal(
  squares: readonly number[],
  square: number,
  offset: number,
  game: number,
): RecordError {
  const replay = new OthelloReplay(new Reversi());
  for (const before of squares) replay.step(before);
  const ply = replay.entries + 1;
  try {
    replay.step(square);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const move = offset - (HEADER + game * GAME + MOVES) + 1;
    return fail(
      offset,
      `WTHOR game ${game + 1}, byte ${offset}: move ${move} is illegal: ${error.message}`,
      {
        game,
        ply,
        cause: error.cause,
      },
    );
  }
  throw new Error(
    `The engine plays move ${ply} of WTHOR game ${game + 1}, which the check refused`,
  );
}

function readNames(names: unknown): WthorNames {
  const fields = readOptionsObject(names, 'names');
  for (const key of ['players', 'tournaments'] as const) {
    const list = fields[key];
    if (
      list !== undefined &&
      (!Array.isArray(list) || list.some((name) => typeof name !== 'string'))
    ) {
      throw refuseOption('names', 'a list of strings', list, `names.${key}`);
    }
  }
  return fields as WthorNames;
}

/**
 * Reads a WTHOR name file: WTHOR.JOU (players, 20 bytes each) or WTHOR.TRN (tournaments, 26
 * bytes each), told apart by their length. The names are in the order of their numbers, as
 * `readWthor` takes them.
 *
 * @throws RecordError for input that is no bytes, or whose header and length fit neither file
 * @example
 * const players = readWthorNames(readFileSync('WTHOR.JOU'));
 * players[1368]; // 'Edax (Delorme)'
 */
export function readWthorNames(bytes: Uint8Array): string[] {
  const data = bytesOf(bytes, 'A WTHOR name file');
  if (data.length > WTHOR_MAX_BYTES) {
    throw fail(
      0,
      `The input is ${data.length} bytes long, more than the ${WTHOR_MAX_BYTES} a WTHOR file may be`,
    );
  }
  const header = readHeader(data, 'A WTHOR name file');
  const count = header.names;
  const size = count === 0 ? 0 : (data.length - HEADER) / count;
  if (header.games !== 0 || (size !== PLAYER_NAME && size !== TOURNAMENT_NAME)) {
    throw fail(
      4,
      `This is no WTHOR name file: its header says ${header.games} games and ${count} names, in ${data.length} bytes (WTHOR.JOU has 20 bytes a name, WTHOR.TRN 26)`,
    );
  }
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const start = HEADER + i * size;
    let end = start;
    while (end < start + size && data[end] !== 0) end++;
    // The names are ISO-8859-1 (Latin-1), whose bytes are the first 256 code points.
    names.push(String.fromCharCode(...data.subarray(start, end)).trim());
  }
  return names;
}

/**
 * A game to write to WTHOR: the game, and the numbers WTHOR keeps with it. A `WthorRecord` is
 * one, and so is any record with an `engine`.
 *
 * @example
 * writeWthor([{ engine: game, wthor: { black: 12, white: 7 } }]);
 */
export interface WthorEntry {
  readonly engine: Reversi; // the game, from the standard start
  readonly wthor?: Partial<Omit<WthorGameInfo, 'score'>>; // player and tournament numbers, theoretical score; 0 and the real score unless given
}

/**
 * Options of `writeWthor`.
 *
 * @example
 * writeWthor(games, { year: 2024, created: new Date(2024, 11, 31) });
 */
export interface WthorWriteOptions {
  /** The year the games were played. @defaultValue the year of `created` */
  readonly year?: number;
  /** When the file was made. @defaultValue now */
  readonly created?: Date;
  /** The depth the theoretical scores were computed from, in empty squares. @defaultValue 0 */
  readonly depth?: number;
}

/**
 * Writes games to a WTHOR game file (`.wtb`), for Thor databases, NBoard or Edax. Each game must
 * begin at the standard start, as WTHOR has no other. Black's score is the final count (empty
 * squares to the winner), the one `finalScore()` gives, also for a game lost on time or by
 * resignation; an unfinished game's is the discs on the board. The theoretical score is the
 * real score unless an entry gives one. `readWthor` reads the file back to the same moves.
 *
 * @throws OptionError for an entry that is no Reversi (or record with one), a game that did
 *   not begin at the standard start, numbers out of range (0 to 65535 for names, 0 to 64 for a
 *   score), or a bad option
 * @example
 * const bytes = writeWthor([Reversi.fromMoves('f5d6c3d3c4')], { year: 2024 });
 * readWthor(bytes)[0].engine.toMoves(); // 'f5d6c3d3c4'
 */
export function writeWthor(
  games: readonly (Reversi | WthorEntry)[],
  options: WthorWriteOptions = {},
): Uint8Array {
  if (!Array.isArray(games)) throw refuseOption('games', 'a list of Reversi games', games);
  const { year, created, depth } = readWriteOptions(options, games.length);
  const data = new Uint8Array(HEADER + games.length * GAME);
  const view = new DataView(data.buffer);
  data[0] = Math.floor(created.getFullYear() / 100);
  data[1] = created.getFullYear() % 100;
  data[2] = created.getMonth() + 1;
  data[3] = created.getDate();
  view.setUint32(4, games.length, true);
  view.setUint16(10, year, true);
  data[12] = 8;
  data[14] = depth;
  games.forEach((entry, i) => {
    writeGame(data, view, HEADER + i * GAME, entry, i);
  });
  return data;
}

function writeGame(
  data: Uint8Array,
  view: DataView,
  at: number,
  entry: unknown,
  index: number,
): void {
  const game = entry instanceof Reversi ? entry : (entry as WthorEntry | null)?.engine;
  if (!(game instanceof Reversi)) {
    throw refuseOption('games', 'a Reversi game or a record with one', entry, `games[${index}]`);
  }
  if (game.toJSON().start !== undefined) {
    throw new OptionError(
      'games',
      `games[${index}] begins from a position of its own: WTHOR only holds games from the standard start`,
    );
  }
  const given = entry instanceof Reversi ? undefined : (entry as WthorEntry).wthor;
  const numbers = given === undefined ? {} : readOptionsObject(given, 'games');
  const number = (key: string, max: number, fallback: number): number => {
    const value = numbers[key] ?? fallback;
    if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > max) {
      throw refuseOption(
        'games',
        `an integer from 0 to ${max}`,
        value,
        `games[${index}].wthor.${key}`,
      );
    }
    return value as number;
  };
  const score = game.status.kind === 'playing' ? game.score().black : game.finalScore().black;
  view.setUint16(at, number('tournament', 0xffff, 0), true);
  view.setUint16(at + 2, number('black', 0xffff, 0), true);
  view.setUint16(at + 4, number('white', 0xffff, 0), true);
  data[at + 6] = score;
  data[at + 7] = number('theoreticalScore', 64, score);
  let i = at + MOVES;
  for (const move of game.moves) {
    if (move.point === null) continue;
    data[i++] = (move.point.y + 1) * 10 + move.point.x + 1;
  }
}

function readWriteOptions(options: unknown, count: number): Required<WthorWriteOptions> {
  const fields = readOptionsObject(options);
  const created = fields.created ?? new Date();
  if (!(created instanceof Date) || Number.isNaN(created.getTime())) {
    throw refuseOption('created', 'a valid Date', created);
  }
  const year = fields.year ?? created.getFullYear();
  if (!Number.isInteger(year) || (year as number) < 0 || (year as number) > 0xffff) {
    throw refuseOption('year', 'an integer from 0 to 65535', year);
  }
  const depth = fields.depth ?? 0;
  if (!Number.isInteger(depth) || (depth as number) < 0 || (depth as number) > 60) {
    throw refuseOption('depth', 'an integer from 0 to 60', depth);
  }
  if (HEADER + count * GAME > WTHOR_MAX_BYTES) {
    throw new OptionError(
      'games',
      `${count} games make a WTHOR file larger than the ${WTHOR_MAX_BYTES} bytes readWthor reads`,
    );
  }
  return { created, year: year as number, depth: depth as number };
}
