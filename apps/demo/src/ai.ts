import { createAiClient } from '@stonekit/core/ai';

/** One AI worker for the whole demo, started on the first request. */
export const ai = createAiClient(
  () =>
    new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module', name: 'stonekit-ai' }),
);
