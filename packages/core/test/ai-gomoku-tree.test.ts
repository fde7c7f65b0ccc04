import { describe, expect, it } from 'vitest';
import { WIN_BOUND } from '../src/ai/gomoku/evaluate.ts';
import { loadEngine } from '../src/ai/gomoku/input.ts';
import { generateMoves, MAX_MOVES } from '../src/ai/gomoku/movegen.ts';
import { DONE, Tree } from '../src/ai/gomoku/tree.ts';
import { ttNewSearch } from '../src/ai/gomoku/tt.ts';
import { Gomoku } from '../src/index.ts';

const WIDTHS = Int32Array.of(0, 10, 12, 14, 16, 18, 20);

/** Searches `moves` to `depth` plies, with or without late-move reductions and futility pruning. */
function search(moves: string, depth: number, selective: boolean) {
  ttNewSearch();
  const engine = loadEngine(Gomoku.fromMoves(moves).state);
  const tree = new Tree(engine, WIDTHS);
  tree.selective = selective;
  const count = generateMoves(engine, tree.context, 0, MAX_MOVES, -1);
  tree.setRoot(tree.context.moves.slice(0, count), count);
  tree.start(depth);
  expect(tree.run(Number.POSITIVE_INFINITY)).toBe(DONE);
  return { nodes: tree.nodes, move: tree.bestMove[0]!, score: tree.best[0]! };
}

describe('late-move reductions and futility pruning', () => {
  const quiet = 'h8 i9 g9 i7 i8 g7 h7 h6 j9';

  it('search a quiet middle game to the same depth in fewer nodes', () => {
    const full = search(quiet, 7, false);
    const reduced = search(quiet, 7, true);
    expect(reduced.nodes).toBeLessThan(full.nodes * 0.8);
  });

  it('still see a lost position as lost: threats are never reduced', () => {
    // White, to move, has spent two moves in the corner: black's open three f8 g8 h8 wins by
    // force, and a full 7-ply search proves it; the selective one must too.
    const lost = 'h8 a1 g8 a3 f8';
    expect(search(lost, 7, false).score).toBeLessThan(-WIN_BOUND);
    expect(search(lost, 7, true).score).toBeLessThan(-WIN_BOUND);
  });
});
