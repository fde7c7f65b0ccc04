import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Board, squareOf } from '../scripts/othello-eval/board.ts';
import { buildDataset } from '../scripts/othello-eval/dataset.ts';
import { encodeWeights } from '../scripts/othello-eval/weights-file.ts';
import { evaluate, evaluateFresh } from '../src/ai/othello/evaluate.ts';
import {
  COUNT_CAP,
  FEATURES,
  featuresOf,
  LAYOUT,
  PHASES,
  patternFeatures,
} from '../src/ai/othello/patterns.ts';
import { BOARDS, SCALE } from '../src/ai/othello/stack.ts';
import { FRAME, loadView, moveView, passView, VIEWS } from '../src/ai/othello/views.ts';
import { decodeWeights, weights } from '../src/ai/othello/weights.ts';
import { WEIGHTS } from '../src/ai/othello/weights-data.ts';
import { Reversi } from '../src/index.ts';
import * as bitboard from '../src/reversi/bitboard.ts';
import { readAnchor } from './anchors.ts';

/** A position as four 32-bit halves (side to move, then opponent), from a board of cells. */
type Halves = [pLo: number, pHi: number, oLo: number, oHi: number];

/** Cells 0 empty, 1 side to move, 2 opponent, a1 first, as halves. */
function halvesOf(cells: readonly number[]): Halves {
  const h: Halves = [0, 0, 0, 0];
  cells.forEach((cell, s) => {
    if (cell === 0) return;
    h[(cell === 1 ? 0 : 2) + (s >> 5)]! |= 1 << (s & 31);
  });
  return h;
}

/** The eight symmetries of the board, as maps of a square. */
const SYMMETRIES: readonly ((s: number) => number)[] = [
  (s) => s,
  (s) => (s & ~7) | (7 - (s & 7)),
  (s) => ((7 - (s >> 3)) << 3) | (s & 7),
  (s) => 63 - s,
  (s) => ((s & 7) << 3) | (s >> 3),
  (s) => ((7 - (s & 7)) << 3) | (7 - (s >> 3)),
  (s) => ((s & 7) << 3) | (7 - (s >> 3)),
  (s) => ((7 - (s & 7)) << 3) | (s >> 3),
];

function evaluateCells(cells: readonly number[]): number {
  const [pLo, pHi, oLo, oHi] = halvesOf(cells);
  BOARDS.set([pLo, pHi, oLo, oHi], 0);
  return evaluateFresh(0, cells.filter((c) => c === 0).length);
}

/** Positions reached by play, so that patterns look like games' (any cells would do as well). */
const positions = fc.array(fc.nat({ max: 1000 }), { minLength: 0, maxLength: 60 }).map((picks) => {
  const game = new Reversi({ autoPass: true });
  for (const pick of picks) {
    if (game.isGameOver()) break;
    const moves = game.legalMoves();
    game.play(moves[pick % moves.length]!);
  }
  const mover = game.turn;
  return game.state.board.map((cell) => (cell === null ? 0 : cell === mover ? 1 : 2));
});

describe('the features of the trained evaluation', () => {
  it('read each pattern instance as its squares spell it, square by square, in base 3', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 1, 2), { minLength: 64, maxLength: 64 }), (cells) => {
        const out = new Int32Array(FEATURES);
        const [pLo, pHi, oLo, oHi] = halvesOf(cells);
        featuresOf(pLo, pHi, oLo, oHi, out, 0);
        for (let k = 0; k < LAYOUT.instances; k++) {
          let index = 0;
          for (let j = LAYOUT.starts[k]!; j < LAYOUT.starts[k + 1]!; j++) {
            index = index * 3 + cells[LAYOUT.squares[j]!]!;
          }
          expect(out[k]).toBe(LAYOUT.tableOf[k]! + index);
        }
        expect(out[LAYOUT.instances + 8]).toBe(LAYOUT.bias + cells.filter((c) => c === 0).length);
        for (let c = 0; c < 8; c++) {
          const entry = out[LAYOUT.instances + c]! - LAYOUT.counts;
          expect(entry >= c * COUNT_CAP && entry < (c + 1) * COUNT_CAP).toBe(true);
        }
      }),
    );
  });

  it('cover Logistello’s pattern set: 46 instances of 11 shapes, every square in some', () => {
    expect(LAYOUT.instances).toBe(46);
    expect(new Set(LAYOUT.squares).size).toBe(64);
    expect(LAYOUT.shapeOffsets.length).toBe(12);
  });
});

describe('the pattern views the search keeps move by move', () => {
  it('are a fresh reading of each position after a move or pass, in either frame, and evaluate as one', () => {
    const N = LAYOUT.instances;
    const S = bitboard.SLOT;
    const fresh = new Int32Array(N);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 70 }), (picks) => {
        const game = new Reversi({ autoPass: false });
        const cells = (): number[] =>
          game.state.board.map((c) => (c === null ? 0 : c === game.turn ? 1 : 2));
        BOARDS.set(halvesOf(cells()), 0);
        loadView(0);
        for (const pick of picks) {
          if (game.isGameOver()) break;
          if (game.mustPass()) {
            game.pass();
            passView(0, S);
          } else {
            const moves = game.legalMoves();
            const move = moves[pick % moves.length]!;
            const square = (move.charCodeAt(1) - 49) * 8 + (move.charCodeAt(0) - 97);
            bitboard.computeFlips(BOARDS, 0, square);
            moveView(0, S, square, BOARDS[6]!, BOARDS[7]!);
            game.play(move);
          }
          // Every move or pass hands the side to move the other digit.
          const frame = FRAME[1]!;
          expect(frame).toBe(FRAME[0]! ^ 1);
          const [pLo, pHi, oLo, oHi] = halvesOf(cells());
          if (frame === 0) patternFeatures(pLo, pHi, oLo, oHi, fresh, 0);
          else patternFeatures(oLo, oHi, pLo, pHi, fresh, 0);
          expect(VIEWS.slice(N, 2 * N)).toEqual(fresh);
          const empties = 64 - countDiscs([pLo, pHi, oLo, oHi]);
          BOARDS.set([pLo, pHi, oLo, oHi], S);
          const kept = evaluate(S, empties);
          // Go on from the kept view, so that moves are made from views in both frames.
          VIEWS.copyWithin(0, N, 2 * N);
          FRAME[0] = frame;
          BOARDS.set([pLo, pHi, oLo, oHi], 0);
          expect(evaluateFresh(S, empties)).toBe(kept);
        }
      }),
      { numRuns: 40 },
    );
  });
});

/** Plain negamax over fresh evaluations, passes costing no depth, as the search counts them. */
function negamax(h: Halves, depth: number): number {
  const empties = 64 - countDiscs(h);
  if (depth === 0) {
    BOARDS.set(h, 0);
    return evaluateFresh(0, empties);
  }
  BOARDS.set(h, 0);
  bitboard.generateMoves(BOARDS, 0);
  const lo = BOARDS[4]!;
  const hi = BOARDS[5]!;
  if ((lo | hi) === 0) {
    const passed: Halves = [h[2], h[3], h[0], h[1]];
    BOARDS.set(passed, 0);
    bitboard.generateMoves(BOARDS, 0);
    if ((BOARDS[4]! | BOARDS[5]!) === 0) {
      const diff = 2 * (bitboard.popcount(h[0]) + bitboard.popcount(h[1])) - (64 - empties);
      return SCALE * (diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0);
    }
    return -negamax(passed, depth);
  }
  let best = -Infinity;
  for (let s = 0; s < 64; s++) {
    if ((((s < 32 ? lo : hi) >>> (s & 31)) & 1) === 0) continue;
    BOARDS.set(h, 0);
    bitboard.computeFlips(BOARDS, 0, s);
    const bit = 1 << (s & 31);
    const child: Halves = [
      h[2] ^ BOARDS[6]!,
      h[3] ^ BOARDS[7]!,
      h[0] | BOARDS[6]! | (s < 32 ? bit : 0),
      h[1] | BOARDS[7]! | (s < 32 ? 0 : bit),
    ];
    best = Math.max(best, -negamax(child, depth - 1));
  }
  return best;
}

function countDiscs(h: Halves): number {
  return h.reduce((n, x) => n + bitboard.popcount(x), 0);
}

describe('the depth-limited search on the trained evaluation', () => {
  it('finds the value plain negamax finds over fresh evaluations, at depths 1 to 3', async () => {
    const { searchReversi } = await import('../src/ai/othello/search.ts');
    await fc.assert(
      fc.asyncProperty(positions, fc.integer({ min: 1, max: 3 }), async (cells, depth) => {
        if (cells.filter((c) => c === 0).length < 20) return;
        const found = await searchReversi(
          {
            board: cells.map((c) => (c === 0 ? null : c === 1 ? 'black' : 'white')),
            turn: 'black',
          },
          { depth },
        );
        // `+ 0`: negamax may give -0 where the search reports 0.
        expect(found.score * SCALE).toBe(negamax(halvesOf(cells), depth) + 0);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the training data', () => {
  it('takes solved neighbours as exact targets of their game, after the game’s own positions', () => {
    // f5 d6 from the start, the second position solved; beside the first, e6 instead of f5.
    const game = { id: 30, moves: 'f5d6', from: 1, scores: [-2] };
    const board = new Board();
    board.play(squareOf('e6'));
    const beside = [board.pLo, board.pHi, board.oLo, board.oHi, 6];
    const data = buildDataset([game], [], [{ id: 30, positions: [beside] }]);
    expect(data.count).toBe(3);
    // The first position has only the game's score (for its own side); the second its exact one.
    expect([...data.target.subarray(0, 3)]).toEqual([2, -2, 6]);
    expect([...data.exact.subarray(0, 3)]).toEqual([0, 1, 1]);
    expect([...data.game.subarray(0, 3)]).toEqual([30, 30, 30]);
    expect(data.empties[2]).toBe(59);
    expect([...data.boards.subarray(8, 12)]).toEqual(beside.slice(0, 4));
    const features = new Int32Array(FEATURES);
    featuresOf(beside[0]!, beside[1]!, beside[2]!, beside[3]!, features, 0);
    expect([...data.features.subarray(2 * FEATURES, 3 * FEATURES)]).toEqual([...features]);
  });
});

describe('the trained evaluation', () => {
  it('gives a position and its seven mirror images the same value', () => {
    fc.assert(
      fc.property(positions, (cells) => {
        const value = evaluateCells(cells);
        for (const symmetry of SYMMETRIES) {
          const image = new Array<number>(64);
          cells.forEach((cell, s) => {
            image[symmetry(s)] = cell;
          });
          expect(evaluateCells(image)).toBe(value);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('decodes the shipped weights to one full table per phase, shared entries equal', () => {
    const table = weights();
    expect(table.length).toBe(PHASES * LAYOUT.size);
    const base = 8 * LAYOUT.size;
    let nonZero = 0;
    let unequal = 0;
    for (let j = 0; j < LAYOUT.size; j++) {
      if (table[base + j] !== table[base + LAYOUT.canonical[j]!]) unequal++;
      if (table[base + j] !== 0) nonZero++;
    }
    expect(unequal).toBe(0);
    expect(nonZero).toBeGreaterThan(1000);
  });

  it('reads back what the training writes, to the nearest sixteenth of a disc', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (seed) => {
        let state = seed;
        const random = (): number => {
          state = (Math.imul(state, 1103515245) + 12345) | 0;
          return (state >>> 8) / 2 ** 24;
        };
        const phases = Array.from({ length: PHASES }, () => {
          const w = new Float64Array(LAYOUT.size);
          for (let j = 0; j < LAYOUT.size; j++) {
            if (LAYOUT.canonical[j] === j && random() < 0.01) w[j] = (random() - 0.5) * 80;
          }
          return w;
        });
        const text = encodeWeights(phases, 1, 1);
        const decoded = decodeWeights(/WEIGHTS =\s*'([^']*)'/.exec(text)![1]!);
        let wrong = 0;
        for (let phase = 0; phase < PHASES; phase++) {
          for (let j = 0; j < LAYOUT.size; j++) {
            const expected = Math.round(phases[phase]![LAYOUT.canonical[j]!]! * SCALE);
            if (decoded[phase * LAYOUT.size + j] !== expected) wrong++;
          }
        }
        expect(wrong).toBe(0);
      }),
      { numRuns: 2 },
    );
  });

  it('judges alike in a worker thread, where the weights are loaded afresh', async () => {
    const { Worker } = await import('node:worker_threads');
    const sample = fc.sample(positions, { numRuns: 50, seed: 7 });
    const boards = sample.map((cells) => ({
      halves: halvesOf(cells),
      empties: cells.filter((c) => c === 0).length,
    }));
    const game = Reversi.fromTranscript('f5d6c3d3c4f4f6f3e6e7');
    const worker = new Worker(new URL('./fixtures/othello-eval-worker.mjs', import.meta.url), {
      workerData: { positions: boards, board: game.toPosition() },
    });
    const answer = await new Promise<{ values: number[]; score: number; move: string }>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    await worker.terminate();
    expect(answer.values).toEqual(sample.map(evaluateCells));
    const { searchReversi } = await import('../src/ai/othello/search.ts');
    const here = await searchReversi(game, { depth: 6 });
    expect({ score: answer.score, move: answer.move }).toEqual({
      score: here.score,
      move: here.move,
    });
  });

  it('refuses a weight text cut short', () => {
    expect(() => decodeWeights(WEIGHTS.slice(0, 4000))).toThrow();
  });

  it('judges the FFO endgames #1-#19 within a few discs of their exact scores on average', () => {
    const errors: number[] = [];
    for (const line of readAnchor('othello', 'fforum-1-19.obf').split('\n')) {
      if (line.trim() === '') continue;
      const { game, annotations } = Reversi.parseOBF(line);
      const best = Math.max(...annotations.map((a) => a.score));
      const mover = game.turn;
      const cells = game.state.board.map((cell) => (cell === null ? 0 : cell === mover ? 1 : 2));
      errors.push(Math.abs(evaluateCells(cells) / SCALE - best));
    }
    expect(errors).toHaveLength(19);
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    expect(mean).toBeLessThan(MEAN_ERROR_BOUND);
  });
});

/** Discs: the shipped weights are 8.5 off on FFO #1-#19 on average, the hand-set evaluation 10.9. */
const MEAN_ERROR_BOUND = 10;
