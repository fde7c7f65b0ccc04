import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AiCancelledError,
  type AiProgress,
  type AiRequest,
  type AiResponse,
  type AiWorkerLike,
  createAiClient,
  type SearchResult,
  serveAi,
} from '../src/ai/index.ts';
import { PROGRESS_INTERVAL_MS, progressReporter } from '../src/ai/worker/progress.ts';
import { Gomoku, OptionError, Reversi } from '../src/index.ts';

/** Every message, in the order the worker's side saw it: taken in, or posted. */
interface Log {
  requests: AiRequest[]; // as the page posted them
  responses: AiResponse[]; // as the worker posted them
  worker: (AiRequest | AiResponse)[]; // both, in the worker's order
}

function newLog(): Log {
  return { requests: [], responses: [], worker: [] };
}

/** The real searches behind a MessageChannel, every message both ways kept for the test. */
function channelWorker(log: Log): () => AiWorkerLike {
  return () => {
    const { port1, port2 } = new MessageChannel();
    serveAi({
      postMessage: (message: AiResponse) => {
        log.responses.push(message);
        log.worker.push(message);
        port2.postMessage(message);
      },
      addEventListener: (_type, listener) =>
        port2.on('message', (data: AiRequest) => {
          log.worker.push(data);
          listener({ data });
        }),
    });
    return {
      postMessage: (message: AiRequest) => {
        log.requests.push(message);
        port1.postMessage(message);
      },
      addEventListener: (_type, listener) =>
        port1.on('message', (data: AiResponse) => listener({ data })),
      terminate: () => port1.close(),
    };
  };
}

/** A worker the test answers by hand: `send` delivers a message as if the worker posted it. */
function handWorker(): {
  create: () => AiWorkerLike;
  requests: AiRequest[];
  send: (message: AiResponse) => void;
} {
  const requests: AiRequest[] = [];
  let listener: ((event: { data: AiResponse }) => void) | null = null;
  return {
    create: () => ({
      postMessage: (message) => requests.push(message),
      addEventListener: (_type, listen) => {
        listener = listen;
      },
    }),
    requests,
    send: (message) => listener?.({ data: message }),
  };
}

/** An iteration's result as the searches give it, at `depth`. */
function iteration(depth: number): SearchResult<string> {
  return {
    move: 'd3',
    moveName: 'd3',
    score: depth,
    pv: ['d3'],
    pvNames: ['d3'],
    depth,
    nodes: depth * 1000,
    timeMs: depth,
    exact: false,
    bound: 'exact',
    interrupted: false,
  };
}

const progressAt = (depth: number): AiProgress => ({
  depth,
  moveName: 'h8',
  score: 0,
  nodes: 1,
  timeMs: 1,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the worker's progress reports", () => {
  it('posts the first iteration at once, with the time since the request came in', () => {
    vi.useFakeTimers({ now: 10_000 });
    const posted: AiProgress[] = [];
    const progress = progressReporter((p) => posted.push(p), 9_000);
    progress.report(iteration(1));
    expect(posted).toEqual([{ depth: 1, moveName: 'd3', score: 1, nodes: 1000, timeMs: 1_000 }]);
  });

  it('holds the iterations that come sooner than the interval, and posts the deepest when it is up', () => {
    vi.useFakeTimers({ now: 0 });
    const posted: number[] = [];
    const progress = progressReporter((p) => posted.push(p.depth), 0);
    progress.report(iteration(1));
    vi.advanceTimersByTime(5);
    progress.report(iteration(2));
    progress.report(iteration(3));
    progress.report(iteration(4));
    expect(posted).toEqual([1]);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS - 6);
    expect(posted).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(posted).toEqual([1, 4]);
  });

  it('posts an iteration at once when the interval has passed since the last message', () => {
    vi.useFakeTimers({ now: 0 });
    const posted: number[] = [];
    const progress = progressReporter((p) => posted.push(p.depth), 0);
    progress.report(iteration(1));
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    progress.report(iteration(2));
    expect(posted).toEqual([1, 2]);
  });

  it('posts nothing once stopped, not even the iteration held back', () => {
    vi.useFakeTimers({ now: 0 });
    const posted: number[] = [];
    const progress = progressReporter((p) => posted.push(p.depth), 0);
    progress.report(iteration(1));
    progress.report(iteration(2));
    progress.stop();
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 3);
    progress.report(iteration(3));
    expect(posted).toEqual([1]);
  });
});

describe('ai.run with onProgress, against the real searches', () => {
  it('follows a Reversi search as it deepens, then answers', async () => {
    const log = newLog();
    const client = createAiClient(channelWorker(log));
    const seen: AiProgress[] = [];
    const result = await client.run(
      { game: 'reversi', kind: 'search', position: Reversi.fromMoves('f5d6c3').state },
      { level: 10, timeMs: 1_500, onProgress: (progress) => seen.push(progress) },
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    const depths = seen.map((progress) => progress.depth);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(new Set(depths).size).toBe(depths.length);
    expect(seen.every((progress) => typeof progress.moveName === 'string')).toBe(true);
    expect(Reversi.fromMoves('f5d6c3').legalMoves()).toContain(seen.at(-1)?.moveName);
    expect(seen.at(-1)?.nodes).toBeGreaterThan(seen[0]?.nodes ?? 0);
    expect(result.depth).toBeGreaterThanOrEqual(seen.at(-1)?.depth ?? 0);
    // The worker posted nothing for this request after its answer.
    const answered = log.responses.findIndex((message) => message.type === 'done');
    expect(log.responses.slice(answered + 1)).toEqual([]);
    client.dispose();
  });

  it('follows a Gomoku search, naming its best move so far in notation', async () => {
    const client = createAiClient(channelWorker(newLog()));
    const seen: AiProgress[] = [];
    await client.run(
      { game: 'gomoku', kind: 'search', position: Gomoku.fromMoves('h8 h9').state },
      { level: 10, timeMs: 1_000, onProgress: (progress) => seen.push(progress) },
    );
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(seen[0]?.moveName).toMatch(/^[a-o]([1-9]|1[0-5])$/);
    const depths = seen.map((progress) => progress.depth);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    client.dispose();
  });

  it('follows the searches behind hints, in both games', async () => {
    const client = createAiClient(channelWorker(newLog()));
    const gomoku: AiProgress[] = [];
    const reversi: AiProgress[] = [];
    await client.run(
      { game: 'gomoku', kind: 'hint', position: Gomoku.fromMoves('h8 h9').state },
      { timeMs: 300, onProgress: (progress) => gomoku.push(progress) },
    );
    await client.run(
      { game: 'reversi', kind: 'hint', position: new Reversi().state },
      { timeMs: 300, onProgress: (progress) => reversi.push(progress) },
    );
    expect(gomoku[0]?.depth).toBeGreaterThanOrEqual(1);
    expect(reversi[0]?.depth).toBeGreaterThanOrEqual(1);
    client.dispose();
  });

  it('asks for no progress unless the caller listens, so the worker posts none', async () => {
    const log = newLog();
    const client = createAiClient(channelWorker(log));
    await client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { level: 10, timeMs: 300 },
    );
    expect(log.requests[0]).not.toHaveProperty('progress');
    expect(log.responses.map((message) => message.type)).toEqual(['done']);
    client.dispose();
  });

  it('hears nothing more once the request is aborted, and the worker stops posting', async () => {
    const log = newLog();
    const client = createAiClient(channelWorker(log));
    const controller = new AbortController();
    let heard = 0;
    let first: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      first = resolve;
    });
    const running = client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      {
        level: 10,
        timeMs: 5_000,
        signal: controller.signal,
        onProgress: () => {
          heard += 1;
          first();
        },
      },
    );
    await started;
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(AiCancelledError);
    const atAbort = heard;
    // The next request is answered only after the cancelled search has given up the worker.
    await client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { depth: 2 },
    );
    expect(heard).toBe(atAbort);
    const cancelled = log.requests[0]?.id;
    const cancelAt = log.worker.findIndex((m) => m.type === 'cancel' && m.id === cancelled);
    expect(cancelAt).toBeGreaterThan(0);
    const afterCancel = log.worker
      .slice(cancelAt)
      .filter((m) => m.id === cancelled && m.type === 'progress');
    expect(afterCancel).toEqual([]);
    client.dispose();
  });
});

describe('the client routes progress to its own request only', () => {
  it("hands each request's progress to that request's callback", async () => {
    const worker = handWorker();
    const client = createAiClient(worker.create);
    const first: number[] = [];
    const second: number[] = [];
    const position = new Reversi().state;
    const one = client.run(
      { game: 'reversi', kind: 'search', position },
      { onProgress: (p) => first.push(p.depth) },
    );
    const two = client.run(
      { game: 'reversi', kind: 'search', position },
      { onProgress: (p) => second.push(p.depth) },
    );
    const [a, b] = worker.requests;
    expect(a).toMatchObject({ type: 'run', progress: true });
    worker.send({ type: 'progress', id: b!.id, progress: progressAt(3) });
    worker.send({ type: 'progress', id: a!.id, progress: progressAt(5) });
    expect(first).toEqual([5]);
    expect(second).toEqual([3]);
    client.dispose();
    await expect(one).rejects.toBeInstanceOf(AiCancelledError);
    await expect(two).rejects.toBeInstanceOf(AiCancelledError);
  });

  it('drops progress that comes after the answer', async () => {
    const worker = handWorker();
    const client = createAiClient(worker.create);
    const heard: number[] = [];
    const running = client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { onProgress: (p) => heard.push(p.depth) },
    );
    const id = worker.requests[0]!.id;
    worker.send({ type: 'progress', id, progress: progressAt(1) });
    worker.send({ type: 'done', id, answer: 'late' });
    worker.send({ type: 'progress', id, progress: progressAt(2) });
    await expect(running).resolves.toBe('late');
    expect(heard).toEqual([1]);
    client.dispose();
  });

  it('drops progress that comes after an abort or a dispose', async () => {
    const worker = handWorker();
    const client = createAiClient(worker.create);
    const heard: number[] = [];
    const controller = new AbortController();
    const aborted = client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { signal: controller.signal, onProgress: (p) => heard.push(p.depth) },
    );
    const disposed = client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { onProgress: (p) => heard.push(p.depth) },
    );
    const [a, b] = worker.requests;
    controller.abort();
    worker.send({ type: 'progress', id: a!.id, progress: progressAt(4) });
    client.dispose();
    worker.send({ type: 'progress', id: b!.id, progress: progressAt(4) });
    await expect(aborted).rejects.toBeInstanceOf(AiCancelledError);
    await expect(disposed).rejects.toBeInstanceOf(AiCancelledError);
    expect(heard).toEqual([]);
  });

  it('refuses an onProgress that is no function with an OptionError, before any worker', async () => {
    const worker = handWorker();
    const client = createAiClient(worker.create);
    const running = client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { onProgress: 'log' as never },
    );
    await expect(running).rejects.toBeInstanceOf(OptionError);
    await expect(running).rejects.toMatchObject({ option: 'onProgress' });
    expect(worker.requests).toEqual([]);
  });
});
