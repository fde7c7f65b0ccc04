import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPoint,
  Gomoku,
  type GomokuRuleName,
  type GomokuState,
  type Stone,
} from '../src/index.ts';

interface RandomGame {
  readonly size: number; // board size
  readonly rule: GomokuRuleName; // win condition
  readonly picks: readonly number[]; // each picks one of the legal moves, modulo their count
}

const randomGame: fc.Arbitrary<RandomGame> = fc.record({
  size: fc.oneof(fc.integer({ min: 5, max: 9 }), fc.constant(15)),
  rule: fc.constantFrom<GomokuRuleName>('freestyle', 'standard', 'renju', 'caro'),
  // Long lists, so that about a third of the games end: small boards fill up and draw, and
  // random play makes fives on 15x15 now and then. Short lists would only test openings.
  picks: fc.array(fc.nat(), { maxLength: 120, size: 'max' }),
});

/** Plays the picks as legal moves until they run out or the game ends. */
function play({ size, rule, picks }: RandomGame): Gomoku {
  const game = new Gomoku({ size, rule });
  for (const pick of picks) {
    if (game.isGameOver()) break;
    const legal = game.legalMoves();
    game.play(legal[pick % legal.length]!);
  }
  return game;
}

/**
 * Every maximal run of one colour that wins under `rule`, found by scanning the whole board
 * naively, each as a sorted list of cell indices.
 */
function naiveWins(state: GomokuState): { stone: Stone; cells: number[] }[] {
  const { size, board, rule } = state;
  const at = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < size && y < size ? board[y * size + x] : null;
  const wins: { stone: Stone; cells: number[] }[] = [];
  for (const [dx, dy] of [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ] as const) {
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const stone = at(x, y);
        // Only start counting at the first stone of a run.
        if (stone == null || at(x - dx, y - dy) === stone) continue;
        const cells: number[] = [];
        let cx = x;
        let cy = y;
        for (; at(cx, cy) === stone; cx += dx, cy += dy) cells.push(cy * size + cx);
        const other = stone === 'black' ? 'white' : 'black';
        // Caro: the opponent's stones right past both ends spoil the line; the edge does not.
        const closed = at(x - dx, y - dy) === other && at(cx, cy) === other;
        const exact = rule === 'standard' || (rule === 'renju' && stone === 'black');
        const wins5 = exact
          ? cells.length === 5
          : cells.length >= 5 && !(rule === 'caro' && closed);
        if (wins5) wins.push({ stone, cells: cells.sort((a, b) => a - b) });
      }
    }
  }
  return wins;
}

describe('random legal games', () => {
  it('have as many stones on the board as moves in the history, numbered by the history', () => {
    fc.assert(
      fc.property(randomGame, (spec) => {
        const game = play(spec);
        const { board, moveNumbers, moves } = game.state;
        expect(board.filter((cell) => cell !== null)).toHaveLength(moves.length);
        expect(moveNumbers.filter((n) => n > 0)).toHaveLength(moves.length);
        for (const move of moves) {
          const index = move.point.y * spec.size + move.point.x;
          expect(moveNumbers[index]).toBe(move.number);
          expect(board[index]).toBe(move.stone);
          expect(move.stone).toBe(move.number % 2 === 1 ? 'black' : 'white');
          expect(move.name).toBe(formatPoint(move.point));
        }
      }),
    );
  });

  it('report a status that agrees with a naive scan of the whole board', () => {
    fc.assert(
      fc.property(randomGame, (spec) => {
        const game = play(spec);
        const { status, board, lastMove } = game.state;
        const wins = naiveWins(game.state);
        if (status.kind === 'won') {
          expect(status.winner).toBe(lastMove?.stone);
          const line = status.line.map(({ x, y }) => y * spec.size + x).sort((a, b) => a - b);
          expect(wins).toContainEqual({ stone: status.winner, cells: line });
          expect(wins.every((win) => win.stone === status.winner)).toBe(true);
        } else {
          expect(wins).toEqual([]);
          // Renju also ends in a draw when black is to move and every empty point is forbidden.
          const full = board.every((cell) => cell !== null);
          const stuck =
            game.turn === 'black' &&
            game.forbiddenPoints().length === board.filter((cell) => cell === null).length;
          expect(status.kind === 'draw').toBe(full || (spec.rule === 'renju' && stuck));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('come back to the empty board when every move is undone, and back again when redone', () => {
    fc.assert(
      fc.property(randomGame, (spec) => {
        const game = play(spec);
        const end = game.state;
        while (game.undo() !== null) {}
        const empty = new Gomoku({ size: spec.size, rule: spec.rule }).state;
        expect(game.state).toEqual({ ...empty, canRedo: end.moves.length > 0 });
        while (game.redo() !== null) {}
        expect(game.state).toEqual(end);
      }),
    );
  });

  it('never change a snapshot after later moves and undos', () => {
    fc.assert(
      fc.property(randomGame, fc.nat(), fc.nat(), (spec, cut, undos) => {
        const split = spec.picks.length === 0 ? 0 : cut % spec.picks.length;
        const game = play({ ...spec, picks: spec.picks.slice(0, split) });
        const snapshot = game.state;
        const copy = structuredClone(snapshot);
        for (const pick of spec.picks.slice(split)) {
          if (game.isGameOver()) break;
          const legal = game.legalMoves();
          game.play(legal[pick % legal.length]!);
        }
        for (let i = 0; i < undos % 10; i++) game.undo();
        expect(snapshot).toEqual(copy);
        expect(Object.isFrozen(snapshot.board)).toBe(true);
      }),
    );
  });

  it('round-trip through JSON, redo stack included', () => {
    fc.assert(
      fc.property(randomGame, fc.nat(), (spec, undos) => {
        const game = play(spec);
        for (let i = 0; i < undos % 6; i++) game.undo();
        const loaded = Gomoku.fromJSON(JSON.parse(JSON.stringify(game)));
        expect(loaded.toJSON()).toEqual(game.toJSON());
        expect(loaded.state).toEqual(game.state);
      }),
    );
  });

  it('round-trip through the move list, spaced or compact', () => {
    fc.assert(
      fc.property(randomGame, (spec) => {
        const game = play(spec);
        const options = { size: spec.size, rule: spec.rule };
        const spaced = Gomoku.fromMoves(game.toMoves(), options);
        const compact = Gomoku.fromMoves(game.toMoves().replaceAll(' ', ''), options);
        const shouted = Gomoku.fromMoves(
          game.toMoves().toUpperCase().replaceAll(' ', ', '),
          options,
        );
        for (const copy of [spaced, compact, shouted]) {
          expect(copy.toMoves()).toBe(game.toMoves());
          expect(copy.state).toEqual(game.state);
        }
      }),
    );
  });

  it('refuse exactly the occupied points, the forbidden points of black under renju, and any point once the game is over', () => {
    fc.assert(
      fc.property(randomGame, fc.nat(), fc.nat(), (spec, x, y) => {
        const game = play(spec);
        const point = { x: x % spec.size, y: y % spec.size };
        const forbidden = game.turn === 'black' && game.isForbidden(point) !== null;
        const expected = game.isGameOver()
          ? 'game-over'
          : game.at(point) !== null
            ? 'occupied'
            : forbidden
              ? 'forbidden'
              : null;
        expect(game.whyIllegal(point)).toBe(expected);
      }),
    );
  });
});
