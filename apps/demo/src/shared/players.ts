import type { Level } from '@stonekit/core/ai';
import type { AiPlayer, AiStoreActions, AiStoreFields } from '@stonekit/ui';
import { useEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { ai } from '../ai.ts';
import { loadSetting, saveSetting } from './storedSettings.ts';

/** The player settings the demo keeps beside each saved game. */
export interface PlayerSettings {
  aiPlayer: AiPlayer; // who the computer plays
  level: Level; // its strength
  aiMoveDelayMs: number; // its pause before moving
  analysis: boolean; // a hint after every move, shown as an evaluation
}

/** A store with a computer player, whatever the game. */
export type PlayersState = AiStoreFields<unknown, unknown, unknown> &
  AiStoreActions<unknown, unknown, unknown>;

/** The pauses of the speed control, in milliseconds. */
export const speeds = { slow: 1500, normal: 600, fast: 150 } as const;

/** The settings of a first visit: two people, a beatable computer if asked for. */
export const defaultPlayers: PlayerSettings = {
  aiPlayer: 'none',
  level: 3,
  aiMoveDelayMs: speeds.normal,
  analysis: false,
};

const aiPlayers: readonly AiPlayer[] = ['none', 'black', 'white', 'both'];

/**
 * Reads saved settings, keeping the defaults for anything missing or out of range.
 *
 * @throws TypeError for something other than an object, so `loadSetting` sets it aside
 */
export function readPlayers(json: unknown): PlayerSettings {
  if (typeof json !== 'object' || json === null) throw new TypeError('not a settings object');
  const saved = json as Partial<Record<keyof PlayerSettings, unknown>>;
  const level = Number(saved.level);
  const delay = Number(saved.aiMoveDelayMs);
  return {
    aiPlayer: aiPlayers.includes(saved.aiPlayer as AiPlayer)
      ? (saved.aiPlayer as AiPlayer)
      : defaultPlayers.aiPlayer,
    level: Number.isInteger(level) && level >= 1 && level <= 10 ? (level as Level) : 3,
    aiMoveDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : defaultPlayers.aiMoveDelayMs,
    analysis: saved.analysis === true,
  };
}

/** Saves the player settings under `key` whenever they change. */
export function useSavedPlayers<T extends PlayersState>(store: StoreApi<T>, key: string): void {
  useEffect(
    () =>
      store.subscribe((next, previous) => {
        if (
          next.aiPlayer !== previous.aiPlayer ||
          next.level !== previous.level ||
          next.aiMoveDelayMs !== previous.aiMoveDelayMs ||
          next.analysis !== previous.analysis
        ) {
          const { aiPlayer, level, aiMoveDelayMs, analysis } = next;
          saveSetting(key, { aiPlayer, level, aiMoveDelayMs, analysis } satisfies PlayerSettings);
        }
      }),
    [store, key],
  );
}

/**
 * The options every page's store starts with: the saved players, on the demo's one AI worker,
 * with a seed per visit, so that the computer's games against itself differ from one visit to
 * the next.
 */
export function computerOptions(playersKey: string) {
  const players = loadSetting(playersKey, readPlayers) ?? defaultPlayers;
  return { ai, aiLimits: { seed: Math.floor(Math.random() * 2 ** 31) }, ...players };
}
