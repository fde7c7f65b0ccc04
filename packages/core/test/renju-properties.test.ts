import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPoint, Gomoku } from '../src/index.ts';
import { SYMMETRIES, transform, transformBoard } from './gomoku-symmetries.ts';

/**
 * Random 15x15 boards from sparse to dense; white fives are broken up, since a board where both
 * sides have five cannot be set up.
 */
const randomBoard: fc.Arbitrary<string> = fc
  .record({
    black: fc.integer({ min: 8, max: 40 }),
    white: fc.integer({ min: 5, max: 30 }),
    noise: fc.array(fc.nat(99), { minLength: 225, maxLength: 225 }),
  })
  .map(({ black, white, noise }) => {
    const cells = noise.map((n) => (n < black ? 'X' : n < black + white ? 'O' : '.'));
    for (let i = 0; i < 225; i++) {
      for (const [dx, dy] of [
        [1, 0],
        [0, 1],
        [1, 1],
        [1, -1],
      ] as const) {
        let count = 0;
        for (; count < 5; count++) {
          const x = (i % 15) + count * dx;
          const row = Math.floor(i / 15) + count * dy;
          if (x < 0 || row < 0 || x >= 15 || row >= 15 || cells[row * 15 + x] !== 'O') break;
        }
        if (count === 5) cells[i] = '.';
      }
    }
    return cells.join('');
  });

function setUp(board: string): Gomoku {
  return Gomoku.fromPosition(board, { rule: 'renju', toMove: 'black' });
}

function listed(game: Gomoku): string[] {
  return game.forbiddenPoints().map(({ point, kind }) => `${formatPoint(point)} ${kind}`);
}

describe('renju forbidden points on random boards', () => {
  it('lose the game under lose exactly when black plays one', () => {
    fc.assert(
      fc.property(randomBoard, fc.nat(), (board, pick) => {
        const options = { rule: 'renju', toMove: 'black', forbiddenMoves: 'lose' } as const;
        const game = Gomoku.fromPosition(board, options);
        if (game.isGameOver()) return;
        // Half the time from the forbidden points, which random points would seldom hit.
        const fouls = game.forbiddenPoints().map((foul) => foul.point);
        const pool = pick % 2 === 0 && fouls.length > 0 ? fouls : game.legalMoves();
        const point = pool[Math.floor(pick / 2) % pool.length]!;
        const kind = game.isForbidden(point);
        game.play(point);
        if (kind === null) expect(game.status).not.toMatchObject({ reason: 'forbidden' });
        else {
          expect(game.status).toEqual({
            kind: 'won',
            winner: 'white',
            line: [],
            reason: 'forbidden',
            forbidden: { point, kind },
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('are what isForbidden says, asked point by point', () => {
    fc.assert(
      fc.property(randomBoard, (board) => {
        const asked: string[] = [];
        const game = setUp(board);
        for (let y = 0; y < 15; y++) {
          for (let x = 0; x < 15; x++) {
            const kind = game.isForbidden({ x, y });
            if (kind !== null) asked.push(`${formatPoint({ x, y })} ${kind}`);
          }
        }
        // A fresh game, so that neither answer can come from the other's cache.
        expect(listed(setUp(board))).toEqual(asked);
      }),
      { numRuns: 200 },
    );
  });

  it('do not depend on which way the board is turned or mirrored', () => {
    fc.assert(
      fc.property(randomBoard, fc.constantFrom(...SYMMETRIES.slice(1)), (board, symmetry) => {
        const moved = listed(setUp(board))
          .map((line) => {
            const [point, kind] = line.split(' ');
            return `${transform(point!, 15, symmetry)} ${kind}`;
          })
          .sort();
        expect(listed(setUp(transformBoard(board, symmetry))).sort()).toEqual(moved);
      }),
      { numRuns: 200 },
    );
  });
});

interface RandomGame {
  readonly picks: readonly number[]; // each picks one of the legal moves near the stones
}

const randomGame: fc.Arbitrary<RandomGame> = fc.record({
  picks: fc.array(fc.nat(), { minLength: 10, maxLength: 80 }),
});

/** The legal moves within two cells of a stone, or all of them on an empty board. */
function nearMoves(game: Gomoku): { x: number; y: number }[] {
  const legal = game.legalMoves();
  const near = legal.filter(({ x, y }) => {
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) if (game.at({ x: x + dx, y: y + dy }) !== null) return true;
    }
    return false;
  });
  return near.length > 0 ? near : legal;
}

describe('random renju games', () => {
  it('show the forbidden points in the snapshot exactly while black is to move in play', () => {
    fc.assert(
      fc.property(randomGame, ({ picks }) => {
        const game = new Gomoku({ rule: 'renju' });
        for (const pick of picks) {
          const { state } = game;
          const shown = game.turn === 'black' && !game.isGameOver();
          expect(state.forbidden).toEqual(shown ? game.forbiddenPoints() : []);
          if (game.isGameOver()) break;
          const moves = nearMoves(game);
          const point = moves[pick % moves.length]!;
          // Under 'refuse' the legal moves never include a forbidden point for black.
          if (game.turn === 'black') expect(game.isForbidden(point)).toBeNull();
          game.play(point);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('round-trip through JSON when set up from a position, redo stack included', () => {
    fc.assert(
      fc.property(randomGame, fc.nat(), fc.nat(), ({ picks }, cut, undos) => {
        const played = new Gomoku({ rule: 'renju' });
        const split = picks.length === 0 ? 0 : cut % picks.length;
        for (const pick of picks.slice(0, split)) {
          if (played.isGameOver()) break;
          const moves = nearMoves(played);
          played.play(moves[pick % moves.length]!);
        }
        const game = Gomoku.fromPosition(played.toPosition(), { rule: 'renju' });
        for (const pick of picks.slice(split)) {
          if (game.isGameOver()) break;
          const moves = nearMoves(game);
          game.play(moves[pick % moves.length]!);
        }
        for (let i = 0; i < undos % 6; i++) game.undo();
        const loaded = Gomoku.fromJSON(JSON.parse(JSON.stringify(game)));
        expect(loaded.toJSON()).toEqual(game.toJSON());
        expect(loaded.state).toEqual(game.state);
      }),
      { numRuns: 60 },
    );
  });
});
