import { clip } from '../describe-value.ts';
import { ParseError } from '../errors.ts';
import type { RecordFormat } from './types.ts';

/** Where a `RecordError` points, as much as the reader knows. */
export interface RecordErrorDetails {
  readonly token: string; // the offending text, cut to 40 characters
  readonly offset?: number; // character offset in text, byte offset in binary input
  readonly line?: number; // line of the offset, 1 for the first (text formats)
  readonly column?: number; // column of the offset, 1 for the first (text formats)
  readonly ply?: number; // the number of the move refused, 1 for the first
  readonly game?: number; // which game of a file of many, 0 for the first
  readonly cause?: unknown; // the IllegalMoveError of a refused move, say
}

/**
 * Thrown by the readers of game records (`readSgf`, `readPsq`, `readGgf`, `readWthor`,
 * `decodeShareCode`, `importGame`...): a `ParseError` that also says which format was read and
 * where it went wrong, as a text editor counts (`line`, `column`) or as a byte offset in binary
 * input, and for a move the game refused, its number (`ply`, whose IllegalMoveError is the
 * `cause`). The message never quotes more than 40 characters of the input.
 *
 * @example
 * try { readPsq(text); } catch (e) { if (e instanceof RecordError) console.log(e.line, e.ply); }
 */
export class RecordError extends ParseError {
  override name = 'RecordError';
  /** The format being read. */
  readonly format: RecordFormat;
  /** The line of the error, 1 for the first; undefined for binary input. */
  readonly line: number | undefined;
  /** The column of the error on its line, 1 for the first; undefined for binary input. */
  readonly column: number | undefined;
  /** The number of the move the game refused, 1 for the first; undefined for other errors. */
  readonly ply: number | undefined;
  /** In a file of many games, which one, 0 for the first; undefined otherwise. */
  readonly game: number | undefined;

  constructor(format: RecordFormat, message: string, details: RecordErrorDetails) {
    const { token, offset, cause } = details;
    super(message, {
      token,
      ...(offset === undefined ? {} : { offset }),
      ...(cause === undefined ? {} : { cause }),
    });
    this.format = format;
    this.line = details.line;
    this.column = details.column;
    this.ply = details.ply;
    this.game = details.game;
  }
}

/**
 * The line and column (both from 1) of a character offset in `text`. Counts `\n`, `\r\n` and a
 * lone `\r` as one line break each, as editors do.
 *
 * @example
 * lineAndColumn('ab\ncd', 4); // { line: 2, column: 2 }
 */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: end - start + 1 };
}

/**
 * A `RecordError` at a character offset of a text record, with its line and column, quoting
 * `length` characters from there (cut to 40).
 */
export function textError(
  format: RecordFormat,
  text: string,
  offset: number,
  message: (where: string) => string,
  extra: { length?: number; ply?: number; game?: number; cause?: unknown } = {},
): RecordError {
  const { line, column } = lineAndColumn(text, offset);
  const token = clip(text.slice(offset, offset + Math.min(extra.length ?? 1, 41)));
  const { length: _, ...rest } = extra;
  return new RecordError(format, message(`line ${line}, column ${column}`), {
    token,
    offset,
    line,
    column,
    ...rest,
  });
}

/**
 * The largest text record the readers take, in characters: 4 MB, far above any real game (a
 * WTHOR year file, binary, is a few hundred kilobytes; files of many games are capped apart).
 */
export const RECORD_MAX_LENGTH = 4_000_000;

/**
 * Refuses input longer than `max` before reading a character of it, so that pasting a
 * huge file by mistake costs nothing.
 *
 * @throws RecordError naming the length and the cap
 */
export function checkLength(format: RecordFormat, length: number, max = RECORD_MAX_LENGTH): void {
  if (length <= max) return;
  throw new RecordError(
    format,
    `The input is ${length} characters long, more than the ${max} a ${format} record may be`,
    { token: '' },
  );
}
