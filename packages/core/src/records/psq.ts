// Gomocup's .psq, as Piskvork (https://github.com/plastovicka/Piskvork, source/game.cpp: savePsq
// and openPsq) and the Gomocup tournament manager (https://github.com/Gomocup/GomocupJudge,
// server/server.py: extend_pos) write it:
//
//   Piskvorky 20x20, 11:11, 0     the size, the two players' levels (0 for a human), who began
//   10,10,456                     one line a move: column, row, milliseconds thought
//   11,12,4500                    columns count from 1 on the left, rows from 1 at the TOP
//   ...
//   pbrain-one.zip                the players, the first one to move first (tournaments only)
//   pbrain-two.zip
//   0                             Piskvork's end code: 0 a finished game, 15 a timeout, -1 none
//   1,Freestyle20                 the manager's result and tournament (Gomocup's files only)
//
// The last number of the header is 1 when Piskvork's second player made the first move; the
// names are listed in Piskvork's order, so their colours follow from it.

import { describeValue } from '../describe-value.ts';
import { IllegalMoveError, OptionError } from '../errors.ts';
import { Gomoku } from '../gomoku/game.ts';
import type { ForbiddenMoves, GomokuRuleName, Point } from '../gomoku/types.ts';
import { checkLength, type RecordError, textError } from './errors.ts';
import { readLosingFouls, ruleFromWords } from './gomoku-replay.ts';
import type { GomokuRecord, RecordInfo, RecordPlayers } from './types.ts';

/** One line of the text, where it starts. */
interface Line {
  readonly text: string; // without its line break, spaces at the ends trimmed
  readonly offset: number; // character offset of its first character in the input
}

/** Options of `readPsq`. */
export interface PsqOptions {
  /**
   * The rule the game was played under, which the format does not record. @defaultValue the
   * rule a Gomocup tournament's name says (`Renju`, `Standard`, `Caro`), else 'freestyle'
   */
  readonly rule?: GomokuRuleName;
}

// `Piskvorky 20x20, 11:11, 0`, spaces around the punctuation allowed: Piskvork reads it with
// fscanf, which skips spaces before numbers.
const HEADER =
  /^Piskvorky\s+(\d{1,3})\s*x\s*(\d{1,3})\s*,\s*(-?\d{1,9})\s*:\s*(-?\d{1,9})\s*,\s*(-?\d{1,9})$/;
const MOVE = /^(-?\d{1,9})\s*,\s*(-?\d{1,9})(?:\s*,\s*(-?\d{1,12}))?$/;
const LOOKS_LIKE_MOVE = /^-?\d+\s*,\s*-?\d/;
const CODE = /^-?\d{1,9}$/;
const GOMOCUP_RESULT = /^(-?\d{1,9})\s*,\s*(.*)$/;

/** Piskvork's stand-ins for a human player, which name nobody. */
const HUMANS = new Set(['homo-1', 'homo-2']);

/** Piskvork's end code for a game lost on time by the side to move. */
const TIMEOUT = '15';

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 10;
    if (code !== 10 && code !== 13) continue;
    const raw = text.slice(start, i);
    const lead = raw.length - raw.trimStart().length;
    if (raw.trim() !== '') lines.push({ text: raw.trim(), offset: start + lead });
    if (code === 13 && text.charCodeAt(i + 1) === 10) i++;
    start = i + 1;
  }
  return lines;
}

/**
 * Reads a Gomocup / Piskvork `.psq` file: the size from its header, every move replayed through
 * the engine, the players' names (the program files of a tournament's brains; Piskvork's
 * `homo-1` and `homo-2`, its humans, are left out), and the result line as written: the Gomocup
 * manager's result (`1`, `2`, `0`) when the file has one, with its tournament as `event`, else
 * Piskvork's end code (`0` a finished game, `15` a timeout, `-1` none). A code 15 on a game
 * still in play ends it as a loss on time by the side to move, whose clock Piskvork was
 * running. The format has no rule: the tournament's name tells it, else `options.rule`, else
 * freestyle; under Renju, a forbidden black move ends the game as black's foul.
 *
 * @throws RecordError with the line, column and (for a refused move) `ply`: a header that is
 *   not Piskvork's, a board that is not square or not 5 to 26, a move off the board or taken,
 *   a line after the moves that is not a name, an end code or the manager's result, and a file
 *   without the end code, which Piskvork always writes: one cut short. (A file cut just after
 *   the digits of a move's column, with no players named, still reads as its moves before that
 *   line: the format has no end mark to tell.)
 * @example
 * const record = readPsq('Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,120\n-1\n');
 * record.engine.toMoves(); // 'h8 i7'
 */
export function readPsq(text: string, options: PsqOptions = {}): GomokuRecord {
  if (typeof text !== 'string') {
    throw new OptionError('text', `Expected .psq text, got ${describeValue(text)}`);
  }
  checkLength('psq', text.length);
  const lines = splitLines(text);
  const header = lines[0];
  const match = header === undefined ? null : HEADER.exec(header.text);
  if (header === undefined || match === null) {
    throw fail(
      text,
      header?.offset ?? 0,
      (where) => {
        return `Expected a .psq header such as 'Piskvorky 15x15, 11:11, 0' at ${where}`;
      },
      { length: 30 },
    );
  }
  const [, width, height, , , began] = match;
  const size = Number(width);
  if (width !== height || size < 5 || size > 26) {
    throw fail(
      text,
      header.offset,
      (where) => {
        return `The board ${width}x${height} at ${where} is not one we play: expected a square board from 5 to 26`;
      },
      { length: 20 },
    );
  }
  let next = 1;
  const moves: { point: Point; line: Line }[] = [];
  for (; next < lines.length; next++) {
    const line = lines[next]!;
    const move = MOVE.exec(line.text);
    if (move === null) break;
    const x = Number(move[1]) - 1;
    const row = Number(move[2]) - 1;
    if (x < 0 || x >= size || row < 0 || row >= size) {
      throw fail(
        text,
        line.offset,
        (where) => {
          return `Move ${moves.length + 1} '${line.text.slice(0, 20)}' at ${where} is off the ${size}x${size} board: columns and rows count from 1 to ${size}`;
        },
        { length: line.text.length, ply: moves.length + 1 },
      );
    }
    moves.push({ point: { x, y: size - 1 - row }, line });
  }
  const tail = readTail(text, lines.slice(next));
  const first = began === '1' ? 1 : 0;
  const named = tail.names.map((name) => (HUMANS.has(name.toLowerCase()) ? undefined : name));
  const black = named[first];
  const white = named[1 - first];
  const players: RecordPlayers = {
    ...(black === undefined ? {} : { black }),
    ...(white === undefined ? {} : { white }),
  };
  const rule = options.rule ?? ruleFromWords(tail.event);
  const engine = readLosingFouls((forbiddenMoves) =>
    replay(text, moves, size, rule, forbiddenMoves),
  );
  if (tail.code === TIMEOUT && engine.status.kind === 'playing') engine.loseOnTime(engine.turn);
  const result = tail.result ?? tail.code;
  return {
    format: 'psq',
    game: 'gomoku',
    engine,
    rule,
    size,
    opening: 'free',
    players,
    comments: [],
    ...(tail.event === undefined ? {} : { event: tail.event }),
    ...(result === undefined ? {} : { result }),
  };
}

function replay(
  text: string,
  moves: readonly { point: Point; line: Line }[],
  size: number,
  rule: GomokuRuleName,
  forbiddenMoves: ForbiddenMoves,
): Gomoku {
  const game = new Gomoku({ size, rule, ...(rule === 'renju' ? { forbiddenMoves } : {}) });
  moves.forEach(({ point, line }, i) => {
    try {
      game.play(point);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      throw fail(
        text,
        line.offset,
        (where) => {
          return `Move ${i + 1} '${line.text.slice(0, 20)}' at ${where} is illegal: ${error.message}`;
        },
        { length: line.text.length, ply: i + 1, cause: error },
      );
    }
  });
  return game;
}

/** What follows the moves: up to two names, Piskvork's end code, the manager's result. */
interface Tail {
  readonly names: readonly string[]; // the players in Piskvork's order
  readonly code: string; // Piskvork's end code
  readonly result: string | undefined; // the Gomocup manager's result
  readonly event: string | undefined; // the Gomocup tournament
}

function readTail(text: string, lines: readonly Line[]): Tail {
  const names: string[] = [];
  let code: string | undefined;
  let result: string | undefined;
  let event: string | undefined;
  for (const line of lines) {
    const gomocup = code === undefined ? null : GOMOCUP_RESULT.exec(line.text);
    if (code === undefined && CODE.test(line.text)) code = line.text;
    else if (gomocup !== null && result === undefined) {
      result = gomocup[1];
      const name = gomocup[2]!.trim();
      if (name !== '') event = name;
    } else if (code === undefined && names.length < 2 && !LOOKS_LIKE_MOVE.test(line.text)) {
      names.push(line.text);
    } else {
      // A move after a name, a third name, anything after the last line: moves left behind by a
      // typo would be lost unseen, so nothing is skipped.
      throw fail(
        text,
        line.offset,
        (where) => {
          return `Unexpected line '${line.text.slice(0, 30)}' at ${where}: after the moves a .psq file has the two players, an end code and the manager's result`;
        },
        { length: line.text.length },
      );
    }
  }
  if (code === undefined) {
    // Piskvork and the manager always end with the code: without it, the file was cut short,
    // perhaps inside a move line that still reads as a move.
    throw fail(text, text.length, (where) => {
      return `The .psq file ends at ${where} without Piskvork's end code (a line such as -1 or 0) after the moves and players: it may have been cut short`;
    });
  }
  return { names, code, result, event };
}

function fail(
  text: string,
  offset: number,
  message: (where: string) => string,
  extra: { length?: number; ply?: number; cause?: unknown } = {},
): RecordError {
  return textError('psq', text, offset, message, extra);
}

/**
 * Writes a game as a `.psq` file, as the Gomocup manager does: the header
 * `Piskvorky 15x15, 11:11, 0`, one line `column,row,0` per move (from 1, rows from the top; the
 * time each move took is not kept by the engine, so 0), the players when `info` names either
 * (Piskvork's `homo-1` / `homo-2` for a missing one), then Piskvork's end code: 0 for a game won
 * on the board or drawn, 15 for a loss on time by the side to move, -1 otherwise. The format has
 * no rule, opening choices, resignation or comments: those are not written (an opening's
 * stones are, as moves).
 *
 * @throws OptionError when `game` is not a Gomoku game, or one set up from a position
 * @example
 * writePsq(Gomoku.fromMoves('h8 i7'), { players: { black: 'Ann', white: 'Bo' } });
 * // 'Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\nAnn\nBo\n-1\n'
 */
export function writePsq(game: Gomoku, info: RecordInfo = {}): string {
  if (!(game instanceof Gomoku)) {
    throw new OptionError('game', `Expected a Gomoku game to write, got ${describeValue(game)}`);
  }
  if (game.toJSON().position !== undefined) {
    throw new OptionError(
      'game',
      'A game set up from a position cannot be written as .psq, which holds moves only',
    );
  }
  const { size } = game;
  const lines = [`Piskvorky ${size}x${size}, 11:11, 0`];
  for (const { point } of game.moves) lines.push(`${point.x + 1},${size - point.y},0`);
  const { black, white } = info.players ?? {};
  if (black !== undefined || white !== undefined) {
    lines.push(oneLine(black) ?? 'homo-1', oneLine(white) ?? 'homo-2');
  }
  lines.push(endCode(game));
  return `${lines.join('\n')}\n`;
}

/** A name on one line of its own, or undefined when blank. */
function oneLine(name: string | undefined): string | undefined {
  const text = name?.replace(/[\r\n]/g, ' ').trim();
  return text === '' ? undefined : text;
}

function endCode(game: Gomoku): string {
  const { status } = game;
  if (status.kind === 'draw') return '0';
  if (status.kind !== 'won') return '-1';
  if (status.reason === 'time') return status.winner === game.turn ? '-1' : TIMEOUT;
  if (status.reason === 'resignation') return '-1';
  return '0';
}
