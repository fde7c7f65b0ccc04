// GGF, the Generic Game Server's format: real GGS games first (fixtures/records/othello, see the
// README there), then the properties one at a time, the refusals, and round trips of random games.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, OptionError, ParseError, Reversi } from '../../src/index.ts';
import { RecordError } from '../../src/records/errors.ts';
import { GGF_MAX_GAMES, GGF_MAX_LENGTH, readGgf, writeGgf } from '../../src/records/ggf.ts';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/records/othello/${name}`, import.meta.url), 'utf8');

const STANDARD = '8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *';

/** A one-game GGF text from the standard start with `rest` after BO. */
const ggf = (rest: string, head = ''): string => `(;GM[Othello]${head}BO[${STANDARD}]${rest};)`;

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

describe('readGgf on GGS games kept by NTest (ntest-testgames.ggf)', () => {
  const records = readGgf(fixture('ntest-testgames.ggf'));

  it('reads all six games, each a draw as RE[+0.000] says, with the players and ratings', () => {
    expect(records).toHaveLength(6);
    for (const record of records) {
      expect(record.format).toBe('ggf');
      expect(record.game).toBe('reversi');
      expect(record.result).toBe('+0.000');
      expect(record.engine.status).toEqual({ kind: 'draw' });
      expect(record.engine.finalScore()).toEqual({ black: 32, white: 32, empty: 0 });
      expect(record.place).toBe('GGS/os');
    }
    expect(records[0]!.players).toEqual({ black: 'Saio1200', white: 'Saio3000' });
    expect(records[0]!.ratings).toEqual({ black: '2196.37', white: '2200.35' });
    expect(records[0]!.date).toBe('2003.12.15_12:33:18.MST');
    expect(records[0]!.timeControl).toEqual({ black: '05:00//02:00', white: '05:00//02:00' });
    expect(records[5]!.players).toEqual({ black: 'cruel+', white: 'Saio1200' });
  });

  it('takes the passes written B[pass], W[pass] and B[PA//0.38] as the passes the game makes', () => {
    const passes = records.map((record) =>
      record.engine.moves.filter((move) => move.pass).map((move) => `${move.number} ${move.stone}`),
    );
    expect(passes).toEqual([[], [], ['59 black'], [], ['60 white'], ['59 black']]);
    expect(records[5]!.notes[58]).toEqual({ time: 0.38 });
  });

  it('keeps each move’s evaluation and time, one note per entry of the game', () => {
    const [first] = records;
    expect(first!.notes).toHaveLength(first!.engine.moves.length);
    expect(first!.engine.moves[7]!.name).toBe('d2');
    expect(first!.notes[7]).toEqual({ eval: 2.39, time: 0.01 });
    expect(first!.notes[0]).toEqual({ time: 0.01 });
    expect(first!.engine.toMoves().slice(0, 12)).toBe('d3c5f6f5e6e3');
  });

  it('writes every game back to the same moves, notes, players and result', () => {
    for (const record of records) {
      const [again] = readGgf(writeGgf(record.engine, record));
      expect(again!.engine.toJSON()).toEqual(record.engine.toJSON());
      expect(again!.notes).toEqual(record.notes);
      expect(again!.players).toEqual(record.players);
      expect(again!.ratings).toEqual(record.ratings);
      expect(again!.result).toBe(record.result);
      expect(again!.date).toBe(record.date);
    }
  });
});

describe('readGgf on NBoard’s test file (nboard-test2.ggf)', () => {
  const text = fixture('nboard-test2.ggf');
  const lines = text.split('\n');

  it('refuses the file for its first game, on a 4x4 board, naming the game and the line', () => {
    const error = refusal(() => readGgf(text));
    expect(error.game).toBe(0);
    expect(error.line).toBe(1);
    expect(error.message).toContain('TY[4]');
    expect(error.message).toContain('only 8x8');
  });

  it('reads a komi game from a random start of 20 discs, its score less the komi as RE', () => {
    const [record] = readGgf(lines[1]!);
    expect(record!.type).toBe('8kr20');
    expect(record!.komi).toBe('-3.133');
    expect(record!.result).toBe('-22.87');
    expect(record!.engine.toJSON().start).toBe(
      '-----------X------OOOO---XOOOX---OXXOO----OOXX------X----------- X',
    );
    expect(record!.engine.status).toEqual({ kind: 'won', winner: 'white', reason: 'count' });
    const { black, white } = record!.engine.finalScore();
    expect(black - white - Number(record!.komi)).toBeCloseTo(-22.87, 1);
    expect(record!.notes[1]).toEqual({ eval: 8.03 });
  });

  it('reads its last game, a standard one, whatever the first line holds', () => {
    const [record] = readGgf(lines[2]!);
    expect(record!.engine.status).toEqual({ kind: 'draw' });
    expect(record!.engine.moves).toHaveLength(60);
  });
});

describe('readGgf, property by property', () => {
  it('reads several games, whitespace and the archives’ match numbers between them', () => {
    const one = ggf('B[F5]');
    const records = readGgf(`12 ${one}\n\n7 ${one}${one}\r\n`);
    expect(records.map((record) => record.engine.toMoves())).toEqual(['f5', 'f5', 'f5']);
  });

  it('replays a game when its engine is first read, and gives the same game after', () => {
    const [record] = readGgf(ggf('B[f5]W[d6]'));
    expect(record!.engine).toBe(record!.engine);
    expect(record!.engine.toMoves()).toBe('f5d6');
  });

  it('reads GM in any case, as Edax writes GM[othello]', () => {
    expect(readGgf('(;GM[othello]B[F5];)')[0]!.engine.toMoves()).toBe('f5');
  });

  it('starts from the standard position when BO is missing', () => {
    expect(readGgf('(;GM[Othello]B[f5]W[d6];)')[0]!.engine.toMoves()).toBe('f5d6');
  });

  it('starts from BO with white to move when it ends in O', () => {
    const board = '8 -------- -------- -------- ---O*--- ---**--- ----*--- -------- -------- O';
    const [record] = readGgf(`(;GM[Othello]BO[${board}]W[f6];)`);
    expect(record!.engine.moves[0]).toMatchObject({ stone: 'white', name: 'f6' });
  });

  it('reads the move, the evaluation and the time, each optional', () => {
    const [record] = readGgf(ggf('B[f5/1.50/4.12]W[d6//01:30]B[c3/-2]W[d3]'));
    expect(record!.notes).toEqual([{ eval: 1.5, time: 4.12 }, { time: 90 }, { eval: -2 }, {}]);
  });

  it('makes a pass the file leaves out, and gives it an empty note', () => {
    const line = fixture('ntest-testgames.ggf').split('\n')[2]!;
    const [written] = readGgf(line);
    const [left] = readGgf(line.replace('B[pass]', ''));
    expect(left!.engine.toJSON()).toEqual(written!.engine.toJSON());
    expect(left!.engine.moves[58]!.name).toBe('pass');
    expect(left!.notes[58]).toEqual({});
  });

  it('leaves out empty names, as GGS writes PW[] for nobody', () => {
    expect(readGgf(ggf('B[f5]', 'PB[Ann]PW[]'))[0]!.players).toEqual({ black: 'Ann' });
  });

  it('reads past properties it does not know, the komi moves among them', () => {
    expect(readGgf(ggf('B[f5]', 'KB[f5/1.00]KW[f5/-1.00]XX[?]'))[0]!.engine.toMoves()).toBe('f5');
  });

  it('takes the time control of each side from TB and TW', () => {
    const [record] = readGgf(ggf('', 'TB[05:00]TW[01:00//01:00]'));
    expect(record!.timeControl).toEqual({ black: '05:00', white: '01:00//01:00' });
  });
});

describe('readGgf, results', () => {
  it('ends the game by resignation for RE[…:r], the loser being the side the score is against', () => {
    const [record] = readGgf(ggf('B[f5]W[d6]', 'RE[+64.000:r]'));
    expect(record!.engine.status).toEqual({ kind: 'won', winner: 'black', reason: 'resignation' });
    expect(record!.result).toBe('+64.000:r');
  });

  it('ends the game on time for RE[…:t]', () => {
    const [record] = readGgf(ggf('B[f5]', 'RE[-12:t]'));
    expect(record!.engine.status).toEqual({ kind: 'won', winner: 'white', reason: 'time' });
  });

  it('leaves an agreed score (:s), an unknown result (?) and Edax’s -127 unfinished', () => {
    for (const result of ['+4.000:s', '?', '-127.000']) {
      const [record] = readGgf(ggf('B[f5]', `RE[${result}]`));
      expect(record!.engine.status).toEqual({ kind: 'playing' });
      expect(record!.result).toBe(result);
    }
  });

  it('keeps the board’s result when a finished game says :r as well', () => {
    const [record] = readGgf(
      fixture('ntest-testgames.ggf').split('\n')[0]!.replace('+0.000', '+2:r'),
    );
    expect(record!.engine.status).toEqual({ kind: 'draw' });
    expect(record!.result).toBe('+2:r');
  });
});

describe('readGgf refuses, saying where', () => {
  // [what, text, where the error points (line, column), ply or undefined, words of the message]
  const cases: [string, string, number, number, number | undefined, string][] = [
    ['text that is no GGF', 'hello', 1, 1, undefined, "unexpected 'h'"],
    ['a game never closed', '(;GM[Othello]B[f5]', 1, 1, undefined, 'never ends'],
    ['a value never closed', '(;GM[Othello]PB[Ann', 1, 14, undefined, 'never ends'],
    ['a property name with no value', '(;GM[Othello]PB;)', 1, 16, undefined, "expected '['"],
    ['another game', '(;GM[Amazons];)', 1, 6, undefined, 'not Othello'],
    ['a game that does not say which', '(;PB[Ann];)', 1, 1, undefined, 'no GM[Othello]'],
    ['a 10x10 game', '(;GM[Othello]TY[10];)', 1, 17, undefined, 'only 8x8'],
    ['anti-Othello', '(;GM[Othello]TY[8a];)', 1, 17, undefined, 'anti-Othello'],
    ['a type that is none', '(;GM[Othello]TY[chess];)', 1, 17, undefined, 'no Othello game type'],
    ['a 10x10 board', '(;GM[Othello]BO[10 *];)', 1, 17, undefined, 'only 8x8'],
    ['a board of 63 cells', `(;GM[Othello]BO[8 ${'-'.repeat(63)}];)`, 1, 14, undefined, '63 of 64'],
    [
      'a board without a side',
      `(;GM[Othello]BO[8 ${'-'.repeat(64)}];)`,
      1,
      14,
      undefined,
      'no side',
    ],
    ['a cell that is none', `(;GM[Othello]BO[8 ---x];)`, 1, 22, undefined, "'x' in BO"],
    ['a property twice', '(;GM[Othello]PB[A]PB[B];)', 1, 19, undefined, 'twice'],
    ['a result that is none', '(;GM[Othello]RE[B+3];)', 1, 17, undefined, 'no result'],
    ['a square off the board', '(;GM[Othello]\nB[i9];)', 2, 3, 1, 'no square'],
    ['an illegal move', '(;GM[Othello]B[f5]W[a1];)', 1, 19, 2, 'illegal'],
    ['a move by the side not to move', '(;GM[Othello]B[f5]B[f6];)', 1, 19, 2, "white's turn"],
    ['a pass with a move to play', '(;GM[Othello]B[PA];)', 1, 14, 1, 'cannot pass'],
    ['an evaluation that is none', '(;GM[Othello]B[f5/good];)', 1, 19, 1, 'no evaluation'],
    ['a time that is none', '(;GM[Othello]B[f5//soon];)', 1, 20, 1, 'no time'],
  ];
  for (const [what, text, line, column, ply, words] of cases) {
    it(`${what}: line ${line}, column ${column}`, () => {
      const error = refusal(() => readGgf(text));
      expect(error).toBeInstanceOf(ParseError);
      expect(error.format).toBe('ggf');
      expect([error.line, error.column]).toEqual([line, column]);
      expect(error.ply).toBe(ply);
      expect(error.message).toContain(words);
      expect(error.token.length).toBeLessThanOrEqual(40);
    });
  }

  it('names the game of a file of many, and the engine’s refusal as the cause', () => {
    const error = refusal(() => readGgf(`${ggf('B[f5]')}\n${ggf('B[f5]W[a1]')}`));
    expect(error.game).toBe(1);
    expect(error.line).toBe(2);
    expect(error.message).toMatch(/^GGF game 2, line 2/);
    expect(error.cause).toBeInstanceOf(IllegalMoveError);
  });

  it('refuses empty text, and text with no game', () => {
    expect(refusal(() => readGgf('')).message).toContain('No GGF game');
    expect(refusal(() => readGgf('  12 \n')).message).toContain('No GGF game');
  });

  it('refuses what is not text', () => {
    expect(refusal(() => readGgf(42 as unknown as string)).message).toContain('number 42');
  });

  it('refuses text longer than GGF_MAX_LENGTH before reading it', () => {
    const error = refusal(() => readGgf(' '.repeat(GGF_MAX_LENGTH + 1)));
    expect(error.message).toContain(String(GGF_MAX_LENGTH));
  });

  it('refuses a text of more than GGF_MAX_GAMES games, however small', () => {
    const error = refusal(() => readGgf('(;GM[Othello];)'.repeat(GGF_MAX_GAMES + 1)));
    expect(error.game).toBe(GGF_MAX_GAMES);
    expect(error.message).toContain(`more than ${GGF_MAX_GAMES} games`);
  });

  it('quotes at most 40 characters of a huge value', () => {
    const error = refusal(() => readGgf(`(;GM[Othello]B[${'x'.repeat(2_000_000)}];)`));
    expect(error.token.length).toBeLessThanOrEqual(40);
    expect(error.message.length).toBeLessThan(300);
  });
});

describe('readGgf on garbage', () => {
  const line = fixture('ntest-testgames.ggf').split('\n')[2]!;

  it('throws nothing but a RecordError for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        try {
          readGgf(text);
        } catch (error) {
          expect(error).toBeInstanceOf(RecordError);
        }
      }),
    );
  });

  it('reads a real game with a stretch of it replaced, or refuses it with a RecordError', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: line.length }),
        fc.nat({ max: 8 }),
        fc.string({ maxLength: 8 }),
        (at, cut, piece) => {
          const text = line.slice(0, at) + piece + line.slice(at + cut);
          try {
            for (const record of readGgf(text))
              expect(record.engine.moves.length).toBeGreaterThanOrEqual(0);
          } catch (error) {
            expect(error).toBeInstanceOf(RecordError);
            expect((error as RecordError).token.length).toBeLessThanOrEqual(40);
          }
        },
      ),
    );
  });
});

describe('writeGgf', () => {
  it('writes the start, the moves in capitals, passes as PA, and ? for an unfinished game', () => {
    const text = writeGgf(Reversi.fromMoves('f5d6'), { players: { black: 'Ann', white: 'Bo' } });
    expect(text).toBe(`(;GM[Othello]PB[Ann]PW[Bo]TY[8]RE[?]BO[${STANDARD}]B[F5]W[D6];)`);
  });

  it('writes black’s final count difference for a finished game, with :r and :t off the board', () => {
    const [finished] = readGgf(fixture('ntest-testgames.ggf').split('\n')[0]!);
    expect(writeGgf(finished!.engine)).toContain('RE[+0.000]');
    const resigned = Reversi.fromMoves('f5d6');
    resigned.resign('black');
    expect(writeGgf(resigned)).toContain('RE[-58.000:r]'); // white's 3 discs and the 58 empty squares, to 3
    const late = Reversi.fromMoves('f5');
    late.loseOnTime('white');
    expect(writeGgf(late)).toContain('RE[+62.000:t]');
  });

  it('keeps the result it is given when it says the same thing, and its own otherwise', () => {
    const resigned = Reversi.fromMoves('f5d6');
    resigned.resign('white');
    expect(writeGgf(resigned, { result: '+64.00:r' })).toContain('RE[+64.00:r]');
    expect(writeGgf(resigned, { result: '-64.00:r' })).toContain('RE[+58.000:r]');
    expect(writeGgf(Reversi.fromMoves('f5'), { result: '+3:s' })).toContain('RE[+3:s]');
    expect(writeGgf(Reversi.fromMoves('f5'), { result: 'B+R' })).toContain('RE[?]');
  });

  it('writes a position of its own as BO, white to move as O', () => {
    const game = Reversi.fromPosition(`${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`, {
      toMove: 'white',
    });
    expect(writeGgf(game)).toContain(`BO[${STANDARD.slice(0, -1)}O]`);
  });

  it('writes ] as ) and line breaks as spaces, GGF having no escapes', () => {
    const text = writeGgf(new Reversi(), { players: { black: 'a]b', white: 'c\nd' } });
    expect(readGgf(text)[0]!.players).toEqual({ black: 'a)b', white: 'c d' });
  });

  it('writes TI for equal time controls, TB and TW for different ones, and TY as given', () => {
    const same = { black: '15:00//02:00', white: '15:00//02:00' };
    expect(writeGgf(new Reversi(), { timeControl: same })).toContain('TI[15:00//02:00]');
    const text = writeGgf(new Reversi(), { timeControl: { black: '5:00' }, type: 's8r20' });
    expect(text).toContain('TB[5:00]');
    expect(text).toContain('TY[s8r20]');
    expect(writeGgf(new Reversi(), { type: '10' })).toContain('TY[8]');
  });

  it('refuses a game that is no Reversi and info of the wrong kind', () => {
    expect(() => writeGgf({} as Reversi)).toThrow(OptionError);
    expect(() => writeGgf(new Reversi(), { date: 2024 } as never)).toThrow(OptionError);
    expect(() => writeGgf(new Reversi(), { notes: [{ eval: Number.NaN }] })).toThrow(
      /notes\[0\]\.eval/,
    );
  });
});

describe('writeGgf then readGgf, random games', () => {
  const name = fc
    .string({ maxLength: 12 })
    .filter((text) => !/[\]\r\n]/.test(text) && text.trim() === text);
  const ending = fc.constantFrom('none', 'resign', 'time');
  const notes = fc.array(
    fc.record({
      eval: fc.integer({ min: -6400, max: 6400 }),
      time: fc.integer({ min: 0, max: 99999 }),
    }),
    { maxLength: 70 },
  );

  it('give back the same start, moves, passes, result off the board, players and notes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 70 }),
        fc.nat({ max: 20 }),
        ending,
        fc.boolean(),
        name,
        name,
        notes,
        (picks, setUp, end, loserIsBlack, black, white, rawNotes) => {
          let game = new Reversi();
          picks.forEach((pick, i) => {
            if (game.isGameOver()) return;
            // Some games start from a position reached by a few moves, as GGS's random starts do.
            if (i === setUp) game = Reversi.fromPosition(game.toPosition());
            const moves = game.legalMoves();
            game.play(moves[pick % moves.length]!);
          });
          if (end !== 'none' && !game.isGameOver()) {
            const loser = loserIsBlack ? 'black' : 'white';
            if (end === 'resign') game.resign(loser);
            else game.loseOnTime(loser);
          }
          const info = {
            players: { ...(black ? { black } : {}), ...(white ? { white } : {}) },
            notes: rawNotes.map(({ eval: e, time }) => ({ eval: e / 100, time: time / 100 })),
          };
          const [record] = readGgf(writeGgf(game, info));
          expect(record!.engine.toJSON()).toEqual(game.toJSON());
          expect(record!.engine.status).toEqual(game.status);
          expect(record!.players).toEqual(info.players);
          expect(record!.notes).toEqual(game.moves.map((_, i) => info.notes[i] ?? {}));
        },
      ),
    );
  });
});
