import { type GomokuJSON, OptionError, type ReversiJSON } from '@stonekit/core';
import {
  AiCancelledError,
  ANALYSIS_LIMITS,
  type GameAnalysis,
  type GameAnalysisPlan,
  gameAnalysisOf,
  planGameAnalysis,
  type SearchResult,
} from '@stonekit/core/ai';
import { createStore } from 'zustand/vanilla';
import { stepToPly } from './navigation.ts';
import type {
  GameAnalysisOptions,
  GameAnalysisState,
  GameAnalysisStore,
  ReviewableStore,
} from './types.ts';

/**
 * What identifies a line: its `start` (the game's kind, rules and starting position) and its
 * `key` (the start with every move and opening action, played or to redo). The same key, the same
 * positions, whichever of them is on the board.
 */
function lineOf(json: GomokuJSON | ReversiJSON): { start: string; key: string } {
  const moves = [...json.moves, ...json.undone];
  if (json.game === 'reversi') {
    // The redo stack leaves out the passes autoPass plays, which the moves played list: they
    // follow from the moves, and only a pass made by hand belongs in the key.
    const made = json.autoPass ? moves.filter((name) => name !== 'pass') : moves;
    const start = JSON.stringify(['reversi', json.start ?? null, json.autoPass]);
    return { start, key: JSON.stringify([start, made]) };
  }
  const { opening } = json;
  const actions = opening === undefined ? [] : [...opening.actions, ...opening.undone];
  const start = JSON.stringify([
    'gomoku',
    json.size,
    json.rule,
    json.forbiddenMoves ?? null,
    json.position ?? null,
    opening?.rule ?? null,
  ]);
  return { start, key: JSON.stringify([start, actions, moves]) };
}

/** How many moves two plans share from the start: the positions up to there are the same. */
function sharedMoves(a: GameAnalysisPlan, b: GameAnalysisPlan): number {
  let shared = 0;
  while (shared < a.moves.length && a.moves[shared]?.name === b.moves[shared]?.name) shared++;
  return shared;
}

/** Resolves to null once `signal` aborts: a client that never rejects a cancelled run holds nothing up. */
function whenAborted(signal: AbortSignal): Promise<null> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(null);
    else signal.addEventListener('abort', () => resolve(null), { once: true });
  });
}

/** An analysis under way: stopped for good once `stopped`, `step` the search it waits on. */
interface Run {
  stopped: boolean; // cancelled, disposed or overtaken by a new line: its answers are dropped
  step: AbortController | null; // aborts the search under way in the worker
  promise: Promise<GameAnalysis | null>; // what `start` returned
}

/** Stops `run`: the search under way is cancelled in the worker, and nothing more is asked. */
function stop(run: Run): void {
  run.stopped = true;
  run.step?.abort();
}

function checkOptions(options: unknown): GameAnalysisOptions {
  if (typeof options !== 'object' || options === null) {
    throw new OptionError('options', 'Expected options to be an object such as { ai }');
  }
  const { ai, limits } = options as Partial<GameAnalysisOptions>;
  if (ai !== undefined && (typeof ai !== 'object' || ai === null || typeof ai.run !== 'function')) {
    throw new OptionError('ai', 'Expected ai to be an AI client, as createAiClient makes');
  }
  if (limits !== undefined && (typeof limits !== 'object' || limits === null)) {
    throw new OptionError('limits', 'Expected limits to be an object such as { level: 8 }');
  }
  return options as GameAnalysisOptions;
}

/**
 * A review of the game on `store`: the whole line (the moves played and those taken back that
 * redo would replay), the position on the board (`ply`), and an analysis of every position
 * searched in the AI worker one after the other, as `start` asks, with `done` and `total` for a
 * progress bar and `cancel` to stop. `series` fills in as the searches come back: every
 * position's value from Black's point of view and every move's loss, class and better move
 * (`gameAnalysisOf`). Stepping through the game (`goToPly`, undo, redo) keeps it. A change to
 * the line stops the search under way and leaves the review `idle`: a move played in a position
 * stepped back to replaces the moves after it, and what was found before it is kept, so that
 * `start` searches only the new positions; a new game starts afresh.
 *
 * While reviewing a game against the computer, set the store's `aiPlayer` to `'none'`: on a
 * position where the computer is to move it would play, and its move would replace the rest of
 * the line.
 *
 * @param store - a Gomoku or Reversi store (`ReviewableStore`)
 * @param options - `ai` (the worker's client; without one `start` fails), `limits`, `thresholds`
 * @defaultValue options: {} (no AI: the review only steps)
 * @throws OptionError for options that are not an object, an `ai` that is no client, `limits`
 *   that are not an object, or bad `thresholds`
 * @example
 * const analysis = useOwnStore(() => createGameAnalysis(store, { ai }));
 * await analysis.getState().start();
 * analysis.getState().series.moves.filter((move) => move.judgement === 'blunder');
 */
export function createGameAnalysis(
  store: ReviewableStore,
  options: GameAnalysisOptions = {},
): GameAnalysisStore {
  const { ai, limits, thresholds } = checkOptions(options);
  let line = lineOf(store.getState().toJSON());
  let results: (SearchResult<unknown> | null)[] = [];
  let run: Run | null = null;
  let disposed = false;

  const read = (plan: GameAnalysisPlan) =>
    gameAnalysisOf(plan, results, thresholds === undefined ? {} : { thresholds });
  const totalOf = (plan: GameAnalysisPlan) =>
    plan.positions.filter((position) => position.task !== null).length;
  const doneOf = (plan: GameAnalysisPlan) =>
    plan.positions.filter((position, index) => position.task !== null && results[index] != null)
      .length;

  const firstPlan = planGameAnalysis(store.getState().toJSON());
  const analysis = createStore<GameAnalysisState>()((set, get) => {
    async function search(plan: GameAnalysisPlan, own: Run) {
      if (ai === undefined) throw new Error('No AI client: give createGameAnalysis an `ai` option');
      const searchLimits = limits ?? ANALYSIS_LIMITS[plan.game];
      for (const position of plan.positions) {
        if (position.task === null || results[position.ply] != null) continue;
        // A signal of its own for each search: one for the whole run would gather a listener
        // from every request the client makes on it.
        const step = new AbortController();
        own.step = step;
        const result = await Promise.race([
          ai.run(position.task, { ...searchLimits, signal: step.signal }),
          whenAborted(step.signal),
        ]);
        if (result === null || own.stopped) return null;
        results[position.ply] = result;
        set({ done: doneOf(plan), series: read(plan) });
      }
      return get().series;
    }

    return {
      plan: firstPlan,
      ply: store.getState().game.moves.length,
      coordinateCase: store.getState().coordinateCase ?? 'lower',
      aiAvailable: ai !== undefined,
      status: 'idle',
      done: 0,
      total: totalOf(firstPlan),
      series: read(firstPlan),
      error: null,

      start() {
        if (run !== null) return run.promise;
        if (disposed) return Promise.resolve(null);
        const { plan } = get();
        const own: Run = { stopped: false, step: null, promise: Promise.resolve(null) };
        set({ status: 'running', error: null });
        own.promise = search(plan, own).then(
          (finished) => {
            if (own.stopped) return null;
            run = null;
            set({ status: 'done' });
            return finished;
          },
          (error: unknown) => {
            if (own.stopped || error instanceof AiCancelledError) return null;
            run = null;
            set({
              status: 'failed',
              error: error instanceof Error ? error : new Error(String(error)),
            });
            return null;
          },
        );
        run = own;
        return own.promise;
      },

      cancel() {
        if (run === null) return;
        stop(run);
        run = null;
        set({ status: 'cancelled' });
      },

      goToPly: (ply) => stepToPly(store, ply),

      dispose() {
        if (disposed) return;
        disposed = true;
        unsubscribe();
        if (run !== null) stop(run);
        run = null;
        if (get().status === 'running') set({ status: 'cancelled' });
      },
    };
  });

  let followed = store.getState().game;
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    const shown = analysis.getState();
    const ply = state.game.moves.length;
    const coordinateCase = state.coordinateCase ?? 'lower';
    if (ply !== shown.ply || coordinateCase !== shown.coordinateCase) {
      analysis.setState({ ply, coordinateCase });
    }
    // Only a change of the game can change the line: a clock's tick or a hint cannot.
    if (state.game === followed) return;
    followed = state.game;
    const json = state.toJSON();
    const next = lineOf(json);
    if (next.key === line.key) return;
    // A new line: the search under way belongs to the old one, and so does what was found after
    // the moves the two share (all of it, for another start).
    const sameStart = next.start === line.start;
    line = next;
    if (run !== null) stop(run);
    run = null;
    const plan = planGameAnalysis(json);
    results = sameStart ? results.slice(0, sharedMoves(plan, shown.plan) + 1) : [];
    const done = doneOf(plan);
    const total = totalOf(plan);
    analysis.setState({
      plan,
      status: done === total ? 'done' : 'idle',
      done,
      total,
      series: read(plan),
      error: null,
    });
  });

  return analysis;
}
