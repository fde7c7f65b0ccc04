import { describe, expect, it } from 'vitest';
import { hintReversi, searchReversi } from '../src/ai/othello/index.ts';
import { Reversi } from '../src/index.ts';
import { readAnchor } from './reversi-reference.ts';

// FFO #1-#19 have 14 to 16 empty squares: each solves in milliseconds to a second.
const lines = readAnchor('fforum-1-19.obf')
  .split('\n')
  .filter((line) => line.trim() !== '');

/** The position of FFO #n, its best score and best moves (all moves reaching the best score). */
function ffo(n: number) {
  const { game, annotations } = Reversi.parseOBF(lines[n - 1]!);
  const best = Math.max(...annotations.map((a) => a.score));
  const bestMoves = annotations.filter((a) => a.score === best).map((a) => a.move);
  return { game, best, bestMoves };
}

/** FFO #40 (+38 for a2, 20 empty squares), the first of the harder set. */
function ffo40() {
  const first = readAnchor('fforum-40-59.obf')
    .split('\n')
    .find((line) => line.trim() !== '')!;
  return Reversi.parseOBF(first).game;
}

describe('the exact solver on the FFO endgame suite', () => {
  for (let n = 1; n <= 19; n++) {
    it(`solves #${n} to its published score with one of its best moves`, async () => {
      const { game, best, bestMoves } = ffo(n);
      const result = await searchReversi(game, { depth: 60 });
      expect(result.exact).toBe(true);
      expect(result.bound).toBe('exact');
      expect(result.interrupted).toBe(false);
      expect(result.score).toBe(best);
      expect(bestMoves).toContain(result.move);
      expect(result.depth).toBe(game.score().empty);
    });
  }

  it('gives a principal variation that plays out legally to the solved score', async () => {
    const { game, best } = ffo(1);
    const { pv, score } = await searchReversi(game, { depth: 60 });
    const line = Reversi.fromPosition(game.toPosition(), undefined, { autoPass: false });
    const mover = line.turn;
    for (const move of pv) {
      if (move === 'pass') line.pass();
      else line.play(move);
    }
    expect(line.isGameOver()).toBe(true);
    const final = line.finalScore();
    const other = mover === 'black' ? 'white' : 'black';
    expect(final[mover] - final[other]).toBe(score);
    expect(score).toBe(best);
  });

  it('solves at level 10 by itself once few enough squares are empty', async () => {
    const { game, best, bestMoves } = ffo(2);
    const result = await searchReversi(game, { level: 10, timeMs: 20_000 });
    expect(result).toMatchObject({ exact: true, score: best });
    expect(bestMoves).toContain(result.move);
  });

  it('hints the exact score in words for a solved position', async () => {
    const { game, best, bestMoves } = ffo(5);
    const hint = await hintReversi(game, { timeMs: 20_000 });
    expect(hint).toMatchObject({ kind: 'exact', score: best, outcome: 'win', discs: best });
    expect(bestMoves).toContain(hint.move);
  });

  it('hints a proven win with its least margin when the budget ends the solve early', async () => {
    // FFO #40 (+38, 20 empty squares): 6 million nodes prove a2 wins but not by how much.
    const game = ffo40();
    const hint = await hintReversi(game, { nodes: 6_000_000 });
    expect(hint.kind).toBe('win');
    expect(hint.move).toBe('a2');
    if (hint.kind === 'win') expect(hint.discs).toBeGreaterThan(0);
    if (hint.kind === 'win') expect(hint.discs).toBeLessThanOrEqual(38);
  });

  it('proves the win first: a budget that ends soon after the warm-up still hints a win', async () => {
    // FFO #40 again: the iterations before the solve take about 20,000 nodes, the first test
    // (does a2 win, by 2 discs or more?) a few hundred more.
    const game = ffo40();
    const hint = await hintReversi(game, { nodes: 30_000 });
    expect(hint).toMatchObject({ kind: 'win', move: 'a2' });
    if (hint.kind === 'win') expect(hint.discs).toBeGreaterThanOrEqual(2);
  });

  it('hints an estimate in whole discs in the midgame', async () => {
    const game = Reversi.fromTranscript('f5d6c3d3c4f4f6f3e6e7');
    const hint = await hintReversi(game, { depth: 6 });
    expect(hint.kind).toBe('estimate');
    expect(game.legalMoves()).toContain(hint.move);
    if (hint.kind === 'estimate') expect(Number.isInteger(hint.score)).toBe(true);
  });

  it('solves the side to move in #3 from the string and state forms alike', async () => {
    const { game, best } = ffo(3);
    const fromString = await searchReversi(game.toPosition(), { depth: 60 });
    const fromState = await searchReversi(game.state, { depth: 60 });
    expect(fromString.score).toBe(best);
    expect(fromState.score).toBe(best);
    expect(fromString.move).toBe(fromState.move);
  });
});
