import { oneOf } from '../shared/settings.ts';
import { type TimeControlName, timeControlNames } from '../shared/timeControls.ts';

/** What the Next game box chooses: kept across reloads, applied by New game. */
export interface ReversiNextGame {
  autoPass: boolean; // the game passes for a side with no move
  timeControl: TimeControlName; // the clock, by the demo's name for it
}

/**
 * Reads saved choices, keeping `current` (the game on the board) for anything missing or unknown.
 *
 * @throws TypeError for something other than an object, so `loadSetting` sets it aside
 */
export function readNextReversi(json: unknown, current: ReversiNextGame): ReversiNextGame {
  if (typeof json !== 'object' || json === null) throw new TypeError('not a settings object');
  const saved = json as Partial<Record<keyof ReversiNextGame, unknown>>;
  return {
    autoPass: typeof saved.autoPass === 'boolean' ? saved.autoPass : current.autoPass,
    timeControl: oneOf(timeControlNames, saved.timeControl, current.timeControl),
  };
}
