/**
 * The worker's side of `onProgress`: a search's finished iterations turned into small `progress`
 * messages, few enough that a page is never flooded with them.
 */
import type { SearchResult } from '../search-types.ts';
import type { AiProgress } from './protocol.ts';

/**
 * The least time between two progress messages of one request. The shallow iterations of a
 * search end within a millisecond or two of each other: one message each would only make the
 * page redraw for nothing.
 */
export const PROGRESS_INTERVAL_MS = 100;

/** Timers without DOM or Node types, looked up on `globalThis` as the searches do (`othello/clock.ts`). */
interface Timers {
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (timer: unknown) => void;
}

const timers = globalThis as unknown as Timers;

/** Reports the progress of one request; `stop` once it is answered or cancelled. */
export interface ProgressReporter {
  report(result: SearchResult<unknown>): void; // an iteration has finished with this result
  stop(): void; // nothing is posted after this
}

/**
 * A reporter that posts the first iteration at once, then at most one message every
 * `PROGRESS_INTERVAL_MS`: an iteration that comes sooner waits, and is posted when the interval
 * is up unless a deeper one has replaced it by then. The searches yield to the event loop every
 * few milliseconds, so the waiting message goes out on time even while they run.
 *
 * @param post - sends one message to the page
 * @param started - `Date.now()` when the request came in; `timeMs` counts from it
 * @example
 * const progress = progressReporter((p) => scope.postMessage({ type: 'progress', id, progress: p }), Date.now());
 * await searchReversi(position, { onIteration: progress.report });
 * progress.stop();
 */
export function progressReporter(
  post: (progress: AiProgress) => void,
  started: number,
): ProgressReporter {
  let stopped = false;
  let postedAt: number | null = null; // when the last message went out
  let waiting: SearchResult<unknown> | null = null; // the latest iteration not posted yet
  let timer: unknown = null;

  function send(result: SearchResult<unknown>): void {
    postedAt = Date.now();
    post({
      depth: result.depth,
      moveName: result.moveName,
      score: result.score,
      nodes: result.nodes,
      // As the message leaves, not as the iteration ended: a page adds the time since it came.
      timeMs: postedAt - started,
    });
  }

  function flush(): void {
    timer = null;
    if (stopped || waiting === null) return;
    const result = waiting;
    waiting = null;
    send(result);
  }

  return {
    report(result) {
      if (stopped) return;
      const since = postedAt === null ? Number.POSITIVE_INFINITY : Date.now() - postedAt;
      if (since >= PROGRESS_INTERVAL_MS) {
        waiting = null;
        send(result);
        return;
      }
      waiting = result;
      // Without timers (a bare host) the waiting iteration goes with the next one that may go.
      if (timer === null && timers.setTimeout !== undefined) {
        timer = timers.setTimeout(flush, PROGRESS_INTERVAL_MS - since);
      }
    },
    stop() {
      stopped = true;
      waiting = null;
      if (timer !== null) timers.clearTimeout?.(timer);
      timer = null;
    },
  };
}
