import {
  type ClockJSON,
  OptionError,
  Reversi,
  type ReversiJSON,
  type ReversiMove,
  type ReversiOptions,
  type ReversiSquareInput,
  type ReversiState,
  type Stone,
  type TimeControl,
} from '@stonekit/core';
import { type ReversiHint, type ReversiSearchMove, reversiMovesLeft } from '@stonekit/core/ai';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type AiController, createAiController } from '../shared/ai/controller.ts';
import { aiStoreActions, aiStoreFields } from '../shared/ai/slice.ts';
import type { AiStoreActions, AiStoreFields, AiStoreOptions } from '../shared/ai/types.ts';
import {
  type ClockKeeper,
  type ClockRules,
  clockStoreFields,
  createClockKeeper,
  createGameClock,
  followGame,
} from '../shared/clock/keeper.ts';
import type {
  ClockStoreActions,
  ClockStoreFields,
  ClockStoreOptions,
} from '../shared/clock/types.ts';
import {
  type CoordinateStoreActions,
  type CoordinateStoreFields,
  type CoordinateStoreOptions,
  coordinateStoreActions,
  coordinateStoreFields,
} from '../shared/coordinates/slice.ts';
import {
  createGameActions,
  type GameAction,
  type GameStoreFields,
  moverOf,
  resignIn,
} from '../shared/gameStore.ts';
import {
  createPersonHistory,
  type PersonHistoryFields,
  type PersonHistoryRules,
  personHistoryFields,
  withPersonHistory,
} from '../shared/history/personHistory.ts';
import { reversiAiRules } from './ai.ts';

/** The game options of `createReversiStore`, and all that its `reset` takes. */
export interface ReversiGameOptions extends ReversiOptions {
  /**
   * A game to continue, such as `Reversi.fromJSON(saved)` or `Reversi.fromPosition(board)`. The
   * store plays on a copy, with its start, history, redo stack and `autoPass`, so giving
   * `autoPass` as well throws.
   */
  game?: Reversi | undefined;
  /**
   * Squares to play at the start, after `game` if given: a transcript such as `'f5d6 c3'` or an
   * array of squares. Passes are not written: the side to move passes wherever it has no move.
   */
  moves?: string | readonly ReversiSquareInput[] | undefined;
  /** The time control; `reset` keeps the last one unless given another. @defaultValue { kind: 'none' } */
  timeControl?: TimeControl | undefined;
  /** The clock to continue with `game`, as `toJSON().clock` saved it. */
  clock?: ClockJSON | undefined;
}

/**
 * Options of `createReversiStore`: the game, its clock (`timeControl`, `clock`, `now`), the
 * computer player (`ai`, `aiPlayer`, `level`, `aiMoveDelayMs`, `analysis`, `aiLimits`,
 * `hintLimits`), and how point names are shown (`coordinateCase`).
 */
export interface ReversiStoreOptions
  extends ReversiGameOptions,
    AiStoreOptions,
    ClockStoreOptions,
    CoordinateStoreOptions {}

/** A pass made by hand, which only a game without `autoPass` asks for. */
export interface ReversiPassAction {
  readonly kind: 'pass'; // the side to move passed
  readonly move: ReversiMove; // the pass, as the history records it
}

/**
 * What changed the game last: `play`, `pass`, `undo` or `redo` with the move, `resign` or `time`
 * with the side that lost, or `reset`.
 */
export type ReversiAction = GameAction<ReversiMove> | ReversiPassAction;

/**
 * The state and actions of a Reversi store: `game`, `lastError`, `lastAction`, what `undo` and
 * `redo` can do for a person (`canUndo`, `canRedo`), the computer player's fields (`aiPlayer`,
 * `level`, `thinking`, `hint`, …), the clock's, how point names are shown (`coordinateCase`)
 * and the actions.
 */
export interface ReversiStoreState
  extends GameStoreFields<ReversiState, ReversiAction>,
    PersonHistoryFields,
    AiStoreFields<ReversiHint, ReversiState, ReversiSearchMove>,
    AiStoreActions<ReversiHint, ReversiState, ReversiSearchMove>,
    ClockStoreFields,
    ClockStoreActions,
    CoordinateStoreFields,
    CoordinateStoreActions {
  /**
   * Plays a disc for the side to move (with `autoPass`, a pass the opponent is then forced into
   * follows). Returns the move, or `null` and sets `lastError` when refused.
   */
  play(square: ReversiSquareInput): ReversiMove | null;
  /** Passes for a side with no move (only without `autoPass`); `null` and `lastError` otherwise. */
  pass(): ReversiMove | null;
  /**
   * Undo as a person means it: gives them back their last move. Against the computer it takes
   * back the computer's answers since then too, so that the person is to move and the computer
   * does not simply play again. With two people (`aiPlayer: 'none'`) or the computer against
   * itself (`'both'`), one move. Does nothing while `canUndo` is false. The game is published
   * once, with the last move taken back as `lastAction`, which is also what it returns; `null`
   * when there was nothing to take back.
   */
  undo(): ReversiMove | null;
  /**
   * Redo as a person means it, the mirror of `undo`: replays a move, then the computer's after it
   * until a person is to move, and publishes once with the last as `lastAction`, which is also
   * what it returns; `null` when there was nothing to replay.
   */
  redo(): ReversiMove | null;
  /**
   * Takes back one move, with the automatic passes after it (`Reversi.undo`), whoever made it:
   * against the computer that may be its answer, which it then plays again. `undo` is the verb
   * for a person's Undo button. Returns the move; `null` when there is none.
   */
  undoMove(): ReversiMove | null;
  /** Replays one move taken back (`Reversi.redo`), the mirror of `undoMove`; `null` when there is none. */
  redoMove(): ReversiMove | null;
  /**
   * Starts a new game from the standard start, keeping `autoPass` and the time control unless
   * `options` changes them, or continues the `game` given (with its `clock`, if saved). The
   * computer player keeps its settings.
   */
  reset(options?: ReversiGameOptions): void;
  /**
   * The saved game, redo stack included, for `Reversi.fromJSON` and the `game` option; with a
   * time control, its `clock` too, for the `clock` option.
   */
  toJSON(): ReversiJSON & { readonly clock?: ClockJSON };
}

/** A zustand vanilla store holding one Reversi game. */
export type ReversiStore = StoreApi<ReversiStoreState>;

/**
 * Who acts, and who made each move `undoMove` takes back, for a person's undo and redo: with
 * `autoPass` a pass is the engine's, taken back with the move before it.
 */
const historyRules: PersonHistoryRules<ReversiState> = {
  acting: (game) => (game.status.kind === 'playing' ? game.turn : null),
  takers: (game) =>
    game.moves.filter((move) => !(move.pass && game.autoPass)).map((move) => move.stone),
};

/** Transcript squares are two characters each, run together or spaced. */
function transcriptSquares(text: string): string[] {
  return text.replace(/\s+/g, '').match(/.{1,2}/g) ?? [];
}

/** The engine a store starts or resets with; throws as the engine does for moves it refuses. */
function newGame(options: ReversiGameOptions): Reversi {
  const { game: from, moves, autoPass } = options;
  if (from !== undefined && autoPass !== undefined) {
    throw new OptionError(
      'autoPass',
      'Give autoPass or a game to continue, not both: the game has its own',
    );
  }
  const game =
    from === undefined
      ? new Reversi(autoPass === undefined ? {} : { autoPass })
      : Reversi.fromJSON(from.toJSON());
  const squares = typeof moves === 'string' ? transcriptSquares(moves) : (moves ?? []);
  for (const square of squares) {
    if (game.mustPass()) game.pass();
    game.play(square);
  }
  return game;
}

/**
 * Creates a store for one game of Reversi. The store owns a private `Reversi` engine and publishes
 * its immutable snapshot as `game`; actions never throw for illegal moves but record them in
 * `lastError`, leaving the game as it was. Create one store per board (`useOwnStore(() =>
 * createReversiStore(options))`), or one shared by the components that show the same game.
 *
 * Given an `ai` client, the store also plays the sides `aiPlayer` names, in a Web Worker, and
 * gives hints (`requestHint`); see `createAiController`. Call `dispose()` when done with such a
 * store, so that no search outlives it (`useOwnStore` does).
 *
 * @param options - `autoPass` (default true), a `game` to continue, `moves` to play first, and
 *   the computer player's options (`ai`, `aiPlayer` default 'none', `level` default 3, …),
 *   and `coordinateCase` (default 'lower')
 * @throws IllegalMoveError for bad `moves`; OptionError for `autoPass` together with `game`,
 *   a level outside 1-10, a `coordinateCase` other than 'lower' or 'upper', and other bad
 *   options
 * @example
 * const store = createReversiStore({ moves: 'f5d6' });
 * store.getState().play('c3');
 * store.getState().game.score; // { black: 3, white: 3, empty: 58 }
 * @example
 * const store = createReversiStore({ ai, aiPlayer: 'white', level: 5 });
 * store.getState().play('d3'); // white answers from the worker
 */
export function createReversiStore(options: ReversiStoreOptions = {}): ReversiStore {
  let engine = newGame(options);
  const now = options.now ?? (() => Date.now());
  const clock = createGameClock({ ...options, now });
  const clockRules: ClockRules<ReversiState, ReversiAction> = {
    timed: (game) => game.status.kind === 'playing' && game.moves.length > 0,
    over: (game) => game.status.kind !== 'playing',
    turn: (game) => game.turn,
    mover: moverOf,
    flag: (side) => timeUp(side),
  };
  // The store's first state shows the clock running already when the game starts under way.
  followGame(clock, clockRules, engine.state, null);
  let controller: AiController<ReversiHint, ReversiState, ReversiSearchMove>;
  let keeper: ClockKeeper;
  let timeUp: (side: Stone) => void;

  const store = createStore<ReversiStoreState>()((rawSet, get) => {
    // What undo and redo can do for a person follows every change of the game or the players.
    const set = withPersonHistory<ReversiState, ReversiStoreState>(rawSet, get, historyRules);
    const actions = createGameActions<ReversiState, ReversiMove, ReversiPassAction>(
      () => engine,
      set,
    );
    timeUp = (side) => {
      engine.loseOnTime(side);
      actions.publish({ kind: 'time', side });
    };
    // A refusal is news until the next action that succeeds, whatever it is: what changes the
    // game clears it as it publishes the game; a pause, a setting or a hint asked for, here.
    const cleared = (done: boolean): boolean => {
      if (done && get().lastError !== null) set({ lastError: null });
      return done;
    };
    /** One move back or forward on the engine, unpublished, as `lastAction` reports it. */
    const step = (kind: 'undo' | 'redo', move: ReversiMove | null) =>
      move === null ? null : { kind, move };
    const history = createPersonHistory<ReversiState, { kind: 'undo' | 'redo'; move: ReversiMove }>(
      {
        rules: historyRules,
        game: () => engine.state,
        aiPlayer: () => get().aiPlayer,
        canUndo: () => get().canUndo,
        undoStep: () => step('undo', engine.undo()),
        redoStep: () => step('redo', engine.redo()),
        publish: (action) => actions.publish(action),
      },
    );
    const ai = aiStoreFields<ReversiHint, ReversiState, ReversiSearchMove>(options);
    return {
      game: engine.state,
      lastError: null,
      lastAction: null,
      ...personHistoryFields(engine.state, ai.aiPlayer, historyRules),

      play: (square) => {
        // A move made after the flag fell is too late: the game ends on time, and refuses it.
        keeper.checkFlag();
        return actions.attempt(
          () => engine.play(square),
          (move) => ({ kind: 'play', move }),
        );
      },
      pass: () => {
        keeper.checkFlag();
        return actions.attempt(
          () => engine.pass(),
          (move) => ({ kind: 'pass', move }),
        );
      },
      undo: () => history.undo()?.move ?? null,
      redo: () => history.redo()?.move ?? null,
      undoMove: actions.undo,
      redoMove: actions.redo,

      reset(next = {}) {
        const { autoPass = engine.state.autoPass, moves } = next;
        // Build the new game before replacing the old one, so bad options leave the store intact.
        const game = newGame(next.game === undefined ? { autoPass, moves } : next);
        const clock = keeper.reset(
          next.timeControl,
          next.game === undefined ? undefined : next.clock,
        );
        engine = game;
        actions.publish({ kind: 'reset' }, clock);
      },

      resign: (side) => resignIn(engine, side ?? personSide(get()), actions.publish, set),
      pauseClock: () => cleared(keeper.pause()),
      resumeClock: () => cleared(keeper.resume()),
      addTime: (side, ms) => keeper.addTime(side, ms),

      toJSON: () => {
        const saved = engine.toJSON();
        return get().clock.control.kind === 'none' ? saved : { ...saved, clock: keeper.toJSON() };
      },

      ...clockStoreFields(clock),
      ...coordinateStoreFields(options),
      ...coordinateStoreActions(set),
      ...ai,
      ...aiStoreActions(
        (partial) => set({ ...partial, lastError: null }),
        () => controller,
      ),
      requestHint: () => {
        cleared(true);
        return controller.requestHint();
      },
      dispose() {
        keeper.dispose();
        controller.dispose();
      },
    };
  });
  keeper = createClockKeeper(store, clockRules, clock, now);
  controller = createAiController(
    store,
    reversiAiRules(() => store.getState()),
    {
      ...options,
      clockBudget: (game, side) => keeper.budget(side, reversiMovesLeft(game.score.empty)),
    },
  );
  return store;
}

/** The colour a resignation is for when none is named: the person's against the computer, else the side to move. */
function personSide({ aiPlayer, game }: ReversiStoreState): Stone {
  if (aiPlayer === 'black') return 'white';
  if (aiPlayer === 'white') return 'black';
  return game.turn;
}
