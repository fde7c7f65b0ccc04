import { IllegalMoveError, type Stone } from '@stonekit/core';

/**
 * What changed a game last, so listeners can tell a new move from a replayed one. Games with
 * more kinds of action (a Reversi pass) add them to this union. A store's `undo` and `redo` may
 * take several steps for a person (the computer's answer with their move): they publish once,
 * with the last step.
 *
 * @example
 * type GomokuAction = GameAction<GomokuMove>;
 */
export type GameAction<M> =
  | { readonly kind: 'play'; readonly move: M } // a new move
  | { readonly kind: 'undo'; readonly move: M } // the move taken back
  | { readonly kind: 'redo'; readonly move: M } // the move played again
  | { readonly kind: 'resign' | 'time'; readonly side: Stone } // `side` resigned, or ran out of time
  | { readonly kind: 'reset' }; // a new game

/** The fields every game store holds, whatever the game. */
export interface GameStoreFields<S, A> {
  game: S; // snapshot of the game; a new object after every change, the same until then
  lastError: IllegalMoveError | null; // the last refused move, cleared by the next successful action
  lastAction: A | null; // what changed the game last; null until something did
}

/** What a game store needs of the engine it wraps. */
export interface GameEngine<S, M> {
  readonly state: S; // the engine's immutable snapshot
  undo(): M | null; // takes back the last move
  redo(): M | null; // replays the last move taken back
}

/** The actions `createGameActions` builds, for a game whose actions are `A`. */
export interface GameActions<M, A> {
  /** Runs a mutation that may refuse with an `IllegalMoveError`; `null` and `lastError` if so. */
  attempt<T extends M>(mutate: () => T, action: (move: T) => A): T | null;
  /** Takes back the last move, whoever made it; `null`, and no update, when there is none. */
  undo(): M | null;
  /** Replays the last move taken back, whoever made it; `null`, and no update, when there is none. */
  redo(): M | null;
  /** Publishes the engine's snapshot with `action` and clears `lastError`, with `extra` fields of the store. */
  publish(action: A, extra?: object): void;
}

/**
 * The contract every game store keeps, written once: an action that changes the game publishes the
 * engine's new snapshot together with what changed it; a refused move never throws but lands in
 * `lastError` and leaves the game as it was; undo and redo with nothing to do change nothing.
 * `engine` is a getter because a store replaces its engine on reset.
 *
 * @typeParam E - the game's actions beyond `GameAction<M>`, such as a Reversi pass
 * @param engine - the engine now
 * @param set - the store's `set`
 * @example
 * const actions = createGameActions<GomokuState, GomokuMove>(() => engine, set);
 * const play = (point: PointInput) => actions.attempt(() => engine.play(point), (move) => ({ kind: 'play', move }));
 */
export function createGameActions<S, M, E extends { readonly kind: string } = never>(
  engine: () => GameEngine<S, M>,
  set: (partial: Partial<GameStoreFields<S, GameAction<M> | E>>) => void,
): GameActions<M, GameAction<M> | E> {
  const publish = (action: GameAction<M> | E, extra: object = {}) =>
    set({ ...extra, game: engine().state, lastError: null, lastAction: action });
  const history = (kind: 'undo' | 'redo', move: M | null): M | null => {
    if (move !== null) publish({ kind, move });
    return move;
  };
  return {
    attempt(mutate, action) {
      try {
        const move = mutate();
        publish(action(move));
        return move;
      } catch (error) {
        if (!(error instanceof IllegalMoveError)) throw error;
        set({ lastError: error });
        return null;
      }
    },
    undo: () => history('undo', engine().undo()),
    redo: () => history('redo', engine().redo()),
    publish,
  };
}

/**
 * The colour whose move `action` reports, for the clock to charge: a move played or replayed,
 * or a pass; null for anything else (a move taken back gives no time back).
 *
 * @example
 * moverOf({ kind: 'play', move }); // move.stone
 */
export function moverOf(action: {
  readonly kind: string;
  readonly move?: { readonly stone: Stone };
}): Stone | null {
  const { kind, move } = action;
  return move !== undefined && (kind === 'play' || kind === 'redo' || kind === 'pass')
    ? move.stone
    : null;
}

/**
 * Resigns `side` in `engine` and publishes it; a finished game refuses it into `lastError`.
 * Returns whether the game took it.
 *
 * @throws OptionError for a side that is not a colour
 */
export function resignIn<A>(
  engine: { resign(side: Stone): { readonly kind: string } },
  side: Stone,
  publish: (action: A | { readonly kind: 'resign'; readonly side: Stone }) => void,
  set: (partial: { lastError: IllegalMoveError }) => void,
): boolean {
  try {
    engine.resign(side);
  } catch (error) {
    if (!(error instanceof IllegalMoveError)) throw error;
    set({ lastError: error });
    return false;
  }
  publish({ kind: 'resign', side });
  return true;
}
