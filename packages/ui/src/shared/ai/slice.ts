import type { Level } from '@stonekit/core/ai';
import type { AiController } from './controller.ts';
import type { AiStoreActions, AiStoreFields, AiStoreOptions } from './types.ts';

/** The level a store starts at unless told otherwise: quick, and beatable. */
export const DEFAULT_LEVEL: Level = 3;

function checkLevel(level: Level): Level {
  if (!Number.isInteger(level) || level < 1 || level > 10) {
    throw new RangeError(`level must be an integer from 1 to 10, got ${String(level)}`);
  }
  return level;
}

/**
 * The computer player's fields as a store starts with them.
 *
 * @throws RangeError for a level outside 1-10
 * @example
 * const fields = aiStoreFields({ ai, aiPlayer: 'white' }); // { aiPlayer: 'white', level: 3, … }
 */
export function aiStoreFields<H, S, M>(options: AiStoreOptions): AiStoreFields<H, S, M> {
  return {
    aiAvailable: options.ai !== undefined,
    aiPlayer: options.aiPlayer ?? 'none',
    level: checkLevel(options.level ?? DEFAULT_LEVEL),
    aiMoveDelayMs: Math.max(0, options.aiMoveDelayMs ?? 0),
    analysis: options.analysis ?? false,
    thinking: null,
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
    setAiPlayer: (aiPlayer) => set({ aiPlayer }),
    setLevel: (level) => set({ level: checkLevel(level) }),
    setAiMoveDelay: (ms) => set({ aiMoveDelayMs: Math.max(0, ms) }),
    setAnalysis: (analysis) => set({ analysis }),
    requestHint: () => controller().requestHint(),
    dispose: () => controller().dispose(),
  };
}
