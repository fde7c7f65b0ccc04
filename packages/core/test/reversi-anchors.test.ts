import { describe, expect, it } from 'vitest';
import { Reversi } from '../src/index.ts';
import { readAnchor, referenceLegalMoves } from './reversi-reference.ts';

interface FfoPosition {
  id: number;
  board: string;
  side_to_move: 'black' | 'white';
  empties: number;
  best_score: number;
  best_moves: string[];
  move_scores: Record<string, number>;
}

const files = ['fforum-1-19.obf', 'fforum-20-39.obf', 'fforum-40-59.obf', 'fforum-60-79.obf'];
const lines = files.flatMap((file) =>
  readAnchor(file)
    .split('\n')
    .filter((line) => line.trim() !== ''),
);
const parsed = (JSON.parse(readAnchor('ffo-40-79.json')) as { positions: FfoPosition[] }).positions;

describe('the FFO endgame suite', () => {
  it('has 79 positions, #1 to #79', () => {
    expect(lines).toHaveLength(79);
  });

  it('reads every line', () => {
    for (const line of lines) expect(() => Reversi.parseOBF(line)).not.toThrow();
  });

  it('counts the discs of #1, #40 and #79', () => {
    expect(Reversi.parseOBF(lines[0]!).game.score()).toEqual({ black: 27, white: 23, empty: 14 });
    expect(Reversi.parseOBF(lines[39]!).game.score()).toEqual({ black: 12, white: 32, empty: 20 });
    expect(Reversi.parseOBF(lines[78]!).game.score()).toEqual({ black: 7, white: 21, empty: 36 });
  });

  it('finds every annotated move legal, and the same legal moves as the plain reference', () => {
    lines.forEach((line, i) => {
      const { game, annotations } = Reversi.parseOBF(line, { autoPass: false });
      expect(annotations.length, `#${i + 1}`).toBeGreaterThan(0);
      for (const { move } of annotations)
        expect(game.isLegal(move ?? ''), `#${i + 1} ${move}`).toBe(true);
      expect(game.legalMoves()).toEqual(referenceLegalMoves(game.state.board, game.turn));
    });
  });

  it('agrees with the parsed copy of #40 to #79 on board, side, empties and best moves', () => {
    for (const position of parsed) {
      const { game, annotations } = Reversi.parseOBF(lines[position.id - 1]!);
      expect(game.toPosition()).toBe(
        `${position.board} ${position.side_to_move === 'black' ? 'X' : 'O'}`,
      );
      expect(game.score().empty).toBe(position.empties);
      const best = Math.max(...annotations.map((a) => a.score));
      expect(best).toBe(position.best_score);
      const bestMoves = annotations.filter((a) => a.score === best).map((a) => a.move);
      expect([...bestMoves].sort()).toEqual([...position.best_moves].sort());
      expect(Object.fromEntries(annotations.map((a) => [a.move, a.score]))).toEqual(
        position.move_scores,
      );
    }
  });

  it('plays the best move of each position and hands the turn over', () => {
    for (const position of parsed) {
      const game = Reversi.parseOBF(lines[position.id - 1]!).game;
      const before = game.score();
      const flips = game.flipsFor(position.best_moves[0]!);
      game.play(position.best_moves[0]!);
      const mover = position.side_to_move;
      expect(game.score()[mover]).toBe(before[mover] + flips.length + 1);
    }
  });
});
