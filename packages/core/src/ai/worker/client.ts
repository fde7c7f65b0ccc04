import { StonekitError } from '../../errors.ts';
import type { AiAnswer, AiLimits, AiResponse, AiTask, AiWorkerLike } from './protocol.ts';

/** Rejects a request whose caller aborted it: its answer, if one comes, is thrown away. */
export class AiCancelledError extends StonekitError {
  override name = 'AiCancelledError';
}

/** A request the worker could not answer (a corrupt position, an unknown level). */
export class AiFailedError extends StonekitError {
  override name = 'AiFailedError';
}

/** Talks to one AI worker. */
export interface AiClient {
  /**
   * Runs a search or a hint in the worker. Aborting `signal` rejects at once with
   * `AiCancelledError` and tells the worker to stop, so a stale answer is never delivered.
   */
  run<Task extends AiTask>(
    task: Task,
    limits?: AiLimits,
    signal?: { readonly aborted: boolean; addEventListener(type: 'abort', f: () => void): void },
  ): Promise<AiAnswer<Task>>;
  /** Ends the worker; pending requests reject with `AiCancelledError`. */
  dispose(): void;
}

interface Pending {
  resolve(answer: unknown): void; // settles the caller's promise with the answer
  reject(error: Error): void; // settles it with an error
}

/**
 * A client for an AI worker (one that calls `serveAi(self)`). The worker is created on the first
 * request, so a page that never asks the computer anything never starts one.
 *
 * @example
 * const ai = createAiClient(() => new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' }));
 * const result = await ai.run({ game: 'reversi', kind: 'search', position: game.state }, { level: 5 });
 */
export function createAiClient(createWorker: () => AiWorkerLike): AiClient {
  let worker: AiWorkerLike | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function connect(): AiWorkerLike {
    if (worker !== null) return worker;
    const created = createWorker();
    created.addEventListener('message', ({ data }: { data: AiResponse }) => {
      const request = pending.get(data.id);
      if (request === undefined) return; // cancelled: the caller has moved on
      pending.delete(data.id);
      if (data.type === 'done') request.resolve(data.answer);
      else request.reject(new AiFailedError(data.message));
    });
    worker = created;
    return created;
  }

  return {
    run(task, limits = {}, signal) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) {
          reject(new AiCancelledError('The AI request was cancelled before it started'));
          return;
        }
        const id = nextId++;
        const target = connect();
        pending.set(id, { resolve: resolve as (answer: unknown) => void, reject });
        signal?.addEventListener('abort', () => {
          if (!pending.delete(id)) return;
          target.postMessage({ type: 'cancel', id });
          reject(new AiCancelledError('The AI request was cancelled'));
        });
        target.postMessage({ type: 'run', id, task, limits });
      });
    },

    dispose() {
      worker?.terminate?.();
      worker = null;
      for (const request of pending.values()) {
        request.reject(new AiCancelledError('The AI worker was disposed'));
      }
      pending.clear();
    },
  };
}
