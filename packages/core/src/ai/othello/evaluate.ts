/**
 * The static evaluation: an estimate of the final disc differential for the side to move, in
 * `SCALE` units per disc, as the sum of the trained weights (`weights.ts`) of the position's
 * features (`patterns.ts`) in its phase: every pattern instance's configuration, both sides'
 * mobility, corner moves, frontier and stable edge discs, and the count of empty squares. How
 * the weights were made: the core README.
 */
import * as bitboard from '../../reversi/bitboard.ts';
import * as patterns from './patterns.ts';
import * as stack from './stack.ts';
import * as views from './views.ts';
import * as wasm from './wasm.ts';
import { swappedWeights, weights } from './weights.ts';

const { SLOT } = bitboard;
const { COUNT_FEATURES, countFeatures, LAYOUT, phaseOf } = patterns;
const { BOARDS, EVAL_LIMIT } = stack;
const { FRAME, VIEWS, loadView } = views;
const { USE_WASM, evaluateSlot } = wasm;

const N = LAYOUT.instances;
const COUNTS = new Int32Array(COUNT_FEATURES);

/**
 * The evaluation of slot `i` for its side to move, `empties` squares empty: the slot's view must
 * be up to date (`views.ts`); `evaluateFresh` reads it first.
 */
export function evaluate(i: number, empties: number): number {
  countFeatures(BOARDS[i]!, BOARDS[i + 1]!, BOARDS[i + 2]!, BOARDS[i + 3]!, COUNTS, 0);
  const slot = i / SLOT;
  // The swapped table holds the count entries unchanged, so either serves the counts too.
  const table = FRAME[slot] === 0 ? weights() : swappedWeights();
  const base = phaseOf(empties) * LAYOUT.size;
  let score = 0;
  for (let k = 0; k < COUNT_FEATURES; k++) score += table[base + COUNTS[k]!]!;
  const v = slot * N;
  for (let k = 0; k < N; k++) score += table[base + VIEWS[v + k]!]!;
  if (score > EVAL_LIMIT) return EVAL_LIMIT;
  if (score < -EVAL_LIMIT) return -EVAL_LIMIT;
  return score;
}

/** The evaluation of slot `i` as written there, its view read afresh (outside the search). */
export function evaluateFresh(i: number, empties: number): number {
  loadView(i);
  return evaluate(i, empties);
}

/**
 * The evaluation of slot `i` in the tree: in WebAssembly while the search uses it (the same value,
 * read from the boards alone, so the tree keeps no views then), else from the slot's view.
 */
export function evaluateNode(i: number, empties: number): number {
  return USE_WASM[0] === 0 ? evaluate(i, empties) : evaluateSlot(i);
}
