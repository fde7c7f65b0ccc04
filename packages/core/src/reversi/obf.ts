import { clip, describeValue } from '../describe-value.ts';
import { ParseError } from '../errors.ts';
import { refuseOption } from '../options.ts';
import type { Stone } from '../types.ts';
import type { Position } from './position.ts';
import { locate, SQUARE_NAMES } from './squares.ts';
import type { ReversiAnnotation, ReversiSquare } from './types.ts';

/** A board read from text: 64 cells, and the side to move when the text names one. */
export interface ParsedPosition {
  readonly cells: readonly (Stone | null)[]; // index y * 8 + x, a1 first
  readonly turn: Stone | null; // side to move, null when the text does not say
  readonly sideAt: number; // offset of the first non-space after the cells, where a side goes
  readonly end: number; // offset just past what was read
}

/** A whole OBF line. */
export interface ParsedOBF {
  readonly cells: readonly (Stone | null)[]; // index y * 8 + x, a1 first
  readonly turn: Stone; // side to move
  readonly annotations: readonly ReversiAnnotation[]; // move scores in the order listed
}

function isSpace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r';
}

function skipSpaces(text: string, at: number): number {
  let i = at;
  while (i < text.length && isSpace(text[i]!)) i++;
  return i;
}

function sideOf(char: string): Stone | null {
  if (char === 'X' || char === 'x') return 'black';
  if (char === 'O' || char === 'o') return 'white';
  return null;
}

/**
 * Reads 64 cells (`X` black, `O` white, `-` or `.` empty, any case; whitespace between cells is
 * ignored so an 8-line grid reads too), then an optional side to move (`X` or `O`) and an optional
 * `;`. Stops there without looking further; `end` says where. Offsets in errors count from 0.
 */
export function readPosition(text: string, what: string): ParsedPosition {
  const cells: (Stone | null)[] = [];
  let i = 0;
  while (cells.length < 64) {
    i = skipSpaces(text, i);
    if (i >= text.length) {
      throw new ParseError(
        `${what} ends after ${cells.length} cells at offset ${i}: expected 64 cells (X, O, - or .)`,
        { token: '', offset: i },
      );
    }
    const char = text[i]!;
    if (char === '-' || char === '.') cells.push(null);
    else {
      const stone = sideOf(char);
      if (stone === null) {
        throw new ParseError(
          `Unexpected '${char}' at offset ${i} in ${what}: a cell is X (black), O (white), - or . (empty)`,
          { token: char, offset: i },
        );
      }
      cells.push(stone);
    }
    i++;
  }
  i = skipSpaces(text, i);
  const sideAt = i;
  let turn: Stone | null = null;
  if (i < text.length) {
    turn = sideOf(text[i]!);
    if (turn === null && text[i] !== ';') {
      throw new ParseError(
        `Unexpected '${text[i]}' at offset ${i} in ${what}: after 64 cells comes the side to move, X or O`,
        { token: text[i]!, offset: i },
      );
    }
    if (turn !== null) i = skipSpaces(text, i + 1);
  }
  if (text[i] === ';') i++;
  return { cells, turn, sideAt, end: i };
}

/** Throws unless only whitespace follows `at`. */
export function expectEnd(text: string, at: number, what: string): void {
  const i = skipSpaces(text, at);
  if (i < text.length) {
    throw new ParseError(`Unexpected '${text[i]}' at offset ${i}: ${what} ended before it`, {
      token: text[i]!,
      offset: i,
    });
  }
}

/**
 * Reads an Edax OBF line: `<64 cells> <side>;` and then any number of `MOVE:score;` annotations
 * (`G8:+18;`, `PS:-2;` for a pass). The side to move is required here.
 */
export function readOBF(line: string): ParsedOBF {
  const { cells, turn, sideAt, end } = readPosition(line, 'OBF line');
  if (turn === null) {
    throw new ParseError(`OBF line has no side to move at offset ${sideAt}: expected X or O`, {
      token: line.slice(sideAt, sideAt + 1),
      offset: sideAt,
    });
  }
  const annotations: ReversiAnnotation[] = [];
  const pattern = /\s*([A-Za-z]+[0-9]*)\s*:\s*([+-]?[0-9]+)\s*(;|$)/y;
  let i = skipSpaces(line, end);
  while (i < line.length) {
    pattern.lastIndex = i;
    const match = pattern.exec(line);
    if (match === null) {
      throw new ParseError(
        `Malformed annotation at offset ${i} in OBF line: expected MOVE:score; such as G8:+18;`,
        { token: line.slice(i, i + 41).split(';')[0] ?? '', offset: i },
      );
    }
    const token = match[1]!;
    const offset = i + match[0].indexOf(token);
    annotations.push(
      Object.freeze({ move: annotatedMove(token, offset), score: Number(match[2]) }),
    );
    i = skipSpaces(line, pattern.lastIndex);
  }
  return { cells, turn, annotations };
}

function annotatedMove(token: string, offset: number): ReversiSquare | null {
  const upper = token.toUpperCase();
  if (upper === 'PS' || upper === 'PA' || upper === 'PASS') return null;
  const index = locate(token);
  if (index < 0) {
    throw new ParseError(`Unknown move '${clip(token)}' at offset ${offset} in OBF line`, {
      token,
      offset,
    });
  }
  return SQUARE_NAMES[index]!;
}

/** The 64-cell board string of a position, `X` black, `O` white, `-` empty, a1 first. */
export function formatBoard(position: Position): string {
  let text = '';
  for (let i = 0; i < 64; i++) {
    const stone = position.at(i);
    text += stone === 'black' ? 'X' : stone === 'white' ? 'O' : '-';
  }
  return text;
}

/** `<64 cells> <side>`, the start of an OBF line. */
export function formatPosition(position: Position): string {
  return `${formatBoard(position)} ${position.turn === 'black' ? 'X' : 'O'}`;
}

/**
 * Reads the arguments of `Reversi.fromPosition`: a board string, with or without a trailing side
 * to move, and an optional side (`toMove`, or `side` in the old form) that must agree with it.
 * Black moves when neither says.
 *
 * @param option - the name the side was given under, for the errors
 * @throws ParseError for a bad board string, or one whose side to move disagrees with `side`;
 *   OptionError for a `side` that is not `'black'` or `'white'`
 */
export function readBoardArguments(
  board: unknown,
  side: unknown,
  option = 'toMove',
): { cells: readonly (Stone | null)[]; turn: Stone } {
  if (side !== undefined && side !== 'black' && side !== 'white') {
    throw refuseOption(option, "'black' or 'white'", side);
  }
  if (typeof board !== 'string') {
    throw new ParseError(`A board string must be a string, got ${typeof board}`, {
      token: describeValue(board),
    });
  }
  const { cells, turn, end } = readPosition(board, 'board string');
  expectEnd(board, end, 'the board string');
  if (side !== undefined && turn !== null && side !== turn) {
    throw new ParseError(`The board string has ${turn} to move, but ${option} says ${side}`, {
      token: side,
    });
  }
  return { cells, turn: side ?? turn ?? 'black' };
}
