import type { GomokuJSON, ReversiJSON } from '@stonekit/core';
import type {
  AiClient,
  AiLimits,
  GameAnalysis,
  GameAnalysisPlan,
  MistakeThresholds,
} from '@stonekit/core/ai';
import type { StoreApi } from 'zustand/vanilla';
import type { CoordinateCase } from '../coordinates/case.ts';

/**
 * What a review needs of a game's store: its game, its saved form (the line with its redo moves)
 * and single steps back and forward. A Gomoku or Reversi store fits.
 *
 * @example
 * const reviewed: ReviewableStore = createReversiStore({ moves: 'f5d6c3' });
 */
export interface ReviewableStore {
  getState(): {
    readonly game: { readonly moves: readonly unknown[] }; // a new object after every change
    readonly coordinateCase?: CoordinateCase; // how the store names points
    toJSON(): GomokuJSON | ReversiJSON; // the game saved, redo stack included
    undoMove(): unknown; // takes back one move, whoever made it; null when there is none
    redoMove(): unknown; // replays one; null when there is none
  };
  subscribe(listener: () => void): () => void;
}

/**
 * Where a game's analysis stands: not started (or stopped because the line changed, with what
 * still holds kept), under way, finished, stopped by `cancel`, or stopped by a failure of the AI
 * (`error` says which).
 *
 * @example
 * const status: AnalysisStatus = analysis.getState().status; // 'running'
 */
export type AnalysisStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

/**
 * Options of `createGameAnalysis`.
 *
 * @example
 * const options: GameAnalysisOptions = { ai, limits: { level: 10, timeMs: 1000 } };
 */
export interface GameAnalysisOptions {
  /**
   * The client of the AI worker (`createAiClient`); the analysis never disposes it. Without one
   * the review still steps through the game, but `start` fails (`aiAvailable` is false).
   */
  ai?: AiClient | undefined;
  /**
   * The limits of each position's search, for the game of the store.
   * @defaultValue `ANALYSIS_LIMITS[game]` (Othello level 8, Gomoku level 7 to 6 plies)
   */
  limits?: AiLimits | undefined;
  /** Loss thresholds of the classes; those left out are the game's own. @defaultValue `MISTAKE_THRESHOLDS[game]` */
  thresholds?: Partial<MistakeThresholds> | undefined;
}

/** The state and actions of a game's analysis (`createGameAnalysis`). */
export interface GameAnalysisState {
  plan: GameAnalysisPlan; // the line under review (played and redo moves) and its positions
  ply: number; // the position on the store's board: moves played, 0 for the start
  coordinateCase: CoordinateCase; // how the store names points, for the texts of the review
  aiAvailable: boolean; // an AI client was given: without one the review steps, but `start` fails
  status: AnalysisStatus; // where the analysis stands
  done: number; // positions searched so far
  total: number; // positions to search in all
  series: GameAnalysis; // every position's value and every move's judgement so far; null where not searched
  error: Error | null; // why the analysis failed; null unless `status` is 'failed'
  /**
   * Searches every position of the line not searched yet, one after the other in the worker,
   * from the start: a cancelled analysis resumes where it stopped. Resolves to the finished
   * analysis, or null when it was cancelled, failed or the game's line changed first. Called
   * while running, it returns the same promise.
   */
  start(): Promise<GameAnalysis | null>;
  /** Stops the analysis under way (`status` 'cancelled'), keeping what it found. */
  cancel(): void;
  /**
   * Steps the store to the position after `ply` moves of the line (0: the start), one move at a
   * time with its `undoMove` and `redoMove`. Returns whether it got there: a Reversi store with
   * `autoPass` cannot stop between a move and the pass it forces, and lands just after the pass;
   * a game lost on time or by resignation cannot be stepped back at all.
   */
  goToPly(ply: number): boolean;
  /** Stops the analysis for good and stops following the store. */
  dispose(): void;
}

/**
 * A game's analysis: a zustand vanilla store, which `useStore` reads.
 *
 * @example
 * const analysis: GameAnalysisStore = createGameAnalysis(store, { ai });
 */
export type GameAnalysisStore = StoreApi<GameAnalysisState>;
