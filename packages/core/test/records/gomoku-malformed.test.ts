// The Gomoku readers on input that is wrong in every way we could think of: the real files cut at
// every length, stretches of them changed, random text and bytes, and inputs far too large. Each
// reader gives a whole game or a ParseError, never another error and never part of a game.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeShareCode,
  encodeShareCode,
  Gomoku,
  ImportError,
  importGame,
  ParseError,
  RecordError,
  readPsq,
  readSgf,
} from '../../src/index.ts';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/records/gomoku/${name}`, import.meta.url), 'utf8');

/** Runs `read`, which must give a result or throw one of `errors`, and nothing else. */
function readsOrRefuses(
  read: () => unknown,
  ...errors: (abstract new (
    ...args: never[]
  ) => Error)[]
): unknown {
  try {
    return read();
  } catch (error) {
    if (!errors.some((type) => error instanceof type)) throw error;
    expect(error).toBeInstanceOf(ParseError);
    const message = (error as Error).message;
    // Error messages quote 40 characters of the input at most, whatever its size.
    expect(message.length).toBeLessThan(700);
    return error;
  }
}

const SGF = fixture('realcore-orc-rif.sgf');
const PSQ = fixture('piskvork-1x0-16.psq');
const GOMOCUP = fixture('ours-gomocup-manager.psq');

describe('the real files cut short', () => {
  it('read SGF cut at every length as a whole game or a RecordError', () => {
    for (let length = 0; length < SGF.length; length++) {
      const result = readsOrRefuses(() => readSgf(SGF.slice(0, length)), RecordError);
      if (!(result instanceof Error)) {
        // Only a text that still holds the closed tree reads, and then as the whole game.
        expect((result as ReturnType<typeof readSgf>)[0]?.engine.moves).toHaveLength(10);
      }
    }
  });

  it('read .psq cut at every length as a RecordError, or at worst as the first moves', () => {
    for (const text of [PSQ, GOMOCUP]) {
      const moves = readPsq(text).engine.toMoves();
      for (let length = 0; length < text.length; length++) {
        const result = readsOrRefuses(() => readPsq(text.slice(0, length)), RecordError);
        if (result instanceof Error) continue;
        // A cut that leaves a number alone on the last line ('11' of '11,12,4500') reads as the
        // end code of a save without players: the moves before it, never a move they do not have.
        const read = (result as ReturnType<typeof readPsq>).engine.toMoves();
        expect(moves.startsWith(read)).toBe(true);
      }
    }
  });

  it('decode a share code cut at every length, or refuse it', () => {
    const code = encodeShareCode(Gomoku.fromMoves('h8 h9 i9 g7 j10', { rule: 'renju' }));
    for (let length = 0; length < code.length; length++) {
      readsOrRefuses(() => decodeShareCode(code.slice(0, length)), RecordError);
    }
  });
});

describe('the real files with a stretch changed', () => {
  const junk = fc.string({
    unit: fc.constantFrom('(', ')', ';', '[', ']', '\\', 'B', 'W', 'hh', '1', ',', '\n', 'x', 'é'),
    maxLength: 8,
  });

  for (const [name, text, read] of [
    ['SGF', SGF, readSgf],
    ['.psq', PSQ, (input: string) => readPsq(input)],
  ] as const) {
    it(`read ${name} with any stretch replaced as games or a RecordError`, () => {
      fc.assert(
        fc.property(fc.nat(text.length), fc.nat(12), junk, (at, cut, insert) => {
          const changed = text.slice(0, at) + insert + text.slice(at + cut);
          readsOrRefuses(() => read(changed), RecordError);
        }),
        { numRuns: 400 },
      );
    });
  }
});

describe('random input', () => {
  it('gives importGame text it reads or refuses with an ImportError', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        readsOrRefuses(() => importGame(text), ImportError);
      }),
      { numRuns: 500 },
    );
  });

  it('gives importGame bytes it reads or refuses with an ImportError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        readsOrRefuses(() => importGame(bytes), ImportError);
      }),
      { numRuns: 500 },
    );
  });

  it('decodes random base64url or refuses it', () => {
    const code = fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
      maxLength: 60,
    });
    fc.assert(
      fc.property(code, (text) => {
        readsOrRefuses(() => decodeShareCode(`AQ${text}`), RecordError);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('huge input, refused at once', () => {
  const cases: [string, () => unknown][] = [
    ['an SGF value of 5 MB', () => readSgf(`(;GM[4]C[${'x'.repeat(5_000_000)}])`)],
    [
      'a .psq file of 5 MB',
      () => readPsq(`Piskvorky 15x15, 11:11, 0\n${'8,8,0\n'.repeat(900_000)}`),
    ],
    ['a share code of 1 MB', () => decodeShareCode('A'.repeat(1_000_000))],
  ];
  cases.forEach(([name, read]) => {
    it(`refuses ${name} with a RecordError naming the cap`, () => {
      const error = readsOrRefuses(read, RecordError);
      expect(error).toBeInstanceOf(RecordError);
      expect((error as Error).message).toMatch(/more than the/);
    });
  });

  it('reads a 4 MB collection of games whole', () => {
    const game = '(;GM[4];B[hh];W[ii];B[jj];W[kk])\n';
    const text = game.repeat(Math.floor(3_900_000 / game.length));
    expect(readSgf(text).length).toBe(Math.floor(3_900_000 / game.length));
  }, 30_000); // 118,000 games replayed: about 4 s alone, past 5 s beside other test files
});
