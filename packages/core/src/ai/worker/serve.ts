import { hintGomoku } from '../gomoku/hint.ts';
import { decideOpeningGomoku } from '../gomoku/opening.ts';
import { searchGomoku } from '../gomoku/search.ts';
import { hintReversi } from '../othello/hint.ts';
import { searchReversi } from '../othello/search.ts';
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

function run(given: AiTask, options: AiLimits & { signal: AbortFlag }): Promise<unknown> {
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
 * early; the page has stopped waiting for that answer by then.
 *
 * @example
 * // ai.worker.ts, loaded with `new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' })`
 * import { serveAi } from '@stonekit/core/ai';
 * serveAi(self);
 */
export function serveAi(scope: AiWorkerScopeLike): void {
  const running = new Map<number, AbortFlag>();
  scope.addEventListener('message', ({ data }: { data: AiRequest }) => {
    if (data.type === 'cancel') {
      const flag = running.get(data.id);
      if (flag) flag.aborted = true;
      return;
    }
    const { id, task, limits } = data;
    const signal: AbortFlag = { aborted: false };
    running.set(id, signal);
    run(task, { ...limits, signal })
      .then((answer) => scope.postMessage({ type: 'done', id, answer }))
      .catch((error: unknown) =>
        scope.postMessage({
          type: 'failed',
          id,
          message: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => running.delete(id));
  });
}
