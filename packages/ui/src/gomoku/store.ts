import {
  Gomoku,
  type GomokuMove,
  type GomokuOptions,
  type GomokuState,
  type PointInput,
} from '@stonekit/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createGameActions, type GameAction, type GameStoreFields } from '../shared/gameStore.ts';

/** Options of `createGomokuStore` and of its `reset`. */
export interface GomokuStoreOptions extends GomokuOptions {
  /** Moves to replay at the start, as a move list (`'h8 h9 i8'`) or an array of points. */
  moves?: string | readonly PointInput[] | undefined;
}

/** What changed the game last: `play`, `undo` or `redo` with the move, or `reset`. */
export type GomokuAction = GameAction<GomokuMove>;

/** The state and actions of a Gomoku store: `game`, `lastError`, `lastAction` and the actions. */
export interface GomokuStoreState extends GameStoreFields<GomokuState, GomokuAction> {
  /** Plays for the side to move. Returns the move, or `null` and sets `lastError` when refused. */
  play(point: PointInput): GomokuMove | null;
  /** Takes back the last move; `null` when there is none. */
  undo(): GomokuMove | null;
  /** Replays the last move taken back; `null` when there is none. */
  redo(): GomokuMove | null;
  /** Starts a new game, keeping the size, rule and `forbiddenMoves` unless `options` changes them. */
  reset(options?: GomokuStoreOptions): void;
}

/** A zustand vanilla store holding one Gomoku game. */
export type GomokuStore = StoreApi<GomokuStoreState>;

function newGame(options: GomokuStoreOptions): Gomoku {
  const { moves, ...rest } = options;
  // Only the options given: exactOptionalPropertyTypes rejects explicit undefined values.
  const gameOptions: GomokuOptions = {
    ...(rest.size === undefined ? {} : { size: rest.size }),
    ...(rest.rule === undefined ? {} : { rule: rest.rule }),
    ...(rest.forbiddenMoves === undefined ? {} : { forbiddenMoves: rest.forbiddenMoves }),
  };
  if (typeof moves === 'string') return Gomoku.fromMoves(moves, gameOptions);
  const game = new Gomoku(gameOptions);
  for (const move of moves ?? []) game.play(move);
  return game;
}

/**
 * Creates a store for one game of Gomoku. The store owns a private `Gomoku` engine and publishes
 * its immutable snapshot as `game`; actions never throw for illegal moves but record them in
 * `lastError`, leaving the game as it was. Create one store per board (`useState(() =>
 * createGomokuStore(options))`), or one shared by the components that show the same game.
 *
 * @param options - board size (default 15), rule (default `'freestyle'`) and moves to start from
 * @throws RangeError for an unsupported size, ParseError or IllegalMoveError for bad `moves`
 * @example
 * const store = createGomokuStore({ size: 15, moves: 'h8 h9' });
 * store.getState().play('i8');
 * store.getState().game.turn; // 'white'
 */
export function createGomokuStore(options: GomokuStoreOptions = {}): GomokuStore {
  let engine = newGame(options);
  // The snapshot does not say how fouls are handled, so reset needs to remember it.
  let forbiddenMoves = options.forbiddenMoves;

  return createStore<GomokuStoreState>()((set) => {
    const actions = createGameActions<GomokuState, GomokuMove>(() => engine, set);
    return {
      game: engine.state,
      lastError: null,
      lastAction: null,

      play: (point) =>
        actions.attempt(
          () => engine.play(point),
          (move) => ({ kind: 'play', move }),
        ),
      undo: actions.undo,
      redo: actions.redo,

      reset(next = {}) {
        const { size, rule } = engine.state;
        const fouls = next.forbiddenMoves ?? forbiddenMoves;
        // Build the new game before replacing the old one, so bad options leave the store intact.
        engine = newGame({
          size: next.size ?? size,
          rule: next.rule ?? rule,
          ...(fouls === undefined ? {} : { forbiddenMoves: fouls }),
          moves: next.moves,
        });
        forbiddenMoves = fouls;
        actions.publish({ kind: 'reset' });
      },
    };
  });
}
