import type { Stone } from '../types.ts';

/**
 * How much time each player has. Every duration is in milliseconds.
 * - `none`: no clock; nobody can lose on time.
 * - `sudden-death`: one budget for the whole game (the brief's "15 minutes each").
 * - `fischer`: a budget, and `incrementMs` credited after each move the player makes (5+3).
 * - `byo-yomi`: main time, then `periods` periods of `periodMs` each, as Go and Renju servers use:
 *   a move made inside a period gives the period back whole; a period that runs out is used up and
 *   the next begins; the player loses when the last one runs out.
 * - `per-move`: at most `turnMs` for each move and `matchMs` for the whole game, as Gomocup's
 *   `timeout_turn` and `timeout_match`; the player loses when either runs out.
 *
 * @example
 * const blitz: TimeControl = { kind: 'fischer', initialMs: 3 * 60_000, incrementMs: 2_000 };
 */
export type TimeControl =
  | { readonly kind: 'none' }
  | { readonly kind: 'sudden-death'; readonly initialMs: number }
  | { readonly kind: 'fischer'; readonly initialMs: number; readonly incrementMs: number }
  | {
      readonly kind: 'byo-yomi';
      readonly initialMs: number; // main time
      readonly periods: number; // periods after the main time, at least 1
      readonly periodMs: number; // length of each period
    }
  | {
      readonly kind: 'per-move';
      readonly turnMs: number; // most time for one move
      readonly matchMs: number; // most time for all of a player's moves
    };

/**
 * One player's time, read at a moment.
 *
 * @example
 * clock.state.white.leftMs; // 59_200 after white thought for 0.8 s of a minute
 */
export interface ClockSideState {
  readonly mainMs: number; // main time left (per-move: the match budget left); never negative; 0 with control 'none'
  readonly periodMs: number | null; // byo-yomi: left of the current period; per-move: left of this turn; else null
  readonly periods: number | null; // byo-yomi: periods left, the current one included; else null
  readonly leftMs: number; // how long this player could still think on the move now before losing; Infinity without a clock
  readonly moves: number; // moves this player has made on the clock
  readonly flagged: boolean; // this player ran out of time
}

/**
 * The whole clock, read at a moment: an immutable snapshot. `running` is the side whose time
 * runs; `turn` is the side whose time would run, also while paused.
 *
 * @example
 * const { running, black, white } = clock.state;
 */
export interface ClockState {
  readonly control: TimeControl; // the time control
  readonly black: ClockSideState; // black's time
  readonly white: ClockSideState; // white's time
  readonly phase: 'idle' | 'running' | 'paused' | 'stopped' | 'flagged'; // not started, counting, paused, stopped (the game ended otherwise), or a side ran out
  readonly turn: Stone | null; // whose time runs (or would, when paused); null before the start
  readonly running: Stone | null; // whose time is counting now: `turn` while `phase` is 'running', else null
  readonly flagged: Stone | null; // the side that ran out of time, if one did
  readonly at: number; // the `now()` this snapshot describes: when it was read while running, else when the clock last changed (a flag: the moment the time ran out)
}

/**
 * A clock as saved: remaining times, never wall-clock times, so a clock restored later charges
 * nobody for the time in between.
 *
 * @example
 * GameClock.fromJSON(JSON.parse(JSON.stringify(clock.toJSON())));
 */
export interface ClockJSON {
  readonly version: 1; // of this format
  readonly control: TimeControl; // the time control
  readonly phase: 'idle' | 'running' | 'paused' | 'stopped' | 'flagged'; // as when saved
  readonly turn: Stone | null; // whose time ran or would run
  readonly black: ClockJSONSide; // black's time
  readonly white: ClockJSONSide; // white's time
}

/** One player's time in a saved clock. */
export interface ClockJSONSide {
  readonly mainMs: number; // main time (per-move: match budget) left; 0 with control 'none', so that JSON can hold it
  readonly periodMs: number | null; // left of the current byo-yomi period or Gomocup turn; null otherwise
  readonly periods: number | null; // byo-yomi periods left; null otherwise
  readonly moves: number; // moves made on the clock
}

/** Options of `new GameClock()`. */
export interface GameClockOptions {
  /**
   * The time source in milliseconds, monotonic in practice. Tests give a fake one.
   * @defaultValue `() => Date.now()`
   */
  now?: () => number;
}
