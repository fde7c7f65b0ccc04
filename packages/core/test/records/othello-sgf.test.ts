// Othello in SGF (GM[2]), on the shared SGF core: files laid out as Edax and Cassio write them,
// Go's coordinates and passes, results, comments, refusals and round trips. readSgf and writeSgf
// hand GM[2] trees to these two functions.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, Reversi, readSgf, writeSgf } from '../../src/index.ts';
import { RecordError } from '../../src/records/errors.ts';
import { readGgf } from '../../src/records/ggf.ts';
import { othelloSgfTree, readOthelloSgfTree } from '../../src/records/othello-sgf.ts';
import { formatSgf, parseSgf } from '../../src/records/sgf.ts';
import type { RecordInfo, ReversiRecord } from '../../src/records/types.ts';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/records/othello/${name}`, import.meta.url), 'utf8');

const GGS_GAMES = readGgf(fixture('ntest-testgames.ggf'));

/** The Othello records of an SGF text, as readSgf reads a collection of GM[2] trees. */
function read(text: string): ReversiRecord[] {
  const trees = parseSgf(text);
  return trees.map((tree, index) =>
    readOthelloSgfTree(tree, text, trees.length > 1 ? index : undefined),
  );
}

/** A game as SGF text, as writeSgf writes a Reversi game. */
function write(game: Reversi, info?: RecordInfo): string {
  return formatSgf([othelloSgfTree(game, info)]);
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

describe('readSgf and writeSgf', () => {
  it('hand GM[2] to Othello, both ways', () => {
    const [record] = readSgf('(;GM[2]PB[Ann];B[f5];W[d6])');
    expect(record).toMatchObject({ format: 'sgf', game: 'reversi', players: { black: 'Ann' } });
    if (record?.game !== 'reversi') throw new Error('expected an Othello record');
    const [again] = readSgf(writeSgf(record.engine, record));
    expect(again!.engine.toJSON()).toEqual(record.engine.toJSON());
  });
});

describe('Othello SGF laid out as Edax writes it (ours-edax-style.sgf)', () => {
  const records = read(fixture('ours-edax-style.sgf'));

  it('reads both games of the collection, passes written B[PA] and W[PA]', () => {
    expect(records).toHaveLength(2);
    expect(records[0]!.engine.toJSON()).toEqual(GGS_GAMES[2]!.engine.toJSON());
    expect(records[1]!.engine.toJSON()).toEqual(GGS_GAMES[4]!.engine.toJSON());
    expect(records[0]!.engine.moves[58]).toMatchObject({ name: 'pass', stone: 'black' });
  });

  it('keeps the players, place, date and result as written', () => {
    expect(records[0]).toMatchObject({
      format: 'sgf',
      players: { black: 'Saio1200', white: 'Saio3000' },
      place: 'GGS/os',
      date: '2024-11-25',
      result: '0',
    });
    expect(records[0]!.engine.status).toEqual({ kind: 'draw' });
  });
});

describe('Othello SGF, as its programs write it', () => {
  it('reads Edax’s first move in the root node and its empty last node', () => {
    const text = '(;FF[4]GM[2]SZ[8]AB[e4][d5]AW[d4][e5]PL[B]\nRE[Void]\nB[f5];W[d6];\nB[c3];)';
    const [record] = read(text);
    expect(record!.engine.toMoves()).toBe('f5d6c3');
    expect(record!.result).toBe('Void');
    expect(record!.engine.status).toEqual({ kind: 'playing' });
  });

  it('reads a file without setup from the standard start, Cassio’s ;B[] nodes after the root', () => {
    expect(read('(;GM[2]FF[4]SZ[8];B[f5];W[d6])')[0]!.engine.toMoves()).toBe('f5d6');
  });

  it('reads square names in any case, and Go’s two letters counted from the top', () => {
    expect(read('(;GM[2];B[F5];W[dF])')[0]!.engine.toMoves()).toBe('f5d6');
  });

  it('makes a pass the file leaves out, and takes one written [], tt or PA', () => {
    const moves = GGS_GAMES[2]!.engine.moves;
    const write = (pass: string | null) =>
      `(;GM[2]${moves
        .map((move) => {
          const id = move.stone === 'black' ? 'B' : 'W';
          if (move.pass) return pass === null ? '' : `;${id}[${pass}]`;
          return `;${id}[${move.square}]`;
        })
        .join('')})`;
    for (const pass of [null, '', 'tt', 'PA', 'pass']) {
      const [record] = read(write(pass));
      expect(record!.engine.toJSON(), `pass written ${pass}`).toEqual(
        GGS_GAMES[2]!.engine.toJSON(),
      );
    }
  });

  it('sets the game up from AB, AW and PL, Go’s compressed rectangles included', () => {
    const [record] = read('(;GM[2]AB[c3:d4]AW[e5][e6]PL[W];W[b2])');
    const cells = Array(64).fill('-');
    for (const index of [18, 19, 26, 27]) cells[index] = 'X'; // c3, d3, c4, d4
    for (const index of [36, 44]) cells[index] = 'O'; // e5, e6
    expect(record!.engine.toJSON().start).toBe(`${cells.join('')} O`);
    expect(record!.engine.moves[0]).toMatchObject({ stone: 'white', name: 'b2' });
  });

  it('ends the game as RE says for a resignation or a loss on time', () => {
    expect(read('(;GM[2]RE[W+R];B[f5])')[0]!.engine.status).toEqual({
      kind: 'won',
      winner: 'white',
      reason: 'resignation',
    });
    expect(read('(;GM[2]RE[B+Time];B[f5])')[0]!.engine.status).toEqual({
      kind: 'won',
      winner: 'black',
      reason: 'time',
    });
  });

  it('keeps comments on the game and on each move, passes counted as entries', () => {
    const [record] = read('(;GM[2]C[A club game];B[f5]C[The usual];W[d6];B[c3]C[Tiger])');
    expect(record!.comments).toEqual([
      { move: 0, text: 'A club game' },
      { move: 1, text: 'The usual' },
      { move: 3, text: 'Tiger' },
    ]);
  });
});

describe('reading Othello SGF refuses, saying where', () => {
  // [what, text, line, column, ply or undefined, words of the message]
  const cases: [string, string, number, number, number | undefined, string][] = [
    ['a 10x10 board', '(;GM[2]SZ[10];B[f5])', 1, 8, undefined, 'only 8x8'],
    ['a square off the board', '(;GM[2]\n;B[i9])', 2, 2, 1, 'not a square'],
    ['a setup square off the board', '(;GM[2]AB[z1])', 1, 8, undefined, 'not a square'],
    ['an illegal move', '(;GM[2];B[f5];W[a1])', 1, 15, 2, 'illegal'],
    ['a move by the side not to move', '(;GM[2];B[f5];B[f6])', 1, 15, 2, "white's turn"],
    ['a pass with a move to play', '(;GM[2];B[PA])', 1, 9, 1, 'cannot pass'],
    ['two moves in a node', '(;GM[2];B[f5]W[d6])', 1, 14, undefined, 'one node, one move'],
    ['setup after the start', '(;GM[2];B[f5];AB[a1])', 1, 15, undefined, 'after the start'],
  ];
  for (const [what, text, line, column, ply, words] of cases) {
    it(`${what}: line ${line}, column ${column}`, () => {
      const error = refusal(() => read(text));
      expect(error.format).toBe('sgf');
      expect([error.line, error.column]).toEqual([line, column]);
      expect(error.ply).toBe(ply);
      expect(error.message).toContain(words);
    });
  }

  it('names the game of a collection, with the engine’s refusal as the cause', () => {
    const error = refusal(() => read('(;GM[2];B[f5])\n(;GM[2];B[f5];W[a1])'));
    expect(error.game).toBe(1);
    expect(error.cause).toBeInstanceOf(IllegalMoveError);
  });
});

describe('writing Othello SGF', () => {
  it('writes the root with the setup, one node per move named as players name squares', () => {
    const text = write(Reversi.fromMoves('f5d6'), { players: { black: 'Ann', white: 'Bo' } });
    expect(text).toBe(
      '(;FF[4]GM[2]CA[UTF-8]AP[Stonekit]SZ[8]PB[Ann]PW[Bo]AB[e4][d5]AW[d4][e5]PL[B]\n;B[f5];W[d6])\n',
    );
  });

  it('writes black’s final count difference, R and T off the board, and a pass as PA', () => {
    expect(write(GGS_GAMES[2]!.engine)).toContain('RE[0]');
    expect(write(GGS_GAMES[2]!.engine)).toContain(';B[PA]');
    const wipeout = Reversi.fromMoves('d3c3b3d2e1d6d7e3f4');
    expect(write(wipeout)).toContain('RE[B+64]');
    const resigned = Reversi.fromMoves('f5');
    resigned.resign();
    expect(write(resigned)).toContain('RE[B+R]');
    const late = Reversi.fromMoves('f5');
    late.loseOnTime('black');
    expect(write(late)).toContain('RE[W+T]');
    expect(write(Reversi.fromMoves('f5'), { result: 'Void' })).toContain('RE[Void]');
  });
});

describe('writing then reading Othello SGF, random games', () => {
  const text = fc.string({ maxLength: 20 }).filter((value) => value.trim() === value);

  it('give back the same start, moves, passes, result off the board, players and comments', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 70 }),
        fc.nat({ max: 20 }),
        fc.constantFrom('none', 'resign', 'time'),
        text,
        text,
        fc.array(fc.record({ move: fc.nat({ max: 70 }), text: fc.string({ minLength: 1 }) }), {
          maxLength: 4,
        }),
        (picks, setUp, end, black, white, notes) => {
          let game = new Reversi();
          picks.forEach((pick, i) => {
            if (game.isGameOver()) return;
            if (i === setUp) game = Reversi.fromPosition(game.toPosition());
            const moves = game.legalMoves();
            game.play(moves[pick % moves.length]!);
          });
          if (end !== 'none' && !game.isGameOver()) {
            if (end === 'resign') game.resign();
            else game.loseOnTime(game.turn);
          }
          const players = { ...(black ? { black } : {}), ...(white ? { white } : {}) };
          const comments = notes
            .filter((note) => note.text.trim() !== '' && note.move <= game.moves.length)
            .sort((a, b) => a.move - b.move);
          const [record] = read(write(game, { players, comments }));
          expect(record!.engine.toJSON()).toEqual(game.toJSON());
          expect(record!.engine.status).toEqual(game.status);
          expect(record!.players).toEqual(players);
          expect(record!.comments.map((comment) => comment.move)).toEqual([
            ...new Set(comments.map((comment) => comment.move)),
          ]);
        },
      ),
    );
  });
});
