// Two reviewed games for the stories and tests: the moves, and what the real searches at the
// default limits (ANALYSIS_LIMITS) answered in each position, so that a review shows a real
// analysis at once, without a worker. Not part of the package's API.
import type { AiClient, GameAnalysisPlan, SearchResult } from '@stonekit/core/ai';
import { createGomokuStore, type GomokuStore } from '../../gomoku/store.ts';
import { createReversiStore, type ReversiStore } from '../../reversi/store.ts';
import type { CoordinateCase } from '../coordinates/case.ts';
import { createGameAnalysis } from './controller.ts';
import type { GameAnalysisStore } from './types.ts';

/** A search's answer, kept short: the best move, its score for the side to move, and whether it is proven. */
type Search = readonly [best: string, score: number, exact?: boolean] | null;

/** A close Othello game (levels 4 and 5 of the engine): 60 discs and a pass. */
export const OTHELLO_REVIEW = {
  moves:
    'f5d6c4g5g6f3e6f6f7h6f4g4e7g3h5h4d7c5b4d3e3c6f2h7b5b3c7f8d2e8h3h2c3e1g1c1d1f1e2c2a3h1g2b2a2b6a5a4a6a1b1a7b7d8c8a8b8g7h8g8',
  // Level 8: inaccuracies at moves 17, 20 and 35, a mistake at 48 and a blunder at 44.
  searches: [
    ['d3', 2],
    ['f6', -1.9375],
    ['c3', 1.8125],
    ['d3', -1.9375],
    ['g6', 1.125],
    ['d3', -0.75],
    ['d3', 1.5625],
    ['f6', -1],
    ['f4', -0.4375],
    ['h6', 1.875],
    ['d3', -3.125],
    ['g4', 4.3125],
    ['h4', -4.125],
    ['g3', 6.625],
    ['h4', -6.875],
    ['h4', 9.75],
    ['c5', -8.5625],
    ['f8', 14.3125],
    ['b6', -11.75],
    ['h7', 15.125],
    ['e3', -11.3125],
    ['c3', 11.125],
    ['f2', -9.75],
    ['c8', 11.125],
    ['b5', -9.0625],
    ['d2', 10.1875],
    ['d2', -7.3125],
    ['d2', 9.9375],
    ['h3', -8.4375],
    ['e8', 8.3125],
    ['h3', -8.8125],
    ['h2', 9.3125],
    ['c3', -10.125],
    ['e1', 11.6875],
    ['g2', -24],
    ['c1', 30.4375],
    ['g2', -29.875],
    ['f1', 32.875],
    ['e2', -39.875],
    ['c2', 38],
    ['a3', -40.1875],
    ['b2', 38.25],
    ['g2', -42.0625],
    ['b6', 41.75],
    ['a2', -16, true],
    ['b6', 16, true],
    ['a5', -16, true],
    ['a7', 16, true],
    ['a6', -2, true],
    ['a1', 2, true],
    ['b1', -2, true],
    ['a7', 2, true],
    ['b7', -2, true],
    ['a8', 2, true],
    ['c8', -2, true],
    ['a8', 2, true],
    ['b8', -2, true],
    ['pass', 2, true],
    ['g7', -2, true],
    ['h8', 2, true],
    ['g8', -2, true],
    null,
  ] as readonly Search[],
};

/** A freestyle Gomoku game of 38 moves (levels 4 and 5), won by white with a five. */
export const GOMOKU_REVIEW = {
  moves:
    'h8 g10 e9 e11 d10 f8 j10 h11 i9 g7 i12 g11 i11 i8 f11 g9 g8 e7 d6 f7 k11 l12 d7 h7 i7 f5 d8 d9 i13 i10 d5 d4 i14 i15 j9 f6 f4 f9',
  // Level 7 to 6 plies: a mistake at move 11, a blunder at 19, an inaccuracy at 24.
  searches: [
    ['h8', 0],
    ['g8', -420],
    ['i9', 194],
    ['e8', -444],
    ['h9', 149],
    ['f8', -418],
    ['d8', -130],
    ['f9', -4],
    ['i9', 30],
    ['g7', 67],
    ['f9', 389],
    ['g11', 590],
    ['i11', -201],
    ['i8', -338],
    ['f11', 57],
    ['g9', -411],
    ['g8', 218],
    ['e7', -125],
    ['h10', 59],
    ['f7', 2876],
    ['k11', -3113],
    ['l12', 591],
    ['d7', -3394],
    ['f5', 29985, true],
    ['i7', -3113],
    ['f5', 29987, true],
    ['d8', -29988, true],
    ['d9', 4549],
    ['d5', -29990, true],
    ['i10', 29991, true],
    ['i14', -29992, true],
    ['d4', 29993, true],
    ['i14', -29994, true],
    ['i15', 29995, true],
    ['g6', -29996, true],
    ['f6', 29997, true],
    ['f4', -29998, true],
    ['f9', 29999, true],
    null,
  ] as readonly Search[],
};

/** `search` as a worker would send it. */
export function searchResultOf(search: NonNullable<Search>): SearchResult<unknown> {
  const [best, score, exact = false] = search;
  return {
    move: best,
    moveName: best,
    score,
    pv: [best],
    pvNames: [best],
    depth: 8,
    nodes: 1,
    timeMs: 1,
    exact,
    bound: 'exact',
    interrupted: false,
  };
}

/**
 * An AI client that answers each position of `plan()` with its search from `searches` at once,
 * and from position `answered` on never answers, so that a review stays under way.
 *
 * @example
 * const review = createGameAnalysis(store, { ai: scriptedClient(() => review.getState().plan, OTHELLO_REVIEW.searches) });
 */
export function scriptedClient(
  plan: () => GameAnalysisPlan,
  searches: readonly Search[],
  answered = Number.POSITIVE_INFINITY,
): AiClient {
  return {
    run(task) {
      const ply = plan().positions.findIndex((position) => position.task === task);
      const search = searches[ply];
      if (ply < 0 || ply >= answered || search === null || search === undefined) {
        return new Promise(() => {});
      }
      return Promise.resolve(searchResultOf(search)) as never;
    },
    dispose() {},
  };
}

/** Options of the scripted reviews. */
export interface ScriptedReviewOptions {
  answered?: number; // positions answered before the client stops answering; all by default
  ply?: number; // the position to show; the end by default
  start?: boolean; // start the analysis; true by default
  coordinateCase?: CoordinateCase; // the store's
}

/** A review of `OTHELLO_REVIEW` on a new store, started and at `ply`. */
export function scriptedReversiReview(options: ScriptedReviewOptions = {}): {
  store: ReversiStore;
  review: GameAnalysisStore;
} {
  const store = createReversiStore({
    moves: OTHELLO_REVIEW.moves,
    coordinateCase: options.coordinateCase,
  });
  return { store, review: scripted(store, OTHELLO_REVIEW.searches, options) };
}

/** A review of `GOMOKU_REVIEW` on a new store, started and at `ply`. */
export function scriptedGomokuReview(options: ScriptedReviewOptions = {}): {
  store: GomokuStore;
  review: GameAnalysisStore;
} {
  const store = createGomokuStore({
    moves: GOMOKU_REVIEW.moves,
    coordinateCase: options.coordinateCase,
  });
  return { store, review: scripted(store, GOMOKU_REVIEW.searches, options) };
}

function scripted(
  store: GomokuStore | ReversiStore,
  searches: readonly Search[],
  { answered, ply, start = true }: ScriptedReviewOptions,
): GameAnalysisStore {
  const review: GameAnalysisStore = createGameAnalysis(store, {
    ai: scriptedClient(() => review.getState().plan, searches, answered),
  });
  if (start) void review.getState().start();
  if (ply !== undefined) review.getState().goToPly(ply);
  return review;
}
