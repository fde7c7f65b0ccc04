import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  AiCancelledError,
  AiFailedError,
  type AiRequest,
  type AiResponse,
  type AiWorkerLike,
  createAiClient,
  serveAi,
} from '../src/ai/index.ts';
import { formatPoint, Gomoku, Reversi } from '../src/index.ts';

/** A worker stand-in: the two ends of a real MessageChannel, so every message is cloned. */
function channelWorker(counter: { created: number; terminated: number }): () => AiWorkerLike {
  return () => {
    counter.created += 1;
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
      terminate: () => {
        counter.terminated += 1;
        port1.close();
      },
    };
  };
}

describe('the AI client and its worker', () => {
  it('starts no worker until the first request', () => {
    const counter = { created: 0, terminated: 0 };
    const client = createAiClient(channelWorker(counter));
    expect(counter.created).toBe(0);
    client.dispose();
  });

  it('answers a Reversi search with a legal move, sent as a snapshot', async () => {
    const counter = { created: 0, terminated: 0 };
    const client = createAiClient(channelWorker(counter));
    const game = Reversi.fromTranscript('f5d6');
    const result = await client.run(
      { game: 'reversi', kind: 'search', position: game.state },
      { level: 3, seed: 1 },
    );
    expect(game.legalMoves()).toContain(result.move);
    expect(counter.created).toBe(1);
    client.dispose();
    expect(counter.terminated).toBe(1);
  });

  it('answers a Gomoku hint that sees an immediate five', async () => {
    const client = createAiClient(channelWorker({ created: 0, terminated: 0 }));
    const game = Gomoku.fromMoves('h8 a1 i8 a2 j8 a3 k8 a15');
    const hint = await client.run({ game: 'gomoku', kind: 'hint', position: game.state });
    expect(hint.kind).toBe('win');
    expect(hint.move === null ? null : formatPoint(hint.move)).toMatch(/^(g8|l8)$/);
    client.dispose();
  });

  it('answers a Gomoku opening action for a snapshot carrying its opening', async () => {
    const client = createAiClient(channelWorker({ created: 0, terminated: 0 }));
    const game = Gomoku.fromMoves('h8 h9 i9', { rule: 'renju', opening: 'rif' });
    const action = await client.run(
      { game: 'gomoku', kind: 'opening', position: game.state },
      { level: 3, seed: 1, nodes: 2000, timeMs: 60_000 },
    );
    expect(action).toMatchObject({ type: 'choose' });
    expect(game.checkAction(action!)).toBeNull();
    const done = await client.run({
      game: 'gomoku',
      kind: 'opening',
      position: new Gomoku().state,
    });
    expect(done).toBeNull();
    client.dispose();
  });

  it('stops an opening decision cancelled mid-way, and goes on serving', async () => {
    const client = createAiClient(channelWorker({ created: 0, terminated: 0 }));
    const game = Gomoku.fromMoves('h8 h9 j10', { rule: 'renju', opening: 'yamaguchi' });
    game.declareOffers(12);
    game.choose('keep');
    game.play('g7');
    const controller = new AbortController();
    const running = client.run(
      { game: 'gomoku', kind: 'opening', position: game.state },
      { level: 10, timeMs: 30_000 },
      controller.signal,
    );
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(AiCancelledError);
    // The cancelled decision gives up its turn at the search, so this one does not wait for it.
    const next = await client.run(
      { game: 'gomoku', kind: 'opening', position: game.state },
      { level: 1, nodes: 2000 },
    );
    expect(next).toMatchObject({ type: 'offer' });
    client.dispose();
  });

  it('rejects a cancelled request at once and drops its late answer', async () => {
    const client = createAiClient(channelWorker({ created: 0, terminated: 0 }));
    const controller = new AbortController();
    const running = client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { timeMs: 5_000 },
      controller.signal,
    );
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(AiCancelledError);
    // The same client still serves the next request.
    const next = await client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { depth: 2 },
    );
    expect(next.move).not.toBeNull();
    client.dispose();
  });

  it('carries keepTable to the worker: a search asked again goes on from its table', async () => {
    const client = createAiClient(channelWorker({ created: 0, terminated: 0 }));
    const task = {
      game: 'gomoku',
      kind: 'search',
      position: Gomoku.fromMoves('h8 i9 g9 i7 i8 g7 h7').state,
    } as const;
    const fresh = await client.run(task, { depth: 6 });
    expect((await client.run(task, { depth: 6 })).nodes).toBe(fresh.nodes);
    expect((await client.run(task, { depth: 6, keepTable: true })).nodes).toBeLessThan(
      fresh.nodes / 4,
    );
    client.dispose();
  });

  it('reports a request the worker cannot answer as AiFailedError', async () => {
    const client = createAiClient(channelWorker({ created: 0, terminated: 0 }));
    const running = client.run(
      { game: 'reversi', kind: 'search', position: { board: [], turn: 'black' } },
      { level: 5 },
    );
    await expect(running).rejects.toBeInstanceOf(AiFailedError);
    client.dispose();
  });

  it('rejects pending requests when disposed', async () => {
    const client = createAiClient(channelWorker({ created: 0, terminated: 0 }));
    const running = client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { timeMs: 5_000 },
    );
    client.dispose();
    await expect(running).rejects.toBeInstanceOf(AiCancelledError);
  });
});
