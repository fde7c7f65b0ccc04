// importGame: each format found by its signature or tried in turn, on the fixtures of both games,
// and the errors that say which formats were tried and why none fits.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  encodeShareCode,
  Gomoku,
  ImportError,
  importGame,
  ParseError,
  type RecordError,
  type Reversi,
} from '../../src/index.ts';
import { RECORD_MAX_LENGTH } from '../../src/records/errors.ts';

const fixture = (path: string): Buffer =>
  readFileSync(new URL(`../fixtures/records/${path}`, import.meta.url));

/** The ImportError `run` throws. */
function refusal(run: () => unknown): ImportError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return error as ImportError;
  }
  throw new Error('expected an ImportError');
}

describe('importGame finds the format of each fixture', () => {
  const cases: { file: string; format: string; games: number; bytes?: boolean }[] = [
    { file: 'gomoku/piskvork-1x0-16.psq', format: 'psq', games: 1 },
    { file: 'gomoku/ours-gomocup-manager.psq', format: 'psq', games: 1 },
    { file: 'gomoku/realcore-orc-rif.sgf', format: 'sgf', games: 1 },
    { file: 'othello/ntest-testgames.ggf', format: 'ggf', games: 6 },
    { file: 'othello/ours-edax-style.sgf', format: 'sgf', games: 2 },
    { file: 'othello/ours-ggs-games.wtb', format: 'wthor', games: 6, bytes: true },
    { file: 'gomoku/piskvork-1x0-16.psq', format: 'psq', games: 1, bytes: true },
  ];
  cases.forEach(({ file, format, games, bytes }) => {
    it(`reads ${file}${bytes ? ' given as bytes' : ''} as ${format}, ${games} game(s)`, () => {
      const data = fixture(file);
      const result = importGame(bytes ? new Uint8Array(data) : data.toString('utf8'));
      expect(result.format).toBe(format);
      expect(result.records).toHaveLength(games);
      for (const record of result.records) expect(record.format).toBe(format);
    });
  });
});

describe('importGame on text without a signature', () => {
  it('reads a share code, alone or ending a link', () => {
    const code = encodeShareCode(Gomoku.fromMoves('h8 i9', { rule: 'renju' }));
    expect(importGame(code)).toMatchObject({ format: 'share' });
    const { records } = importGame(`https://example.com/#${code}`);
    expect(records[0]?.engine.toMoves()).toBe('h8 i9');
    expect(records[0]?.game === 'gomoku' && records[0].rule).toBe('renju');
  });

  it('reads an Othello transcript when Othello plays it', () => {
    const { format, records } = importGame('f5d6c3d3c4');
    expect(format).toBe('transcript');
    expect(records[0]?.game).toBe('reversi');
    expect((records[0]!.engine as Reversi).toMoves()).toBe('f5d6c3d3c4');
  });

  it('reads a Gomoku move list otherwise, as Gomoku.fromMoves does', () => {
    const { format, records } = importGame('h8 h9 i8');
    expect(format).toBe('moves');
    expect(records[0]).toMatchObject({
      game: 'gomoku',
      rule: 'freestyle',
      size: 15,
      opening: 'free',
    });
    expect(records[0]?.engine.moves).toHaveLength(3);
  });

  it('reads a Gomoku move list on the larger board its moves need', () => {
    const { records } = importGame('s19 a1');
    expect(records[0]).toMatchObject({ format: 'moves', size: 19 });
  });

  it('reads text with a byte-order mark and leading blank lines', () => {
    expect(importGame('\uFEFF\n\n  (;GM[4];B[hh])').format).toBe('sgf');
  });

  it('reads bytes as UTF-8, or as Latin-1 when they are not UTF-8', () => {
    const utf8 = new TextEncoder().encode('(;GM[4]PB[Novák];B[hh])');
    expect(importGame(utf8).records[0]?.players.black).toBe('Novák');
    const latin1 = new Uint8Array(Buffer.from('(;GM[4]PB[Novák];B[hh])', 'latin1'));
    expect(importGame(latin1).records[0]?.players.black).toBe('Novák');
  });
});

describe('importGame, when nothing fits', () => {
  it('lists every format it tried and why each does not fit', () => {
    const error = refusal(() => importGame('hello world'));
    expect(error).toBeInstanceOf(ParseError);
    expect(error.attempts.map((attempt) => attempt.format)).toEqual(['transcript', 'moves']);
    expect(error.message).toMatch(/no game record we know/);
    expect(error.message).toMatch(/a Gomoku move list: Expected a move such as 'h8'/);
    for (const attempt of error.attempts) expect(attempt.error).toBeInstanceOf(ParseError);
  });

  it('tries a share code first when the text could be one', () => {
    const error = refusal(() => importGame('AQAPAABwcA'));
    expect(error.attempts.map((attempt) => attempt.format)).toEqual([
      'share',
      'transcript',
      'moves',
    ]);
    expect(error.attempts[0]?.reason).toMatch(/h8 is occupied/);
  });

  it('gives the error of the format whose signature the text has, with its line and column', () => {
    const error = refusal(() => importGame('(;GM[4]\n;B[hh];W[hh])'));
    expect(error.attempts.map((attempt) => attempt.format)).toEqual(['sgf']);
    expect(error.message).toMatch(/looks like SGF but cannot be read: Move 2/);
    const cause = error.cause as RecordError;
    expect([cause.line, cause.column, cause.ply]).toEqual([2, 8, 2]);
  });

  it('reads a .psq header as .psq, and names that format when it fails', () => {
    const error = refusal(() => importGame('Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n-1\n'));
    expect(error.attempts[0]?.format).toBe('psq');
    expect((error.cause as RecordError).line).toBe(3);
  });

  it("refuses binary bytes that are no WTHOR file with WTHOR's own error", () => {
    const error = refusal(() => importGame(new Uint8Array(40)));
    expect(error.attempts[0]?.format).toBe('wthor');
  });

  it('refuses empty input, huge input and what is neither text nor bytes, quoting little', () => {
    expect(refusal(() => importGame('  \n')).message).toMatch(/empty/);
    expect(refusal(() => importGame('x'.repeat(RECORD_MAX_LENGTH + 1))).message).toMatch(/4000000/);
    expect(refusal(() => importGame(42 as unknown as string)).message).toMatch(/number 42/);
    const long = refusal(() => importGame(`zz${'9'.repeat(100_000)}`));
    expect(long.token.length).toBeLessThanOrEqual(40);
    expect(long.message.length).toBeLessThan(600);
  });
});
