// GGF, the Generic Game Format of the Generic Game Server (GGS), whose Othello server and its
// archives wrote it for two decades, and which Edax, NBoard and NTest read and write. Described by
// Michael Buro at https://skatgame.net/mburo/ggsa/ggf: a game is `(;` properties `;)`, each a
// name and a value in brackets (no escapes: a value runs to the next `]`); `BO` gives the start
// position and the side to move, `B` and `W` the moves with an optional evaluation and time
// (`B[d3/1.50/4.12]`), `RE` the result for black with `:r` for a resignation, `:t` for a loss on
// time and `:s` for a score agreed by both players, `TY` the game type (`8`, `8k` with komi,
// `s8r20` a synchro game from a random start of 20 discs, `8a` anti-Othello). Files hold many
// games, one a line, the GGS archives putting the match's number before each.

import { clip, describeGiven } from '../describe-value.ts';
import { OptionError } from '../errors.ts';
import { readOptionsObject, refuseOption } from '../options.ts';
import { Position } from '../reversi/position.ts';
import { Reversi } from '../reversi/reversi.ts';
import { locate } from '../reversi/squares.ts';
import type { LossReason, Stone } from '../types.ts';
import { checkLength, RecordError, textError } from './errors.ts';
import {
  concedeRecorded,
  MoveCheck,
  OthelloReplay,
  opponentOf,
  type RecordMove,
  Refusal,
} from './othello-replay.ts';
import type { RecordInfo, ReversiRecord } from './types.ts';

/**
 * The longest GGF text `readGgf` reads, in characters: 16 MB, some 15,000 games of the GGS
 * archives, which a browser replays in a few seconds.
 */
export const GGF_MAX_LENGTH = 16_000_000;

/**
 * The most games `readGgf` reads from one text: 50,000, five times a GGS archive file of 10,000
 * games, so that a text of tiny games cannot hold a million records.
 */
export const GGF_MAX_GAMES = 50_000;

/**
 * What a GGF move carries besides the square: the evaluation the program that played it sent, and
 * the time it took. Either may be missing, and both are for a pass the game made by itself.
 *
 * @example
 * readGgf('(;GM[Othello]BO[8 … *]B[d3/1.50/4.12];)')[0].notes[0]; // { eval: 1.5, time: 4.12 }
 */
export interface GgfMoveNote {
  readonly eval?: number; // the mover's evaluation, in discs, as its program sent it
  readonly time?: number; // seconds the move took
}

/**
 * A pair of values, one per side, as GGF gives ratings (`RB`, `RW`) and time controls (`TB`,
 * `TW`, or `TI` for both).
 *
 * @example
 * record.ratings; // { black: '2197.01', white: '2199.72' }
 */
export interface GgfSides {
  readonly black?: string; // black's, as written
  readonly white?: string; // white's, as written
}

/**
 * What `writeGgf` writes besides the moves: the fields of every record (`players`, `place`,
 * `date`, `result`) and GGF's own. A `GgfRecord` is one, so a game read from GGF is written back
 * as it was: `writeGgf(record.engine, record)`.
 *
 * @example
 * writeGgf(game, { players: { black: 'Saio', white: 'ant' }, timeControl: { black: '15:00//02:00', white: '15:00//02:00' } });
 */
export interface GgfInfo extends RecordInfo {
  readonly ratings?: GgfSides; // RB and RW, as written: '2197.01'
  readonly timeControl?: GgfSides; // TI (both sides), or TB and TW: '05:00//02:00'
  readonly type?: string; // TY, the game type: '8', '8k' (komi), 's8r20' (synchro, random start)
  readonly komi?: string; // KM, the komi of a komi game, for black, as written: '-0.500'
  readonly notes?: readonly GgfMoveNote[]; // one per entry of engine.moves, passes included
}

/**
 * An Othello game read from GGF: the shared record fields (`place` is `PC`, `date` is `DT` as
 * written, `result` is `RE` as written, such as `'+12.000'` or `'-64.000:r'`) and GGF's own.
 * `notes` has one entry per entry of `engine.moves`. `engine` is replayed when first read, every
 * move having been checked already.
 *
 * @example
 * const [record] = readGgf(text);
 * record.players.black; // 'Saio1200'
 * record.notes[0].time; // 0.01
 */
export interface GgfRecord extends ReversiRecord {
  readonly format: 'ggf';
  readonly ratings: GgfSides; // RB and RW, {} when absent
  readonly timeControl: GgfSides; // TI, or TB and TW, {} when absent
  readonly type?: string; // TY as written
  readonly komi?: string; // KM as written
  readonly notes: readonly GgfMoveNote[]; // per entry of engine.moves
}

/** A property as written: name, value, and where each starts. */
interface Property {
  readonly name: string; // upper case as written; GGF's are
  readonly value: string; // between the brackets
  readonly at: number; // offset of the name
  readonly valueAt: number; // offset of the value's first character
}

/** A game's properties in order, and where it starts. */
interface RawGame {
  readonly at: number; // offset of its '(;'
  readonly properties: readonly Property[];
}

// The properties a game has at most once; B and W repeat, and others are read past.
const SINGLE = new Set([
  'GM',
  'PC',
  'DT',
  'PB',
  'PW',
  'RB',
  'RW',
  'TI',
  'TB',
  'TW',
  'TY',
  'RE',
  'BO',
  'KM',
]);

/**
 * Reads the Othello games of a GGF text: one or many `(;GM[Othello]…;)` games, whitespace
 * between them (the GGS archives' match numbers too), every move checked from the position `BO`
 * gives (the standard start when absent), passes written `PA` or `pass` or left out. `RE[…:r]`
 * and `RE[…:t]` end the game by resignation or on time (`engine.status.reason`) unless the board
 * has ended it. Properties it does not know (the komi moves `KB`, `KW`, say) are read past. Each
 * record's `engine` is replayed when first read, so that a file of thousands of games costs
 * little until a game is opened.
 *
 * @returns the games in file order, each whole: never a partial game
 * @throws RecordError (a `ParseError`, `format: 'ggf'`) with the `line`, `column` and `offset` of
 *   what it cannot read, the `game` (0 for the first) and for a refused move its `ply`, for text
 *   that is no GGF, a game that is not Othello, a board other than 8x8 (`TY[10]`, `BO[10 …]`),
 *   anti-Othello (`TY[8a]`), a move not on the board or not legal, a move by the side not to
 *   move, and text longer than `GGF_MAX_LENGTH` or of more than `GGF_MAX_GAMES` games
 * @example
 * const [record] = readGgf('(;GM[Othello]PB[Ann]PW[Bo]RE[+2.000]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5]W[F6];)');
 * record.engine.toMoves(); // 'f5f6'
 * record.players; // { black: 'Ann', white: 'Bo' }
 */
export function readGgf(text: string): GgfRecord[] {
  if (typeof text !== 'string') {
    throw new RecordError('ggf', `A GGF record must be text, got ${describeGiven(text)}`, {
      token: '',
    });
  }
  checkLength('ggf', text.length, GGF_MAX_LENGTH);
  const games = scanGames(text);
  if (games.length === 0) {
    throw new RecordError('ggf', "No GGF game in the text: a game begins with '(;GM[Othello]'", {
      token: text.slice(0, 40),
      offset: 0,
      line: 1,
      column: 1,
    });
  }
  return games.map((game, index) => readGame(text, game, index));
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

// Property names are one or two letters; a longer run of letters is prose, not GGF.
const LONGEST_NAME = 4;

/** Splits the text into games and their properties, checking only the syntax. */
function scanGames(text: string): RawGame[] {
  const games: RawGame[] = [];
  let i = 0;
  const fail = (at: number, length: number, why: string): RecordError =>
    textError('ggf', text, at, (where) => `GGF ${where}: ${why}`, {
      length,
      game: games.length,
    });
  while (true) {
    // Between games: whitespace, and the match numbers of the GGS archives ('2 (;…;)(;…;)').
    while (i < text.length) {
      const code = text.charCodeAt(i);
      if (!isSpace(code) && !(code >= 48 && code <= 57)) break;
      i++;
    }
    if (i >= text.length) return games;
    if (games.length === GGF_MAX_GAMES) {
      throw fail(i, 10, `more than ${GGF_MAX_GAMES} games: split the file to read it`);
    }
    if (text[i] !== '(' || text[i + 1] !== ';') {
      throw fail(i, 10, `unexpected '${text[i]}': a game begins with '(;'`);
    }
    const at = i;
    i += 2;
    const properties: Property[] = [];
    while (true) {
      while (i < text.length && isSpace(text.charCodeAt(i))) i++;
      if (i >= text.length) {
        throw fail(at, 2, `game ${games.length + 1} never ends: expected ';)' after its last move`);
      }
      if (text[i] === ';' && text[i + 1] === ')') {
        i += 2;
        break;
      }
      const nameAt = i;
      while (i < text.length && isLetter(text.charCodeAt(i)) && i - nameAt <= LONGEST_NAME) i++;
      if (i === nameAt || i - nameAt > LONGEST_NAME) {
        throw fail(
          nameAt,
          10,
          `unexpected '${text[nameAt]}': expected a property such as PB[…], or ';)' to end the game`,
        );
      }
      const name = text.slice(nameAt, i);
      if (text[i] !== '[') {
        throw fail(i, 1, `expected '[' after the property name ${name}`);
      }
      const close = text.indexOf(']', i + 1);
      if (close < 0) throw fail(nameAt, 10, `the value of ${name} never ends: expected ']'`);
      properties.push({
        name: name.toUpperCase(),
        value: text.slice(i + 1, close),
        at: nameAt,
        valueAt: i + 1,
      });
      i = close + 1;
    }
    games.push({ at, properties });
  }
}

/** Reads one game's properties and replays its moves. */
function readGame(text: string, raw: RawGame, index: number): GgfRecord {
  const fail = (
    at: number,
    length: number,
    why: string,
    extra: { ply?: number; cause?: unknown } = {},
  ) =>
    textError('ggf', text, at, (where) => `GGF game ${index + 1}, ${where}: ${why}`, {
      length,
      game: index,
      ...extra,
    });
  const single = new Map<string, Property>();
  const moves: Property[] = [];
  for (const property of raw.properties) {
    if (property.name === 'B' || property.name === 'W') moves.push(property);
    else if (SINGLE.has(property.name)) {
      if (single.has(property.name)) {
        throw fail(property.at, 10, `${property.name} appears twice, so the game says two things`);
      }
      single.set(property.name, property);
    }
  }
  const value = (name: string): string | undefined => single.get(name)?.value;
  // A field for each property present with some text; GGS writes PW[] for nobody.
  const field = <K extends string>(key: K, name: string): { [k in K]?: string } => {
    const text = value(name);
    return text ? ({ [key]: text } as { [k in K]: string }) : {};
  };

  const gm = single.get('GM');
  if (gm === undefined) throw fail(raw.at, 10, 'no GM[Othello]: which game is it?');
  if (gm.value.trim().toLowerCase() !== 'othello') {
    throw fail(gm.valueAt, gm.value.length, `GM[${clip(gm.value)}] is not Othello`);
  }
  const type = single.get('TY');
  if (type !== undefined) checkType(type, fail);
  const start = startOf(single.get('BO'), fail);
  const { played, notes } = checkMoves(start, moves, fail);
  const result = single.get('RE');
  // A game the board has ended keeps the result its moves earned (concedeRecorded).
  const concession = result === undefined ? null : readConcession(result, fail);
  let engine: Reversi | undefined; // built when first asked for

  const sides = (black: string | undefined, white: string | undefined): GgfSides => ({
    ...(black ? { black } : {}),
    ...(white ? { white } : {}),
  });
  const both = value('TI');
  const record: GgfRecord = {
    format: 'ggf',
    game: 'reversi',
    get engine(): Reversi {
      engine ??= replayGame(start, played, concession);
      return engine;
    },
    players: sides(value('PB'), value('PW')),
    comments: [],
    ...field('place', 'PC'),
    ...field('date', 'DT'),
    ...(result === undefined ? {} : { result: result.value }),
    ratings: sides(value('RB'), value('RW')),
    timeControl: both ? sides(both, both) : sides(value('TB'), value('TW')),
    ...(type === undefined ? {} : { type: type.value }),
    ...field('komi', 'KM'),
    notes,
  };
  return record;
}

type Fail = (
  at: number,
  length: number,
  why: string,
  extra?: { ply?: number; cause?: unknown },
) => RecordError;

/** What a game type says: the board's size and whether the game is anti-Othello. */
interface GameType {
  readonly size: number; // board width
  readonly anti: boolean; // the side with fewer discs wins
}

/**
 * Reads a GGS Othello game type: an optional `s` (synchro), the board size, then `k` (komi),
 * `r` and a number (random start), `a` (anti), `b` or `w` (a colour asked for). Null when it is
 * none.
 */
function parseType(text: string): GameType | null {
  const match = /^s?(\d{1,2})((?:k|a|b|w|r\d{1,2})*)$/i.exec(text.trim());
  if (match === null) return null;
  return { size: Number(match[1]), anti: /a/i.test(match[2]!) };
}

function checkType(type: Property, fail: Fail): void {
  const parsed = parseType(type.value);
  if (parsed === null) {
    throw fail(
      type.valueAt,
      type.value.length,
      `TY[${clip(type.value)}] is no Othello game type such as 8, 8k or s8r20`,
    );
  }
  if (parsed.size !== 8) {
    throw fail(
      type.valueAt,
      type.value.length,
      `TY[${clip(type.value)}] is a game on a ${parsed.size}x${parsed.size} board: only 8x8 Othello is supported`,
    );
  }
  if (parsed.anti) {
    throw fail(
      type.valueAt,
      type.value.length,
      `TY[${clip(type.value)}] is anti-Othello, where fewer discs win: not supported`,
    );
  }
}

/** The game at the position `BO` gives: the board's size, 64 cells (`-`, `*`, `O`), the side to move. */
function startOf(board: Property | undefined, fail: Fail): Start {
  if (board === undefined) return STANDARD;
  const { value, valueAt } = board;
  let i = 0;
  while (i < value.length && isSpace(value.charCodeAt(i))) i++;
  const sizeAt = i;
  while (i < value.length && !isSpace(value.charCodeAt(i))) i++;
  const size = value.slice(sizeAt, i);
  if (size !== '8') {
    throw fail(
      valueAt + sizeAt,
      size.length,
      `BO[${clip(size)} …] is a board of size ${clip(size) || 'nothing'}: only 8x8 Othello is supported`,
    );
  }
  let cells = '';
  let turn: Stone | null = null;
  for (; i < value.length; i++) {
    const char = value[i]!;
    if (isSpace(value.charCodeAt(i))) continue;
    const cell =
      char === '-' ? '-' : char === '*' ? 'X' : char === 'O' || char === 'o' ? 'O' : null;
    if (cell === null || turn !== null) {
      const why =
        turn !== null
          ? 'comes after the side to move'
          : 'is no cell: - (empty), * (black) or O (white)';
      throw fail(valueAt + i, 1, `'${char}' in BO ${why}`);
    }
    if (cells.length < 64) cells += cell;
    else if (cell === '-') {
      throw fail(valueAt + i, 1, `'-' in BO after 64 cells: expected the side to move, * or O`);
    } else turn = cell === 'X' ? 'black' : 'white';
  }
  if (turn === null) {
    throw fail(
      board.at,
      10,
      `BO has ${cells.length} of 64 cells${cells.length === 64 ? ' and no side to move (* or O)' : ''}`,
    );
  }
  return { cells, turn };
}

/** Where a game starts: 64 cells (`X`, `O`, `-`) and the side to move. */
interface Start {
  readonly cells: string; // a1 to h8, as Reversi.fromPosition reads them
  readonly turn: Stone; // the side to move
}

const STANDARD: Start = { cells: `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`, turn: 'black' };

/** The game at `start`, in the engine. */
function startGame(start: Start): Reversi {
  return start === STANDARD
    ? new Reversi()
    : Reversi.fromPosition(start.cells, { toMove: start.turn });
}

/** A move read and checked: who played it, what, and the property it came from. */
interface Played {
  readonly stone: Stone; // B or W
  readonly move: RecordMove; // a cell index, or 'pass'
  readonly property: Property; // as written, for errors
}

/** A result off the board that RE states: who lost, and how. */
interface Concession {
  readonly loser: Stone;
  readonly reason: LossReason;
}

/** The checked game, replayed through the engine, ended as RE says. */
function replayGame(
  start: Start,
  played: readonly Played[],
  concession: Concession | null,
): Reversi {
  const engine = startGame(start);
  const replay = new OthelloReplay(engine);
  for (const { stone, move } of played) replay.step(move, stone);
  if (concession !== null) concedeRecorded(engine, concession.loser, concession.reason);
  return engine;
}

/**
 * Reads and checks the `B` and `W` moves from `start`; returns them and the notes, one per entry
 * of the game the engine will make of them.
 */
function checkMoves(
  start: Start,
  moves: readonly Property[],
  fail: Fail,
): { played: Played[]; notes: GgfMoveNote[] } {
  const cells = Array.from(start.cells, (cell) =>
    cell === 'X' ? 'black' : cell === 'O' ? 'white' : null,
  );
  const check = new MoveCheck(Position.fromCells(cells, start.turn));
  const played: Played[] = [];
  const notes: GgfMoveNote[] = [];
  for (const move of moves) {
    const stone: Stone = move.name === 'B' ? 'black' : 'white';
    const parts = move.value.split('/');
    const ply = check.entries + 1;
    const at = (part: number): number =>
      move.valueAt + parts.slice(0, part).join('/').length + (part > 0 ? 1 : 0);
    if (parts.length > 3) {
      throw fail(
        move.valueAt,
        move.value.length,
        `${move.name}[${clip(move.value)}] has more than a move, an evaluation and a time`,
        { ply },
      );
    }
    const square = parts[0]!.trim();
    const lower = square.toLowerCase();
    const pass = lower === 'pa' || lower === 'pass' || lower === 'ps';
    const index = pass ? -1 : locate(square);
    if (!pass && index < 0) {
      throw fail(
        move.valueAt,
        square.length,
        `move ${ply} ${move.name}[${clip(square)}] is no square (a1 to h8) or pass (PA)`,
        { ply },
      );
    }
    const note: { eval?: number; time?: number } = {};
    const evaluation = parts[1]?.trim() ?? '';
    if (evaluation !== '') {
      const number = readNumber(evaluation);
      if (number === null)
        throw fail(
          at(1),
          evaluation.length,
          `'${clip(evaluation)}' after move ${ply} is no evaluation: expected a number such as -1.50`,
          { ply },
        );
      note.eval = number;
    }
    const time = parts[2]?.trim() ?? '';
    if (time !== '') {
      const seconds = readSeconds(time);
      if (seconds === null)
        throw fail(
          at(2),
          time.length,
          `'${clip(time)}' after move ${ply} is no time: expected seconds such as 4.12, or 01:30`,
          { ply },
        );
      note.time = seconds;
    }
    const next: Played = { stone, move: pass ? 'pass' : index, property: move };
    const entry = check.step(next.move, stone);
    if (entry < 0) throw refusal(start, played, next, fail);
    played.push(next);
    notes[entry] = note;
  }
  const all: GgfMoveNote[] = [];
  const empty: GgfMoveNote = Object.freeze({});
  for (let i = 0; i < check.entries; i++) all.push(Object.freeze(notes[i] ?? empty));
  return { played, notes: all };
}

/**
 * The error for a move the check refused: the game replayed through the engine, whose refusal
 * says why in its own words.
 */
function refusal(start: Start, played: readonly Played[], move: Played, fail: Fail): RecordError {
  const replay = new OthelloReplay(startGame(start));
  for (const before of played) replay.step(before.move, before.stone);
  const ply = replay.entries + 1;
  const { property } = move;
  try {
    replay.step(move.move, move.stone);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const square = property.value.split('/')[0]!.trim();
    return fail(
      property.at,
      property.value.length + 3,
      `move ${ply} ${property.name}[${square}] is illegal: ${error.message}`,
      { ply, cause: error.cause },
    );
  }
  throw new Error(`The engine plays move ${ply}, which the check refused`);
}

/** A decimal number such as `-18.40` or `+3`, or null. */
function readNumber(text: string): number | null {
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : null;
}

/** Seconds written as `4.12`, `01:30` or `1:02:03`, or null. */
function readSeconds(text: string): number | null {
  const parts = text.split(':');
  if (parts.length > 3) return null;
  let seconds = 0;
  for (const [i, part] of parts.entries()) {
    const number = readNumber(part);
    if (number === null || number < 0 || (i < parts.length - 1 && !Number.isInteger(number)))
      return null;
    seconds = seconds * 60 + number;
  }
  return seconds;
}

/** What `RE` says: black's score (disc difference), and how the game ended off the board if it did. */
interface GgfResult {
  readonly score: number; // for black: positive when black won
  readonly flag: 'r' | 't' | 's' | null; // resigned, out of time, agreed score, or none
}

/** Reads a result such as `+12.000`, `-64:r` or `0:s`; `?` (unknown) and unreadable text give null. */
function parseResult(text: string): GgfResult | null {
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+))\s*(?::\s*([rts]))?\s*$/i.exec(text);
  if (match === null) return null;
  const flag = (match[2]?.toLowerCase() ?? null) as GgfResult['flag'];
  return { score: Number(match[1]), flag };
}

/** What `RE` says: who resigned or ran out of time, or null for a result on the board. */
function readConcession(result: Property, fail: Fail): Concession | null {
  const text = result.value.trim();
  if (text === '?' || text === '') return null;
  const parsed = parseResult(text);
  if (parsed === null) {
    throw fail(
      result.valueAt,
      result.value.length,
      `RE[${clip(result.value)}] is no result: expected black's score such as +12.000, with :r (resigned) or :t (time) when the game ended so`,
    );
  }
  const { score, flag } = parsed;
  if ((flag !== 'r' && flag !== 't') || score === 0) return null;
  const winner: Stone = score > 0 ? 'black' : 'white';
  return { loser: opponentOf(winner), reason: flag === 'r' ? 'resignation' : 'time' };
}

/**
 * Writes a game as one GGF game, `(;GM[Othello]…;)`: the start position (`BO`), every move with
 * its side (a pass as `PA`, as Edax writes it) and the note `info.notes` has for it, the players,
 * place, date, ratings and time controls `info` gives, `TY[8]` unless `info.type` names another
 * 8x8 type, and the result: `RE` with black's final count difference (`+12.000`), with `:r` or
 * `:t` for a game lost by resignation or on time, `info.result` itself when it says the same thing
 * (a komi game's score, say), and `?` for an unfinished game. Join several with line breaks for a
 * file of many; `readGgf` reads it back to the same moves, result and players.
 *
 * GGF has no escapes: a `]` in a name or other value is written `)`, and line breaks as spaces.
 *
 * @throws OptionError for a `game` that is no Reversi, or `info` that is no object or has a
 *   field of the wrong kind
 * @example
 * writeGgf(Reversi.fromMoves('f5d6'), { players: { black: 'Ann', white: 'Bo' } });
 * // '(;GM[Othello]PB[Ann]PW[Bo]TY[8]RE[?]BO[8 -------- … *]B[F5]W[D6];)'
 */
export function writeGgf(game: Reversi, info: GgfInfo = {}): string {
  if (!(game instanceof Reversi)) throw refuseOption('game', 'a Reversi game', game);
  const checked = checkInfo(info);
  const parts: string[] = ['(;GM[Othello]'];
  const add = (name: string, text: string | undefined): void => {
    if (text !== undefined && text !== '') parts.push(`${name}[${clean(text)}]`);
  };
  add('PC', checked.place);
  add('DT', checked.date);
  add('PB', checked.players?.black);
  add('PW', checked.players?.white);
  add('RB', checked.ratings?.black);
  add('RW', checked.ratings?.white);
  const time = checked.timeControl;
  if (time?.black !== undefined && time.black === time.white) add('TI', time.black);
  else {
    add('TB', time?.black);
    add('TW', time?.white);
  }
  const type = checked.type !== undefined && isPlainType(checked.type) ? checked.type : '8';
  add('TY', type);
  add('KM', checked.komi);
  parts.push(`RE[${resultOf(game, checked.result)}]`);
  parts.push(`BO[${boardOf(game)}]`);
  const notes = checked.notes ?? [];
  game.moves.forEach((move, i) => {
    const side = move.stone === 'black' ? 'B' : 'W';
    const name = move.square === null ? 'PA' : move.square.toUpperCase();
    parts.push(`${side}[${name}${noteText(notes[i])}]`);
  });
  parts.push(';)');
  return parts.join('');
}

/** Whether a game type is one `readGgf` reads: 8x8, not anti. */
function isPlainType(text: string): boolean {
  const parsed = parseType(text);
  return parsed !== null && parsed.size === 8 && !parsed.anti && !/[\]\r\n]/.test(text);
}

function clean(text: string): string {
  return text.replace(/\]/g, ')').replace(/[\r\n]+/g, ' ');
}

function noteText(note: GgfMoveNote | undefined): string {
  if (note === undefined) return '';
  const evaluation = note.eval === undefined ? '' : note.eval.toFixed(2);
  const time = note.time === undefined ? '' : note.time.toFixed(2);
  if (time !== '') return `/${evaluation}/${time}`;
  return evaluation === '' ? '' : `/${evaluation}`;
}

/** `BO`'s value: the size, the start position in rows of 8 (`-`, `*`, `O`), the side to move. */
function boardOf(game: Reversi): string {
  const start = game.toJSON().start ?? `${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`;
  const cells = start.slice(0, 64).replace(/X/g, '*');
  const rows = cells.match(/.{8}/g) ?? [];
  return `8 ${rows.join(' ')} ${start.endsWith('O') ? 'O' : '*'}`;
}

/** `RE`'s value for the game, or `given` when it says the same thing in its own words. */
function resultOf(game: Reversi, given: string | undefined): string {
  const status = game.status;
  const parsed = given === undefined ? null : parseResult(given);
  const unknown = given !== undefined && given.trim() === '?';
  if (status.kind === 'playing') {
    // An unfinished game: only an agreed score (':s') or '?' may stand.
    return parsed?.flag === 's' || unknown ? clean(given!.trim()) : '?';
  }
  const final = game.finalScore();
  const difference = final.black - final.white;
  const score = `${difference < 0 ? '-' : '+'}${Math.abs(difference)}.000`;
  if (status.kind === 'won' && status.reason !== 'count') {
    const flag = status.reason === 'time' ? 't' : 'r';
    const sameWinner = parsed !== null && parsed.score > 0 === (status.winner === 'black');
    if (parsed?.flag === flag && parsed.score !== 0 && sameWinner) return clean(given!.trim());
    return `${score}:${flag}`;
  }
  // A game the board ended: any score without a flag stands, since komi may change it.
  if (parsed !== null && parsed.flag === null) return clean(given!.trim());
  return score;
}

/** Checks the fields of `info` that `writeGgf` reads. */
function checkInfo(info: unknown): GgfInfo {
  const fields = readOptionsObject(info, 'info');
  const text = (name: string, value: unknown): void => {
    if (value !== undefined && typeof value !== 'string') {
      throw refuseOption('info', 'a string', value, `info.${name}`);
    }
  };
  for (const name of ['place', 'date', 'result', 'type', 'komi']) text(name, fields[name]);
  for (const name of ['players', 'ratings', 'timeControl']) {
    const pair = fields[name];
    if (pair === undefined) continue;
    const sides = readOptionsObject(pair, 'info');
    text(`${name}.black`, sides.black);
    text(`${name}.white`, sides.white);
  }
  const notes = fields.notes;
  if (notes !== undefined) {
    if (!Array.isArray(notes)) throw refuseOption('info', 'an array', notes, 'info.notes');
    notes.forEach((note: unknown, i) => {
      if (note === undefined) return;
      const { eval: evaluation, time } = readOptionsObject(note, 'info');
      for (const [name, value] of [
        ['eval', evaluation],
        ['time', time],
      ] as const) {
        if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) {
          throw new OptionError(
            'info',
            `Expected info.notes[${i}].${name} to be a finite number, got ${describeGiven(value)}`,
          );
        }
      }
    });
  }
  return fields as GgfInfo;
}
