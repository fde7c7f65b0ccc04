import { hintGomoku } from '../gomoku/hint.ts';
import { decideOpeningGomoku } from '../gomoku/opening.ts';
import { searchGomoku } from '../gomoku/search.ts';
import { hintReversi } from '../othello/hint.ts';
import { searchReversi } from '../othello/search.ts';
import type { SearchResult } from '../search-types.ts';
import { type ProgressReporter, progressReporter } from './progress.ts';
import {
  type AiLimits,
  type AiRequest,
  type AiTask,
  type AiWorkerScopeLike,
  readTask,
} from './protocol.ts';

/** The searches read only `aborted`: a plain object does, with no DOM types in the engine. */
interface AbortFlag {
  aborted: boolean; // set by a cancel message
}

/** What `run` hands the searches besides the limits. */
interface RunOptions extends AiLimits {
  signal: AbortFlag; // set by a cancel message
  onIteration?: (result: SearchResult<unknown>) => void; // reports progress, when the page asked
}

// An opening decision runs many small searches, not one deepening: it reports no progress (its
// searches are not given `onIteration`).
function run(given: AiTask, options: RunOptions): Promise<unknown> {
  let task: AiTask;
  try {
    task = readTask(given);
  } catch (error) {
    return Promise.reject(error);
  }
  if (task.game === 'gomoku') {
    if (task.kind === 'opening') return decideOpeningGomoku(task.position, options);
    return task.kind === 'hint'
      ? hintGomoku(task.position, options)
      : searchGomoku(task.position, options);
  }
  return task.kind === 'hint'
    ? hintReversi(task.position, options)
    : searchReversi(task.position, options);
}

/**
 * Answers AI requests posted to a worker. The searches yield to the event loop every few
 * milliseconds while they hold a signal, so a `cancel` message gets through and ends its search
 * early; the page has stopped waiting for that answer by then. A request that asks for progress
 * (a client given `onProgress`) gets `progress` messages as its search deepens: the first
 * iteration at once, then at most one every 100 ms, and none once it is answered or cancelled.
 *
 * @example
 * // ai.worker.ts, loaded with `new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' })`
 * import { serveAi } from '@stonekit/core/ai';
 * serveAi(self);
 */
export function serveAi(scope: AiWorkerScopeLike): void {
  const running = new Map<number, { signal: AbortFlag; progress: ProgressReporter | null }>();
  scope.addEventListener('message', ({ data }: { data: AiRequest }) => {
    if (data.type === 'cancel') {
      const request = running.get(data.id);
      if (request === undefined) return;
      request.signal.aborted = true;
      request.progress?.stop(); // the page has stopped listening
      return;
    }
    const { id, task, limits } = data;
    const signal: AbortFlag = { aborted: false };
    const progress =
      data.progress === true
        ? progressReporter(
            (reported) => scope.postMessage({ type: 'progress', id, progress: reported }),
            Date.now(),
          )
        : null;
    running.set(id, { signal, progress });
    const options: RunOptions =
      progress === null
        ? { ...limits, signal }
        : { ...limits, signal, onIteration: progress.report };
    // The reporter stops before the answer goes: no progress follows it.
    run(task, options)
      .then((answer) => {
        progress?.stop();
        scope.postMessage({ type: 'done', id, answer });
      })
      .catch((error: unknown) => {
        progress?.stop();
        scope.postMessage({
          type: 'failed',
          id,
          message: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => running.delete(id));
  });
}
