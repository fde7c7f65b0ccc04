// One entry point for a file or a paste of unknown kind: it looks at the input, picks the
// format, and reads it with that format's reader. The formats with a signature (SGF's "(;", GGF's
// "(;GM[Othello]", a GGS archive's match number before it, the .psq header, WTHOR's binary
// header) are decided by it; the bare ones (share codes, move lists) are tried in turn.

import { clip, describeGiven } from '../describe-value.ts';
import { ParseError } from '../errors.ts';
import { Gomoku } from '../gomoku/game.ts';
import { Reversi } from '../reversi/reversi.ts';
import { checkLength, RecordError } from './errors.ts';
import { readGgf } from './ggf.ts';
import { readPsq } from './psq.ts';
import { readSgf } from './sgf-records.ts';
import { decodeShareCode, shareCodeOf } from './share.ts';
import type { GameRecord, RecordFormat } from './types.ts';
import { readWthor } from './wthor.ts';

/**
 * What `importGame` found: the format, and every game the input holds (one for most formats,
 * as many as the file has for SGF collections, GGF and WTHOR).
 *
 * @example
 * const { format, records } = importGame(text); // { format: 'psq', records: [record] }
 */
export interface ImportResult {
  readonly format: RecordFormat; // the format the input was read as
  readonly records: readonly GameRecord[]; // its games, in order
}

/** One format `importGame` tried, and why it does not fit. */
export interface ImportAttempt {
  readonly format: RecordFormat; // the format tried
  readonly reason: string; // why it does not fit, in a sentence of at most 160 characters
  readonly error: ParseError; // that reader's error, with its line, column or offset
}

/**
 * Thrown by `importGame` when no format fits the input: `attempts` lists each format tried and
 * why it does not fit. When the input has a format's signature (`(;`, a `.psq` header, a WTHOR
 * header), that format alone is tried, and its reader's error (with its line and column) is the
 * `cause` and the only attempt.
 *
 * @example
 * try { importGame(text); } catch (e) { if (e instanceof ImportError) e.attempts.map((a) => a.format); }
 */
export class ImportError extends ParseError {
  override name = 'ImportError';
  /** Each format tried, in order, and why it does not fit. */
  readonly attempts: readonly ImportAttempt[];

  constructor(message: string, token: string, attempts: readonly ImportAttempt[]) {
    const first = attempts.length === 1 ? { cause: attempts[0]!.error } : {};
    super(message, { token, ...first });
    this.attempts = attempts;
  }
}

/** A reader of one format. */
type Read = () => readonly GameRecord[];

/**
 * Reads a game record of any format we know, telling which it found: GGF (`(;GM[Othello]`, a
 * GGS archive's match number allowed before it: `readGgf`), SGF of either game (any other `(;`:
 * `readSgf`), a Gomocup `.psq` file (its `Piskvorky` header: `readPsq`), a WTHOR database (bytes
 * with its header: `readWthor`), a share code or a link ending in one (`decodeShareCode`), an
 * Othello transcript (`'f5d6c3'`, which a Gomoku move list would also read; the transcript is
 * taken when Othello plays it), or a Gomoku move list (`'h8 h9 i8'`, as `Gomoku.fromMoves` reads
 * it, freestyle on 15x15, or on the larger board its moves need, up to 26x26). Bytes that are
 * not WTHOR are read as UTF-8 text, or as Latin-1 when they are not UTF-8 (older SGF and .psq
 * files from Windows programs).
 *
 * @throws ImportError listing the formats tried and why none fits; for an input with a format's
 *   signature, that reader's RecordError is its `cause`. Input over the readers' size caps is
 *   refused before reading.
 * @example
 * importGame('(;GM[4]SZ[15];B[hh];W[ii])').format; // 'sgf'
 * importGame('h8 h9 i8').records[0]?.engine.moves.length; // 3
 * importGame(new Uint8Array(await file.arrayBuffer())); // a .wtb file, or any text file
 */
export function importGame(input: string | Uint8Array): ImportResult {
  if (input instanceof Uint8Array) {
    if (looksLikeWthor(input)) return decide('wthor', () => readWthor(input), '');
    return importText(decodeText(input));
  }
  if (typeof input !== 'string') {
    const shown = describeGiven(input);
    throw new ImportError(`Expected text or bytes to import, got ${shown}`, shown, []);
  }
  return importText(input);
}

function importText(input: string): ImportResult {
  try {
    checkLength('sgf', input.length);
  } catch (error) {
    throw new ImportError((error as Error).message, '', []);
  }
  const text = input.replace(/^\uFEFF/, '').trimStart();
  const head = clip(text, 20);
  // GGS archives put a match number before each game.
  if (/^\d{0,12}\s*\(\s*;\s*GM\s*\[\s*Othello\s*\]/i.test(text)) {
    return decide('ggf', () => readGgf(text), head);
  }
  if (/^\(\s*;/.test(text)) return decide('sgf', () => readSgf(text), head);
  if (/^Piskvorky\s/.test(text)) return decide('psq', () => [readPsq(text)], head);
  if (text.trim() === '') throw new ImportError('Nothing to import: the input is empty', '', []);
  return tryEach(head, [
    ['share', () => [decodeShareCode(text)], isShareCode(text)],
    ['transcript', () => [transcriptRecord(text)], true],
    ['moves', () => [movesRecord(text)], true],
  ]);
}

/** Reads the input as the format its signature names, or says why it cannot. */
function decide(format: RecordFormat, read: Read, token: string): ImportResult {
  try {
    return { format, records: read() };
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    const attempt = attemptOf(format, error);
    throw new ImportError(
      `The input looks like ${FORMAT_NAMES[format]} but cannot be read: ${attempt.reason}`,
      token,
      [attempt],
    );
  }
}

/** Tries formats in order; the first that reads the input wins. */
function tryEach(token: string, formats: [RecordFormat, Read, boolean][]): ImportResult {
  const attempts: ImportAttempt[] = [];
  for (const [format, read, plausible] of formats) {
    if (!plausible) continue;
    try {
      return { format, records: read() };
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      attempts.push(attemptOf(format, error));
    }
  }
  const tried = attempts.map(({ format, reason }) => `${FORMAT_NAMES[format]}: ${reason}`);
  throw new ImportError(
    `The input is no game record we know (SGF, GGF, .psq, WTHOR, a share code, an Othello transcript or a Gomoku move list). ${tried.join('; ')}`,
    token,
    attempts,
  );
}

const FORMAT_NAMES: Record<RecordFormat, string> = {
  sgf: 'SGF',
  psq: 'a .psq file',
  ggf: 'GGF',
  wthor: 'a WTHOR file',
  share: 'a share code',
  moves: 'a Gomoku move list',
  transcript: 'an Othello transcript',
};

function attemptOf(format: RecordFormat, error: ParseError): ImportAttempt {
  return { format, reason: clip(error.message, 160), error };
}

/** Whether the text could be a share code, alone or ending a link: no spaces, base64url. */
function isShareCode(text: string): boolean {
  const trimmed = text.trim();
  return !/\s/.test(trimmed) && /^A[A-Za-z0-9_-]+$/.test(shareCodeOf(trimmed));
}

/** Bytes with a WTHOR game file's header: the game count fits the length, or NULs in the head. */
function looksLikeWthor(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(4, true) * 68 + 16 === bytes.length) return true;
  // Text never holds NUL; a binary file that is not WTHOR still gets WTHOR's own error.
  return bytes.subarray(0, 64).includes(0);
}

function transcriptRecord(text: string): GameRecord {
  const engine = wrap('transcript', () => Reversi.fromMoves(text));
  return { format: 'transcript', game: 'reversi', engine, players: {}, comments: [] };
}

function movesRecord(text: string): GameRecord {
  const engine = wrap('moves', () => Gomoku.fromMoves(text, { size: boardFor(text) }));
  return {
    format: 'moves',
    game: 'gomoku',
    engine,
    rule: engine.rule,
    size: engine.size,
    opening: 'free',
    players: {},
    comments: [],
  };
}

/**
 * The board a move list needs: 15x15, or larger when a move names a column or row past it
 * (`s19` on a Go board), up to 26x26.
 */
function boardFor(text: string): number {
  let size = 15;
  for (const [, column, row] of text.matchAll(/([a-z])(\d{1,2})/gi)) {
    const needed = Math.max(column!.toLowerCase().charCodeAt(0) - 96, Number(row));
    if (needed <= 26) size = Math.max(size, needed);
  }
  return size;
}

/** Runs a move-list reader, restating its ParseError as a RecordError of the format. */
function wrap<T>(format: RecordFormat, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ParseError) || error instanceof RecordError) throw error;
    const offset = error.offset === undefined ? {} : { offset: error.offset };
    throw new RecordError(format, error.message, { token: error.token, cause: error, ...offset });
  }
}

/**
 * Bytes as text: UTF-8, or Latin-1 when they are not valid UTF-8. The engines see neither the
 * DOM's nor Node's globals, so TextDecoder is not at hand; this is all a record needs.
 */
function decodeText(bytes: Uint8Array): string {
  const units: number[] = [];
  let text = '';
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i]!;
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead < 0xe0
          ? 2
          : lead >= 0xe0 && lead < 0xf0
            ? 3
            : lead >= 0xf0 && lead < 0xf5
              ? 4
              : 0;
    if (length === 0 || i + length > bytes.length) return latin1(bytes);
    let code = length === 1 ? lead : lead & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return latin1(bytes);
      code = (code << 6) | (next & 0x3f);
    }
    const shortest = [0, 0, 0x80, 0x800, 0x10000][length]!;
    if (code < shortest || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      return latin1(bytes);
    if (code >= 0x10000)
      units.push(0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff));
    else units.push(code);
    i += length;
    // Flushed in chunks: spreading a whole file's code units into one call overflows the stack.
    if (units.length >= 8192) text += String.fromCharCode(...units.splice(0));
  }
  return text + String.fromCharCode(...units);
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return text;
}
