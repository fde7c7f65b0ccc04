import {
  createOpening,
  GOMOKU_RULE_NAMES,
  type GomokuRuleName,
  OPENING_RULE_NAMES,
  type OpeningRuleName,
} from '@stonekit/core';
import { oneOf } from '../shared/settings.ts';
import { type TimeControlName, timeControlNames } from '../shared/timeControls.ts';

/** The board sizes the demo offers, the usual one first. */
export const sizes = [15, 19, 13, 9] as const;

/** What the Next game box chooses: kept across reloads, applied by New game. */
export interface GomokuNextGame {
  size: number; // the board's width and height
  rule: GomokuRuleName; // the win condition
  opening: OpeningRuleName; // the opening rule
  timeControl: TimeControlName; // the clock, by the demo's name for it
}

/** The opening rules a board of `size` can hold: those with central squares need room and an odd size. */
export function openingsFor(size: number): readonly OpeningRuleName[] {
  return OPENING_RULE_NAMES.filter((name) => {
    try {
      createOpening(name, { size });
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Reads saved choices, keeping `current` (the game on the board) for anything missing, unknown or
 * impossible, such as an opening rule the saved size cannot hold.
 *
 * @throws TypeError for something other than an object, so `loadSetting` sets it aside
 */
export function readNextGomoku(json: unknown, current: GomokuNextGame): GomokuNextGame {
  if (typeof json !== 'object' || json === null) throw new TypeError('not a settings object');
  const saved = json as Partial<Record<keyof GomokuNextGame, unknown>>;
  const size = oneOf<number>(sizes, saved.size, current.size);
  const opening = oneOf(OPENING_RULE_NAMES, saved.opening, current.opening);
  return {
    size,
    rule: oneOf(GOMOKU_RULE_NAMES, saved.rule, current.rule),
    opening: openingsFor(size).includes(opening) ? opening : 'free',
    timeControl: oneOf(timeControlNames, saved.timeControl, current.timeControl),
  };
}

/**
 * A game one click starts: what most visitors expect (freestyle, no opening rule), and what
 * serious players look for: Renju under RIF's tournament openings, and Gomoku under Swap2, the
 * Gomoku world championship's rule (exactly five wins there).
 */
export interface GomokuPreset {
  readonly name: 'freestyle' | 'renju-rif' | 'renju-taraguchi' | 'swap2'; // its key in the messages
  readonly rule: GomokuRuleName;
  readonly opening: OpeningRuleName;
}

export const presets: readonly GomokuPreset[] = [
  { name: 'freestyle', rule: 'freestyle', opening: 'free' },
  { name: 'renju-rif', rule: 'renju', opening: 'rif' },
  { name: 'renju-taraguchi', rule: 'renju', opening: 'taraguchi-10' },
  { name: 'swap2', rule: 'standard', opening: 'swap2' },
];
