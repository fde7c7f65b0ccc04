// WTHOR, the French federation's binary database: files built byte by byte from the published
// layout, the fixture we wrote from real GGS games, the refusals with their byte offsets, round
// trips of random games, and (when STONEKIT_WTHOR_DIR names a folder of the FFO's year files,
// kept outside git) the real database.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, OptionError, ParseError, Reversi } from '../../src/index.ts';
import { RecordError } from '../../src/records/errors.ts';
import { readGgf } from '../../src/records/ggf.ts';
import { readWthor, readWthorNames, WTHOR_MAX_BYTES, writeWthor } from '../../src/records/wthor.ts';

const fixture = (name: string): Uint8Array =>
  readFileSync(new URL(`../fixtures/records/othello/${name}`, import.meta.url));

/** A 16-byte WTHOR header: created 2024-11-25, `games` games, `names` names, games of `year`. */
function header(games: number, names = 0, year = 2004, size = 8, kind = 0): number[] {
  return [
    20,
    24,
    11,
    25,
    games & 255,
    games >> 8,
    0,
    0,
    names & 255,
    names >> 8,
    year & 255,
    year >> 8,
    size,
    kind,
    22,
    0,
  ];
}

/** A 68-byte game: tournament, players, black's score, theoretical score, moves as squares. */
function game(
  moves: string,
  tournament = 3,
  black = 5,
  white = 7,
  score = 40,
  theory = 38,
): number[] {
  const bytes = [tournament, 0, black, 0, white, 0, score, theory];
  for (let i = 0; i < moves.length; i += 2) {
    const column = moves.charCodeAt(i) - 96;
    const row = Number(moves[i + 1]);
    bytes.push(10 * row + column);
  }
  while (bytes.length < 68) bytes.push(0);
  return bytes;
}

/** A name file: the header, then each name NUL-padded to `size` bytes, in Latin-1. */
function nameFile(names: readonly string[], size: number): Uint8Array {
  const bytes = header(0, names.length, 0, 0);
  for (const name of names) {
    for (let i = 0; i < size; i++) bytes.push(i < name.length ? name.charCodeAt(i) : 0);
  }
  return new Uint8Array(bytes);
}

/** The RecordError `run` throws, which the test expects it to throw. */
function refusal(run: () => unknown): RecordError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RecordError);
    return error as RecordError;
  }
  throw new Error('expected a RecordError');
}

const GGS_GAMES = readGgf(
  readFileSync(new URL('../fixtures/records/othello/ntest-testgames.ggf', import.meta.url), 'utf8'),
);

describe('readWthor on a file laid out by hand from the FFO’s description', () => {
  const bytes = new Uint8Array([
    ...header(2),
    ...game('f5d6c3d3c4'),
    ...game('f5f6e6f4', 9, 1, 2, 33, 33),
  ]);

  it('reads every game with its numbers, the year as the date and the score as the result', () => {
    const records = readWthor(bytes);
    expect(records).toHaveLength(2);
    expect(records[0]!.format).toBe('wthor');
    expect(records[0]!.engine.toMoves()).toBe('f5d6c3d3c4');
    expect(records[0]!.wthor).toEqual({
      tournament: 3,
      black: 5,
      white: 7,
      score: 40,
      theoreticalScore: 38,
    });
    expect(records[0]!.result).toBe('40-24');
    expect(records[0]!.date).toBe('2004');
    expect(records[1]!.engine.toMoves()).toBe('f5f6e6f4');
  });

  it('leaves a game the file stops early unfinished, and names missing without name tables', () => {
    const [record] = readWthor(bytes);
    expect(record!.engine.status).toEqual({ kind: 'playing' });
    expect(record!.players).toEqual({});
    expect(record!.event).toBeUndefined();
  });

  it('names the players and the tournament from the name tables', () => {
    const players = ['???', 'Tastet Marc', 'Lévy-Abégnoli Thierry', '', '', 'Ann', '', 'Bo'];
    const tournaments = ['', '', '', 'Championnat de France'];
    const [first, second] = readWthor(bytes, { players, tournaments });
    expect(first!.players).toEqual({ black: 'Ann', white: 'Bo' });
    expect(first!.event).toBe('Championnat de France');
    expect(second!.players).toEqual({ black: 'Tastet Marc', white: 'Lévy-Abégnoli Thierry' });
    expect(second!.event).toBeUndefined();
  });

  it('makes the passes WTHOR leaves out', () => {
    const withPass = GGS_GAMES[2]!.engine; // black passes at move 59
    const [record] = readWthor(
      new Uint8Array([...header(1), ...game(withPass.toMoves(), 1, 1, 2, 32, 32)]),
    );
    expect(record!.engine.toJSON()).toEqual(withPass.toJSON());
    expect(record!.engine.moves[58]!.name).toBe('pass');
    expect(record!.engine.status).toEqual({ kind: 'draw' });
  });

  it('reads an empty file of no games', () => {
    expect(readWthor(new Uint8Array(header(0)))).toEqual([]);
  });
});

describe('readWthor on our file of six GGS games (ours-ggs-games.wtb)', () => {
  it('gives the moves and results of the GGF games it was written from', () => {
    const records = readWthor(fixture('ours-ggs-games.wtb'));
    expect(records.map((record) => record.engine.toJSON())).toEqual(
      GGS_GAMES.map((record) => record.engine.toJSON()),
    );
    expect(records.map((record) => record.result)).toEqual(Array(6).fill('32-32'));
    expect(records[5]!.wthor).toMatchObject({ tournament: 1, black: 11, white: 12 });
  });
});

describe('readWthor refuses, at the byte', () => {
  const good = [...header(1), ...game('f5d6')];
  const at = (offset: number, value: number): Uint8Array => {
    const bytes = new Uint8Array(good);
    bytes[offset] = value;
    return bytes;
  };
  // [what, the bytes, the offset expected, the ply or undefined, words of the message]
  const cases: [string, Uint8Array, number, number | undefined, string][] = [
    ['a file shorter than the header', new Uint8Array(10), 10, undefined, 'too short'],
    ['a file cut short', new Uint8Array(good.slice(0, 50)), 50, undefined, 'cut short'],
    [
      'bytes after the last game',
      new Uint8Array([...good, 0]),
      84,
      undefined,
      'after the last game',
    ],
    ['a name file', nameFile(['Ann'], 20), 8, undefined, 'name file'],
    ['a 10x10 file', at(12, 10), 12, undefined, '10x10'],
    ['a file of solitaires', at(13, 1), 13, undefined, 'solitaires'],
    ['a score above 64', at(16 + 6, 65), 22, undefined, '65 discs'],
    ['a move byte that is no square', at(16 + 9, 19), 25, 2, 'no square'],
    ['a move byte of row 9', at(16 + 9, 91), 25, 2, 'no square'],
    ['a move after the 0 that ends the moves', at(16 + 20, 34), 36, 3, 'after the 0'],
    ['an illegal move', at(16 + 9, 11), 25, 2, 'illegal'],
  ];
  for (const [what, bytes, offset, ply, words] of cases) {
    it(`${what}: byte ${offset}`, () => {
      const error = refusal(() => readWthor(bytes));
      expect(error).toBeInstanceOf(ParseError);
      expect(error.format).toBe('wthor');
      expect(error.offset).toBe(offset);
      expect(error.ply).toBe(ply);
      expect(error.line).toBeUndefined();
      expect(error.message).toContain(words);
    });
  }

  it('names the game of an illegal move, and the engine’s refusal as the cause', () => {
    const bytes = new Uint8Array([
      ...header(3),
      ...game('f5d6'),
      ...game('f5d6'),
      ...game('f5d6a1'),
    ]);
    const error = refusal(() => readWthor(bytes));
    expect(error.game).toBe(2);
    expect(error.ply).toBe(3);
    expect(error.offset).toBe(16 + 2 * 68 + 8 + 2);
    expect(error.message).toMatch(/^WTHOR game 3, byte 162: move 3 is illegal/);
    expect(error.cause).toBeInstanceOf(IllegalMoveError);
  });

  it('refuses what is not bytes, and more than WTHOR_MAX_BYTES', () => {
    expect(refusal(() => readWthor('WTH' as unknown as Uint8Array)).message).toContain('bytes');
    expect(refusal(() => readWthor(new Uint8Array(WTHOR_MAX_BYTES + 1))).message).toContain(
      String(WTHOR_MAX_BYTES),
    );
  });

  it('refuses name tables that are not lists of strings', () => {
    expect(() => readWthor(new Uint8Array(good), { players: [1] as never })).toThrow(OptionError);
  });

  it('takes an ArrayBuffer as well', () => {
    expect(readWthor(new Uint8Array(good).buffer as unknown as Uint8Array)).toHaveLength(1);
  });
});

describe('readWthor on garbage', () => {
  const file = fixture('ours-ggs-games.wtb');

  it('throws nothing but a RecordError for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        try {
          readWthor(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(RecordError);
        }
      }),
    );
  });

  it('reads a real file with bytes changed, or refuses it at a byte of the file', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: file.length - 1 }), fc.nat({ max: 255 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (changes) => {
          const bytes = new Uint8Array(file);
          for (const [at, value] of changes) bytes[at] = value;
          try {
            for (const record of readWthor(bytes))
              expect(record.engine.moves.length).toBeGreaterThanOrEqual(0);
          } catch (error) {
            expect(error).toBeInstanceOf(RecordError);
            expect((error as RecordError).offset).toBeLessThanOrEqual(bytes.length);
          }
        },
      ),
    );
  });
});

describe('readWthorNames', () => {
  it('reads the players of WTHOR.JOU, 20 bytes a name, in Latin-1', () => {
    expect(readWthorNames(nameFile(['???', 'Lévy Thierry', 'x'.repeat(19)], 20))).toEqual([
      '???',
      'Lévy Thierry',
      'x'.repeat(19),
    ]);
  });

  it('reads the tournaments of WTHOR.TRN, 26 bytes a name', () => {
    expect(readWthorNames(nameFile(['Diverses parties', 'World Championship'], 26))).toEqual([
      'Diverses parties',
      'World Championship',
    ]);
  });

  it('refuses a game file, and sizes that fit neither', () => {
    expect(
      refusal(() => readWthorNames(new Uint8Array([...header(1), ...game('f5')]))).message,
    ).toContain('no WTHOR name file');
    expect(refusal(() => readWthorNames(nameFile(['Ann'], 21))).offset).toBe(4);
  });
});

describe('writeWthor', () => {
  it('writes the header: creation date, game count, year, an 8x8 board and the depth', () => {
    const bytes = writeWthor([Reversi.fromMoves('f5d6')], {
      year: 2003,
      created: new Date(2024, 10, 25),
      depth: 22,
    });
    expect([...bytes.slice(0, 16)]).toEqual([
      20, 24, 11, 25, 1, 0, 0, 0, 0, 0, 0xd3, 0x07, 8, 0, 22, 0,
    ]);
    expect([...bytes.slice(16, 27)]).toEqual([0, 0, 0, 0, 0, 0, 3, 3, 56, 64, 0]);
  });

  it('gives a finished game its final count, empty squares to the winner, as a resigned one', () => {
    const wipeout = Reversi.fromMoves('d3c3b3d2e1d6d7e3f4'); // 13-0 after nine moves
    expect(wipeout.score()).toEqual({ black: 13, white: 0, empty: 51 });
    const resigned = Reversi.fromMoves('f5d6');
    resigned.resign('white');
    const bytes = writeWthor([wipeout, resigned, Reversi.fromMoves('f5')]);
    expect(bytes[16 + 6]).toBe(64);
    expect(bytes[16 + 68 + 6]).toBe(61); // black's 3 discs and the 58 empty squares
    expect(bytes[16 + 2 * 68 + 6]).toBe(4); // unfinished: the discs on the board
  });

  it('keeps the numbers an entry gives, as a record read from WTHOR has them', () => {
    const bytes = writeWthor([
      {
        engine: Reversi.fromMoves('f5'),
        wthor: { tournament: 300, black: 1368, white: 2, theoreticalScore: 50 },
      },
    ]);
    expect(readWthor(bytes)[0]!.wthor).toEqual({
      tournament: 300,
      black: 1368,
      white: 2,
      score: 4,
      theoreticalScore: 50,
    });
  });

  it('refuses a game from a position of its own, numbers out of range and bad options', () => {
    const own = Reversi.fromPosition(`${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`, {
      toMove: 'white',
    });
    expect(() => writeWthor([own])).toThrow(/standard start/);
    expect(() => writeWthor([{ engine: new Reversi(), wthor: { black: 70000 } }])).toThrow(
      OptionError,
    );
    expect(() => writeWthor([{} as Reversi])).toThrow(OptionError);
    expect(() => writeWthor('games' as never)).toThrow(OptionError);
    expect(() => writeWthor([], { year: -1 })).toThrow(OptionError);
    expect(() => writeWthor([], { created: new Date(Number.NaN) })).toThrow(OptionError);
  });
});

describe('writeWthor then readWthor, random games', () => {
  it('give back the same moves and passes, and the final count as black’s score', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.nat(), { maxLength: 64 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('none', 'resign', 'time'),
        (games, end) => {
          const played = games.map((picks) => {
            const reversi = new Reversi();
            for (const pick of picks) {
              if (reversi.isGameOver()) break;
              const moves = reversi.legalMoves();
              reversi.play(moves[pick % moves.length]!);
            }
            if (end !== 'none' && !reversi.isGameOver()) {
              if (end === 'resign') reversi.resign();
              else reversi.loseOnTime(reversi.turn);
            }
            return reversi;
          });
          const records = readWthor(writeWthor(played, { created: new Date(2024, 0, 1) }));
          records.forEach((record, i) => {
            const original = played[i]!;
            expect(record.engine.toMoves()).toBe(original.toMoves());
            expect(record.engine.moves.map((move) => move.name)).toEqual(
              original.moves.map((move) => move.name),
            );
            const score =
              original.status.kind === 'playing' ? original.score() : original.finalScore();
            expect(record.wthor.score).toBe(score.black);
            expect(record.result).toBe(`${score.black}-${64 - score.black}`);
          });
        },
      ),
    );
  });
});

// The FFO's year files are not ours to commit: point STONEKIT_WTHOR_DIR at a folder of them
// (WTH_1977.wtb … and WTHOR.JOU, WTHOR.TRN) to run this.
const realDir = process.env.STONEKIT_WTHOR_DIR;
describe.skipIf(realDir === undefined || !existsSync(realDir))('the real WTHOR database', () => {
  it('reads every year file, each finished game ending on the score the file gives', () => {
    const dir = realDir!;
    const players = readWthorNames(readFileSync(join(dir, 'WTHOR.JOU')));
    const tournaments = readWthorNames(readFileSync(join(dir, 'WTHOR.TRN')));
    let games = 0;
    for (const file of readdirSync(dir).filter((name) => /\.wtb$/i.test(name))) {
      for (const record of readWthor(readFileSync(join(dir, file)), { players, tournaments })) {
        games++;
        if (record.engine.isGameOver()) {
          expect(record.engine.finalScore().black, `${file}: ${record.engine.toMoves()}`).toBe(
            record.wthor.score,
          );
        }
      }
    }
    expect(games).toBeGreaterThan(0);
  }, 600_000);
});
