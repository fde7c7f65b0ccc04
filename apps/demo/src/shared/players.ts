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

/** What `pauseComputer` needs of a store: its computer player, analysis and clock. */
export interface PausableStore {
  getState(): {
    readonly aiPlayer: AiPlayer;
    readonly level: Level;
    readonly aiMoveDelayMs: number;
    readonly analysis: boolean;
    readonly clock: { readonly phase: string };
    setAiPlayer(player: AiPlayer): void;
    setAnalysis(on: boolean): void;
    pauseClock(): unknown;
  };
}

// Stores whose computer is paused, with the settings it had: not saved while paused.
const paused = new WeakMap<object, Pick<PlayerSettings, 'aiPlayer' | 'analysis'>>();

/**
 * Stops the computer from playing and from analysing every move, and pauses a running clock,
 * while a person steps through the game: in a position where it is to move, the computer would
 * play, and its move would replace the rest of the game. The settings are not saved meanwhile,
 * so a reload gives them back. Returns the function that gives them back, unless the person
 * chose others meanwhile, and saves them under `key`.
 */
export function pauseComputer(store: PausableStore, key: string): () => void {
  const state = store.getState();
  paused.set(store, { aiPlayer: state.aiPlayer, analysis: state.analysis });
  state.setAiPlayer('none');
  state.setAnalysis(false);
  if (state.clock.phase === 'running') state.pauseClock();
  return () => {
    const before = paused.get(store);
    paused.delete(store);
    if (before === undefined) return;
    const now = store.getState();
    if (now.aiPlayer === 'none' && !now.analysis) {
      now.setAiPlayer(before.aiPlayer);
      now.setAnalysis(before.analysis);
    }
    const { aiPlayer, level, aiMoveDelayMs, analysis } = store.getState();
    saveSetting(key, { aiPlayer, level, aiMoveDelayMs, analysis } satisfies PlayerSettings);
  };
}

/** Saves the player settings under `key` whenever they change, unless the computer is paused. */
export function useSavedPlayers<T extends PlayersState>(store: StoreApi<T>, key: string): void {
  useEffect(
    () =>
      store.subscribe((next, previous) => {
        if (paused.has(store)) return;
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
