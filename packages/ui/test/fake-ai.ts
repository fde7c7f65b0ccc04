// Stand-ins for the AI worker, shared by the store, controller and board tests: a client the test
// answers by hand, and the real search behind a MessageChannel.
import { MessageChannel } from 'node:worker_threads';
import { formatPoint, type Point } from '@stonekit/core';
import {
  type AiClient,
  type AiLimits,
  type AiProgress,
  type AiRequest,
  type AiResponse,
  type AiTask,
  type AiWorkerLike,
  type SearchResult,
  serveAi,
} from '@stonekit/core/ai';

/** One request the fake client received, answered when the test says so. */
export interface FakeRequest {
  readonly task: AiTask; // what was asked
  readonly limits: AiLimits; // with which limits
  readonly signal: AbortSignal | undefined; // the controller's abort signal
  progress(report: AiProgress): void; // reports on the search, as the worker would, even after an abort
  resolve(answer: unknown): void; // answers it, even after an abort: a late answer
  reject(error: Error): void; // fails it
}

/**
 * An AI client that answers nothing by itself: each request waits in `requests` until the test
 * resolves it. It never rejects on abort, so an answer can arrive after the controller gave up on
 * it, as a slow worker's would.
 */
export function fakeClient(): { client: AiClient; requests: FakeRequest[] } {
  const requests: FakeRequest[] = [];
  const client: AiClient = {
    run(task, options = {}, signal) {
      // The limits as the worker would get them: a callback and a signal do not cross.
      const { onProgress, signal: given, ...limits } = options;
      return new Promise((resolve, reject) => {
        requests.push({
          task,
          limits,
          signal: (given ?? signal) as AbortSignal | undefined,
          progress: (report) => onProgress?.(report),
          resolve: resolve as (answer: unknown) => void,
          reject,
        });
      }) as never;
    },
    dispose() {},
  };
  return { client, requests };
}

/** A worker stand-in: the real search behind the two ends of a MessageChannel, every message cloned. */
export function channelWorker(): AiWorkerLike {
  const { port1, port2 } = new MessageChannel();
  serveAi({
    postMessage: (message: AiResponse) => port2.postMessage(message),
    addEventListener: (_type, listener) =>
      port2.on('message', (data: AiRequest) => listener({ data })),
  });
  return {
    postMessage: (message: AiRequest) => port1.postMessage(message),
    addEventListener: (_type, listener) =>
      port1.on('message', (data: AiResponse) => listener({ data })),
    terminate: () => port1.close(),
  };
}

/** A search's answer for `move`, as a worker sends it: one ply, an even score, unless `extra` says. */
export function searchResult<M>(
  move: M | null,
  extra: Partial<SearchResult<M>> = {},
): SearchResult<M> {
  const pv = extra.pv ?? (move === null ? [] : [move]);
  return {
    move,
    moveName: move === null ? null : nameOf(move),
    score: 0,
    pv,
    pvNames: pv.map(nameOf),
    depth: 1,
    nodes: 1,
    timeMs: 1,
    exact: false,
    bound: 'exact',
    interrupted: false,
    ...extra,
  };
}

/** A move's name, as the searches give it: a Reversi move is one already, a Gomoku point is named. */
function nameOf(move: unknown): string {
  return typeof move === 'string' ? move : formatPoint(move as Point);
}

/** Lets the promise callbacks of a resolved request run (the controller chains a few). */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
