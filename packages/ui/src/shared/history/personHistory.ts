import type { Stone } from '@stonekit/core';
import { computerPlays } from '../ai/controller.ts';
import type { AiPlayer } from '../ai/types.ts';

/**
 * What a person's undo and redo need to know of one game: who acts in a position, and who took
 * the steps that one step back takes back one by one (a move; in a Gomoku opening, one action).
 * Players are named as `aiPlayer` names them: by the colour they start with.
 *
 * @typeParam S - the game's snapshot
 * @example
 * const rules: PersonHistoryRules<ReversiState> = {
 *   acting: (game) => (game.status.kind === 'playing' ? game.turn : null),
 *   takers: (game) => game.moves.map((move) => move.stone),
 * };
 */
export interface PersonHistoryRules<S> {
  /** The player to act in `game`, `null` when nobody is (the game is over). */
  acting(game: S): Stone | null;
  /** The players who took the steps of `game` that can be taken back; the order is of no account. */
  takers(game: S): readonly Stone[];
}

/**
 * A snapshot that says whether its engine has a step to take back or replay: a `GomokuState` and
 * a `ReversiState` fit.
 *
 * @example
 * const game: HistoricGame = store.getState().game;
 */
export interface HistoricGame {
  readonly canUndo: boolean; // a step can be taken back
  readonly canRedo: boolean; // a step taken back can be replayed
}

/**
 * The fields a store keeps on what its `undo` and `redo` can do for a person now. They differ
 * from the snapshot's `game.canUndo`: against the computer, a game whose every step the computer
 * took has nothing to give back to a person (taking those steps back would only hand the computer
 * its own moves to play again), so `canUndo` is false there although `game.canUndo` is true.
 *
 * @example
 * <button onClick={() => store.getState().undo()} disabled={!useStore(store, (s) => s.canUndo)}>Undo</button>
 */
export interface PersonHistoryFields {
  canUndo: boolean; // `undo` would give a person back a step of theirs; false while there is none
  canRedo: boolean; // `redo` would replay a step taken back
}

/**
 * Whether the steps `takers` took include one to give back to a person: with two people
 * (`'none'`) or the computer against itself (`'both'`), any step; against the computer, a step
 * the person took. False when `takers` is empty.
 *
 * @example
 * personCanUndo('black', ['black']); // false: only the computer's first move to take back
 * personCanUndo('white', ['black', 'white']); // true: the person's black move, and its answer
 */
export function personCanUndo(aiPlayer: AiPlayer, takers: readonly Stone[]): boolean {
  if (aiPlayer === 'none' || aiPlayer === 'both') return takers.length > 0;
  return takers.some((taker) => !computerPlays(aiPlayer, taker));
}

/**
 * The `PersonHistoryFields` of a store holding `game` with the computer playing `aiPlayer`.
 *
 * @example
 * const fields = personHistoryFields(engine.state, 'white', reversiHistoryRules); // { canUndo, canRedo }
 */
export function personHistoryFields<S extends HistoricGame>(
  game: S,
  aiPlayer: AiPlayer,
  rules: PersonHistoryRules<S>,
): PersonHistoryFields {
  // Against nobody, or itself, the computer leaves every step to whoever asks: no need to count.
  const canUndo =
    game.canUndo &&
    (aiPlayer === 'none' || aiPlayer === 'both' || personCanUndo(aiPlayer, rules.takers(game)));
  return { canUndo, canRedo: game.canRedo };
}

/**
 * Wraps a store's `set` so that whatever changes `game` or `aiPlayer` also brings `canUndo` and
 * `canRedo` up to date, in the same update: a listener never sees them out of step with the game.
 *
 * @param set - the store's `set`
 * @param get - the store's `get`
 * @param rules - the game's `PersonHistoryRules`
 * @example
 * const set = withPersonHistory(rawSet, get, gomokuHistoryRules);
 */
export function withPersonHistory<
  S extends HistoricGame,
  T extends { game: S; aiPlayer: AiPlayer },
>(
  set: (partial: Partial<T>) => void,
  get: () => T,
  rules: PersonHistoryRules<S>,
): (partial: Partial<T>) => void {
  return (partial) => {
    if (partial.game === undefined && partial.aiPlayer === undefined) {
      set(partial);
      return;
    }
    const state = get();
    const fields = personHistoryFields(
      partial.game ?? state.game,
      partial.aiPlayer ?? state.aiPlayer,
      rules,
    );
    set({ ...partial, ...fields });
  };
}

/**
 * Takes `step` (one step back or forward on the engine, `null` when there is none) until a person
 * is to act: against the computer, its answer together with your move, since taking back its
 * answer alone would only have it played again. One step with two people (`'none'`) or the
 * computer against itself (`'both'`). Returns what each step returned, in the order taken.
 *
 * @param aiPlayer - the players the computer plays
 * @param acting - the player to act now, after the steps taken so far
 * @param step - takes one step; what it returns, `null` when there was none to take
 * @example
 * stepToPerson('white', () => engine.turn, () => engine.undo()); // [c5, d3]: the answer, then your move
 */
export function stepToPerson<T>(
  aiPlayer: AiPlayer,
  acting: () => Stone | null,
  step: () => T | null,
): T[] {
  const taken: T[] = [];
  let next = step();
  if (next === null) return taken;
  taken.push(next);
  if (aiPlayer === 'none' || aiPlayer === 'both') return taken;
  while (computerPlays(aiPlayer, acting())) {
    next = step();
    if (next === null) break;
    taken.push(next);
  }
  return taken;
}

/**
 * Options of `createPersonHistory`: the game's rules, the store's state now, and the engine's
 * single steps, which take a step without publishing it.
 *
 * @example
 * const undoStep = () => { const move = engine.undo(); return move && { kind: 'undo', move }; };
 */
export interface PersonHistoryOptions<S, A> {
  rules: PersonHistoryRules<S>; // who acts, and who took the steps
  game: () => S; // the engine's snapshot now, after the steps taken so far
  aiPlayer: () => AiPlayer; // the players the computer plays now
  canUndo: () => boolean; // the store's `canUndo` now
  undoStep: () => A | null; // takes one step back on the engine, unpublished, as the action to publish
  redoStep: () => A | null; // replays one step on the engine, unpublished, as the action to publish
  publish: (action: A) => void; // publishes the engine's snapshot with `action`
}

/**
 * A person's undo and redo, as `createPersonHistory` makes them.
 *
 * @example
 * const undo = () => history.undo()?.move ?? null;
 */
export interface PersonHistory<A> {
  /** Takes back steps until the person's last one is taken back; the last step's action, or `null`. */
  undo(): A | null;
  /** Replays steps until a person is to act; the last step's action, or `null`. */
  redo(): A | null;
}

/**
 * A store's `undo` and `redo` for a person, written once for every game: each takes its steps on
 * the engine (`stepToPerson`) and publishes the game once, with the action of the last step as
 * `lastAction`. Publishing once means listeners see no position in between: the computer player
 * never starts a search on a position it would be to move in only for an instant, the clock hands
 * over once (no time given back), and a screen reader hears one sentence. Undo does nothing while
 * `canUndo` is false, when the computer took every step: taking them back would only have it play
 * them again.
 *
 * @typeParam S - the game's snapshot
 * @typeParam A - the store's action, as `lastAction` reports it
 * @example
 * const history = createPersonHistory({ rules, game: () => engine.state, aiPlayer: () => get().aiPlayer,
 *   canUndo: () => get().canUndo, undoStep, redoStep, publish: actions.publish });
 * history.undo(); // { kind: 'undo', move: d3 }, after c5 was taken back first
 */
export function createPersonHistory<S, A>(options: PersonHistoryOptions<S, A>): PersonHistory<A> {
  const { rules, game, aiPlayer, canUndo, undoStep, redoStep, publish } = options;
  const walk = (step: () => A | null): A | null => {
    const last = stepToPerson(aiPlayer(), () => rules.acting(game()), step).at(-1) ?? null;
    if (last !== null) publish(last);
    return last;
  };
  return {
    undo: () => (canUndo() ? walk(undoStep) : null),
    redo: () => walk(redoStep),
  };
}
