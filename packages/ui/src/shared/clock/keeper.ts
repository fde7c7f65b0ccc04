import {
  type ClockJSON,
  GameClock,
  moveTimeBudget,
  type Stone,
  type TimeControl,
} from '@stonekit/core';
import type { StoreApi } from 'zustand/vanilla';
import type { ClockStoreFields, ClockStoreOptions, TimeAlert } from './types.ts';

/** What the keeper needs to know of one game to run its clock. */
export interface ClockRules<S, A> {
  /** Whether the clock runs in `game`: in play, any opening over, and a first move made. */
  timed(game: S): boolean;
  /** Whether `game` is over, on the board or off it. */
  over(game: S): boolean;
  /** The side to move in `game`. */
  turn(game: S): Stone;
  /** The colour that made the move `action` reports (a move, a pass, a redo), else null. */
  mover(action: A): Stone | null;
  /** Ends the game on time for `side` through the store's own actions. */
  flag(side: Stone): void;
}

/** The clock of one store, behind its clock actions. */
export interface ClockKeeper {
  /** Flags the side to move if its time ran out already; whether it did. Call before a move. */
  checkFlag(): boolean;
  /**
   * A new clock for a new game, with `control` or the last one, or the `saved` one; the fields
   * for the store to publish with the new game. Throws before changing anything for a bad
   * control or save.
   */
  reset(control?: TimeControl, saved?: ClockJSON): ClockStoreFields;
  pause(): boolean; // see `ClockStoreActions.pauseClock`
  resume(): boolean; // see `ClockStoreActions.resumeClock`
  addTime(side: Stone, ms: number): void; // see `ClockStoreActions.addTime`
  /** How long the computer may think for `side` now, or null without a clock (`moveTimeBudget`). */
  budget(side: Stone, movesLeft: number): number | null;
  toJSON(): ClockJSON; // the clock as a saved game keeps it
  dispose(): void; // clears its timers and stops listening
}

// Thresholds read out and ticked, largest first.
const ALERTS: readonly { readonly kind: TimeAlert['kind']; readonly ms: number }[] = [
  { kind: 'minute', ms: 60_000 },
  { kind: 'ten-seconds', ms: 10_000 },
];

/**
 * Builds a clock from the store options: the saved one when given, else a new one.
 *
 * @throws ParseError for a bad saved clock; OptionError for a bad time control
 */
export function createGameClock(options: ClockStoreOptions): GameClock {
  const now = options.now ?? (() => Date.now());
  if (options.clock !== undefined) return GameClock.fromJSON(options.clock, { now });
  return new GameClock(options.timeControl ?? { kind: 'none' }, { now });
}

/**
 * Brings `clock` in line with `game` after a change of the game, or with the game a store
 * starts with (`action` null): starts it once the game is timed, presses it for the side that
 * moved, hands it over after a move taken back (no time given back), stops it when the game
 * ends. Whether the clock changed, and the side whose move came too late, if any.
 *
 * @example
 * followGame(clock, rules, store.getState().game, null); // a store's first clock fields
 */
export function followGame<S, A>(
  clock: GameClock,
  rules: Pick<ClockRules<S, A>, 'timed' | 'over' | 'turn' | 'mover'>,
  game: S,
  action: A | null,
): { changed: boolean; late: Stone | null } {
  if (clock.control.kind === 'none') return { changed: false, late: null };
  const { phase, turn } = clock.state;
  if (rules.over(game)) {
    return { changed: (phase === 'running' || phase === 'paused') && clock.stop(), late: null };
  }
  if (phase === 'idle') {
    if (!rules.timed(game)) return { changed: false, late: null };
    clock.press(rules.turn(game));
    return { changed: true, late: null };
  }
  if (phase !== 'running' && phase !== 'paused') return { changed: false, late: null };
  const side = rules.turn(game);
  const mover = action === null ? null : rules.mover(action);
  if (mover !== null && mover === turn) return { changed: true, late: clock.press(side) };
  // A move taken back gives no time back: the side to move now simply has the clock.
  if (side === turn) return { changed: false, late: null };
  return { changed: true, late: clock.handOver(side) };
}

/**
 * The clock fields a store starts with.
 *
 * @example
 * const fields = clockStoreFields(clock); // { clock: clock.state, timeAlert: null }
 */
export function clockStoreFields(clock: GameClock): ClockStoreFields {
  return { clock: clock.state, timeAlert: null };
}

/**
 * The clock of a store, written once for every game. It watches the store: the clock starts with
 * the first move once `rules.timed` says so, passes to the other side with each move (crediting
 * increments, giving back byo-yomi periods), follows undo to the side to move without giving any
 * time back, and stops when the game ends. While a side's time runs, one timer waits for its
 * flag, which ends the game on time (`rules.flag`), and one for the next threshold (a minute,
 * ten seconds), which sets `timeAlert`. Nothing ticks while nothing runs.
 *
 * @param store - a store holding `game`, `lastAction` and the `ClockStoreFields`
 * @param rules - the game's side to move, moves and flag
 * @param clock - the clock to start with (`createGameClock`)
 * @example
 * const keeper = createClockKeeper(store, gomokuClockRules(() => store.getState()), clock);
 */
export function createClockKeeper<S, A>(
  store: StoreApi<{ game: S; lastAction: A | null } & ClockStoreFields>,
  rules: ClockRules<S, A>,
  initial: GameClock,
  now: () => number = () => Date.now(),
): ClockKeeper {
  let clock = initial;
  let flagTimer: ReturnType<typeof setTimeout> | undefined;
  let alertTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  let reported = initial.state.phase === 'flagged'; // the flag of this clock has ended the game

  function publish(alert?: TimeAlert | null): void {
    const partial: Partial<ClockStoreFields> = { clock: clock.state };
    if (alert !== undefined) partial.timeAlert = alert;
    store.setState(partial);
  }

  function clearTimers(): void {
    clearTimeout(flagTimer);
    clearTimeout(alertTimer);
    flagTimer = undefined;
    alertTimer = undefined;
  }

  /** Waits for the running side's flag and its next threshold; nothing when nothing runs. */
  function schedule(): void {
    clearTimers();
    if (disposed) return;
    const until = clock.msUntilFlag();
    if (until === null) return;
    // A timer may fire a little early: the flag is checked, and the wait taken again if need be.
    flagTimer = setTimeout(() => {
      flagTimer = undefined;
      if (!checkFlag()) schedule();
    }, until);
    const { running } = clock.state;
    if (running === null) return;
    const left = clock.state[running].leftMs;
    const next = ALERTS.find((alert) => left > alert.ms);
    if (next === undefined) return;
    alertTimer = setTimeout(() => {
      alertTimer = undefined;
      if (clock.state.running !== running) return;
      publish({ side: running, kind: next.kind });
      schedule();
    }, left - next.ms);
  }

  function checkFlag(): boolean {
    const flagged = clock.check();
    if (flagged === null) return false;
    report(flagged);
    return true;
  }

  /** Ends the game on time for `side`, once per clock. */
  function report(side: Stone): void {
    if (reported) return;
    reported = true;
    clearTimers();
    publish();
    if (!rules.over(store.getState().game)) rules.flag(side);
  }

  /** Follows a change of the game, or the game the store starts with, and waits for what comes. */
  function sync(): void {
    // Without a time control there is nothing to follow, and nothing to publish.
    if (clock.control.kind === 'none') return;
    const { game, lastAction } = store.getState();
    const { changed, late } = followGame(clock, rules, game, lastAction);
    if (late !== null) report(late);
    else if (changed) {
      // A threshold crossed is old news once the turn has passed or the clock has stopped.
      publish(null);
      schedule();
    }
  }

  const unsubscribe = store.subscribe((next, previous) => {
    if (!disposed && next.game !== previous.game) sync();
  });
  // A store may start with moves made, or with a saved clock that has to catch up with its game,
  // or that runs already.
  sync();
  schedule();

  return {
    checkFlag,
    reset(control = clock.control, saved) {
      const next =
        saved === undefined ? new GameClock(control, { now }) : GameClock.fromJSON(saved, { now });
      clearTimers();
      clock = next;
      reported = clock.state.phase === 'flagged';
      // The store publishes these with its new game; the change of game then starts the clock
      // if the game is already under way.
      return clockStoreFields(clock);
    },
    pause() {
      if (checkFlag()) return false;
      const changed = clock.pause();
      if (changed) {
        publish();
        schedule();
      }
      return changed;
    },
    resume() {
      const changed = clock.resume();
      if (changed) {
        publish();
        schedule();
      }
      return changed;
    },
    addTime(side, ms) {
      clock.addTime(side, ms);
      publish(null);
      schedule();
    },
    budget: (side, movesLeft) => moveTimeBudget(clock.state, side, { movesLeft }),
    toJSON: () => clock.toJSON(),
    dispose() {
      disposed = true;
      unsubscribe();
      clearTimers();
    },
  };
}
