import type { Stone } from '@stonekit/core';
import type { AiClient, AiLimits, AiProgress } from '@stonekit/core/ai';
import type { StoreApi } from 'zustand/vanilla';
import type {
  AiActor,
  AiGameRules,
  AiPlayer,
  AiStoreFields,
  AiStoreHint,
  AiStoreOptions,
  AiThinkingProgress,
} from './types.ts';

/**
 * What the controller reads and writes of a store: the game, the computer player's fields and,
 * when the store has one, its clock, whose pause holds the computer back.
 */
export type AiControlledState<H, S, M> = {
  game: S;
  clock?: { readonly phase: string };
} & AiStoreFields<H, S, M>;

/** Options of `createAiController`. */
export interface AiControllerOptions<S>
  extends Pick<AiStoreOptions, 'ai' | 'aiLimits' | 'hintLimits'> {
  /**
   * How long the computer may think for `side` in `game` by the clock, or null without one
   * (the level's own time then): a store with a clock spreads the time left over the moves
   * still to come (`moveTimeBudget`), so that the computer never loses on time.
   */
  clockBudget?: ((game: S, side: Stone) => number | null) | undefined;
}

/** The lowest level whose searches go on from the last one's table unless `aiLimits` say. */
const KEEP_TABLE_FROM = 8;

/** The controller of one store, behind its `requestHint` and `dispose` actions. */
export interface AiController<H, S, M> {
  requestHint(): Promise<AiStoreHint<H, S, M> | null>; // see `AiStoreActions.requestHint`
  dispose(): void; // see `AiStoreActions.dispose`
}

/** A search for the computer's move, from its start to the move played. */
interface MoveRun<S> {
  readonly game: S; // the snapshot searched; the move is played only if it is still on the board
  readonly level: number; // the level searched at; another level restarts the search
  readonly abort: AbortController; // cancels the search in the worker
  timer: ReturnType<typeof setTimeout> | undefined; // the pause before playing, once answered
  progress: AiThinkingProgress | null; // the worker's last report on this search
}

/** A hint being computed. */
interface HintRun<H, S, M> {
  readonly game: S; // the snapshot the hint is for
  readonly abort: AbortController; // cancels the hint in the worker
  readonly answer: Promise<AiStoreHint<H, S, M> | null>; // what `requestHint` callers wait for
  readonly settle: (found: AiStoreHint<H, S, M> | null) => void; // answers them
}

/** Whether `player` has the computer play `side`. */
export function computerPlays(player: AiPlayer, side: string | null): boolean {
  return side !== null && (player === 'both' || player === side);
}

/** The actor of a game whose players keep their colours: the side to move. */
function sideActor(side: Stone | null): AiActor | null {
  return side === null ? null : { player: side, side };
}

/**
 * The computer player of a store, written once for every game. It watches the store: when the
 * game is on and the player to act is the computer's (`rules.actor`, by default the side to
 * move), it asks the AI what to play (in a Web Worker, through `client`): a move, or for Gomoku
 * an opening action. It sets `thinking`, and `thinkingProgress` as the worker reports on the
 * search, and plays the answer after `aiMoveDelayMs` unless the game changed in the meantime. Any change (a move, undo, a new game, another level or player) cancels
 * the search under way; an answer for a snapshot that is no longer on the board is discarded,
 * never played. Hints work the same way, and are cleared as soon as the game changes. A hint
 * wanted for a position the computer is searching (with `analysis` on, or asked for) is read from
 * that search, so the evaluation shows as soon as the computer has chosen and the search is not
 * run twice.
 *
 * @param store - a store holding `game` and the `AiStoreFields`
 * @param rules - the game's side to move, searches and move
 * @param options - the client and the limits of the searches
 * @example
 * const controller = createAiController(store, reversiAiRules(store), { ai });
 * await controller.requestHint();
 * controller.dispose();
 */
export function createAiController<H, S, M, A = M>(
  store: StoreApi<AiControlledState<H, S, M>>,
  rules: AiGameRules<H, S, M, A>,
  options: AiControllerOptions<S>,
): AiController<H, S, M> {
  const { ai: client, aiLimits = {}, hintLimits = {}, clockBudget } = options;
  let move: MoveRun<S> | null = null;
  let hint: HintRun<H, S, M> | null = null;
  // A snapshot the AI failed on is not asked about again, so a broken worker cannot loop.
  let moveFailedOn: S | null = null;
  let hintFailedOn: S | null = null;
  let disposed = false;
  let playing = false;

  function cancelMove(): void {
    if (move === null) return;
    clearTimeout(move.timer);
    move.abort.abort();
    move = null;
  }

  function cancelHint(): void {
    if (hint === null) return;
    hint.abort.abort();
    hint = null;
  }

  function startMove(
    ai: AiClient,
    game: S,
    level: AiControlledState<H, S, M>['level'],
    side: Stone,
  ): void {
    const run: MoveRun<S> = {
      game,
      level,
      abort: new AbortController(),
      timer: undefined,
      progress: null,
    };
    const started = Date.now();
    move = run;
    const budget = clockBudget?.(game, side) ?? null;
    // At the levels that play by the clock the computer goes on from the table of its last
    // search, reading deeper in the same time (a move there depends on time anyway); below, a
    // level plays the same move in the same position for the same seed.
    const keepTable = aiLimits.keepTable ?? level >= KEEP_TABLE_FROM;
    const limits: AiLimits = {
      ...aiLimits,
      level,
      ...(keepTable ? { keepTable } : {}),
      ...(budget === null ? {} : { timeMs: Math.min(budget, aiLimits.timeMs ?? budget) }),
    };
    // The client hears nothing once the search is aborted; the check is for a client that would.
    const onProgress = (progress: AiProgress) => {
      if (move !== run) return;
      run.progress = { ...progress, side, at: Date.now() };
      store.setState({ thinkingProgress: run.progress });
    };
    rules.search(ai, game, { ...limits, onProgress }, run.abort.signal).then(
      (choice) => {
        if (move !== run) return; // cancelled: someone else owns the board now
        if (choice !== null) adoptSearchHint(game, choice.hint);
        const play = () => {
          if (move !== run) return;
          move = null;
          if (choice !== null && store.getState().game === game) playAnswer(game, choice.answer);
          update();
        };
        // On the clock the pause to follow the game is part of the thinking time, never more.
        const delay = Math.min(store.getState().aiMoveDelayMs, budget ?? Number.POSITIVE_INFINITY);
        const wait = started + delay - Date.now();
        if (wait > 0) run.timer = setTimeout(play, wait);
        else play();
      },
      (error: unknown) => {
        if (move !== run) return;
        move = null;
        moveFailedOn = game;
        store.setState({ aiError: asError(error) });
        update();
      },
    );
  }

  /**
   * Shows the computer's search as the hint of the position it searched, when a hint is wanted
   * there (analysis is on, or someone asked) and none is shown yet: the evaluation then stays on
   * screen through the pause before the move, and no second search waits behind the first.
   */
  function adoptSearchHint(game: S, found: AiStoreHint<H, S, M> | null): void {
    const state = store.getState();
    const waiting = hint !== null && hint.game === game ? hint : null;
    if (
      found === null ||
      state.game !== game ||
      (state.hint !== null && state.hint.game === game)
    ) {
      return;
    }
    if (!state.analysis && waiting === null) return;
    hint = null;
    store.setState({ hint: found, hintPending: false, aiError: null });
    if (waiting !== null) {
      waiting.settle(found);
      waiting.abort.abort(); // the worker may drop the same question asked again
    }
  }

  /** Plays the computer's move; a move the game refuses stops the computer on this snapshot. */
  function playAnswer(game: S, answer: A): void {
    // The store announces the move to its listeners, this controller among them: it waits until
    // the move is played to start on the next one.
    playing = true;
    try {
      rules.play(answer);
    } finally {
      playing = false;
    }
    if (store.getState().game === game) {
      moveFailedOn = game;
      store.setState({ aiError: new Error('The game refused the move the AI chose') });
    } else if (store.getState().aiError !== null) {
      store.setState({ aiError: null });
    }
  }

  /** Brings the searches and `thinking` in line with the store; safe to call at any time. */
  function update(): void {
    if (disposed || playing) return;
    const state = store.getState();
    const side = rules.sideToMove(state.game);
    const actor = rules.actor === undefined ? sideActor(side) : rules.actor(state.game);
    const wanted =
      client !== undefined &&
      computerPlays(state.aiPlayer, actor?.player ?? null) &&
      moveFailedOn !== state.game &&
      state.clock?.phase !== 'paused';
    if (move !== null && (!wanted || move.game !== state.game || move.level !== state.level)) {
      cancelMove();
    }
    if (wanted && move === null && actor !== null) {
      startMove(client, state.game, state.level, actor.side);
    }
    const thinking = move === null ? null : (actor?.side ?? null);
    // Progress belongs to one search: none shows before its first report, or after it.
    const thinkingProgress = thinking === null ? null : (move?.progress ?? null);
    const shown = store.getState();
    if (shown.thinking !== thinking || shown.thinkingProgress !== thinkingProgress) {
      store.setState({ thinking, thinkingProgress });
    }
    const now = store.getState();
    // While the computer searches the position, its search is the analysis (`adoptSearchHint`).
    const searching = move !== null && move.game === now.game;
    if (
      now.analysis &&
      !searching &&
      now.hint === null &&
      hint === null &&
      hintFailedOn !== now.game
    ) {
      if (side !== null && client !== undefined) void requestHint();
    }
  }

  function requestHint(): Promise<AiStoreHint<H, S, M> | null> {
    if (disposed) return Promise.resolve(null);
    const { game, hint: current } = store.getState();
    if (current !== null && current.game === game) return Promise.resolve(current);
    if (hint !== null && hint.game === game) return hint.answer;
    if (client === undefined) {
      store.setState({ aiError: new Error('No AI client: give the store an `ai` option') });
      return Promise.resolve(null);
    }
    if (rules.sideToMove(game) === null) return Promise.resolve(null);
    cancelHint();
    const abort = new AbortController();
    let settle: (found: AiStoreHint<H, S, M> | null) => void = () => {};
    // Settles with null as soon as the hint is cancelled, whenever the client gives up on it.
    const answer = new Promise<AiStoreHint<H, S, M> | null>((resolve) => {
      settle = resolve;
      abort.signal.addEventListener('abort', () => resolve(null));
    });
    rules.hint(client, game, hintLimits, abort.signal).then(
      (found) => {
        if (abort.signal.aborted) return;
        hint = null;
        store.setState({ hint: found, hintPending: false, aiError: null });
        settle(found);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        hint = null;
        hintFailedOn = game;
        store.setState({ hintPending: false, aiError: asError(error) });
        settle(null);
      },
    );
    hint = { game, abort, answer, settle };
    store.setState({ hintPending: true });
    return answer;
  }

  const unsubscribe = store.subscribe((next, previous) => {
    if (disposed) return;
    // New settings deserve a new try on a position the AI failed on.
    if (next.aiPlayer !== previous.aiPlayer || next.level !== previous.level) moveFailedOn = null;
    if (next.game !== previous.game) {
      cancelHint();
      const { hint: shown, hintPending } = store.getState();
      if ((shown !== null && shown.game !== next.game) || hintPending) {
        store.setState({ hint: null, hintPending: false });
      }
    }
    update();
  });
  // The store may start with the computer to move.
  update();

  return {
    requestHint,
    dispose() {
      if (disposed) return;
      disposed = true;
      unsubscribe();
      cancelMove();
      cancelHint();
      store.setState({ thinking: null, thinkingProgress: null, hintPending: false });
    },
  };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
