import { StonekitError } from '../../errors.ts';
import { refuseOption } from '../../options.ts';
import { readLimits } from '../options.ts';
import {
  type AiAnswer,
  type AiLimits,
  type AiResponse,
  type AiTask,
  type AiWorkerLike,
  readTask,
} from './protocol.ts';

/** Rejects a request whose caller aborted it: its answer, if one comes, is thrown away. */
export class AiCancelledError extends StonekitError {
  override name = 'AiCancelledError';
}

/**
 * A request the worker could not answer (a corrupt position). Requests the client can see are
 * wrong before they leave (an unknown game, a level of 42) reject with `OptionError` instead.
 */
export class AiFailedError extends StonekitError {
  override name = 'AiFailedError';
}

/**
 * What `AiClient.run` reads from an abort signal: a DOM `AbortSignal` fits.
 *
 * @example
 * const signal: AiAbortSignal = new AbortController().signal;
 */
export interface AiAbortSignal {
  readonly aborted: boolean; // true once the caller gave up on the request
  addEventListener(type: 'abort', listener: () => void): void; // called when it does
}

/**
 * Options of `AiClient.run`: the limits of the search, which cross to the worker, and the
 * `signal` that cancels the request, as the searches take it (`searchReversi(game, { signal })`).
 *
 * @example
 * ai.run(task, { level: 5, signal: controller.signal });
 */
export interface AiRunOptions extends AiLimits {
  /** Cancels the request: `run` rejects at once with `AiCancelledError`. @defaultValue none */
  readonly signal?: AiAbortSignal | undefined;
}

/** Talks to one AI worker. */
export interface AiClient {
  /**
   * Runs a search, a hint or an opening decision in the worker. Aborting `options.signal`
   * rejects at once with `AiCancelledError` and tells the worker to stop, so a stale answer is
   * never delivered.
   *
   * @param options - the limits (`level`, `depth`, `timeMs`, `nodes`, `seed`) and the `signal`
   * @param signal - deprecated: the signal as a third argument, the old form; pass it in
   *   `options` instead. Either one aborting cancels the request.
   * @throws OptionError (as a rejection) for a task that is not one (`game` other than
   *   `'gomoku'` or `'reversi'`, a `kind` the game has not) or a bad limit, before any worker
   *   is asked; AiFailedError when the worker cannot answer; AiCancelledError once cancelled
   * @example
   * await ai.run({ game: 'reversi', kind: 'search', position: game.state }, { level: 5, signal });
   */
  run<Task extends AiTask>(
    task: Task,
    options?: AiRunOptions,
    signal?: AiAbortSignal,
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
    run(task, options, positional) {
      return new Promise((resolve, reject) => {
        let limits: AiLimits;
        let signals: AiAbortSignal[];
        try {
          readTask(task);
          ({ limits, signals } = readRunOptions(options, positional));
        } catch (error) {
          reject(error);
          return;
        }
        if (signals.some((signal) => signal.aborted)) {
          reject(new AiCancelledError('The AI request was cancelled before it started'));
          return;
        }
        const id = nextId++;
        const target = connect();
        pending.set(id, { resolve: resolve as (answer: unknown) => void, reject });
        for (const signal of signals) {
          signal.addEventListener('abort', () => {
            if (!pending.delete(id)) return;
            target.postMessage({ type: 'cancel', id });
            reject(new AiCancelledError('The AI request was cancelled'));
          });
        }
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

/**
 * The limits to post and the signals to listen to. Only the limits cross to the worker: a signal
 * or a callback in the options cannot be cloned, and would fail the post.
 */
function readRunOptions(
  options: unknown,
  positional: unknown,
): { limits: AiLimits; signals: AiAbortSignal[] } {
  const checked = readLimits(options) as AiRunOptions;
  const limits: { -readonly [K in keyof AiLimits]: AiLimits[K] } = {};
  for (const key of LIMITS) {
    if (checked[key] !== undefined) limits[key] = checked[key] as never;
  }
  const signals = [readSignal(checked.signal, 'signal'), readSignal(positional, 'signal')];
  return { limits, signals: signals.filter((signal) => signal !== undefined) };
}

const LIMITS = ['level', 'depth', 'timeMs', 'nodes', 'seed'] as const;

function readSignal(signal: unknown, option: string): AiAbortSignal | undefined {
  if (signal === undefined) return undefined;
  const ok =
    typeof signal === 'object' &&
    signal !== null &&
    'aborted' in signal &&
    typeof (signal as AiAbortSignal).addEventListener === 'function';
  if (!ok) throw refuseOption(option, 'an AbortSignal', signal);
  return signal as AiAbortSignal;
}
