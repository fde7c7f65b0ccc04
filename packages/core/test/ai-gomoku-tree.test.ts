import { describe, expect, it } from 'vitest';
import type { Engine } from '../src/ai/gomoku/engine.ts';
import { GOMOKU_WIN, isMate, WIN_BOUND } from '../src/ai/gomoku/evaluate.ts';
import { loadEngine, pointOf } from '../src/ai/gomoku/input.ts';
import { generateMoves, ROOT_MOVES } from '../src/ai/gomoku/movegen.ts';
import { rootMoves } from '../src/ai/gomoku/root.ts';
import { searchGomoku } from '../src/ai/gomoku/search.ts';
import { DONE, Tree } from '../src/ai/gomoku/tree.ts';
import { LOWER, type Probe, ttNewSearch, ttProbe, ttStore } from '../src/ai/gomoku/tt.ts';
import { formatPoint, Gomoku, type GomokuRuleName, parsePoint } from '../src/index.ts';

const WIDTHS = Int32Array.of(0, 10, 12, 14, 16, 18, 20);

/**
 * The tree after searching `moves` to `depth` plies, with or without the selective search's
 * reductions and prunings (not its singular extensions), and with or without its fours past the
 * horizon: by iterations 1 to `depth` sharing the table, as the search deepens, or, with `once`,
 * by one iteration from an empty table.
 */
function searched(
  moves: string,
  depth: number,
  selective: boolean,
  once = false,
  rule: GomokuRuleName = 'freestyle',
  horizonFours = false,
) {
  ttNewSearch();
  const engine = loadEngine(Gomoku.fromMoves(moves, { rule }).state);
  const tree = new Tree(engine, WIDTHS);
  tree.selective = selective;
  tree.horizonFours = horizonFours;
  const count = generateMoves(engine, tree.context, 0, ROOT_MOVES, -1);
  const root = tree.context.moves.slice(0, count);
  for (let d = once ? depth : 1; d <= depth; d++) {
    tree.setRoot(root, count);
    tree.start(d);
    expect(tree.run(Number.POSITIVE_INFINITY)).toBe(DONE);
  }
  return { tree, engine, root };
}

/** The depth the table holds the position of `engine` for (0 when it holds nothing). */
function tableDepth(engine: Engine): number {
  const probe: Probe = { bound: 0, score: 0, depth: 0, move: -1 };
  ttProbe(engine.keyLo, engine.keyHi, probe);
  return probe.depth;
}

/** The work and the outcome of `searched`. */
function search(...args: Parameters<typeof searched>) {
  const { tree } = searched(...args);
  return { nodes: tree.nodes, move: tree.bestMove[0]!, score: tree.best[0]! };
}

describe('late-move reductions and futility pruning', () => {
  const quiet = 'h8 i9 g9 i7 i8 g7 h7 h6 j9';

  it('search a quiet middle game to the same depth in far fewer nodes, to the same move', () => {
    // 0.30 of the nodes over the iterations; in one 7-ply search from an empty table, 0.56
    // without reverse futility pruning, 0.27 with it, 0.12 with internal iterative reduction.
    const full = search(quiet, 7, false);
    const reduced = search(quiet, 7, true);
    expect(reduced.nodes).toBeLessThan(full.nodes * 0.4);
    expect(reduced.move).toBe(full.move);
  });

  it('search a node of which the table knows no move a ply shallower', () => {
    // One 6-ply search from an empty table: the root's first move leads to a node 5 plies from
    // the horizon that no iteration has seen, searched (and stored) at 4 plies when selective.
    const depthAfterFirstMove = (selective: boolean) => {
      const { engine, root } = searched(quiet, 6, selective, true);
      engine.make(root[0]!);
      return tableDepth(engine);
    };
    expect(depthAfterFirstMove(false)).toBe(5);
    expect(depthAfterFirstMove(true)).toBe(4);
  });

  it('still see a lost position as lost: threats are never reduced', () => {
    // Positions of self-play games where the side to move loses in 14 plies, which a full 7-ply
    // search proves (the opponent's fours and their blocks cost no depth); the selective one
    // must too.
    for (const lost of [
      'h8 h9 j6 g9 i9 e9 j8 g8 k7 h10 g7',
      'h8 h9 j10 i9 j9 j11 i10 k10 k8 h11 j8',
      'h8 i9 i6 k9 h9 h10 j8 k8 h7 k10 k7 i10 j10 j9 l7 i7 i8',
    ]) {
      expect(search(lost, 7, false).score).toBe(-(GOMOKU_WIN - 14));
      expect(search(lost, 7, true).score).toBe(-(GOMOKU_WIN - 14));
    }
  });

  it('prove a loss whose line starts with a quiet move, over every move the loser has', async () => {
    // Black's open three f8 g8 h8 wins against a white that spent two moves in the corner, by a
    // line whose first move threatens nothing. Every white move must be shown to lose, not only
    // those a node's width lists: that takes 9 plies, and white holds out for 16 plies (over the
    // listed moves alone it seemed lost in 12 at 7 plies).
    const lost = 'h8 a1 g8 a3 f8';
    expect(search(lost, 8, false).score).toBeGreaterThan(-WIN_BOUND);
    expect(search(lost, 9, false).score).toBe(-(GOMOKU_WIN - 16));
    expect(search(lost, 9, true).score).toBe(-(GOMOKU_WIN - 16));
    const result = await searchGomoku(Gomoku.fromMoves(lost), { level: 10, nodes: 200_000 });
    expect(result.score).toBe(-(GOMOKU_WIN - 16));
  });

  // Renju, from a game against Rapfi: black's k7 threatens a VCF (i6 i5 j7 l7, then k8 makes a
  // straight four), which white's k8 stops by taking the square the last four needs; the ordering
  // puts k8 below the first 40 points, and below every node's width.
  const vcfStopped = 'h8 h9 h7 g8 f7 g7 g6 f5 g9 e8 i7 j6 i8 i9 j8 l8 f10 e11 h6 g5 h5 h4 i4 j3 k7';

  it('never call a position won or lost because the moves a node listed all lose', async () => {
    // Before k7 the search claimed a win for black in 9 plies, which white's k8 refutes; after
    // it, a loss for white.
    const beforeK7 = vcfStopped.slice(0, -3);
    expect(isMate(search(beforeK7, 6, true, false, 'renju').score)).toBe(false);
    const game = Gomoku.fromMoves(vcfStopped, { rule: 'renju' });
    expect(isMate((await searchGomoku(game, { level: 10, depth: 6 })).score)).toBe(false);
  });

  it("block a Renju black three on a point where black's stone would be forbidden", async () => {
    // Black's j3 _ l3 m3 threatens a straight four at k3; white's best block, n3, would give black
    // two fours, so black may not play there, and the list of blocks left it out: the search then
    // proved a loss for white over the other blocks (and a win for black before l3).
    const threat =
      'h8 i9 i7 g9 j8 h6 j9 k8 j7 j6 k6 i8 l7 k7 l8 l9 l5 l4 j5 m8 k4 k5 j3 i2 m3 m2 i4 h3 l3';
    const { tree, engine } = searched(threat, 1, true, false, 'renju');
    const listed = Array.from(tree.context.moves.subarray(0, tree.count[0]!), (at) =>
      formatPoint(pointOf(engine, at)),
    );
    expect(listed).toContain('n3');
    const result = await searchGomoku(Gomoku.fromMoves(threat, { rule: 'renju' }), { depth: 6 });
    expect(isMate(result.score)).toBe(false);
  });

  it("list the table's move first at the root, though the ordering ranks it low", () => {
    // Renju 10D, after black's e5 e6: a search before proved that black wins by h2, an edge point
    // outside the root's first 40 by the ordering. With a kept table the root must list it, or
    // the next search loses the win it was told of (as one did, playing g4).
    const after =
      'h8 h9 j7 g7 g9 i7 i6 f7 g8 h7 e7 k8 f6 f8 g5 h4 e9 d8 h5 f5 g6 h6 e8 e10 i5 j5 i4 k9 e5 e6';
    ttNewSearch();
    const engine = loadEngine(Gomoku.fromMoves(after, { rule: 'renju' }).state);
    const context = {
      engine,
      tree: new Tree(engine, WIDTHS),
      stopped: () => false,
      pause: async () => {},
    };
    const listed = () => {
      const out = new Int32Array(ROOT_MOVES);
      const count = rootMoves(context, out);
      return Array.from(out.subarray(0, count), (at) => formatPoint(pointOf(engine, at)));
    };
    expect(listed()).not.toContain('h2');
    const { x, y } = parsePoint('h2')!;
    const h2 = engine.padded(y * engine.size + x);
    ttStore(engine.keyLo, engine.keyHi, 9, LOWER, WIN_BOUND + 500, h2);
    expect(listed()[0]).toBe('h2');
  });

  it("look for a move that stops the opponent's VCF among every point, not only the best 40", async () => {
    const game = Gomoku.fromMoves(vcfStopped, { rule: 'renju' });
    const result = await searchGomoku(game, { level: 10, depth: 1 });
    expect(result.moveName).toBe('k8');
  });
});

describe('fours past the horizon', () => {
  // Freestyle, black to move: g7 makes a four, e5 is white's only block, and i7, next to g7,
  // then makes a four and an open three, which white cannot both stop.
  const fours = 'h8 h9 i9 j10 g8 i8 g10 g9 f9 e10 e8 d7 h6 f8 e7 e6 h7 c8 f5 b9 a10 h5 f6 i6';

  it('play on the fours near its last stone where a line reaches the horizon', () => {
    // A one-ply search: after g7 and its block, black's node is past the horizon; standing on
    // its evaluation it sees no win, playing on its fours it sees the win in 9 plies.
    const plain = searched(fours, 1, false);
    expect(isMate(plain.tree.best[0]!)).toBe(false);
    const { tree, engine } = searched(fours, 1, false, false, 'freestyle', true);
    expect(tree.best[0]).toBe(GOMOKU_WIN - 9);
    const line = Array.from(tree.pv.subarray(0, tree.pvLength[0]!), (at) =>
      formatPoint(pointOf(engine, at)),
    );
    expect(line.slice(0, 3)).toEqual(['g7', 'e5', 'i7']);
  });
});

describe('singular extensions', () => {
  it('search a table move a ply deeper when no other move comes near its score', () => {
    // The table says that the first reply to the root's first move held far above any other:
    // the node searches the others at half depth against a bound below that, none reaches it,
    // and the reply's node, 7 plies from the horizon instead of 6, is stored a ply deeper (both
    // a ply less than that, since the table knows no move there).
    const depthAfterReply = (extending: boolean) => {
      ttNewSearch();
      const engine = loadEngine(Gomoku.fromMoves('h8 i9 g9 i7 i8 g7 h7 h6 j9').state);
      const tree = new Tree(engine, WIDTHS);
      tree.selective = true;
      tree.extending = extending;
      generateMoves(engine, tree.context, 0, ROOT_MOVES, -1);
      const move = tree.context.moves[0]!;
      engine.make(move);
      generateMoves(engine, tree.context, 1, ROOT_MOVES, -1);
      const reply = tree.context.moves[tree.context.stride]!;
      ttStore(engine.keyLo, engine.keyHi, 6, LOWER, 12000, reply);
      engine.unmake();
      tree.setRoot([move], 1);
      tree.start(8);
      expect(tree.run(Number.POSITIVE_INFINITY)).toBe(DONE);
      engine.make(move);
      engine.make(reply);
      return tableDepth(engine);
    };
    expect(depthAfterReply(false)).toBe(5);
    expect(depthAfterReply(true)).toBe(6);
  });
});
