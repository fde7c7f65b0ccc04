import { describeValue } from '../describe-value.ts';
import { ParseError } from '../errors.ts';
import type { ReversiMove } from './types.ts';

/** One square of a transcript. */
export interface TranscriptToken {
  readonly index: number; // cell index, y * 8 + x
  readonly text: string; // the square as written, such as 'F5'
  readonly offset: number; // where it starts in the transcript
}

function isSpace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r';
}

/**
 * Splits a transcript such as `'f5d6c3 d3c4'` into squares: a column `a`-`h` and a row `1`-`8`
 * each, any case, whitespace anywhere between squares. Passes are not written; the game inserts
 * them. Throws a `ParseError` at the first character that does not fit.
 */
export function readTranscript(text: string): TranscriptToken[] {
  if (typeof text !== 'string') {
    throw new ParseError(`A move list must be a string, got ${typeof text}`, {
      token: describeValue(text),
    });
  }
  const tokens: TranscriptToken[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (isSpace(char)) {
      i++;
      continue;
    }
    const x = (char.charCodeAt(0) | 0x20) - 97;
    if (x < 0 || x > 7) {
      throw new ParseError(
        `Unexpected '${char}' at offset ${i} in transcript: expected a column letter a-h`,
        { token: char, offset: i },
      );
    }
    const rowChar = text[i + 1];
    const y = rowChar === undefined ? -1 : rowChar.charCodeAt(0) - 49;
    if (rowChar === undefined || y < 0 || y > 7) {
      const shown = rowChar === undefined ? 'end of text' : `'${rowChar}'`;
      throw new ParseError(
        `Unexpected ${shown} at offset ${i + 1} in transcript: expected a row number 1-8 after '${char}'`,
        { token: rowChar ?? '', offset: i + 1 },
      );
    }
    tokens.push({ index: y * 8 + x, text: text.slice(i, i + 2), offset: i });
    i += 2;
  }
  return tokens;
}

/** The squares of the history, passes left out, such as `'f5d6c3d3c4'`. */
export function formatTranscript(moves: readonly ReversiMove[]): string {
  let text = '';
  for (const move of moves) if (move.square !== null) text += move.square;
  return text;
}
