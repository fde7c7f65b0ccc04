// One vocabulary across the games: what a developer learnt of the Gomoku API works on Reversi,
// and the AI results of both games have one shape.
import { MessageChannel } from 'node:worker_threads';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AiCancelledError,
  type AiRequest,
  type AiResponse,
  type AiWorkerLike,
  createAiClient,
  hintGomoku,
  searchGomoku,
  searchReversi,
  serveAi,
} from '../src/ai/index.ts';
import {
  formatPoint,
  Gomoku,
  OptionError,
  ParseError,
  parsePoint,
  parseSquare,
  Reversi,
} from '../src/index.ts';

/** A worker stand-in: the two ends of a real MessageChannel, so every message is cloned. */
function channelWorker(posted: AiRequest[] = []): () => AiWorkerLike {
  return () => {
    const { port1, port2 } = new MessageChannel();
    serveAi({
      postMessage: (message: AiResponse) => port2.postMessage(message),
      addEventListener: (_type, listener) =>
        port2.on('message', (data: AiRequest) => listener({ data })),
    });
    return {
      postMessage: (message: AiRequest) => {
        posted.push(message);
        port1.postMessage(message);
      },
      addEventListener: (_type, listener) =>
        port1.on('message', (data: AiResponse) => listener({ data })),
      terminate: () => port1.close(),
    };
  };
}

// White to move with one white disc between black on a1 and an empty c1: white must pass.
const WHITE_STUCK = `XO${'-'.repeat(62)}`;

describe('Reversi reads and writes move lists as Gomoku does', () => {
  it('replays a move list with fromMoves and writes it back with toMoves', () => {
    const game = Reversi.fromMoves('f5 d6 C3');
    expect(game.turn).toBe('white');
    expect(game.moves.map((move) => move.name)).toEqual(['f5', 'd6', 'c3']);
    expect(game.toMoves()).toBe('f5d6c3');
    expect(Reversi.fromMoves(game.toMoves()).toJSON()).toEqual(game.toJSON());
  });

  it('takes the options of new Reversi in fromMoves', () => {
    const game = Reversi.fromMoves('f5', { autoPass: false });
    expect(game.state.autoPass).toBe(false);
  });

  it('still answers to the deprecated fromTranscript and toTranscript', () => {
    const game = Reversi.fromTranscript('f5d6c3d3c4');
    expect(game.toTranscript()).toBe('f5d6c3d3c4');
    expect(game.toTranscript()).toBe(game.toMoves());
    expect(Reversi.fromTranscript('f5d6').toJSON()).toEqual(Reversi.fromMoves('f5d6').toJSON());
  });

  it('refuses a bad move list with the same ParseError under either name', () => {
    expect(() => Reversi.fromMoves('f5 d6 c9')).toThrow(ParseError);
    expect(() => Reversi.fromMoves('f5 d6 c9')).toThrow(
      "Unexpected '9' at offset 7 in transcript: expected a row number 1-8 after 'c'",
    );
    expect(() => Reversi.fromTranscript('f5 d6 c9')).toThrow(
      "Unexpected '9' at offset 7 in transcript: expected a row number 1-8 after 'c'",
    );
  });
});

describe('every Reversi move carries its name', () => {
  it('names a disc by its square, as Gomoku names a stone by its point', () => {
    const game = new Reversi();
    const move = game.play('f5');
    expect(move).toMatchObject({ name: 'f5', square: 'f5', point: { x: 5, y: 4 } });
    expect(game.state.lastMove?.name).toBe('f5');
    expect(game.state.lastDisc?.name).toBe('f5');
    expect(new Gomoku().play('h8').name).toBe('h8');
  });

  it("names a pass 'pass', whether the game passes by itself or the player does", () => {
    const automatic = Reversi.fromPosition(WHITE_STUCK, { toMove: 'white' });
    expect(automatic.moves[0]).toMatchObject({ name: 'pass', pass: true, square: null });
    const manual = Reversi.fromPosition(WHITE_STUCK, { toMove: 'white', autoPass: false });
    expect(manual.pass()).toMatchObject({ name: 'pass', pass: true, square: null });
  });

  it('gives the name back with the move from undo and redo', () => {
    const game = Reversi.fromMoves('f5d6');
    expect(game.undo()?.name).toBe('d6');
    expect(game.redo()?.name).toBe('d6');
  });

  it('keeps the name through a save and a load', () => {
    const game = Reversi.fromMoves('d3c3b3b2f5a3a1c1e3');
    const copy = Reversi.fromJSON(JSON.stringify(game));
    expect(copy.moves.map((move) => move.name)).toEqual(game.moves.map((move) => move.name));
    expect(copy.moves.some((move) => move.name === 'pass')).toBe(true);
  });

  it('names every entry of any game the square it went on, or pass', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 70 }), (picks) => {
        const game = new Reversi();
        for (const pick of picks) {
          if (game.isGameOver()) break;
          const legal = game.legalMoves();
          game.play(legal[pick % legal.length]!);
        }
        for (const move of game.moves) {
          expect(move.name).toBe(move.pass ? 'pass' : move.square);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('fromPosition takes { toMove, ...options } in both games', () => {
  const start = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`;

  it('sets up a Reversi position with the side to move as an option', () => {
    const game = Reversi.fromPosition(start, { toMove: 'white' });
    expect(game.turn).toBe('white');
    expect(game.legalMoves()).toEqual(['e3', 'f4', 'c5', 'd6']);
    const gomoku = Gomoku.fromPosition('.'.repeat(225), { toMove: 'white' });
    expect(gomoku.turn).toBe('white');
  });

  it('takes the options of new Reversi next to toMove', () => {
    const game = Reversi.fromPosition(WHITE_STUCK, { toMove: 'white', autoPass: false });
    expect(game.mustPass()).toBe(true);
    expect(game.moves).toEqual([]);
    expect(Reversi.fromPosition(start, { autoPass: false }).state.autoPass).toBe(false);
  });

  it('reads the side to move from the text when toMove is left out, black when neither says', () => {
    expect(Reversi.fromPosition(`${start} O`).turn).toBe('white');
    expect(Reversi.fromPosition(`${start} O`, {}).turn).toBe('white');
    expect(Reversi.fromPosition(start, {}).turn).toBe('black');
  });

  it('refuses a toMove that contradicts the text, as before', () => {
    expect(() => Reversi.fromPosition(`${start} X`, { toMove: 'white' })).toThrow(ParseError);
    expect(() => Reversi.fromPosition(`${start} X`, { toMove: 'white' })).toThrow(
      'The board string has black to move, but toMove says white',
    );
  });

  it('still takes the deprecated form with the side as its own argument', () => {
    expect(Reversi.fromPosition(start, 'white').turn).toBe('white');
    const game = Reversi.fromPosition(WHITE_STUCK, 'white', { autoPass: false });
    expect(game.mustPass()).toBe(true);
    const unsaid = Reversi.fromPosition(start, undefined, { autoPass: false });
    expect(unsaid.turn).toBe('black');
    expect(unsaid.state.autoPass).toBe(false);
  });

  it('names the argument a bad side came in under', () => {
    const fresh = () => Reversi.fromPosition(start, { toMove: 'red' as never });
    expect(fresh).toThrow(OptionError);
    expect(fresh).toThrow("Expected toMove to be 'black' or 'white', got the string 'red'");
    const old = () => Reversi.fromPosition(start, 'red' as never);
    expect(old).toThrow(OptionError);
    expect(old).toThrow("Expected side to be 'black' or 'white', got the string 'red'");
  });
});

describe('fromJSON takes the object or its JSON text in both games', () => {
  it('loads a Reversi save from its JSON text', () => {
    const game = Reversi.fromMoves('f5d6c3');
    game.undo();
    const text = JSON.stringify(game);
    const copy = Reversi.fromJSON(text);
    expect(copy.toJSON()).toEqual(game.toJSON());
    expect(copy.canRedo()).toBe(true);
  });

  it('loads a Gomoku save from its JSON text, as before', () => {
    const game = Gomoku.fromMoves('h8 h9 i8');
    expect(Gomoku.fromJSON(JSON.stringify(game)).toJSON()).toEqual(game.toJSON());
  });

  it('refuses text that is not JSON with a ParseError in both games', () => {
    expect(() => Reversi.fromJSON('{"game":')).toThrow(ParseError);
    expect(() => Reversi.fromJSON('{"game":')).toThrow(
      'Expected a saved Reversi game as JSON text',
    );
    expect(() => Gomoku.fromJSON('{"game":')).toThrow('Expected a saved Gomoku game as JSON text');
  });

  it('reads JSON text naming another game as a bad field, not as a string', () => {
    let error: unknown;
    try {
      Reversi.fromJSON(JSON.stringify(new Gomoku()));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).path).toBe('game');
  });
});

describe('coordinates: rows from the bottom in Gomoku, from the top in Reversi', () => {
  it('puts Gomoku a1, { x: 0, y: 0 }, at the bottom left', () => {
    expect(parsePoint('a1')).toEqual({ x: 0, y: 0 });
    const text = Gomoku.fromMoves('a1', { size: 5 }).toPosition();
    expect(text.slice(20)).toBe('X....'); // the last row written is the bottom one
  });

  it('puts Reversi a1, { x: 0, y: 0 }, at the top left', () => {
    expect(parseSquare('a1')).toEqual({ x: 0, y: 0 });
    const game = Reversi.fromPosition(`X${'-'.repeat(63)}`);
    expect(game.at('a1')).toBe('black'); // the first cell written is the top one
    expect(game.at({ x: 0, y: 0 })).toBe('black');
  });
});

describe('AI results of both games carry the names of their moves', () => {
  it('names the Gomoku move and line found, as formatPoint names the points', async () => {
    const game = Gomoku.fromMoves('h8 h9 i8 i9');
    const result = await searchGomoku(game, { level: 7, depth: 2, seed: 1 });
    expect(result.move).not.toBeNull();
    expect(result.moveName).toBe(formatPoint(result.move!));
    expect(result.pvNames).toEqual(result.pv.map(formatPoint));
    expect(result.pvNames.length).toBeGreaterThan(0);
  });

  it('names the Reversi move and line found, which are names already', async () => {
    const result = await searchReversi(Reversi.fromMoves('f5d6'), { depth: 3 });
    expect(result.moveName).toBe(result.move);
    expect(result.pvNames).toEqual(result.pv);
    expect(result.pvNames.length).toBeGreaterThan(0);
  });

  it("names a forced pass 'pass'", async () => {
    const stuck = Reversi.fromPosition(WHITE_STUCK, { toMove: 'white', autoPass: false });
    const result = await searchReversi(stuck, { depth: 2 });
    expect(result).toMatchObject({ move: 'pass', moveName: 'pass' });
  });

  it('names nothing once the game is over, in both games', async () => {
    const won = Gomoku.fromMoves('h8 a1 i8 a2 j8 a3 k8 a4 l8');
    expect(await searchGomoku(won)).toMatchObject({ move: null, moveName: null, pvNames: [] });
    const over = Reversi.fromPosition(`${'X'.repeat(64)}`);
    expect(await searchReversi(over)).toMatchObject({ move: null, moveName: null, pvNames: [] });
  });

  it('names the moves of the results given to onIteration too', async () => {
    const gomoku: string[] = [];
    await searchGomoku(Gomoku.fromMoves('h8 h9'), {
      level: 7,
      depth: 3,
      onIteration: (result) => gomoku.push(result.moveName ?? 'none'),
    });
    expect(gomoku.length).toBeGreaterThan(0);
    expect(gomoku.every((name) => parsePoint(name) !== null)).toBe(true);
    const reversi: string[] = [];
    await searchReversi(new Reversi(), {
      depth: 4,
      onIteration: (result) => reversi.push(result.moveName ?? 'none'),
    });
    expect(reversi.length).toBeGreaterThan(0);
    expect(reversi.every((name) => parseSquare(name) !== null)).toBe(true);
  });

  it('leaves the hints as they were: moves in the form play takes', async () => {
    const hint = await hintGomoku(Gomoku.fromMoves('h8 a1 i8 a2 j8 a3 k8 a15'));
    expect(hint.kind).toBe('win');
    expect(hint.move === null ? null : formatPoint(hint.move)).toMatch(/^(g8|l8)$/);
  });
});

describe('ai.run takes its signal in the options, as the searches do', () => {
  it('cancels a request whose options.signal aborts, and posts no signal to the worker', async () => {
    const posted: AiRequest[] = [];
    const client = createAiClient(channelWorker(posted));
    const controller = new AbortController();
    const running = client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { timeMs: 5_000, signal: controller.signal },
    );
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(AiCancelledError);
    const run = posted.find((message) => message.type === 'run');
    expect(run).toMatchObject({ limits: { timeMs: 5_000 } });
    expect(run?.type === 'run' && 'signal' in run.limits).toBe(false);
    expect(posted.at(-1)).toMatchObject({ type: 'cancel' });
    client.dispose();
  });

  it('rejects at once a request whose signal has aborted already', async () => {
    const client = createAiClient(channelWorker());
    const running = client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { signal: AbortSignal.abort() },
    );
    await expect(running).rejects.toBeInstanceOf(AiCancelledError);
    client.dispose();
  });

  it('answers a request whose signal never aborts', async () => {
    const client = createAiClient(channelWorker());
    const result = await client.run(
      { game: 'gomoku', kind: 'search', position: Gomoku.fromMoves('h8').state },
      { level: 3, depth: 1, seed: 1, signal: new AbortController().signal },
    );
    expect(result.moveName).toBe(formatPoint(result.move!));
    client.dispose();
  });

  it('still takes the deprecated positional signal', async () => {
    const client = createAiClient(channelWorker());
    const controller = new AbortController();
    const running = client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { timeMs: 5_000 },
      controller.signal,
    );
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(AiCancelledError);
    client.dispose();
  });

  it('cancels when either of two signals aborts', async () => {
    const client = createAiClient(channelWorker());
    const inOptions = new AbortController();
    const positional = new AbortController();
    const running = client.run(
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { timeMs: 5_000, signal: inOptions.signal },
      positional.signal,
    );
    positional.abort();
    await expect(running).rejects.toBeInstanceOf(AiCancelledError);
    client.dispose();
  });
});
