import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileWasm, SOLVER_MODULE } from '../scripts/build-wasm.ts';
import { fromBase64 } from '../src/ai/base64.ts';
import { loadEmpties } from '../src/ai/othello/empties.ts';
import { evaluateFresh } from '../src/ai/othello/evaluate.ts';
import { searchReversi } from '../src/ai/othello/index.ts';
import { moveName } from '../src/ai/othello/input.ts';
import { countLastFlips } from '../src/ai/othello/last-flips.ts';
import { MOVES, orderMoves, probe } from '../src/ai/othello/ordering.ts';
import { END_REACH, solveEnd, useWasm } from '../src/ai/othello/solve-end.ts';
import { solveSmall } from '../src/ai/othello/solve-small.ts';
import { STABLE, stableDiscs } from '../src/ai/othello/stability.ts';
import { BOARDS, INF, STATS } from '../src/ai/othello/stack.ts';
import { NO_MOVE } from '../src/ai/othello/tt.ts';
import { loadView } from '../src/ai/othello/views.ts';
import { loadEvaluation, WASM } from '../src/ai/othello/wasm.ts';
import { SOLVER } from '../src/ai/othello/wasm-data.ts';
import { Reversi } from '../src/index.ts';
import { generateMoves } from '../src/reversi/bitboard.ts';
import { referenceFlips } from './reversi-reference.ts';

type Cell = 'black' | 'white' | null;

/** A game played from the start by `picks` until `empties` squares are left (or it ends). */
function playDown(picks: readonly number[], empties: number): Reversi {
  const game = new Reversi({ autoPass: false });
  let k = 0;
  while (!game.isGameOver() && game.score().empty > empties) {
    if (game.mustPass()) game.pass();
    else {
      const moves = game.legalMoves();
      game.play(moves[(picks[k++ % picks.length] ?? 0) % moves.length]!);
    }
  }
  return game;
}

/** The side to move's and the opponent's discs as lo/hi halves. */
function halves(board: readonly Cell[], side: 'black' | 'white'): [number, number, number, number] {
  const bits = [0, 0, 0, 0];
  board.forEach((cell, i) => {
    if (cell === null) return;
    const k = (cell === side ? 0 : 2) + (i >> 5);
    bits[k]! |= 1 << (i & 31);
  });
  return bits as [number, number, number, number];
}

/** Plain negamax to the end of the game, for a handful of empty squares; `+ 0` drops -0. */
function referenceScore(game: Reversi): number {
  if (game.isGameOver()) {
    const final = game.finalScore();
    return (game.turn === 'black' ? final.black - final.white : final.white - final.black) + 0;
  }
  if (game.mustPass()) {
    game.pass();
    const score = -referenceScore(game);
    game.undo();
    return score + 0;
  }
  let best = -Infinity;
  for (const move of game.legalMoves()) {
    game.play(move);
    best = Math.max(best, -referenceScore(game));
    game.undo();
  }
  return best + 0;
}

const picks = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 60 });

describe('the small exact solver', () => {
  it('agrees with plain negamax on positions with 1 to 8 empty squares, in any window', () => {
    fc.assert(
      fc.property(picks, fc.integer({ min: 1, max: 8 }), (line, empties) => {
        const game = playDown(line, empties);
        const [pLo, pHi, oLo, oHi] = halves(game.state.board, game.turn);
        BOARDS.set([pLo, pHi, oLo, oHi]);
        const left = game.score().empty;
        const parity = loadEmpties(~(pLo | oLo), ~(pHi | oHi));
        const expected = referenceScore(game);
        expect(solveSmall(0, -64, 64, left, parity) + 0).toBe(expected);
        // Fail-soft: outside a narrow window the result is still a bound on the right side.
        expect(solveSmall(0, expected, expected + 1, left, parity)).toBeLessThanOrEqual(expected);
        expect(solveSmall(0, expected - 1, expected, left, parity)).toBeGreaterThanOrEqual(
          expected,
        );
      }),
      { numRuns: 150 },
    );
  });
});

/** Writes the position of `game` to slot 0 and the list of its empty squares; the parity. */
function loadGame(game: Reversi): number {
  const [pLo, pHi, oLo, oHi] = halves(game.state.board, game.turn);
  BOARDS.set([pLo, pHi, oLo, oHi]);
  return loadEmpties(~(pLo | oLo), ~(pHi | oHi));
}

describe('the WebAssembly module', () => {
  afterEach(() => {
    useWasm(true);
  });

  it('ships the bytes that assembly/solve.ts compiles to', async () => {
    expect(fromBase64(SOLVER)).toEqual(await compileWasm(SOLVER_MODULE));
  }, 60_000);

  it('compiles here, and the tree hands it the last 12 empty squares; the JavaScript solver the last 7', () => {
    expect(useWasm(true)).toBe(true);
    expect(END_REACH[0]).toBe(12);
    expect(useWasm(false)).toBe(false);
    expect(END_REACH[0]).toBe(7);
  });

  it('solves positions with 0 to 9 empty squares as plain negamax does, in any window', () => {
    fc.assert(
      fc.property(picks, fc.integer({ min: 0, max: 9 }), (line, empties) => {
        const game = playDown(line, empties);
        const parity = loadGame(game);
        const left = game.score().empty;
        const expected = referenceScore(game);
        expect(solveEnd(0, -64, 64, left, parity) + 0).toBe(expected);
        expect(solveEnd(0, expected, expected + 1, left, parity)).toBeLessThanOrEqual(expected);
        expect(solveEnd(0, expected - 1, expected, left, parity)).toBeGreaterThanOrEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('visits the nodes the JavaScript solver visits up to 7 empty squares, to the same score', () => {
    const windows = fc.integer({ min: -64, max: 62 });
    fc.assert(
      fc.property(picks, fc.integer({ min: 1, max: 7 }), windows, (line, empties, alpha) => {
        const game = playDown(line, empties);
        const parity = loadGame(game);
        const left = game.score().empty;
        let before = STATS[0]!;
        const js = solveSmall(0, alpha, alpha + 2, left, parity) + 0; // JavaScript's -0 is 0
        const jsNodes = STATS[0]! - before;
        before = STATS[0]!;
        const wasm = solveEnd(0, alpha, alpha + 2, left, parity);
        expect([wasm, STATS[0]! - before]).toEqual([js, jsNodes]);
      }),
      { numRuns: 300 },
    );
  });

  it('evaluates every position as the JavaScript evaluation does, and searches it to the same value', () => {
    loadEvaluation();
    const windows = fc.integer({ min: -1100, max: 1100 });
    fc.assert(
      fc.property(picks, fc.integer({ min: 1, max: 58 }), windows, (line, empties, alpha) => {
        const game = playDown(line, empties);
        const left = game.score().empty;
        const [pLo, pHi, oLo, oHi] = halves(game.state.board, game.turn);
        BOARDS.set([pLo, pHi, oLo, oHi]);
        expect(WASM!.evaluation(pLo, pHi, oLo, oHi)).toBe(evaluateFresh(0, left));
        for (const [depth, a, b] of [
          [1, -INF, INF],
          [2, alpha, alpha + 1],
          [3, alpha - 100, alpha + 100],
        ] as const) {
          loadView(0);
          const js = probe(0, depth, left, a, b) + 0; // JavaScript's -0 is 0
          const wasm = WASM!.probeEval(pLo, pHi, oLo, oHi, depth, a, b);
          expect(wasm).toBe(js);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('orders the moves of an exact search from 13 empty squares as the JavaScript ordering does', () => {
    loadEvaluation();
    const searched = fc.option(fc.nat({ max: 63 }), { nil: NO_MOVE });
    fc.assert(
      fc.property(picks, fc.integer({ min: 13, max: 24 }), searched, (line, empties, skip) => {
        const game = playDown(line, empties);
        const left = game.score().empty;
        fc.pre(left >= 13 && !game.isGameOver() && !game.mustPass());
        const orders = [false, true].map((wasm) => {
          useWasm(wasm);
          const parity = loadGame(game);
          loadView(0);
          generateMoves(BOARDS, 0);
          const n = orderMoves(0, BOARDS[4]!, BOARDS[5]!, skip, true, left, parity, 0);
          return Array.from(MOVES.subarray(0, n));
        });
        expect(orders[1]).toEqual(orders[0]);
        // Every legal move but the one skipped, once.
        const listed = orders[0]!.map(moveName).sort();
        const legal = game
          .legalMoves()
          .filter((move) => skip === NO_MOVE || move !== moveName(skip));
        expect(listed).toEqual(legal.sort());
      }),
      { numRuns: 100 },
    );
  });

  it('gives the tree search the exact scores and lines it gives without it, from 10 to 20 empty squares', async () => {
    const lines = fc.sample(fc.tuple(picks, fc.integer({ min: 10, max: 20 })), {
      numRuns: 12,
      seed: 7,
    });
    for (const [line, empties] of lines) {
      const game = playDown(line, empties);
      useWasm(false);
      const js = await searchReversi(game, { depth: 60 });
      useWasm(true);
      const wasm = await searchReversi(game, { depth: 60 });
      expect(wasm.exact).toBe(true);
      expect(wasm.score).toBe(js.score);
      expect(wasm.pv.length).toBe(js.pv.length);
    }
  });

  it('keeps nothing in its table from one search to the next', async () => {
    const first = playDown([1, 6, 1, 8, 0, 3, 3, 9], 18);
    const other = playDown([5, 7, 7, 2, 1, 5, 6, 6], 18);
    const before = await searchReversi(first, { depth: 60 });
    await searchReversi(other, { depth: 60 });
    const again = await searchReversi(first, { depth: 60 });
    expect([again.move, again.score, again.nodes]).toEqual([
      before.move,
      before.score,
      before.nodes,
    ]);
  });

  it('gives a depth-limited search the same move, score and nodes as without it', async () => {
    const game = playDown([2, 7, 1, 8, 2, 8, 1, 8], 40);
    useWasm(false);
    const js = await searchReversi(game, { depth: 8, level: 10 });
    useWasm(true);
    const wasm = await searchReversi(game, { depth: 8, level: 10 });
    expect([wasm.move, wasm.score, wasm.nodes]).toEqual([js.move, js.score, js.nodes]);
  });
});

describe('the Othello search where WebAssembly cannot run', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const refusals = {
    'is missing': undefined,
    'refuses to compile (a Content-Security-Policy)': {
      Module: class {
        constructor() {
          throw new Error('WebAssembly.Module(): Refused to compile or instantiate WebAssembly');
        }
      },
    },
  };
  for (const [why, stub] of Object.entries(refusals)) {
    it(`is the JavaScript search alone when WebAssembly ${why}, and stays exact`, async () => {
      vi.stubGlobal('WebAssembly', stub);
      vi.resetModules();
      const fallback = await import('../src/ai/othello/solve-end.ts');
      const search = await import('../src/ai/othello/index.ts');
      expect(fallback.useWasm(true)).toBe(false);
      expect(fallback.END_REACH[0]).toBe(7);
      const game = playDown([3, 1, 4, 1, 5, 9, 2, 6], 14);
      const expected = await searchReversi(game, { depth: 60 });
      const result = await search.searchReversi(game, { depth: 60 });
      expect([result.exact, result.score]).toEqual([true, expected.score]);
    });
  }
});

describe('flips on the last empty square', () => {
  it('counts what the plain reference flips, for either side', () => {
    // Random full boards with one hole, and the holes games really end with.
    for (let k = 0; k < 500; k++) {
      const square = (k * 37) % 64;
      const board: Cell[] = Array.from({ length: 64 }, (_, i) =>
        i === square ? null : ((i * 7 + k * 13) ^ (i >> 2)) % 3 === 0 ? 'white' : 'black',
      );
      for (const side of ['black', 'white'] as const) {
        const [xLo, xHi] = halves(board, side);
        expect(countLastFlips(square, xLo, xHi)).toBe(referenceFlips(board, side, square).length);
      }
    }
    fc.assert(
      fc.property(picks, (line) => {
        const game = playDown(line, 1);
        const { board } = game.state;
        // Games that end early leave several squares empty: the count is for the last one only.
        if (game.score().empty !== 1) return;
        const square = board.indexOf(null);
        for (const side of ['black', 'white'] as const) {
          const [xLo, xHi] = halves(board, side);
          expect(countLastFlips(square, xLo, xHi)).toBe(referenceFlips(board, side, square).length);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('stable discs', () => {
  it('are never flipped in any continuation of the game', () => {
    fc.assert(
      fc.property(picks, fc.integer({ min: 4, max: 40 }), picks, (line, empties, rest) => {
        const game = playDown(line, empties);
        const side = game.turn;
        const [pLo, pHi, oLo, oHi] = halves(game.state.board, side);
        stableDiscs(pLo, pHi, oLo, oHi);
        const stable: number[] = [];
        for (let i = 0; i < 64; i++) {
          if (((STABLE[i >> 5]! >>> (i & 31)) & 1) === 1) stable.push(i);
        }
        for (const i of stable) expect(game.state.board[i]).toBe(side);
        let k = 0;
        while (!game.isGameOver()) {
          if (game.mustPass()) game.pass();
          else {
            const moves = game.legalMoves();
            game.play(moves[(rest[k++ % rest.length] ?? 0) % moves.length]!);
          }
          for (const i of stable) expect(game.state.board[i]).toBe(side);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('include a corner and the full edge it anchors', () => {
    const game = Reversi.fromPosition(`XXXXXXXX${'-'.repeat(27)}OX${'-'.repeat(27)} X`);
    const [pLo, pHi, oLo, oHi] = halves(game.state.board, 'black');
    expect(stableDiscs(pLo, pHi, oLo, oHi)).toBe(8);
  });
});
