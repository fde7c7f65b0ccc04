/**
 * The Othello search's WebAssembly module, compiled from `assembly/solve.ts` (16 KB, about a
 * millisecond) when this module loads: the exact solver of the last empty squares
 * (`solve-end.ts`), the evaluation (`evaluate.ts`) and the shallow searches over it that order an
 * exact search's moves, make ProbCut's cuts and end a depth-limited search (`ordering.ts`,
 * `node.ts`). Each gives what its JavaScript counterpart gives, on 64-bit boards held in
 * registers where JavaScript splits every board into int32 halves kept in a typed array.
 *
 * Where WebAssembly is missing or refused (a Content-Security-Policy without 'wasm-unsafe-eval',
 * or an older Chrome's 4 KB limit on compiling in a page's main thread; workers have none),
 * `WASM` is null and the JavaScript code serves.
 */
import { compileModule, instantiate } from '../wasm-module.ts';
import { LAYOUT } from './patterns.ts';
import * as stability from './stability.ts';
import { BOARDS } from './stack.ts';
import * as views from './views.ts';
import { SOLVER } from './wasm-data.ts';
import { weights } from './weights.ts';

/** What the module exports, as far as the search reads it. */
export interface WasmExports {
  memory: { buffer: ArrayBuffer };
  init(): void;
  /** The exact score of the position, P to move, within the window, in discs. */
  solve(pLo: number, pHi: number, oLo: number, oHi: number, a: number, b: number): number;
  /** A `depth`-ply search over the evaluation, in 1/16 disc (`probe` in `ordering.ts`). */
  probeEval(
    pLo: number,
    pHi: number,
    oLo: number,
    oHi: number,
    depth: number,
    alpha: number,
    beta: number,
  ): number;
  /** The evaluation, in 1/16 disc. */
  evaluation(pLo: number, pHi: number, oLo: number, oHi: number): number;
  /** The ordering score of each move but `skip`, at `ORDER` by square (`orderMoves`). */
  orderScores(
    pLo: number,
    pHi: number,
    oLo: number,
    oHi: number,
    parity: number,
    depth: number,
    skip: number,
  ): void;
  setLayout(instances: number, size: number, counts: number, bias: number): void;
  /** Empties the solver's transposition table. */
  clearTable(): void;
  COUNTER: { value: number };
  GROUPS: { value: number };
  DIGITS: { value: number };
  INSTANCES: { value: number };
  ORDER: { value: number };
  LINK_STARTS: { value: number };
  LINKS: { value: number };
  WEIGHTS: { value: number };
}

function compile(): WasmExports | null {
  const module = compileModule(SOLVER);
  const exports = module === null ? null : (instantiate(module, {}) as WasmExports | null);
  if (exports === null) return null;
  // Its tables sit below the compiler's data: the edge-stability table is ours, the rest its own.
  new Uint8Array(exports.memory.buffer).set(stability.EDGE, 0);
  exports.init();
  return exports;
}

/** The module's exports, or null where it did not compile. */
export const WASM = compile();

/** The node count of the last `solve`, and the evaluations of the last `probeEval`. */
export const WASM_COUNTS =
  WASM === null ? new Int32Array(2) : new Int32Array(WASM.memory.buffer, WASM.COUNTER.value, 2);

/** The scores `orderSlot` gives the moves, by square. */
export const WASM_ORDER =
  WASM === null ? new Int32Array(64) : new Int32Array(WASM.memory.buffer, WASM.ORDER.value, 64);

/** 1 while the search uses the module, 0 for the JavaScript code alone (`useWasm`). */
export const USE_WASM = new Uint8Array([WASM === null ? 0 : 1]);

let evaluationLoaded = false;

/**
 * Writes the evaluation's layout and weights into the module's memory, once: decoding the weights
 * takes a tenth of a second, so not before a search needs them.
 */
export function loadEvaluation(): void {
  if (evaluationLoaded || WASM === null) return;
  evaluationLoaded = true;
  const { instances, tableOf, groupStarts, groupColumn, groupLo, groupHi, groupRows, groupDigits } =
    LAYOUT;
  const memory = WASM.memory.buffer;
  const groups = new DataView(memory, WASM.GROUPS.value);
  for (let g = 0; g < groupStarts[instances]!; g++) {
    groups.setInt32(g * 16, groupLo[g]!, true);
    groups.setInt32(g * 16 + 4, groupHi[g]!, true);
    groups.setInt32(g * 16 + 8, groupColumn[g]!, true);
    groups.setInt32(g * 16 + 12, groupRows[g]!, true);
  }
  new Int32Array(memory, WASM.DIGITS.value, groupDigits.length).set(groupDigits);
  const instance = new Int32Array(memory, WASM.INSTANCES.value, 2 * instances);
  for (let k = 0; k < instances; k++) {
    instance[2 * k] = tableOf[k]!;
    instance[2 * k + 1] = groupStarts[k + 1]!;
  }
  // For the views `probeEval` keeps move by move: the instances through each square, and the
  // power of 3 its digit carries there.
  new Int32Array(memory, WASM.LINK_STARTS.value, 65).set(views.LINK_START);
  const links = new Int32Array(memory, WASM.LINKS.value, 2 * views.INSTANCE.length);
  for (let l = 0; l < views.INSTANCE.length; l++) {
    links[2 * l] = views.INSTANCE[l]!;
    links[2 * l + 1] = views.POWER[l]!;
  }
  const table = weights();
  new Int16Array(memory, WASM.WEIGHTS.value, table.length).set(table);
  WASM.setLayout(instances, LAYOUT.size, LAYOUT.counts, LAYOUT.bias);
}

// The search's calls, on its board slots (`stack.ts`): slot `i` is the position, P to move.

/** The exact score of slot `i` within `alpha`..`beta`, in discs; its nodes in `WASM_COUNTS[0]`. */
export function solveSlot(i: number, alpha: number, beta: number): number {
  return WASM!.solve(BOARDS[i]!, BOARDS[i + 1]!, BOARDS[i + 2]!, BOARDS[i + 3]!, alpha, beta);
}

/**
 * A `depth`-ply search of slot `i` over the evaluation within `alpha`..`beta`, in 1/16 disc; the
 * positions it evaluated in `WASM_COUNTS[1]`.
 */
export function probeSlot(i: number, depth: number, alpha: number, beta: number): number {
  loadEvaluation();
  return WASM!.probeEval(
    BOARDS[i]!,
    BOARDS[i + 1]!,
    BOARDS[i + 2]!,
    BOARDS[i + 3]!,
    depth,
    alpha,
    beta,
  );
}

/**
 * The ordering scores of the moves of slot `i` but `skip`, in `WASM_ORDER` by square: what
 * `orderMoves` gives an exact search's node from 13 empty squares on (`parity` its quadrant
 * parity, `depth` the plies of the search after each move); the positions searched in
 * `WASM_COUNTS[1]`.
 */
export function orderSlot(i: number, parity: number, depth: number, skip: number): void {
  loadEvaluation();
  WASM!.orderScores(
    BOARDS[i]!,
    BOARDS[i + 1]!,
    BOARDS[i + 2]!,
    BOARDS[i + 3]!,
    parity,
    depth,
    skip,
  );
}

/** The evaluation of slot `i`, in 1/16 disc. */
export function evaluateSlot(i: number): number {
  loadEvaluation();
  return WASM!.evaluation(BOARDS[i]!, BOARDS[i + 1]!, BOARDS[i + 2]!, BOARDS[i + 3]!);
}
