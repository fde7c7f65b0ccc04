import type { ClockJSON, ClockState, Stone, TimeControl } from '@stonekit/core';

/**
 * A moment worth telling a player about: a minute left, or ten seconds. The store sets it when
 * the running side's time crosses the threshold; the board reads it out and `useBoardSounds`
 * ticks. Each is given once per crossing, not every second.
 *
 * @example
 * store.getState().timeAlert; // { side: 'white', kind: 'ten-seconds' }
 */
export interface TimeAlert {
  readonly side: Stone; // whose time it is
  readonly kind: 'minute' | 'ten-seconds'; // which threshold the time crossed
}

/** Options every game store takes for its clock. */
export interface ClockStoreOptions {
  /**
   * The time control of the game, kept by `reset` unless it gives another one. The clock starts
   * with the first move once any opening is over: the first move itself is not timed (as on
   * lichess), nor are a tournament opening's placements and choices, so under RIF white's clock
   * starts after move 5. @defaultValue { kind: 'none' }
   */
  timeControl?: TimeControl | undefined;
  /**
   * A clock to continue, as the store's `toJSON().clock` saved it. Each side gets back the time
   * it had; the time between saving and loading is charged to nobody. Only with `game`.
   */
  clock?: ClockJSON | undefined;
  /** The time source, in milliseconds; tests give a fake one. @defaultValue `() => Date.now()` */
  now?: (() => number) | undefined;
}

/** The state of a store's clock, the same in every game. */
export interface ClockStoreFields {
  clock: ClockState; // the clock at its last change (a move, a pause); `clockAt(clock, now)` reads it now
  timeAlert: TimeAlert | null; // the last threshold crossed, until the next move or change of clock
}

/** The actions of a store's clock and of the results off the board. */
export interface ClockStoreActions {
  /**
   * Stops the clock, for two people at one screen who need a break; the computer does not move
   * while it is paused. A move resumes it. Returns whether it was running.
   */
  pauseClock(): boolean;
  /** Starts a paused clock again. Returns whether it was paused. */
  resumeClock(): boolean;
  /**
   * Gives `side` more time (`ms` > 0): on its main time, or under `per-move` its match budget.
   *
   * @throws OptionError for a bad side or amount
   */
  addTime(side: Stone, ms: number): void;
  /**
   * Resigns for `side`: the other side wins, the clock stops. By default the person playing the
   * computer (whatever colour an opening left them), else the side to move. Returns whether the
   * game took it; a finished game refuses it (`lastError`).
   *
   * @throws OptionError for a side that is not `'black'` or `'white'`
   */
  resign(side?: Stone): boolean;
}
