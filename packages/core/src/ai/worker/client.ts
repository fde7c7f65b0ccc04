import { StonekitError } from '../../errors.ts';
import { refuseOption } from '../../options.ts';
import { readLimits } from '../options.ts';
import {
  type AiAnswer,
  type AiLimits,
  type AiProgress,
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
 * Options of `AiClient.run`: the limits of the search, which cross to the worker, the `signal`
 * that cancels the request, as the searches take it (`searchReversi(game, { signal })`), and
 * `onProgress`, which follows the search as it deepens.
 *
 * @example
 * ai.run(task, { level: 5, signal: controller.signal, onProgress: (p) => console.log(p.depth) });
 */
export interface AiRunOptions extends AiLimits {
  /** Cancels the request: `run` rejects at once with `AiCancelledError`. @defaultValue none */
  readonly signal?: AiAbortSignal | undefined;
  /**
   * Called with where the search has got to (depth, best move so far, score, nodes, time), for a
   * progress display: after the first iteration at once, then at most every 100 ms while the
   * search deepens, never after `run` has settled or the request was aborted. Searches and hints
   * report, in both games; a Gomoku opening decision does not. The searches' own `onIteration`
   * would hand over every iteration's whole result: across a worker that is many messages for
   * nothing, hence this smaller, rarer one.
   * @defaultValue none
   */
  readonly onProgress?: ((progress: AiProgress) => void) | undefined;
}

/** Talks to one AI worker. */
export interface AiClient {
  /**
   * Runs a search, a hint or an opening decision in the worker. Aborting `options.signal`
   * rejects at once with `AiCancelledError` and tells the worker to stop, so a stale answer is
   * never delivered.
   *
   * @param options - the limits (`level`, `depth`, `timeMs`, `nodes`, `seed`), `keepTable`, the
   *   `signal` and `onProgress`
   * @param signal - deprecated: the signal as a third argument, the old form; pass it in
   *   `options` instead. Either one aborting cancels the request.
   * @throws OptionError (as a rejection) for a task that is not one (`game` other than
   *   `'gomoku'` or `'reversi'`, a `kind` the game has not), a bad limit or an `onProgress`
   *   that is no function, before any worker is asked; AiFailedError when the worker cannot answer; AiCancelledError once cancelled
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
  progress: ((progress: AiProgress) => void) | undefined; // the caller's `onProgress`
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
      // Settled or cancelled: the caller has moved on, and hears nothing more of this request.
      if (request === undefined) return;
      if (data.type === 'progress') {
        request.progress?.(data.progress);
        return;
      }
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
        let progress: ((progress: AiProgress) => void) | undefined;
        try {
          readTask(task);
          ({ limits, signals, progress } = readRunOptions(options, positional));
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
        pending.set(id, { resolve: resolve as (answer: unknown) => void, reject, progress });
        for (const signal of signals) {
          signal.addEventListener('abort', () => {
            if (!pending.delete(id)) return;
            target.postMessage({ type: 'cancel', id });
            reject(new AiCancelledError('The AI request was cancelled'));
          });
        }
        // Only a caller who listens asks for progress: the worker then posts nothing extra.
        target.postMessage(
          progress === undefined
            ? { type: 'run', id, task, limits }
            : { type: 'run', id, task, limits, progress: true },
        );
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
 * The limits to post, the signals to listen to and the progress callback. Only the limits cross
 * to the worker: a signal or a callback in the options cannot be cloned, and would fail the post.
 */
function readRunOptions(
  options: unknown,
  positional: unknown,
): {
  limits: AiLimits;
  signals: AiAbortSignal[];
  progress: ((progress: AiProgress) => void) | undefined;
} {
  const checked = readLimits(options) as AiRunOptions;
  const limits: { -readonly [K in keyof AiLimits]: AiLimits[K] } = {};
  for (const key of LIMITS) {
    if (checked[key] !== undefined) limits[key] = checked[key] as never;
  }
  const signals = [readSignal(checked.signal, 'signal'), readSignal(positional, 'signal')];
  const { onProgress } = checked;
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw refuseOption('onProgress', 'a function taking the progress', onProgress);
  }
  return {
    limits,
    signals: signals.filter((signal) => signal !== undefined),
    progress: onProgress,
  };
}

const LIMITS = ['level', 'depth', 'timeMs', 'nodes', 'seed', 'keepTable'] as const;

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
