// What a clock shows, worked out from a snapshot: pure, so that `PlayerClock` can compare what a
// frame would show with what it shows, and tests can check every rounding rule without a DOM.

import type { ClockSideState, ClockState, Stone, TimeControl } from '@stonekit/core';
import type { ClockMessages } from './messages.ts';

const TENTHS_BELOW_MS = 10_000; // under this the face counts tenths

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * A remaining time as a clock face shows it: `m:ss`, `h:mm:ss` from an hour, and `s.t` (tenths)
 * under 10 s. Whole seconds round up, so the face never reads 0:00 while time remains and turns
 * to 0:59 only once a full second has gone; tenths round down, as a digital chess clock counts
 * them, but never below 0.1 while any time remains. No time at all (or less) reads `0:00`, and
 * an endless time (control 'none') `∞`.
 *
 * @example
 * formatClockTime(272_000); // '4:32'
 * formatClockTime(59_001); // '1:00'
 * formatClockTime(9_470); // '9.4'
 * formatClockTime(3_723_000); // '1:02:03'
 */
export function formatClockTime(ms: number): string {
  if (ms === Number.POSITIVE_INFINITY) return '∞';
  if (!(ms > 0)) return '0:00';
  if (ms < TENTHS_BELOW_MS) {
    const tenths = Math.min(99, Math.max(1, Math.floor(ms / 100)));
    return `${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const total = Math.ceil(ms / 1000);
  const seconds = total % 60;
  const minutes = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/**
 * What one side's clock face holds under its time control.
 *
 * @example
 * const { time, periods } = clockFace(state.control, state.white) ?? { time: '', periods: null };
 */
export interface ClockFace {
  readonly timeMs: number; // the time the large figure shows
  readonly time: string; // the large figure: main time; byo-yomi's period once main time is over; per-move, the turn
  readonly inPeriods: boolean; // byo-yomi: main time is over and the periods run
  readonly periods: number | null; // byo-yomi: periods left, the current one included; else null
  readonly matchMs: number | null; // per-move: the game's budget left, shown smaller; else null
  readonly match: string | null; // per-move: `matchMs` formatted; else null
}

/**
 * The face of one side's clock: the large figure and what goes beside it. Null with control
 * 'none', which shows no clock.
 *
 * @example
 * const control = { kind: 'byo-yomi', initialMs: 60_000, periods: 3, periodMs: 30_000 } as const;
 * clockFace(control, { mainMs: 0, periodMs: 18_000, periods: 3, leftMs: 78_000, moves: 4, flagged: false });
 * // { timeMs: 18_000, time: '0:18', inPeriods: true, periods: 3, matchMs: null, match: null }
 */
export function clockFace(control: TimeControl, side: ClockSideState): ClockFace | null {
  switch (control.kind) {
    case 'none':
      return null;
    case 'sudden-death':
    case 'fischer':
      return face(side.mainMs, false, null, null);
    case 'byo-yomi': {
      // Main time exactly 0 starts the first period, so the period shows from then on.
      const inPeriods = !(side.mainMs > 0);
      const timeMs = inPeriods ? (side.periodMs ?? 0) : side.mainMs;
      return face(timeMs, inPeriods, side.periods ?? 0, null);
    }
    case 'per-move':
      return face(side.periodMs ?? control.turnMs, false, null, side.mainMs);
  }
}

function face(
  timeMs: number,
  inPeriods: boolean,
  periods: number | null,
  matchMs: number | null,
): ClockFace {
  return {
    timeMs,
    time: formatClockTime(timeMs),
    inPeriods,
    periods,
    matchMs,
    match: matchMs === null ? null : formatClockTime(matchMs),
  };
}

/**
 * A time rounded for screen readers. A stopped clock's time is given to the second; a running
 * one's changes only at whole minutes, then every 10 s under a minute and every second under 10 s
 * (rounding down, so a clock never says there is more time than there is), so the text a screen
 * reader finds is not rewritten every frame.
 *
 * @example
 * roundForSpeech(272_400, true); // 240_000: '4 minutes left'
 * roundForSpeech(272_400, false); // 272_400: '4 minutes 33 seconds left'
 */
export function roundForSpeech(ms: number, running: boolean): number {
  if (!running || !(ms > 0)) return ms;
  if (ms >= 60_000) return ms - (ms % 60_000);
  if (ms >= TENTHS_BELOW_MS) return ms - (ms % 10_000);
  return Math.ceil(ms / 1000) * 1000;
}

/**
 * The state of one side's clock, as `data-state` shows it (a theme can select
 * `.stonekit-clock[data-state="low"]`):
 * - `idle`: before the first move;
 * - `running`: its time counts; `waiting`: the other side's does;
 * - `low`: less than the low-time threshold left (running or not);
 * - `paused`: the clock is paused;
 * - `stopped`: the game ended (the other side may have run out of time);
 * - `flagged`: this side ran out of time.
 */
export type ClockFaceState =
  | 'idle'
  | 'running'
  | 'waiting'
  | 'low'
  | 'paused'
  | 'stopped'
  | 'flagged';

/**
 * Everything one side's clock shows, worked out from a snapshot.
 *
 * @example
 * const view = clockView(clock, 'black', { messages: clockMessagesEn });
 * if (view !== null && view.key !== shownKey) redraw(view);
 */
export interface ClockView {
  readonly state: ClockFaceState; // the clock's state, for `data-state`
  readonly running: boolean; // this side's time is counting
  readonly turn: boolean; // this side's time runs, or would once the clock is resumed
  readonly low: boolean; // under the low-time threshold and not out of time
  readonly face: ClockFace; // the figures
  readonly detail: string | null; // shown under the figure: byo-yomi periods, or the per-move game budget
  readonly status: string | null; // shown as a tag: paused, out of time
  readonly spoken: string; // what a screen reader finds in the timer
  readonly key: string; // all that is shown in one string: when it changes, the clock redraws
}

/**
 * Options of `clockView`.
 *
 * @example
 * clockView(clock, 'white', { lowMs: 30_000, messages: clockMessagesZh });
 */
export interface ClockViewOptions {
  /** Below this much time left the clock shows `low`. @defaultValue 10_000 */
  lowMs?: number | undefined;
  /** Texts: `clockMessagesEn`, `clockMessagesZh` or your own. */
  messages: ClockMessages;
}

/**
 * What `side`'s clock shows in `state`, a snapshot already read at the moment drawn (`clockAt`).
 * Null with control 'none'.
 *
 * @example
 * const view = clockView(clockAt(store.getState().clock, Date.now()), 'white', { messages: clockMessagesEn });
 * view?.face.time; // '4:32'
 * view?.state; // 'running'
 */
export function clockView(
  state: ClockState,
  side: Stone,
  { lowMs = TENTHS_BELOW_MS, messages }: ClockViewOptions,
): ClockView | null {
  const { control, phase } = state;
  const times = state[side];
  const shown = clockFace(control, times);
  if (shown === null) return null;
  const running = state.running === side;
  const turn = state.turn === side;
  const flagged = times.flagged;
  const low = !flagged && times.leftMs < lowMs;
  let faceState: ClockFaceState;
  if (flagged) faceState = 'flagged';
  else if (phase === 'idle') faceState = 'idle';
  else if (phase === 'paused') faceState = 'paused';
  else if (phase === 'stopped' || phase === 'flagged') faceState = 'stopped';
  else if (low) faceState = 'low';
  else faceState = running ? 'running' : 'waiting';

  let detail: string | null = null;
  const said: string[] = [];
  if (flagged) {
    said.push(messages.clockFlagged);
  } else {
    said.push(messages.clockTimeLeft(roundForSpeech(shown.timeMs, running)));
  }
  if (control.kind === 'byo-yomi' && shown.periods !== null && shown.periods > 0) {
    detail = messages.clockPeriods(shown.periods, control.periodMs);
    if (!flagged) said.push(detail);
  } else if (control.kind === 'per-move' && shown.match !== null && shown.matchMs !== null) {
    detail = messages.clockMatchTime(shown.match);
    if (!flagged) {
      said.push(messages.clockTurnLimit(control.turnMs));
      said.push(messages.clockMatchLeft(roundForSpeech(shown.matchMs, running)));
    }
  }
  let status: string | null = null;
  if (flagged) status = messages.clockFlagged;
  else if (faceState === 'paused') {
    status = messages.clockPaused;
    said.push(status);
  }
  const spoken = said.join(messages.clockSeparator);
  const key = [faceState, running, turn, low, shown.time, detail, status, spoken].join('\u0000');
  return { state: faceState, running, turn, low, face: shown, detail, status, spoken, key };
}
