// Gomocup's .psq: a game Piskvork saved in a tournament (fixtures/records/gomoku, see the README
// there) and one laid out as the Gomocup manager writes, then the format line by line, the
// refusals, and round trips of random games.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Gomoku,
  IllegalMoveError,
  OptionError,
  ParseError,
  RecordError,
  readPsq,
  writePsq,
} from '../../src/index.ts';
import { RECORD_MAX_LENGTH } from '../../src/records/errors.ts';
import { gameRecipe, playerName, playRandomGame } from './gomoku-games.ts';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/records/gomoku/${name}`, import.meta.url), 'utf8');

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

describe('readPsq on a game Piskvork saved in a tournament (piskvork-1x0-16.psq)', () => {
  const record = readPsq(fixture('piskvork-1x0-16.psq'));

  it('reads the 20x20 board and the 16 moves, columns from the left and rows from the top', () => {
    expect(record.size).toBe(20);
    expect(record.engine.moveCount).toBe(16);
    // The first line, 10,10, is the tenth column and the tenth row from the top of twenty.
    expect(record.engine.moves[0]?.name).toBe('j11');
    expect(record.engine.toMoves()).toBe('j11 k9 j8 k8 i10 l9 h9 k12 k10 m10 n11 n9 l11 m9 j9 o9');
  });

  it('ends with the five white made along row 9, Piskvork writing end code 0', () => {
    expect(record.engine.status).toMatchObject({ kind: 'won', winner: 'white', reason: 'five' });
    expect(record.result).toBe('0');
  });

  it("names the brains, the first to move as black, from the files' names", () => {
    expect(record.players).toEqual({ black: 'pisq7.exe', white: 'renjusolver.ZIP' });
    expect(record.format).toBe('psq');
    expect(record.rule).toBe('freestyle');
    expect(record.comments).toEqual([]);
  });

  it('writes it again as the same moves and players', () => {
    const again = readPsq(writePsq(record.engine, record));
    expect(again.engine.toJSON()).toEqual(record.engine.toJSON());
    expect(again.players).toEqual(record.players);
  });
});

describe('readPsq on a file laid out as the Gomocup manager writes (ours-gomocup-manager.psq)', () => {
  const record = readPsq(fixture('ours-gomocup-manager.psq'));

  it("reads the manager's result and tournament, and Renju from the tournament's name", () => {
    expect(record.result).toBe('1');
    expect(record.event).toBe('Renju');
    expect(record.rule).toBe('renju');
  });

  it('replays the game to the five black made on the diagonal', () => {
    expect(record.engine.toMoves()).toBe('h8 h9 i9 g7 j10 i10 g11 k9 k11 f12 l12');
    expect(record.engine.status).toMatchObject({ kind: 'won', winner: 'black', reason: 'five' });
    expect(record.players).toEqual({ black: 'BRAIN_A', white: 'BRAIN_B' });
  });
});

describe('readPsq, the format line by line', () => {
  it('reads a save of Piskvork outside a tournament: no names, end code -1', () => {
    const record = readPsq('Piskvorky 15x15, 0:11, 0\n8,8,1200\n9,9,15\n-1\n');
    expect(record.engine.toMoves()).toBe('h8 i7');
    expect(record.players).toEqual({});
    expect(record.result).toBe('-1');
  });

  it('gives black the second name when the header says the second player began', () => {
    const record = readPsq('Piskvorky 15x15, 11:11, 1\n8,8,0\nfirst.exe\nsecond.exe\n0\n');
    expect(record.players).toEqual({ black: 'second.exe', white: 'first.exe' });
  });

  it("leaves Piskvork's humans, homo-1 and homo-2, unnamed", () => {
    const record = readPsq('Piskvorky 15x15, 0:11, 0\n8,8,0\nhomo-1\npbrain-x.zip\n0\n');
    expect(record.players).toEqual({ white: 'pbrain-x.zip' });
  });

  it('reads moves without their time, spaces around commas, CRLF and blank lines', () => {
    const record = readPsq('Piskvorky 15x15, 11:11, 0\r\n\r\n 8, 8\r\n9 ,9, 7\r\n-1\r\n');
    expect(record.engine.toMoves()).toBe('h8 i7');
  });

  it('ends a game in play lost on time by the side to move when the end code is 15', () => {
    const record = readPsq('Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n8,9,0\na.exe\nb.exe\n15\n');
    expect(record.engine.status).toMatchObject({ kind: 'won', winner: 'black', reason: 'time' });
  });

  it('takes the rule from the options, which the format does not record', () => {
    const record = readPsq('Piskvorky 15x15, 11:11, 0\n8,8,0\n-1\n', { rule: 'standard' });
    expect(record.rule).toBe('standard');
    expect(record.engine.rule).toBe('standard');
  });

  it("reads a Renju game in which black played a forbidden point as black's loss", () => {
    // f8 g8 across and h6 h7 up: h8 (8,8) is a double three.
    const moves = ['6,8', '1,1', '7,8', '1,3', '8,10', '1,5', '8,9', '1,7', '8,8'];
    const text = `Piskvorky 15x15, 11:11, 0\n${moves.join(',0\n')},0\n-1\n`;
    const record = readPsq(text, { rule: 'renju' });
    expect(record.engine.status).toMatchObject({
      kind: 'won',
      winner: 'white',
      reason: 'forbidden',
    });
  });
});

describe('readPsq, the refusals', () => {
  const header = 'Piskvorky 15x15, 11:11, 0';
  const cases: { name: string; text: string; says: RegExp; line: number; ply?: number }[] = [
    {
      name: 'text without the header',
      text: 'hello\n8,8,0',
      says: /Expected a \.psq header/,
      line: 1,
    },
    {
      name: 'a board that is not square',
      text: 'Piskvorky 20x15, 11:11, 0\n',
      says: /not one we play/,
      line: 1,
    },
    {
      name: 'a board too big',
      text: 'Piskvorky 30x30, 11:11, 0\n',
      says: /not one we play/,
      line: 1,
    },
    {
      name: 'a move off the board',
      text: `${header}\n8,8,0\n16,1,0\n`,
      says: /Move 2 '16,1,0' .* off the 15x15 board/,
      line: 3,
      ply: 2,
    },
    {
      name: 'column 0, as if counted from 0',
      text: `${header}\n0,8,0\n`,
      says: /Move 1 .* off the/,
      line: 2,
      ply: 1,
    },
    {
      name: 'a move on a taken point',
      text: `${header}\n8,8,0\n8,8,0\n-1\n`,
      says: /Move 2 .* is illegal: h8 is occupied/,
      line: 3,
      ply: 2,
    },
    {
      name: 'a file cut short, without the end code',
      text: `${header}\n8,8,0\n9,9`,
      says: /ends at line 3, column 4 without Piskvork's end code/,
      line: 3,
    },
    {
      name: 'a move after a name',
      text: `${header}\n8,8,0\nbrain\n9,9,0\n`,
      says: /Unexpected line '9,9,0'/,
      line: 4,
    },
    {
      name: 'a third name',
      text: `${header}\n8,8,0\na\nb\nc\n-1\n`,
      says: /Unexpected line 'c'/,
      line: 5,
    },
    {
      name: 'a line after the last',
      text: `${header}\n8,8,0\na\nb\n-1\n1,Freestyle\nmore\n`,
      says: /Unexpected line 'more'/,
      line: 7,
    },
  ];
  cases.forEach(({ name, text, says, line, ply }) => {
    it(`refuses ${name}, saying where`, () => {
      const error = refusal(() => readPsq(text));
      expect(error).toBeInstanceOf(ParseError);
      expect(error.format).toBe('psq');
      expect(error.message).toMatch(says);
      expect(error.line).toBe(line);
      expect(error.ply).toBe(ply);
    });
  });

  it('gives the IllegalMoveError of a refused move as its cause', () => {
    expect(refusal(() => readPsq(`${header}\n8,8,0\n8,8,0\n-1\n`)).cause).toBeInstanceOf(
      IllegalMoveError,
    );
  });

  it('refuses input over the size cap before reading it, and quotes little of it', () => {
    const huge = `${header}\n${'x'.repeat(RECORD_MAX_LENGTH)}`;
    expect(refusal(() => readPsq(huge)).message).toMatch(/more than the 4000000/);
    const long = refusal(() => readPsq(`${header}\n8,8,0\n${'y'.repeat(100_000)}\n9,9,0\n`));
    expect(long.token.length).toBeLessThanOrEqual(40);
    expect(long.message.length).toBeLessThan(200);
  });

  it('refuses what is not text', () => {
    expect(() => readPsq(42 as unknown as string)).toThrow(OptionError);
  });
});

describe('writePsq', () => {
  it('writes the header, one 1-based line a move with rows from the top, names and end code', () => {
    const game = Gomoku.fromMoves('h8 i7');
    expect(writePsq(game, { players: { black: 'Ann', white: 'Bo' } })).toBe(
      'Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\nAnn\nBo\n-1\n',
    );
  });

  it('writes no names when none is given, and homo-2 for a missing white', () => {
    expect(writePsq(Gomoku.fromMoves('a1', { size: 20 }))).toBe(
      'Piskvorky 20x20, 11:11, 0\n1,20,0\n-1\n',
    );
    expect(writePsq(Gomoku.fromMoves('h8'), { players: { black: 'Ann' } })).toContain(
      'Ann\nhomo-2\n',
    );
  });

  it('writes end code 0 for a five, 15 for a loss on time by the side to move, -1 else', () => {
    expect(writePsq(Gomoku.fromMoves('a1 b1 a2 b2 a3 b3 a4 b4 a5')).endsWith('\n0\n')).toBe(true);
    const flagged = Gomoku.fromMoves('h8');
    flagged.loseOnTime('white');
    expect(writePsq(flagged).endsWith('\n15\n')).toBe(true);
    const resigned = Gomoku.fromMoves('h8');
    resigned.resign('black');
    expect(writePsq(resigned).endsWith('\n-1\n')).toBe(true);
  });

  it('refuses a game set up from a position, and anything but a Gomoku game', () => {
    expect(() => writePsq(Gomoku.fromPosition('.'.repeat(225)))).toThrow(OptionError);
    expect(() => writePsq({} as Gomoku)).toThrow(OptionError);
  });
});

describe('writePsq then readPsq, on random games', () => {
  const recipes = gameRecipe.filter((recipe) => !recipe.fromPosition);

  it('gives back the size, the moves, the players, and a five, draw or loss on time', () => {
    fc.assert(
      fc.property(recipes, playerName, playerName, (recipe, black, white) => {
        const game = playRandomGame(recipe);
        const record = readPsq(writePsq(game, { players: { black, white } }), { rule: game.rule });
        expect(record.size).toBe(game.size);
        expect(record.engine.moves.map((move) => move.name)).toEqual(
          game.moves.map((move) => move.name),
        );
        expect(record.players).toEqual({ black, white });
        const { status } = game;
        const kept =
          status.kind !== 'won' ||
          status.reason === 'five' ||
          status.reason === 'forbidden' ||
          (status.reason === 'time' && status.winner !== game.turn);
        // The format holds no resignation, and a time loss only by the side to move.
        if (kept) expect(record.engine.status).toEqual(status);
        else expect(record.engine.status).toEqual({ kind: 'playing' });
      }),
      { numRuns: 150 },
    );
  });
});
