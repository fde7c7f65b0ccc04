/**
 * The Gomoku search's board updates as WebAssembly, compiled from `assembly/gomoku-board.ts` (3.2
 * KB) the first time an engine is made: `Engine.put` and `Engine.take`, step for step, over the
 * engine's arrays, which are views of the instance's memory, and the move lists and threat points
 * read from them (`generateMoves`, `Engine.findPoints`). Each engine has an instance of its own,
 * since nothing says when an engine is done with: 4.1 MB of memory, most of it for the tables,
 * which the instance asks the engine for an entry at a time as it meets them.
 *
 * Where WebAssembly is missing or refused (a Content-Security-Policy without 'wasm-unsafe-eval'),
 * or an instance cannot be made, the engine's JavaScript updates serve: the same values.
 */
import { compileModule, instantiate } from '../wasm-module.ts';
import { BOARD } from './wasm-data.ts';

/** What the module exports: the updates and the layout of its memory (byte offsets). */
export interface BoardExports {
  memory: { buffer: ArrayBuffer };
  /** Starts on an empty board `size` points wide padded to `padded`, arrays and tables written. */
  setup(padded: number, size: number): void;
  put(at: number, stone: number): void;
  take(at: number): void;
  /** `generateMoves` into the lists below: `side` 0 black, 1 white; returns how many. */
  generate(
    ply: number,
    cap: number,
    ttMove: number,
    side: number,
    forbidding: boolean,
    defending: boolean,
  ): number;
  /** The first `wanted` points of threat class `kind` for `side`, into `FOUND`; how many. */
  find(side: number, kind: number, wanted: number): number;
  CELLS: { value: number };
  NEAR: { value: number };
  KEYS: { value: number };
  WORDS: { value: number };
  COUNTS: { value: number };
  OFFSETS: { value: number };
  DELTAS: { value: number };
  // The move lists (`MoveContext`), for `LIST_PLIES` plies of every board point.
  HISTORY: { value: number };
  KILLERS: { value: number };
  CUT: { value: number };
  MOVES: { value: number };
  SORT_KEYS: { value: number };
  LIST_PLIES: { value: number };
  FOUND: { value: number };
}

let compiled: object | null | undefined; // undefined until first asked for
let enabled = true;

/**
 * Turns the compiled updates on (the default, where WebAssembly compiles) or off for the engines
 * made from now on, to compare the two; returns whether they are on.
 */
export function useBoardWasm(on: boolean): boolean {
  enabled = on;
  return on && module() !== null;
}

function module(): object | null {
  if (compiled === undefined) compiled = compileModule(BOARD);
  return compiled;
}

/** What an instance asks its engine for (side 0 black, 1 white). */
export interface BoardTables {
  /** The pattern code of a 20-bit line key (`PatternTable.pattern`). */
  pattern(side: number, key: number): number;
  /** A pattern word's score << 8 | its threat class << 1 | 1. */
  word(side: number, word: number): number;
  /** A pattern word's ordering priority << 9 | class << 5 | class with nothing forbidden << 1 | 1. */
  order(side: number, word: number): number;
  /** 1 when Renju black may not play the empty point `at`, else 0. */
  forbidden(at: number): number;
}

/** A new instance for one engine, or null where there is none to be had. */
export function boardInstance(tables: BoardTables): BoardExports | null {
  const board = enabled ? module() : null;
  return board === null ? null : (instantiate(board, { env: tables }) as BoardExports | null);
}
