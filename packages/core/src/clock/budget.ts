import { clip, describeValue } from '../describe-value.ts';
import { OptionError } from '../errors.ts';
import { readSide } from '../side.ts';
import type { Stone } from '../types.ts';
import type { ClockSideState, ClockState, TimeControl } from './types.ts';

const MARGIN_MS = 250; // kept back for the Web Worker round trip and timer jitter
const FLOOR_MS = 20; // least worth thinking, when there is time for it
const MOST_OF_MAIN = 1 / 8; // a bad `movesLeft` guess must not spend the game on one move
const INCREMENT_SHARE = 0.8; // of the Fischer increment, which comes back after the move
const PERIOD_SHARE = 0.8; // of a byo-yomi period, which comes back whole after the move
const PERIOD_SHARE_IN_MAIN = 0.5; // of a period added to main time's share while main time lasts

/**
 * Options of `moveTimeBudget`.
 *
 * @example
 * const options: MoveTimeBudgetOptions = { movesLeft: 30, marginMs: 400 };
 */
export interface MoveTimeBudgetOptions {
  /** The caller's estimate of the side's own moves still to play (rounded up to at least 1). */
  movesLeft: number;
  /**
   * Time kept back for what happens around the search: the Web Worker round trip, timer jitter.
   * @defaultValue 250
   */
  marginMs?: number;
}

/**
 * How long, in milliseconds, the computer may think on `side`'s move so that it never loses on
 * time. Pass the clock as it reads when the search starts (`clock.state`). Pure.
 *
 * The budget is never more than `leftMs - marginMs`, and at least 20 ms when that leaves any
 * time (0 when it does not: move at once). Below that cap, by control:
 * - sudden death: `mainMs / movesLeft`, but at most 1/8 of `mainMs`, so that a low `movesLeft`
 *   guess cannot stake the game on one move;
 * - Fischer: the same, plus 80% of the increment, which comes back as soon as the move is made;
 * - byo-yomi: while main time lasts, its share as above plus half of the current period (a move
 *   that ends in the period gets the period back); in the periods, 80% of the current period and
 *   never more than it minus the margin: a move made in time gets the period back whole, while one
 *   that runs over loses it, so eating into the next period gains nothing;
 * - per-move: the smaller of the turn left minus the margin and the match budget spread over
 *   `movesLeft` moves.
 *
 * @returns milliseconds to think, a whole number; null with control 'none' (no limit)
 * @throws OptionError when `side` is not a side, `movesLeft` not a number above 0 or `marginMs`
 *   not a number, 0 or more
 * @example
 * moveTimeBudget(clock.state, 'white', { movesLeft: 30 }); // 30_000 with 15 minutes left
 */
export function moveTimeBudget(
  state: ClockState,
  side: Stone,
  options: MoveTimeBudgetOptions,
): number | null {
  const who = readSide(side, 'side');
  if (typeof options !== 'object' || options === null) {
    throw new OptionError(
      'options',
      `Expected options to be { movesLeft }, got ${describeNumber(options)}`,
    );
  }
  const { movesLeft, marginMs = MARGIN_MS } = options;
  if (typeof movesLeft !== 'number' || !Number.isFinite(movesLeft) || movesLeft <= 0) {
    throw new OptionError(
      'movesLeft',
      `Expected movesLeft to be a number above 0, got ${describeNumber(movesLeft)}`,
    );
  }
  if (typeof marginMs !== 'number' || !Number.isFinite(marginMs) || marginMs < 0) {
    throw new OptionError(
      'marginMs',
      `Expected marginMs to be milliseconds, 0 or more, got ${describeNumber(marginMs)}`,
    );
  }
  const { control } = state;
  if (control.kind === 'none') return null;
  const times = state[who];
  const most = times.leftMs - marginMs;
  if (times.flagged || most <= 0) return 0;
  const wanted = want(control, times, Math.max(1, movesLeft), marginMs);
  return Math.floor(Math.min(most, Math.max(FLOOR_MS, wanted)));
}

/** What the control's rule asks for, before the floor and the cap. */
function want(
  control: Exclude<TimeControl, { kind: 'none' }>,
  times: ClockSideState,
  movesLeft: number,
  marginMs: number,
): number {
  const main = Math.min(times.mainMs / movesLeft, times.mainMs * MOST_OF_MAIN);
  switch (control.kind) {
    case 'sudden-death':
      return main;
    case 'fischer':
      return main + INCREMENT_SHARE * control.incrementMs;
    case 'byo-yomi': {
      const period = times.periodMs ?? 0;
      // Running past the current period costs it, so the budget ends inside it, margin included.
      const inPeriod = period - marginMs;
      if (times.mainMs > 0) {
        return Math.min(main + PERIOD_SHARE_IN_MAIN * period, times.mainMs + inPeriod);
      }
      return Math.min(PERIOD_SHARE * period, inPeriod);
    }
    case 'per-move':
      return Math.min((times.periodMs ?? 0) - marginMs, times.mainMs / movesLeft);
  }
}

function describeNumber(value: unknown): string {
  const text = clip(describeValue(value));
  return typeof value === 'string' ? `the string '${text}'` : `${typeof value} ${text}`;
}
