// Share codes: the binary form byte by byte for a known game of each kind, the refusals with the
// byte they stop at, and round trips of random games of both.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeShareCode,
  encodeShareCode,
  Gomoku,
  OptionError,
  ParseError,
  RecordError,
  Reversi,
} from '../../src/index.ts';
import { gameRecipe, playRandomGame } from './gomoku-games.ts';

/** The bytes of a base64url code, decoded by Node's own implementation. */
const bytesOf = (code: string): number[] => [...Buffer.from(code, 'base64url')];

/** The RecordError `run` throws. */
function refusal(run: () => unknown): RecordError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RecordError);
    return error as RecordError;
  }
  throw new Error('expected a RecordError');
}

describe('encodeShareCode, the binary form', () => {
  it('writes a freestyle 15x15 game as version, Gomoku, size, rules, result and one byte a move', () => {
    const code = encodeShareCode(Gomoku.fromMoves('h8 i9'));
    // h8 is 7 * 15 + 7 = 112, i9 is 8 * 15 + 8 = 128.
    expect(bytesOf(code)).toEqual([1, 0, 15, 0, 0, 112, 128]);
    expect(code).toBe('AQAPAABwgA');
  });

  it('writes a Reversi game as version, Reversi, settings and one byte a square from the top', () => {
    const code = encodeShareCode(Reversi.fromMoves('f5d6'));
    // f5 is 4 * 8 + 5 = 37, d6 is 5 * 8 + 3 = 43; autoPass is bit 0.
    expect(bytesOf(code)).toEqual([1, 1, 1, 37, 43]);
    expect(code).toBe('AQEBJSs');
  });

  it('writes two bytes a move on boards larger than 16x16', () => {
    const game = new Gomoku({ size: 20 });
    game.play('t20');
    expect(bytesOf(encodeShareCode(game))).toEqual([1, 0, 20, 0, 0, 1, 143]);
  });

  it('writes the rule, the opening and its actions, and a resignation', () => {
    const game = new Gomoku({ rule: 'renju', opening: 'rif' });
    for (const point of ['h8', 'h9', 'i9']) game.play(point);
    game.choose('swap');
    game.resign('black');
    const [version, kind, size, rules, result, count] = bytesOf(encodeShareCode(game));
    expect([version, kind, size]).toEqual([1, 0, 15]);
    expect(rules).toBe(2 | (4 << 2)); // renju, rif
    expect(result).toBe(1); // resignation, white won
    expect(count).toBe(4); // three stones placed and a swap
  });

  it('uses only URL-safe characters, and is short', () => {
    const game = Gomoku.fromMoves('h8 h9 i9 g7 j10 i10 g11 k9 k11 f12 l12', { rule: 'renju' });
    const code = encodeShareCode(game);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(code.length).toBeLessThan(30);
  });

  it('refuses anything but a game', () => {
    expect(() => encodeShareCode({} as Gomoku)).toThrow(OptionError);
  });
});

describe('decodeShareCode', () => {
  it('reads a code into a record of the game, without players or comments', () => {
    const record = decodeShareCode('AQAPAABwgA');
    expect(record.format).toBe('share');
    expect(record.game).toBe('gomoku');
    expect(record.engine.toMoves()).toBe('h8 i9');
    expect(record.players).toEqual({});
    expect(record.comments).toEqual([]);
  });

  it('reads the code at the end of a link', () => {
    for (const link of [
      'https://example.com/play#AQEBJSs',
      'https://x.org/?g=AQEBJSs',
      ' AQEBJSs\n',
    ]) {
      expect(decodeShareCode(link).engine.toMoves()).toBe('f5d6');
    }
  });

  const cases: { name: string; code: string; says: RegExp; offset: number; ply?: number }[] = [
    {
      name: 'a character that is not base64url',
      code: 'AQ+P',
      says: /got '\+' at character 2/,
      offset: 2,
    },
    {
      name: 'a newer version',
      code: 'AgAPAABwgA',
      says: /version 2 is not one this version reads/,
      offset: 0,
    },
    { name: 'a game that is neither', code: 'AQI', says: /game 2 is neither Gomoku/, offset: 1 },
    { name: 'a code cut short', code: 'AQAP', says: /ends before the rules/, offset: 3 },
    { name: 'a size out of range', code: 'AQAB', says: /size 1 is not 5 to 26/, offset: 2 },
    {
      name: 'an unknown rule',
      code: 'AQAPHAA',
      says: /opening 7 is not one this version knows/,
      offset: 3,
    },
    {
      name: 'a point off the board',
      code: 'AQAFAADh',
      says: /cell 225, past the board's 25/,
      offset: 5,
    },
    {
      name: 'a move the game refuses',
      code: 'AQAPAABwcA',
      says: /moves\[1\] 'h8' cannot be replayed/,
      offset: -1,
      ply: 2,
    },
    {
      name: 'a Reversi square that is no square',
      code: 'AQEBQQ',
      says: /move 65 is neither a square/,
      offset: 3,
    },
  ];
  cases.forEach(({ name, code, says, offset, ply }) => {
    it(`refuses ${name}, saying where`, () => {
      const error = refusal(() => decodeShareCode(code));
      expect(error).toBeInstanceOf(ParseError);
      expect(error.format).toBe('share');
      expect(error.message).toMatch(says);
      if (offset >= 0) expect(error.offset).toBe(offset);
      expect(error.ply).toBe(ply);
    });
  });

  it('refuses a code far longer than any game, before decoding it', () => {
    expect(refusal(() => decodeShareCode(`A${'A'.repeat(20_000)}`)).message).toMatch(/10000/);
  });
});

describe('encodeShareCode then decodeShareCode, on random games', () => {
  it('gives back every Gomoku game: rule, size, opening and its choices, position, result', () => {
    fc.assert(
      fc.property(gameRecipe, (recipe) => {
        const game = playRandomGame(recipe);
        const record = decodeShareCode(encodeShareCode(game));
        expect(record.engine.toJSON()).toEqual(game.toJSON());
        expect(encodeShareCode(record.engine)).toBe(encodeShareCode(game));
      }),
      { numRuns: 200 },
    );
  });

  const reversiGame = fc.record({
    autoPass: fc.boolean(),
    fromPosition: fc.boolean(),
    picks: fc.array(fc.nat(), { maxLength: 70 }),
    ending: fc.constantFrom('none', 'resign', 'time'),
    loser: fc.constantFrom<'black' | 'white'>('black', 'white'),
  });

  it('gives back every Reversi game: passes, a start position, auto-pass, result', () => {
    fc.assert(
      fc.property(reversiGame, ({ autoPass, fromPosition, picks, ending, loser }) => {
        let game = new Reversi({ autoPass });
        if (fromPosition) {
          game.play(game.legalMoves()[0]!);
          game = Reversi.fromPosition(game.toPosition(), { autoPass });
        }
        for (const pick of picks) {
          if (game.isGameOver()) break;
          if (game.mustPass()) game.pass();
          else game.play(game.legalMoves()[pick % game.legalMoves().length]!);
        }
        if (!game.isGameOver() && ending === 'resign') game.resign(loser);
        if (!game.isGameOver() && ending === 'time') game.loseOnTime(loser);
        const record = decodeShareCode(encodeShareCode(game));
        expect(record.game).toBe('reversi');
        expect(record.engine.toJSON()).toEqual(game.toJSON());
      }),
      { numRuns: 150 },
    );
  });
});
