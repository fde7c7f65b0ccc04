import type { GomokuBoardProps, GomokuStoreOptions } from '@stonekit/ui';
import { useCallback, useState } from 'react';
import { loadSetting, saveSetting } from './storedSettings.ts';

/** Which presses only show a move until the same point is pressed again. */
export type ConfirmMoves = NonNullable<GomokuBoardProps['confirmMoves']>;

/** How a board shows point names: 'h8' or 'H8'. */
export type CoordinateCase = NonNullable<GomokuStoreOptions['coordinateCase']>;

/** The board's settings the demo remembers for each page: how a tap plays, how points are named. */
export interface BoardSettings {
  confirmMoves: ConfirmMoves; // which presses wait for a second one on the same point
  coordinateCase: CoordinateCase; // point names as 'h8' or 'H8'
}

export const confirmModes: readonly ConfirmMoves[] = ['touch', 'always', 'never'];
export const coordinateCases: readonly CoordinateCase[] = ['upper', 'lower'];

/** `value` when it is one of `allowed`, else `fallback`. */
export function oneOf<T>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * Reads saved board settings, keeping `defaults` for anything missing or unknown.
 *
 * @throws TypeError for something other than an object, so `loadSetting` sets it aside
 */
export function readBoardSettings(json: unknown, defaults: BoardSettings): BoardSettings {
  if (typeof json !== 'object' || json === null) throw new TypeError('not a settings object');
  const saved = json as Partial<Record<keyof BoardSettings, unknown>>;
  return {
    confirmMoves: oneOf(confirmModes, saved.confirmMoves, defaults.confirmMoves),
    coordinateCase: oneOf(coordinateCases, saved.coordinateCase, defaults.coordinateCase),
  };
}

/**
 * Settings kept under `key` across reloads: read once with `read` (a value that cannot be read
 * gives `initial()`, and nothing is thrown), saved whenever they are set.
 *
 * @example
 * const [board, setBoard] = useSavedSettings(key, (json) => readBoardSettings(json, defaults), () => defaults);
 */
export function useSavedSettings<T>(
  key: string,
  read: (json: unknown) => T,
  initial: () => T,
): [T, (next: T) => void] {
  const [value, setValue] = useState(() => loadSetting(key, read) ?? initial());
  const set = useCallback(
    (next: T) => {
      setValue(next);
      saveSetting(key, next);
    },
    [key],
  );
  return [value, set];
}
