// The arithmetic of time passing, kept pure so that a UI can redraw a running clock every frame
// from the last snapshot it was given, and get exactly what the clock itself would say.

import type { Stone } from '../types.ts';
import type { ClockJSONSide, ClockSideState, ClockState, TimeControl } from './types.ts';

/**
 * How long a player with these times could still think on the move before losing: main time,
 * then (byo-yomi) what is left of the current period and every later period whole; per-move, the
 * smaller of the turn and the match budget. `Infinity` with control 'none'.
 *
 * @example
 * timeLeft({ kind: 'byo-yomi', initialMs: 0, periods: 3, periodMs: 30_000 }, { mainMs: 0, periodMs: 10_000, periods: 2, moves: 9 }); // 40_000
 */
export function timeLeft(control: TimeControl, times: ClockJSONSide): number {
  switch (control.kind) {
    case 'none':
      return Number.POSITIVE_INFINITY;
    case 'sudden-death':
    case 'fischer':
      return times.mainMs;
    case 'byo-yomi': {
      const periods = times.periods ?? 0;
      if (periods === 0) return 0;
      return times.mainMs + (times.periodMs ?? 0) + (periods - 1) * control.periodMs;
    }
    case 'per-move':
      return Math.min(times.mainMs, times.periodMs ?? 0);
  }
}

/**
 * One side's frozen state from its times, with `leftMs` worked out.
 *
 * @example
 * sideState({ kind: 'sudden-death', initialMs: 60_000 }, { mainMs: 60_000, periodMs: null, periods: null, moves: 0 }, false).leftMs; // 60_000
 */
export function sideState(
  control: TimeControl,
  times: ClockJSONSide,
  flagged: boolean,
): ClockSideState {
  return Object.freeze({
    mainMs: times.mainMs,
    periodMs: times.periodMs,
    periods: times.periods,
    leftMs: timeLeft(control, times),
    moves: times.moves,
    flagged,
  });
}

/**
 * The side after thinking `ms` more on the move, `ms` > 0. Out of time at exactly 0: the
 * returned side is then flagged with every budget it lost on at 0 (per-move: the other one
 * keeps what the move had not used).
 *
 * @example
 * spend({ kind: 'sudden-death', initialMs: 60_000 }, side, 1_000).mainMs; // a second less
 */
export function spend(control: TimeControl, side: ClockSideState, ms: number): ClockSideState {
  if (control.kind === 'none') return side;
  if (ms >= side.leftMs) return outOfTime(control, side);
  switch (control.kind) {
    case 'sudden-death':
    case 'fischer':
      return sideState(control, { ...side, mainMs: side.mainMs - ms }, false);
    case 'per-move':
      return sideState(
        control,
        { ...side, mainMs: side.mainMs - ms, periodMs: (side.periodMs ?? 0) - ms },
        false,
      );
    case 'byo-yomi': {
      if (ms <= side.mainMs) {
        // Main time exactly at 0 is no loss: the first period begins, whole.
        return sideState(control, { ...side, mainMs: side.mainMs - ms }, false);
      }
      let rest = ms - side.mainMs; // what the periods pay for
      const current = side.periodMs ?? 0;
      let periods = side.periods ?? 0;
      if (rest < current) {
        return sideState(control, { ...side, mainMs: 0, periodMs: current - rest }, false);
      }
      // The current period ran out (at exactly 0 too) and is used up; so is every later period
      // that the rest covers whole. `ms < leftMs` leaves at least one, with time in it.
      rest -= current;
      periods -= 1;
      const whole = Math.floor(rest / control.periodMs);
      periods -= whole;
      const periodMs = control.periodMs - (rest - whole * control.periodMs);
      return sideState(control, { ...side, mainMs: 0, periodMs, periods }, false);
    }
  }
}

/** The side at the moment its time ran out. */
function outOfTime(control: TimeControl, side: ClockSideState): ClockSideState {
  switch (control.kind) {
    case 'per-move': {
      const used = side.leftMs;
      const times = { ...side, mainMs: side.mainMs - used, periodMs: (side.periodMs ?? 0) - used };
      return sideState(control, times, true);
    }
    case 'byo-yomi':
      return sideState(control, { ...side, mainMs: 0, periodMs: 0, periods: 0 }, true);
    default:
      return sideState(control, { ...side, mainMs: 0 }, true);
  }
}

/**
 * `state` with one side replaced.
 *
 * @example
 * withSide(state, 'white', spend(state.control, state.white, 500));
 */
export function withSide(state: ClockState, side: Stone, value: ClockSideState): ClockState {
  return Object.freeze(side === 'black' ? { ...state, black: value } : { ...state, white: value });
}

/**
 * The clock `state` as it reads at `now`, if nothing but time happened in between: the running
 * side's time goes down (byo-yomi periods are used up as they run out; per-move, the turn and the
 * match budget both run). When its time reaches 0 the result shows it out of time (`leftMs` 0,
 * its `flagged` true, `phase` 'flagged', `running` null), even though nobody called `check()`;
 * its `at` is then the moment the time ran out, so reading later gives the same state.
 *
 * Pure and cheap, for a UI that redraws a running clock every animation frame from the last
 * snapshot its store published. Returns `state` itself when nothing changes: the clock is not
 * running, or `now` is not after `state.at`.
 *
 * @example
 * const shown = clockAt(store.getState().clock, Date.now());
 * label.textContent = formatMs(shown.white.leftMs);
 */
export function clockAt(state: ClockState, now: number): ClockState {
  const side = state.running;
  if (side === null || !(now > state.at)) return state;
  const before = state[side];
  const ms = now - state.at;
  const after = spend(state.control, before, Math.min(ms, before.leftMs));
  const sides = side === 'black' ? { black: after } : { white: after };
  if (ms < before.leftMs) return Object.freeze({ ...state, ...sides, at: now });
  return Object.freeze({
    ...state,
    ...sides,
    phase: 'flagged',
    running: null,
    flagged: side,
    at: state.at + before.leftMs,
  });
}
