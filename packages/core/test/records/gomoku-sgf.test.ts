// Gomoku and Renju in SGF (GM[4]): a Renju server's record first (fixtures/records/gomoku, see the
// README there), then the conventions one at a time, the refusals, and round trips of random games.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Gomoku,
  type GomokuRecord,
  IllegalMoveError,
  OptionError,
  ParseError,
  RecordError,
  readSgf,
  writeSgf,
} from '../../src/index.ts';
import { gameRecipe, playRandomGame, recordInfo } from './gomoku-games.ts';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/records/gomoku/${name}`, import.meta.url), 'utf8');

/** The one Gomoku record of an SGF text. */
function readOne(text: string): GomokuRecord {
  const records = readSgf(text);
  expect(records).toHaveLength(1);
  const [record] = records;
  if (record?.game !== 'gomoku') throw new Error('expected a Gomoku record');
  return record;
}

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

describe('readSgf on a RIF game of a Renju server (realcore-orc-rif.sgf)', () => {
  const record = readOne(fixture('realcore-orc-rif.sgf'));

  it('replays the ten moves, counting SGF rows from the top', () => {
    expect(record.engine.toMoves()).toBe('h8 h9 j10 i9 i11 k9 j9 j8 k7 g9');
    expect(record.size).toBe(15);
  });

  it('reads Renju from the game name, as the record has no RU', () => {
    expect(record.rule).toBe('renju');
    expect(record.engine.rule).toBe('renju');
    expect(record.opening).toBe('free');
  });

  it('ends the game as RE[W+Resign] says: black resigned', () => {
    expect(record.result).toBe('W+Resign');
    expect(record.engine.status).toEqual({
      kind: 'won',
      winner: 'white',
      line: [],
      reason: 'resignation',
    });
  });

  it('reads the players, event and date, and the comment on move 4 without its spaces', () => {
    expect(record.players).toEqual({ black: 'PlayerB', white: 'PlayerA' });
    expect(record.event).toBe('none');
    expect(record.date).toBe('2003-10-07');
    expect(record.comments).toEqual([{ move: 4, text: 'A started observation.' }]);
  });

  it('writes it again as SGF that reads back to the same game', () => {
    const again = readOne(writeSgf(record.engine, record));
    expect(again.engine.toJSON()).toEqual(record.engine.toJSON());
    expect(again.players).toEqual(record.players);
    expect(again.comments).toEqual(record.comments);
    expect(again.result).toBe('W+R');
  });
});

describe('readSgf, the conventions of GM[4]', () => {
  it('reads the size from SZ, 15 without it', () => {
    expect(readOne('(;GM[4]SZ[19];B[aa])').engine.moves[0]?.name).toBe('a19');
    expect(readOne('(;GM[4];B[aa])').engine.moves[0]?.name).toBe('a15');
    expect(readOne('(;GM[4]SZ[9:9];B[ii])').engine.moves[0]?.name).toBe('i1');
  });

  const rules: [string, string][] = [
    ['RU[Renju]', 'renju'],
    ['RU[RIF]', 'renju'],
    ['RU[renju, Yamaguchi opening]', 'renju'],
    ['RU[Standard]', 'standard'],
    ['RU[exactly five]', 'standard'],
    ['RU[Caro]', 'caro'],
    ['RU[Gomoku]', 'freestyle'],
    ['RU[Freestyle]', 'freestyle'],
    ['RU[五子棋]', 'freestyle'],
    ['', 'freestyle'],
    ['GN[Cup final : RIF rule]', 'renju'],
    ['GN[Standard Cup]', 'freestyle'],
  ];
  rules.forEach(([property, rule]) => {
    it(`reads ${property || 'no RU'} as ${rule}`, () => {
      expect(readOne(`(;GM[4]${property};B[hh])`).rule).toBe(rule);
    });
  });

  it('reads a tree without GM as Gomoku', () => {
    expect(readOne('(;SZ[15];B[hh];W[ii])').engine.moveCount).toBe(2);
  });

  it('reads every game of a collection, naming the game of an error', () => {
    const records = readSgf('(;GM[4];B[hh])(;GM[4]SZ[9];B[ee];W[ff])');
    expect(records.map((record) => record.engine.moves.length)).toEqual([1, 2]);
    const error = refusal(() => readSgf('(;GM[4];B[hh])(;GM[4];B[hh];W[hh])'));
    expect(error.game).toBe(1);
  });

  it('follows the main line and leaves the variations out', () => {
    const record = readOne('(;GM[4];B[hh](;W[ii];B[jj])(;W[aa]))');
    expect(record.engine.toMoves()).toBe('h8 i7 j6');
  });

  it('starts from the setup stones of the root, with PL to move', () => {
    const record = readOne('(;GM[4]SZ[15]AB[hh][ii]AW[gg]PL[W];W[aa])');
    expect(record.engine.at('h8')).toBe('black');
    expect(record.engine.at('i7')).toBe('black');
    expect(record.engine.at('g9')).toBe('white');
    expect(record.engine.toMoves()).toBe('a15');
    const rectangle = readOne('(;GM[4]SZ[9]AB[aa:cb]PL[W])');
    expect(rectangle.engine.toPosition().slice(0, 9)).toBe('XXX......');
  });

  it('reads RE[B+T] on a game in play as white losing on time', () => {
    const record = readOne('(;GM[4]RE[B+T];B[hh];W[ii])');
    expect(record.engine.status).toMatchObject({ kind: 'won', winner: 'black', reason: 'time' });
  });

  it('keeps a result it cannot act on as written, the game in play', () => {
    for (const result of ['B+', 'W+F', '0', 'Void', '?', 'black won']) {
      const record = readOne(`(;GM[4]RE[${result}];B[hh])`);
      expect(record.result).toBe(result);
      expect(record.engine.status.kind).toBe('playing');
    }
  });

  it('lets the board decide when RE says otherwise', () => {
    const five = 'B[aa];W[ob];B[ba];W[nb];B[ca];W[mb];B[da];W[lb];B[ea]';
    const record = readOne(`(;GM[4]RE[W+R];${five.split(';').join(';')})`);
    expect(record.engine.status).toMatchObject({ kind: 'won', winner: 'black', reason: 'five' });
    expect(record.result).toBe('W+R');
  });

  it("reads a Renju game in which black played a forbidden point as black's loss by foul", () => {
    // f8 g8 across and h6 h7 up: h8 is a double three.
    const record = readOne(
      '(;GM[4]RU[Renju];B[fh];W[ao];B[gh];W[am];B[hj];W[ak];B[hi];W[ai];B[hh])',
    );
    expect(record.engine.forbiddenMoves).toBe('lose');
    expect(record.engine.status).toMatchObject({
      kind: 'won',
      winner: 'white',
      reason: 'forbidden',
    });
    expect(writeSgf(record.engine)).toContain('RE[W+F]');
  });

  it('refuses forbidden moves in every other Renju game, as new Gomoku does', () => {
    expect(readOne('(;GM[4]RU[Renju];B[hh])').engine.forbiddenMoves).toBe('refuse');
  });

  it('puts a comment of a node without a move on the move before it', () => {
    const record = readOne('(;GM[4]C[before];B[hh]C[one];W[ii];C[after two])');
    expect(record.comments).toEqual([
      { move: 0, text: 'before' },
      { move: 1, text: 'one' },
      { move: 2, text: 'after two' },
    ]);
  });

  it('reads escaped brackets and soft line breaks in names and comments', () => {
    const record = readOne('(;GM[4]PB[A\\]nn]C[a long \\\ncomment\nin two lines];B[hh])');
    expect(record.players.black).toBe('A]nn');
    expect(record.comments[0]?.text).toBe('a long comment\nin two lines');
  });
});

describe('readSgf, the refusals', () => {
  const cases: { name: string; text: string; says: RegExp; column: number; ply?: number }[] = [
    { name: 'a Go game', text: '(;GM[1]SZ[19];B[pd])', says: /GM\[1\] .* names Go/, column: 3 },
    {
      name: 'a chess game',
      text: '(;GM[3];B[e4])',
      says: /names chess/,
      column: 3,
    },
    { name: 'a board too big', text: '(;GM[4]SZ[27])', says: /not a Gomoku board/, column: 8 },
    { name: 'a rectangular board', text: '(;GM[4]SZ[15:13])', says: /square size/, column: 8 },
    { name: 'a pass', text: '(;GM[4];B[hh];W[])', says: /Move 2 .* is a pass/, column: 15, ply: 2 },
    {
      name: "Go's pass tt",
      text: '(;GM[4];B[tt])',
      says: /Move 1 .* is a pass/,
      column: 9,
      ply: 1,
    },
    {
      name: 'a point off the board',
      text: '(;GM[4]SZ[9];B[jj])',
      says: /not a point of a 9x9 board/,
      column: 14,
      ply: 1,
    },
    {
      name: 'a move of the wrong colour',
      text: '(;GM[4];B[hh];B[ii])',
      says: /Move 2 .* is black's, but white is to move/,
      column: 15,
      ply: 2,
    },
    {
      name: 'a move on a taken point',
      text: '(;GM[4];B[hh];W[hh])',
      says: /Move 2 W\[hh\] .* is illegal: h8 is occupied/,
      column: 15,
      ply: 2,
    },
    {
      name: 'a move after the five',
      text: '(;GM[4];B[aa];W[ob];B[ba];W[nb];B[ca];W[mb];B[da];W[lb];B[ea];W[kb])',
      says: /Move 10 .* is illegal/,
      column: 63,
      ply: 10,
    },
    {
      name: 'setup stones after the start',
      text: '(;GM[4];B[hh];AW[ii])',
      says: /Setup \(AW\) .* comes after the start: a Gomoku record adds stones only by moves/,
      column: 15,
    },
    {
      name: 'two moves in a node',
      text: '(;GM[4];B[hh]W[ii])',
      says: /a black and a white move/,
      column: 14,
    },
    {
      name: 'an unknown opening rule',
      text: '(;GM[4]SKO[swap9])',
      says: /SKO\[swap9\] .* is not an opening rule/,
      column: 8,
    },
    {
      name: 'an opening action the opening does not take',
      text: '(;GM[4]SZ[15]SKO[rif];B[hh]SKA[choose:swap])',
      says: /cannot be taken/,
      column: 28,
    },
    {
      name: 'a malformed opening action',
      text: '(;GM[4]SKO[swap2];B[hh]SKA[dance])',
      says: /not an opening action/,
      column: 24,
    },
    {
      name: 'an opening with central squares on an even board',
      text: '(;GM[4]SZ[14]SKO[rif])',
      says: /cannot be set up/,
      column: 14,
    },
  ];
  cases.forEach(({ name, text, says, column, ply }) => {
    it(`refuses ${name}, saying where`, () => {
      const error = refusal(() => readSgf(text));
      expect(error).toBeInstanceOf(ParseError);
      expect(error.message).toMatch(says);
      expect([error.line, error.column]).toEqual([1, column]);
      expect(error.ply).toBe(ply);
    });
  });

  it('gives the IllegalMoveError of a refused move as its cause', () => {
    const error = refusal(() => readSgf('(;GM[4];B[hh];W[hh])'));
    expect(error.cause).toBeInstanceOf(IllegalMoveError);
  });

  it('never gives part of a game: a bad last move refuses the whole record', () => {
    expect(() => readSgf(`(;GM[4];B[hh];W[ii];B[jj];W[kk];B[zz])`)).toThrow(RecordError);
  });
});

describe('writeSgf', () => {
  it('writes GM[4], the size, rule, game-info, and one node per move', () => {
    const game = Gomoku.fromMoves('h8 i9', { rule: 'renju' });
    const text = writeSgf(game, { players: { black: 'Ann', white: 'Bo' }, event: 'Cup' });
    expect(text).toBe(
      '(;FF[4]GM[4]CA[UTF-8]AP[Stonekit]SZ[15]RU[Renju]PB[Ann]PW[Bo]EV[Cup]\n;B[hh];W[ig])\n',
    );
  });

  it('writes the result of a game that is over, and the stated one of a game in play', () => {
    const resigned = Gomoku.fromMoves('h8');
    resigned.resign();
    expect(writeSgf(resigned)).toContain('RE[B+R]');
    const late = Gomoku.fromMoves('h8 i9');
    late.loseOnTime('white');
    expect(writeSgf(late)).toContain('RE[B+T]');
    expect(writeSgf(Gomoku.fromMoves('a1 b1 a2 b2 a3 b3 a4 b4 a5'))).toContain('RE[B+]');
    expect(writeSgf(Gomoku.fromMoves('h8'), { result: 'Void' })).toContain('RE[Void]');
  });

  it('writes the opening rule and its choices in the private SKO and SKA', () => {
    const game = new Gomoku({ rule: 'renju', opening: 'rif' });
    for (const point of ['h8', 'h9', 'i9']) game.play(point);
    game.choose('swap');
    game.play('g10');
    game.offerFifth(['j10', 'g8']);
    game.selectFifth('g8');
    const text = writeSgf(game);
    expect(text).toContain('SKO[rif]');
    expect(text).toContain(';B[ig]SKA[choose:swap];W[gf]SKA[offer:jf,gh];B[gh]');
    expect(readOne(text).engine.toJSON()).toEqual(game.toJSON());
  });

  it('refuses anything but a game', () => {
    expect(() => writeSgf({} as Gomoku)).toThrow(OptionError);
  });
});

describe('writeSgf then readSgf, on random games', () => {
  it('gives back the moves, opening, result, players, event, date and comments', () => {
    fc.assert(
      fc.property(
        gameRecipe.chain((recipe) => {
          const game = playRandomGame(recipe);
          return fc.tuple(fc.constant(game), recordInfo(game.moveCount));
        }),
        ([game, info]) => {
          const record = readOne(writeSgf(game, info));
          const saved = game.toJSON();
          // A Renju game that lost no foul reads back refusing forbidden moves, as any other.
          const fouled = game.status.kind === 'won' && game.status.reason === 'forbidden';
          const { forbiddenMoves: _, ...expected } = saved;
          expect(record.engine.toJSON()).toEqual(fouled ? saved : expected);
          expect(record.players).toEqual(info.players);
          expect(record.event).toBe(info.event);
          expect(record.date).toBe(info.date);
          expect(record.comments).toEqual(info.comments);
        },
      ),
      { numRuns: 150 },
    );
  });
});
