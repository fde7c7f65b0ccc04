/**
 * The exact solver of the last few empty squares, the tree's hand-over near the end: the
 * WebAssembly one (`wasm.ts`) where it compiled, else `solve-small.ts`. Up to 7 empty squares
 * the compiled solver is the JavaScript algorithm node for node, in less than half the time; from
 * 8 on it orders moves as the tree does there (fastest first), with a table of its own, so the
 * tree hands it whole nodes of up to `WASM_REACH` empty squares.
 */
import { SHALLOW } from './frames.ts';
import * as smallSolver from './solve-small.ts';
import * as stack from './stack.ts';
import { solveSlot, USE_WASM, WASM, WASM_COUNTS } from './wasm.ts';

// Copied into module constants: see the note in `reversi/perft.ts` on imported bindings.
const { solveSmall } = smallSolver;
const { STATS } = stack;

/**
 * Empty squares from which the tree hands over to the compiled solver. On the first 12 positions
 * of `ai-othello-solve` (20 to 22 empty squares, one run each on a quiet machine): 14.8 s from 10,
 * 14.2 s from 12, 13.6 s from 14 and 16. The longest single call there took 4, 3, 8 and 44 ms: the
 * tree can stop between two of its nodes (every 8 ms, to let an abort through), the compiled
 * solver only between calls, so 12 it is.
 */
const WASM_REACH = 12;

/** Empty squares at and below which the tree hands a node to `solveEnd` (set by `useWasm`). */
export const END_REACH = new Int32Array(1);

/**
 * Turns WebAssembly on (the default, where it compiled) or off for the searches that follow: the
 * endgame solver, the evaluation and the searches over it (`wasm.ts`). Off, the search is
 * the JavaScript one alone, for comparisons; it gives the same results either way. Returns whether
 * it is on.
 */
export function useWasm(on: boolean): boolean {
  const wasm = on && WASM !== null;
  USE_WASM[0] = wasm ? 1 : 0;
  END_REACH[0] = wasm ? WASM_REACH : SHALLOW;
  return wasm;
}

useWasm(true);

/**
 * The exact score of slot `i`, with `empties` (at most `END_REACH[0]`) empty squares: the list of
 * `empties.ts`, whose quadrant parity is `parity`, in discs, fail-soft within `alpha`..`beta`.
 * Its nodes are counted in `STATS`; the list is left as it was.
 */
export function solveEnd(
  i: number,
  alpha: number,
  beta: number,
  empties: number,
  parity: number,
): number {
  if (USE_WASM[0] === 0) return solveSmall(i, alpha, beta, empties, parity);
  const score = solveSlot(i, alpha, beta);
  STATS[0]! += WASM_COUNTS[0]!;
  return score;
}
