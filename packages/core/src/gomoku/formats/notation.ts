import { clip, describeValue } from '../../describe-value.ts';
import { IllegalMoveError, ParseError } from '../../errors.ts';
import { GOMOKU_MAX_SIZE } from '../coords.ts';
import type { GomokuMove } from '../types.ts';

/** One move of a move list, where it was found. */
export interface MoveToken {
  readonly text: string; // the move as written, such as 'H8'
  readonly offset: number; // character offset of its first character in the list
}

const COMMA = 44;

function isSeparator(code: number): boolean {
  // Commas and any whitespace, Unicode spaces included: lists get pasted from everywhere.
  return code === COMMA || /\s/.test(String.fromCharCode(code));
}

function isLetter(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 97 && lower <= 122;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * Splits a move list into moves. Moves are a column letter and a row number (`h8`, `H10`),
 * separated by whitespace and commas in any mix, or written back to back (`h8h9i8`): each move
 * starts at a letter, so no separator is needed. The board size is checked later; this only
 * checks that every move could name a point on some board.
 *
 * @throws ParseError naming the first token that is not a move, with its character offset
 */
export function tokenizeMoves(text: string): MoveToken[] {
  const tokens: MoveToken[] = [];
  let i = 0;
  while (i < text.length) {
    if (isSeparator(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    if (isLetter(text.charCodeAt(i))) i++;
    const digitsStart = i;
    while (i < text.length && isDigit(text.charCodeAt(i))) i++;
    const shaped = digitsStart === start + 1 && i > digitsStart;
    const next = i < text.length ? text.charCodeAt(i) : COMMA;
    if (!shaped || !(isSeparator(next) || isLetter(next))) {
      throw malformed(text, start, endOfJunk(text, start));
    }
    const row = Number(text.slice(digitsStart, i));
    if (text.charCodeAt(digitsStart) === 48 || row > GOMOKU_MAX_SIZE) {
      throw malformed(text, start, i);
    }
    tokens.push({ text: text.slice(start, i), offset: start });
  }
  return tokens;
}

/** Where a bad token ends: at the next separator, so the error shows the whole of it. */
function endOfJunk(text: string, start: number): number {
  let end = start + 1;
  while (end < text.length && !isSeparator(text.charCodeAt(end))) end++;
  return end;
}

function malformed(text: string, start: number, end: number): ParseError {
  // Cut before slicing: a bad token may run to the end of a list megabytes long.
  const token = clip(text.slice(start, Math.min(end, start + 41)));
  return new ParseError(
    `Expected a move such as 'h8' at offset ${start}, got '${token}': a move is a column letter a-z and a row number 1-${GOMOKU_MAX_SIZE}`,
    { token, offset: start },
  );
}

/** The part of a game that a move list drives; a type, so this module does not import the class. */
export interface Playable {
  play(point: string): GomokuMove;
}

/** Runs `play`, turning a refusal into the ParseError `describe` builds around it. */
export function playOrFail(
  game: Playable,
  move: string,
  describe: (error: IllegalMoveError) => ParseError,
): void {
  try {
    game.play(move);
  } catch (error) {
    if (!(error instanceof IllegalMoveError)) throw error;
    throw describe(error);
  }
}

/**
 * Plays every move of a move list on a fresh game.
 *
 * @throws ParseError with the token and its offset; for a well-formed move the game refuses,
 *   the message gives the move number and the reason, and `cause` is the IllegalMoveError
 */
export function replayMoveList(game: Playable, text: string): void {
  if (typeof text !== 'string') {
    throw new ParseError(`Expected a move list such as 'h8 h9 i8', got ${typeof text}`, {
      token: describeValue(text),
    });
  }
  tokenizeMoves(text).forEach((token, i) => {
    playOrFail(game, token.text, (error) => {
      return new ParseError(
        `Move ${i + 1} '${token.text}' at offset ${token.offset} is illegal: ${error.message}`,
        { token: token.text, offset: token.offset, cause: error },
      );
    });
  });
}
