export type { MoveTimeBudgetOptions } from './budget.ts';
export { moveTimeBudget } from './budget.ts';
export { ClockError, GameClock } from './clock.ts';
export { clockAt } from './read.ts';
export type {
  ClockJSON,
  ClockJSONSide,
  ClockSideState,
  ClockState,
  GameClockOptions,
  TimeControl,
} from './types.ts';
