/**
 * The exact solver of the last few empty squares, compiled to WebAssembly from
 * `assembly/solve.ts`. Up to 7 empty squares it is the algorithm of `solve-small.ts` and
 * `solve-last.ts` square for square and node for node, but on 64-bit boards held in registers,
 * where JavaScript splits every board into int32 halves kept in a typed array: the same nodes in
 * less than half the time. With 8 to `WASM_REACH` empty squares it orders moves as the tree does
 * there (fastest first), with a table of its own; the tree hands it those nodes too.
 *
 * It is compiled when this module loads (11 KB, about a millisecond). Where WebAssembly is missing
 * or refused (a Content-Security-Policy without 'wasm-unsafe-eval', or an older Chrome's 4 KB
 * limit on compiling in a page's main thread; workers have none), the JavaScript solver serves
 * instead, from `SHALLOW` empty squares, and every score stays exact.
 */
import { fromBase64 } from './base64.ts';
import { SHALLOW } from './frames.ts';
import * as smallSolver from './solve-small.ts';
import { SOLVER } from './solve-wasm-data.ts';
import * as stability from './stability.ts';
import * as stack from './stack.ts';

// Copied into module constants: see the note in `reversi/perft.ts` on imported bindings.
const { solveSmall } = smallSolver;
const { BOARDS, STATS } = stack;

/**
 * Empty squares from which the tree hands over to the compiled solver. On the first 12 positions
 * of `ai-othello-solve` (20 to 22 empty squares, 3 runs side by side against the JavaScript
 * solver from 7), 10 took 0.73 of the time and 7 0.79; 12 was no faster than 10 in a single run.
 * Its table-less nodes cost more near 10: 188M nodes there instead of 159M.
 */
const WASM_REACH = 10;

/** Empty squares at and below which the tree hands a node to `solveEnd`. */
export const END_REACH = new Int32Array([SHALLOW]);

/** The solver `solveEnd` uses. */
export type EndSolver = 'wasm' | 'js';

type Solve = (pLo: number, pHi: number, oLo: number, oHi: number, a: number, b: number) => number;

// The solver's exports, as far as this module reads them.
interface SolverExports {
  memory: { buffer: ArrayBuffer };
  init(): void;
  solve: Solve;
  COUNTER: { value: number };
}

// The little of the WebAssembly API used here: the engines' lib declares none of it.
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}

/** The compiled solver, or null where it did not compile. */
function compile(): { solve: Solve; counter: Int32Array } | null {
  const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (api === undefined) return null;
  try {
    const instance = new api.Instance(new api.Module(fromBase64(SOLVER)), {});
    const exports = instance.exports as SolverExports;
    // Its tables sit below the compiler's data: the edge-stability table is ours, the rest its own.
    new Uint8Array(exports.memory.buffer).set(stability.EDGE, 0);
    exports.init();
    return {
      solve: exports.solve,
      counter: new Int32Array(exports.memory.buffer, exports.COUNTER.value, 1),
    };
  } catch {
    return null;
  }
}

const compiled = compile();
// The solver in use; null for the JavaScript one.
let wasmSolve: Solve | null = null;
const counter = compiled?.counter ?? new Int32Array(1);
useEndSolver('wasm');

/**
 * Chooses the endgame solver: 'wasm' where it compiled (the default), 'js' to compare. Returns
 * the one in use.
 */
export function useEndSolver(kind: EndSolver): EndSolver {
  wasmSolve = kind === 'wasm' && compiled !== null ? compiled.solve : null;
  END_REACH[0] = wasmSolve === null ? SHALLOW : WASM_REACH;
  return wasmSolve === null ? 'js' : 'wasm';
}

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
  if (wasmSolve === null) return solveSmall(i, alpha, beta, empties, parity);
  const score = wasmSolve(BOARDS[i]!, BOARDS[i + 1]!, BOARDS[i + 2]!, BOARDS[i + 3]!, alpha, beta);
  STATS[0]! += counter[0]!;
  return score;
}
