import { OptionError } from '@stonekit/core';
import type { Level } from '@stonekit/core/ai';
import type { AiController } from './controller.ts';
import type { AiPlayer, AiStoreActions, AiStoreFields, AiStoreOptions } from './types.ts';

/** The level a store starts at unless told otherwise: quick, and beatable. */
export const DEFAULT_LEVEL: Level = 3;

/** How a refused value reads in a message: quoted when a string, and never long. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? `the string '${value}'` : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function checkLevel(level: Level): Level {
  if (!Number.isInteger(level) || level < 1 || level > 10) {
    throw new OptionError(
      'level',
      `Expected level to be an integer from 1 to 10, got ${shown(level)}`,
    );
  }
  return level;
}

const AI_PLAYERS: readonly unknown[] = ['none', 'black', 'white', 'both'];

function checkAiPlayer(player: AiPlayer): AiPlayer {
  if (!AI_PLAYERS.includes(player)) {
    throw new OptionError(
      'aiPlayer',
      `Expected aiPlayer to be 'none', 'black', 'white' or 'both', got ${shown(player)}`,
    );
  }
  return player;
}

function checkDelay(ms: number): number {
  if (typeof ms !== 'number' || Number.isNaN(ms)) {
    throw new OptionError(
      'aiMoveDelayMs',
      `Expected aiMoveDelayMs to be a number of milliseconds, got ${shown(ms)}`,
    );
  }
  // A negative pause is no pause; an infinite one would stop the computer for good.
  if (!Number.isFinite(ms) && ms > 0) {
    throw new OptionError('aiMoveDelayMs', `Expected aiMoveDelayMs to be finite, got ${shown(ms)}`);
  }
  return Math.max(0, ms);
}

function checkAnalysis(on: boolean): boolean {
  if (typeof on !== 'boolean') {
    throw new OptionError('analysis', `Expected analysis to be true or false, got ${shown(on)}`);
  }
  return on;
}

/**
 * The computer player's fields as a store starts with them.
 *
 * @throws OptionError for a level outside 1-10, an unknown `aiPlayer`, a delay that is not a
 *   number, or `analysis` that is not a boolean
 * @example
 * const fields = aiStoreFields({ ai, aiPlayer: 'white' }); // { aiPlayer: 'white', level: 3, … }
 */
export function aiStoreFields<H, S, M>(options: AiStoreOptions): AiStoreFields<H, S, M> {
  return {
    aiAvailable: options.ai !== undefined,
    aiPlayer: checkAiPlayer(options.aiPlayer ?? 'none'),
    level: checkLevel(options.level ?? DEFAULT_LEVEL),
    aiMoveDelayMs: checkDelay(options.aiMoveDelayMs ?? 0),
    analysis: checkAnalysis(options.analysis ?? false),
    thinking: null,
    thinkingProgress: null,
    hint: null,
    hintPending: false,
    aiError: null,
  };
}

/**
 * The computer player's actions: setters the controller reacts to, and `requestHint` and
 * `dispose` handed to it. `controller` is a getter because the controller needs the finished
 * store, made after these actions.
 *
 * @example
 * const actions = aiStoreActions(set, () => controller);
 */
export function aiStoreActions<H, S, M>(
  set: (partial: Partial<AiStoreFields<H, S, M>>) => void,
  controller: () => AiController<H, S, M>,
): AiStoreActions<H, S, M> {
  return {
    setAiPlayer: (aiPlayer) => set({ aiPlayer: checkAiPlayer(aiPlayer) }),
    setLevel: (level) => set({ level: checkLevel(level) }),
    setAiMoveDelay: (ms) => set({ aiMoveDelayMs: checkDelay(ms) }),
    setAnalysis: (analysis) => set({ analysis: checkAnalysis(analysis) }),
    requestHint: () => controller().requestHint(),
    dispose: () => controller().dispose(),
  };
}
