import {
  type ClockJSON,
  checkOfferDraft,
  Gomoku,
  type GomokuJSON,
  type GomokuMove,
  type GomokuOptions,
  type GomokuState,
  IllegalMoveError,
  type OpeningAction,
  type OpeningChoice,
  type OpeningPhase,
  type OpeningState,
  OptionError,
  type Point,
  type PointInput,
  parsePoint,
  type Stone,
  type TimeControl,
  undoOpening,
} from '@stonekit/core';
import { type GomokuHint, gomokuMovesLeft } from '@stonekit/core/ai';
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
import { gomokuActor, gomokuAiMoves, gomokuAiRules } from './ai.ts';

/** The game options of `createGomokuStore`, and all that its `reset` takes. */
export interface GomokuGameOptions extends GomokuOptions {
  /**
   * A game to continue, such as `Gomoku.fromJSON(saved)` or `Gomoku.fromPosition(board)`. The
   * store plays on a copy, with its size, rule, opening, history and redo stack, so giving
   * `size`, `rule`, `forbiddenMoves` or `opening` as well throws.
   */
  game?: Gomoku | undefined;
  /** Moves to replay at the start, after `game` if given: a move list (`'h8 h9 i8'`) or points. */
  moves?: string | readonly PointInput[] | undefined;
  /** The time control; `reset` keeps the last one unless given another. @defaultValue { kind: 'none' } */
  timeControl?: TimeControl | undefined;
  /** The clock to continue with `game`, as `toJSON().clock` saved it. */
  clock?: ClockJSON | undefined;
}

/**
 * Options of `createGomokuStore`: the game, its clock (`timeControl`, `clock`, `now`), the
 * computer player (`ai`, `aiPlayer`, `level`, `aiMoveDelayMs`, `analysis`, `aiLimits`,
 * `hintLimits`), and how point names are shown (`coordinateCase`).
 */
export interface GomokuStoreOptions
  extends GomokuGameOptions,
    AiStoreOptions,
    ClockStoreOptions,
    CoordinateStoreOptions {}

/**
 * An opening action that puts no stone down: a choice, a declaration or an offer, taken, taken
 * back alone (`undoAction`) or replayed. Stones an opening places (`place`, `select`) are
 * `play`, `undo` and `redo` actions like any other move.
 *
 * @example
 * store.getState().lastAction; // { kind: 'opening', action: { type: 'choose', choice: 'keep' }, phase: ... }
 */
export interface GomokuOpeningAction {
  readonly kind: 'opening' | 'undo-opening' | 'redo-opening'; // taken, taken back or replayed
  readonly action: OpeningAction<string>; // the action as the opening recorded it, points as names
  readonly phase: OpeningPhase; // the phase it answered, which says who acted
}

/**
 * What changed the game last: `play`, `undo` or `redo` with the move, an opening action taken,
 * taken back or replayed, `resign` or `time` with the side that lost, or `reset`.
 */
export type GomokuAction = GameAction<GomokuMove> | GomokuOpeningAction;

/**
 * The state and actions of a Gomoku store: `game`, `lastError`, `lastAction`, what `undo` and
 * `redo` can do for a person (`canUndo`, `canRedo`), the opening's `offerDraft`, the computer
 * player's fields (`aiPlayer`, `level`, `thinking`, `hint`, …), the clock's, how point names
 * are shown (`coordinateCase`) and the actions.
 */
export interface GomokuStoreState
  extends GameStoreFields<GomokuState, GomokuAction>,
    PersonHistoryFields,
    AiStoreFields<GomokuHint, GomokuState, Point>,
    AiStoreActions<GomokuHint, GomokuState, Point>,
    ClockStoreFields,
    ClockStoreActions,
    CoordinateStoreFields,
    CoordinateStoreActions {
  /**
   * The fifth moves chosen so far for an offer still being put together (`offer-fifth` phase),
   * in the order chosen; empty in every other phase, and emptied by every change of the game.
   */
  offerDraft: readonly Point[];
  /**
   * Plays for the side to move; during an opening, places its next stone or selects an offered
   * fifth move. Returns the move, or `null` and sets `lastError` when refused.
   */
  play(point: PointInput): GomokuMove | null;
  /**
   * Takes an opening action (`place`, `choose`, `declare`, `offer`, `select`). Returns whether the
   * opening took it; when it did not, sets `lastError` and leaves the game as it was.
   */
  act(action: OpeningAction): boolean;
  /** Answers the opening's question (`'swap'`, `'keep'`, `'black'`...): `act` with `choose`. */
  choose(choice: OpeningChoice): boolean;
  /** Declares how many fifth moves black will offer (Yamaguchi): `act` with `declare`. */
  declareOffers(count: number): boolean;
  /** Offers the fifth moves `points`, or the `offerDraft` without them: `act` with `offer`. */
  offerFifth(points?: readonly PointInput[]): boolean;
  /** Picks one of the fifth moves on offer: `act` with `select`. Returns the move, or `null`. */
  selectFifth(point: PointInput): GomokuMove | null;
  /**
   * Adds a point to `offerDraft`, or takes it out when it is there already. A point that cannot
   * join the offer (occupied, one too many, a mirror image of one chosen) is refused with
   * `lastError`, the draft unchanged. Returns whether the draft changed.
   */
  toggleOffer(point: PointInput): boolean;
  /** Empties `offerDraft`. */
  clearOffers(): void;
  /**
   * Undo as a person means it: gives them back their last step, a move or, during an opening,
   * an action (a choice, a declaration, an offer) as much as a stone. Against the computer it
   * takes back the computer's steps since then too, one action at a time (`undoAction`), so
   * that the person is to act and the computer does not simply play again; it never goes past
   * the person's step, so the computer's own opening stones stay. With two people (`aiPlayer:
   * 'none'`) or the computer against itself (`'both'`), one step. Does nothing while `canUndo`
   * is false. The game is published once, with the last step as `lastAction`. Returns the move
   * that last step took back, or `null` when it put no stone down or there was nothing to take
   * back.
   */
  undo(): GomokuMove | null;
  /**
   * Redo as a person means it, the mirror of `undo`: replays a step, then the computer's steps
   * after it until a person is to act, and publishes once with the last as `lastAction`.
   * Returns the move that last step replayed, or `null` when it put no stone down (a choice
   * replayed) or there was nothing to replay.
   */
  redo(): GomokuMove | null;
  /**
   * Takes back one move as the engine counts them (`Gomoku.undo`), with the opening actions
   * taken since it, whoever made them: against the computer that may be its own move, which it
   * then plays again. `undo` is the verb for a person's Undo button. Returns the move; `null`
   * when there is none.
   */
  undoMove(): GomokuMove | null;
  /**
   * Replays one move taken back (`Gomoku.redo`), the mirror of `undoMove`. Choices that
   * `undoAction` took back come back with it, or alone, still `null`, when no move follows them.
   */
  redoMove(): GomokuMove | null;
  /**
   * Takes back one action: during an opening its last action alone, a choice as much as a stone,
   * and after it the last move (see `Gomoku.undoAction`), whoever took it. Returns the move, or
   * the action when it put no stone down; `null` when there is nothing to take back.
   */
  undoAction(): GomokuMove | OpeningAction<string> | null;
  /** Replays one action taken back, the mirror of `undoAction`; `null` when there is none. */
  redoAction(): GomokuMove | OpeningAction<string> | null;
  /**
   * Starts a new game, keeping the size, rule, `forbiddenMoves`, opening and time control unless
   * `options` changes them, or continues the `game` given (with its `clock`, if saved). The
   * computer player keeps its settings.
   */
  reset(options?: GomokuGameOptions): void;
  /**
   * The saved game, opening and redo stack included, for `Gomoku.fromJSON` and the `game`
   * option; with a time control, its `clock` too, for the `clock` option.
   */
  toJSON(): GomokuJSON & { readonly clock?: ClockJSON };
}

/** A zustand vanilla store holding one Gomoku game. */
export type GomokuStore = StoreApi<GomokuStoreState>;

const NO_POINTS: readonly Point[] = Object.freeze([]);

/** The engine a store starts or resets with; throws as the engine does for what it refuses. */
function newGame(options: GomokuGameOptions): Gomoku {
  const { game: from, moves, timeControl: _control, clock: _clock, ...rest } = options;
  // Only the options given: exactOptionalPropertyTypes rejects explicit undefined values.
  const gameOptions: GomokuOptions = {
    ...(rest.size === undefined ? {} : { size: rest.size }),
    ...(rest.rule === undefined ? {} : { rule: rest.rule }),
    ...(rest.forbiddenMoves === undefined ? {} : { forbiddenMoves: rest.forbiddenMoves }),
    ...(rest.opening === undefined ? {} : { opening: rest.opening }),
  };
  if (from !== undefined && Object.keys(gameOptions).length > 0) {
    throw new OptionError(
      'game',
      'Give a game to continue or the options of a new one (size, rule, forbiddenMoves, opening), not both',
    );
  }
  // A move list on a new game is read by the engine, which names a bad token and its offset.
  if (typeof moves === 'string' && from === undefined) return Gomoku.fromMoves(moves, gameOptions);
  const game = from?.clone() ?? new Gomoku(gameOptions);
  const points = typeof moves === 'string' ? moveNames(moves) : (moves ?? []);
  for (const point of points) game.play(point);
  return game;
}

/** One step back or forward, as `lastAction` reports it: a move, or an opening action. */
type StepAction =
  | { readonly kind: 'undo' | 'redo'; readonly move: GomokuMove }
  | GomokuOpeningAction;

/** Who acts, and who took each step `undoAction` takes back, for a person's undo and redo. */
const historyRules: PersonHistoryRules<GomokuState> = {
  // The player the opening waits on, or the player holding the colour to move, which after a
  // swap of colours is not the side to move.
  acting: (game) => gomokuActor(game)?.player ?? null,
  takers: gomokuTakers,
};

/**
 * The players who took the game's steps, as `aiPlayer` names them (`'black'` the player who
 * started): each opening action by the player its phase waited on, each move after the opening
 * by the player holding its colour.
 */
function gomokuTakers(game: GomokuState): Stone[] {
  const takers: Stone[] = [];
  let before: OpeningState | null = undoOpening(game.opening);
  while (before !== null) {
    // The opening before an action waits on the player who took it.
    const { phase } = before;
    if (phase.phase !== 'done') takers.push(phase.player === 'first' ? 'black' : 'white');
    before = undoOpening(before);
  }
  const { phase } = game.opening;
  if (phase.phase === 'done') {
    for (const move of game.moves.slice(game.opening.stones.length)) {
      const holder = move.stone === 'black' ? phase.black : phase.white;
      takers.push(holder === 'first' ? 'black' : 'white');
    }
  }
  return takers;
}

/** The moves of a move list (`'h8 h9'`, `'h8,h9'`, `'h8h9'`): each starts at a letter. */
function moveNames(moves: string): string[] {
  return moves.split(/[\s,]+|(?=[a-z])/i).filter((name) => name !== '');
}

/** The point `input` names on a board of `size`, or null when it names none there. */
function toPoint(input: PointInput, size: number): Point | null {
  if (typeof input === 'string') return parsePoint(input, size);
  const { x, y } = input;
  const inside = Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0;
  return inside && x < size && y < size ? { x, y } : null;
}

/**
 * Creates a store for one game of Gomoku. The store owns a private `Gomoku` engine and publishes
 * its immutable snapshot as `game`; actions never throw for illegal moves or opening actions but
 * record them in `lastError`, leaving the game as it was. Create one store per board
 * (`useOwnStore(() => createGomokuStore(options))`), or one shared by the components that show the
 * same game: a board, a `GomokuStatus`, a `GomokuOpeningPanel`.
 *
 * Given an `ai` client, the store also plays for the players `aiPlayer` names, in a Web Worker,
 * opening included: it places the opening's stones, answers its choices, declares, offers and
 * selects fifth moves for them (see `decideOpeningGomoku`), and gives hints once the opening is
 * over (`requestHint`); see `createAiController`. Under a swap opening `aiPlayer` names a player
 * by the colour it starts with (`'black'`: the opening's `first`), and the computer goes on with
 * the colour that player ends up holding (`gomokuActor`). Call `dispose()` when done with such a
 * store, so that no search outlives it.
 *
 * @param options - board size (default 15), rule (default `'freestyle'`), `forbiddenMoves`,
 *   `opening` rule (default `'free'`), a `game` to continue, `moves` to start from, and the
 *   computer player's options (`ai`, `aiPlayer` default 'none', `level` default 3, …), and
 *   `coordinateCase` (default 'lower')
 * @throws OptionError for unsupported options, a level outside 1-10, a `coordinateCase` other
 *   than 'lower' or 'upper', or `game` together with the options of a new game; ParseError or
 *   IllegalMoveError for bad `moves`
 * @example
 * const store = createGomokuStore({ size: 15, moves: 'h8 h9' });
 * store.getState().play('i8');
 * store.getState().game.turn; // 'white'
 * @example
 * const store = createGomokuStore({ rule: 'renju', opening: 'rif', moves: 'h8 h9 i9' });
 * store.getState().choose('keep');
 * @example
 * const store = createGomokuStore({ coordinateCase: 'upper' }); // 'Black plays H8'
 */
export function createGomokuStore(options: GomokuStoreOptions = {}): GomokuStore {
  let engine = newGame(options);
  const now = options.now ?? (() => Date.now());
  const clock = createGameClock({ ...options, now });
  const clockRules: ClockRules<GomokuState, GomokuAction> = {
    timed: (game) => gomokuAiMoves(game) && game.moves.length > 0,
    over: (game) => game.status.kind !== 'playing',
    turn: (game) => game.turn,
    mover: moverOf,
    flag: (side) => timeUp(side),
  };
  // The store's first state shows the clock running already when the game starts under way.
  followGame(clock, clockRules, engine.state, null);
  let controller: AiController<GomokuHint, GomokuState, Point>;
  let keeper: ClockKeeper;
  let timeUp: (side: Stone) => void;

  const store = createStore<GomokuStoreState>()((rawSet, get) => {
    // Every change of the game empties the offer being put together: it was for that position;
    // and brings what undo and redo can do for a person up to date with it.
    const set = withPersonHistory<GomokuState, GomokuStoreState>(
      (partial) =>
        rawSet(
          partial.game === undefined || get().offerDraft.length === 0
            ? partial
            : { ...partial, offerDraft: NO_POINTS },
        ),
      get,
      historyRules,
    );
    const actions = createGameActions<GomokuState, GomokuMove, GomokuOpeningAction>(
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

    const act = (action: OpeningAction): GomokuMove | null | false => {
      const phase = engine.opening.phase;
      try {
        const move = engine.act(action);
        if (move !== null) actions.publish({ kind: 'play', move });
        else actions.publish({ kind: 'opening', action: engine.opening.actions.at(-1)!, phase });
        return move;
      } catch (error) {
        if (!(error instanceof IllegalMoveError)) throw error;
        set({ lastError: error });
        return false;
      }
    };

    /** One step back or forward as the action that reports it: a move, else the opening action. */
    const stepAction = (
      kind: 'undo' | 'redo',
      taken: GomokuMove | OpeningAction<string> | null,
      phase: OpeningPhase,
    ): StepAction | null => {
      if (taken === null) return null;
      return 'type' in taken
        ? { kind: `${kind}-opening`, action: taken, phase }
        : { kind, move: taken };
    };
    // The phase an action answered is the one before it: after it was taken back, or before
    // it is replayed.
    const undoStep = () => stepAction('undo', engine.undoAction(), engine.opening.phase);
    const redoStep = () => {
      const phase = engine.opening.phase;
      return stepAction('redo', engine.redoAction(), phase);
    };
    /** What a step took back or replayed, as `undoAction` and `redoAction` return it. */
    const taken = (action: StepAction | null) =>
      action === null ? null : 'move' in action ? action.move : action.action;
    /** The stone a step put down or took away, as `undo` and `redo` return it. */
    const stone = (action: StepAction | null) =>
      action?.kind === 'undo' || action?.kind === 'redo' ? action.move : null;
    const history = createPersonHistory<GomokuState, StepAction>({
      rules: historyRules,
      game: () => engine.state,
      aiPlayer: () => get().aiPlayer,
      canUndo: () => get().canUndo,
      undoStep,
      redoStep,
      publish: (action) => actions.publish(action),
    });
    const ai = aiStoreFields<GomokuHint, GomokuState, Point>(options);

    return {
      game: engine.state,
      lastError: null,
      lastAction: null,
      ...personHistoryFields(engine.state, ai.aiPlayer, historyRules),
      offerDraft: NO_POINTS,

      play: (point) => {
        // A move made after the flag fell is too late: the game ends on time, and refuses it.
        keeper.checkFlag();
        return actions.attempt(
          () => engine.play(point),
          (move) => ({ kind: 'play', move }),
        );
      },
      act: (action) => {
        keeper.checkFlag();
        return act(action) !== false;
      },
      choose: (choice) => act({ type: 'choose', choice }) !== false,
      declareOffers: (count) => act({ type: 'declare', count }) !== false,
      offerFifth: (points = get().offerDraft) => act({ type: 'offer', points }) !== false,
      selectFifth: (point) => act({ type: 'select', point }) || null,

      toggleOffer(point) {
        const { offerDraft, game } = get();
        const at = toPoint(point, game.size);
        const chosen = at === null ? -1 : offerDraft.findIndex((p) => p.x === at.x && p.y === at.y);
        if (chosen >= 0) {
          const rest = Object.freeze(offerDraft.filter((_, i) => i !== chosen));
          set({ offerDraft: rest, lastError: null });
          return true;
        }
        // The engine judges the draft as it will judge the offer: same words, same reasons.
        const refusal = checkOfferDraft(game.opening, [...offerDraft, point]);
        if (refusal !== null) set({ lastError: refusal });
        if (refusal !== null || at === null) return false;
        set({ offerDraft: Object.freeze([...offerDraft, at]), lastError: null });
        return true;
      },
      clearOffers() {
        if (get().offerDraft.length > 0) set({ offerDraft: NO_POINTS, lastError: null });
      },

      undo: () => stone(history.undo()),
      redo: () => stone(history.redo()),
      undoMove: actions.undo,
      redoMove() {
        const before = engine.state;
        const move = actions.redo();
        // Choices taken back alone come back with no move when none follows: still news.
        if (move === null && engine.state !== before) {
          const action = engine.opening.actions.at(-1)!;
          const phase = undoOpening(engine.opening)!.phase;
          actions.publish({ kind: 'redo-opening', action, phase });
        }
        return move;
      },
      undoAction: () => {
        const action = undoStep();
        if (action !== null) actions.publish(action);
        return taken(action);
      },
      redoAction: () => {
        const action = redoStep();
        if (action !== null) actions.publish(action);
        return taken(action);
      },

      reset(next = {}) {
        // Build the new game before replacing the old one, so bad options leave the store intact.
        const game =
          next.game !== undefined
            ? newGame(next)
            : newGame({
                size: next.size ?? engine.size,
                rule: next.rule ?? engine.rule,
                // 'lose' means something under Renju only, and the engine refuses it elsewhere.
                forbiddenMoves:
                  next.forbiddenMoves ??
                  ((next.rule ?? engine.rule) === 'renju' ? engine.forbiddenMoves : 'refuse'),
                opening: next.opening ?? engine.opening.rule,
                moves: next.moves,
              });
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
    gomokuAiRules(() => store.getState()),
    {
      ...options,
      clockBudget: (game, side) =>
        keeper.budget(side, gomokuMovesLeft(game.moves.length, game.size * game.size)),
    },
  );
  return store;
}

/**
 * The colour a resignation is for when none is named: the person's against the computer (the
 * colour their player holds now, after any swap), else the side to move.
 */
function personSide(state: GomokuStoreState): Stone {
  const { aiPlayer, game } = state;
  if (aiPlayer === 'black' || aiPlayer === 'white') {
    const person = aiPlayer === 'black' ? 'second' : 'first';
    return game.opening.black === person ? 'black' : 'white';
  }
  return gomokuActor(game)?.side ?? game.turn;
}
