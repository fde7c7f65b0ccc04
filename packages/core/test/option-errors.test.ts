// Bad options and arguments throw the package's OptionError, naming the option and saying what
// was given, never a raw TypeError or RangeError.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  type AiRequest,
  type AiResponse,
  type AiTask,
  createAiClient,
  decideOpeningGomoku,
  gomokuLevelSettings,
  hintGomoku,
  hintReversi,
  levelSettings,
  searchGomoku,
  searchReversi,
  serveAi,
  solveVCF,
} from '../src/ai/index.ts';
import {
  boardCentre,
  centralRegion,
  createOpening,
  formatPoint,
  Gomoku,
  OptionError,
  ParseError,
  parsePoint,
  Reversi,
  StonekitError,
  starPoints,
} from '../src/index.ts';

/** The error `run` throws, which the test expects it to throw. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

/** The error `run` rejects with, which the test expects it to reject with. */
async function rejected(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('OptionError', () => {
  it('is one of ours, and no RangeError or TypeError', () => {
    const error = thrown(() => new Gomoku({ size: 4 }));
    expect(error).toBeInstanceOf(OptionError);
    expect(error).toBeInstanceOf(StonekitError);
    expect(error).not.toBeInstanceOf(RangeError);
    expect(error).not.toBeInstanceOf(TypeError);
    expect((error as OptionError).name).toBe('OptionError');
  });
});

describe('the options of the games', () => {
  // [what, the call, the option named, a fragment of the message]
  const cases: [string, () => unknown, string, string][] = [
    [
      'new Gomoku(null)',
      () => new Gomoku(null as never),
      'options',
      'Expected options to be an object, got null',
    ],
    ['new Gomoku(15)', () => new Gomoku(15 as never), 'options', 'got number 15'],
    [
      'a Gomoku size given as text',
      () => new Gomoku({ size: '15' as never }),
      'size',
      "Expected size to be an integer from 5 to 26, got the string '15'",
    ],
    ['a Gomoku size out of range', () => new Gomoku({ size: 27 }), 'size', 'got number 27'],
    [
      'an unknown Gomoku rule',
      () => new Gomoku({ rule: 'pente' as never }),
      'rule',
      "Expected rule to be one of 'freestyle', 'standard', 'renju', 'caro', got the string 'pente'",
    ],
    ['a rule given as a number', () => new Gomoku({ rule: 3 as never }), 'rule', 'got number 3'],
    [
      'a bad forbiddenMoves',
      () => new Gomoku({ rule: 'renju', forbiddenMoves: 'warn' as never }),
      'forbiddenMoves',
      "Expected forbiddenMoves to be 'refuse' or 'lose', got the string 'warn'",
    ],
    [
      "forbiddenMoves: 'lose' under freestyle",
      () => new Gomoku({ forbiddenMoves: 'lose' }),
      'forbiddenMoves',
      "forbiddenMoves: 'lose' needs rule 'renju', the only rule with forbidden moves, got rule 'freestyle'",
    ],
    [
      "forbiddenMoves: 'lose' under standard",
      () => new Gomoku({ rule: 'standard', forbiddenMoves: 'lose' }),
      'forbiddenMoves',
      "got rule 'standard'",
    ],
    [
      "forbiddenMoves: 'lose' under caro, from a move list",
      () => Gomoku.fromMoves('h8', { rule: 'caro', forbiddenMoves: 'lose' }),
      'forbiddenMoves',
      "got rule 'caro'",
    ],
    [
      'an unknown opening rule',
      () => new Gomoku({ opening: 'pro' as never }),
      'opening',
      "got the string 'pro'",
    ],
    [
      'an opening whose central squares miss an even board',
      () => new Gomoku({ size: 14, opening: 'rif' }),
      'opening',
      'A board of size 14 has no centre point',
    ],
    [
      'Gomoku.fromPosition with options null',
      () => Gomoku.fromPosition('.'.repeat(225), null as never),
      'options',
      'got null',
    ],
    [
      'a side to move that is no side',
      () => Gomoku.fromPosition('.'.repeat(225), { toMove: 'red' as never }),
      'toMove',
      "Expected toMove to be 'black' or 'white', got the string 'red'",
    ],
    [
      'an opening for a position',
      () => Gomoku.fromPosition('.'.repeat(225), { opening: 'rif' }),
      'opening',
      "got the string 'rif'",
    ],
    [
      'new Reversi(null)',
      () => new Reversi(null as never),
      'options',
      'Expected options to be an object, got null',
    ],
    [
      'an autoPass given as text',
      () => new Reversi({ autoPass: 'yes' as never }),
      'autoPass',
      "Expected autoPass to be true or false, got the string 'yes'",
    ],
    [
      'an autoPass in the options of fromMoves',
      () => Reversi.fromMoves('f5', { autoPass: 1 as never }),
      'autoPass',
      'got number 1',
    ],
    [
      'Reversi.fromPosition with a side that is no side',
      () => Reversi.fromPosition('-'.repeat(64), { toMove: 'purple' as never }),
      'toMove',
      "got the string 'purple'",
    ],
    [
      'Reversi.fromPosition with options null',
      () => Reversi.fromPosition('-'.repeat(64), null as never),
      'options',
      'got null',
    ],
    ['a negative perft depth', () => new Reversi().perft(-1), 'depth', 'got number -1'],
    [
      'a perft depth given as text',
      () => new Reversi().perft('3' as never),
      'depth',
      "Expected depth to be an integer from 0 to 64, got the string '3'",
    ],
    ['parsePoint on an unsupported size', () => parsePoint('a1', 4), 'size', 'got number 4'],
    [
      'formatPoint of no point',
      () => formatPoint(null as never),
      'point',
      'Cannot name null: expected { x, y } with integers from 0 to 25',
    ],
    [
      'formatPoint off the largest board',
      () => formatPoint({ x: 26, y: 0 }),
      'point',
      'Cannot name {"x":26,"y":0}',
    ],
    ['starPoints of a fractional size', () => starPoints(15.5), 'size', 'got number 15.5'],
    [
      'createOpening of an unknown rule',
      () => createOpening('renju' as never),
      'opening',
      "got the string 'renju'",
    ],
    [
      'createOpening with options null',
      () => createOpening('free', null as never),
      'options',
      'got null',
    ],
    ['boardCentre of an even size', () => boardCentre(14), 'size', 'has no centre point'],
    [
      'centralRegion too large for the board',
      () => centralRegion(7, 4),
      'radius',
      'A central 9x9 square does not fit on a 7x7 board',
    ],
    ['centralRegion of a negative radius', () => centralRegion(15, -1), 'radius', 'got -1'],
  ];

  cases.forEach(([what, run, option, message]) => {
    it(`refuses ${what} with an OptionError naming ${option}`, () => {
      const error = thrown(run);
      expect(error).toBeInstanceOf(OptionError);
      expect((error as OptionError).option).toBe(option);
      expect((error as OptionError).message).toContain(message);
    });
  });

  it("takes forbiddenMoves: 'lose' under renju, and 'refuse' under any rule", () => {
    expect(new Gomoku({ rule: 'renju', forbiddenMoves: 'lose' }).forbiddenMoves).toBe('lose');
    expect(new Gomoku({ rule: 'caro', forbiddenMoves: 'refuse' }).forbiddenMoves).toBe('refuse');
  });

  it("loads an older save with forbiddenMoves: 'lose' under freestyle, where it never did anything", () => {
    const saved = { ...new Gomoku().toJSON(), moves: ['h8'], forbiddenMoves: 'lose' };
    const game = Gomoku.fromJSON(saved);
    expect(game.forbiddenMoves).toBe('refuse');
    expect(game.moveCount).toBe(1);
    expect(Gomoku.validateJSON(saved)).toEqual({ ok: true });
  });

  it('leaves the game as it was when an option is refused', () => {
    const game = Reversi.fromMoves('f5');
    expect(() => game.perft(100)).toThrow(OptionError);
    expect(game.toMoves()).toBe('f5');
  });
});

describe('the options of the searches', () => {
  const gomoku = () => Gomoku.fromMoves('h8 h9');
  // [what, the options, the option named, a fragment of the message]
  const cases: [string, unknown, string, string][] = [
    ['options that are null', null, 'options', 'Expected options to be an object, got null'],
    [
      'a level of 0',
      { level: 0 },
      'level',
      'Expected level to be an integer from 1 to 10, got number 0',
    ],
    ['a level of 11', { level: 11 }, 'level', 'got number 11'],
    ['a level given as text', { level: '5' }, 'level', "got the string '5'"],
    ['a fractional level', { level: 2.5 }, 'level', 'got number 2.5'],
    [
      'a depth of 0',
      { depth: 0 },
      'depth',
      'Expected depth to be a whole number of plies, 1 or more',
    ],
    ['a NaN depth', { depth: Number.NaN }, 'depth', 'got number NaN'],
    ['a negative time', { timeMs: -1 }, 'timeMs', 'Expected timeMs to be milliseconds, 0 or more'],
    ['a time given as text', { timeMs: '100' }, 'timeMs', "got the string '100'"],
    ['a NaN time', { timeMs: Number.NaN }, 'timeMs', 'got number NaN'],
    ['a node budget of 0', { nodes: 0 }, 'nodes', 'Expected nodes to be a whole number, 1 or more'],
    ['a fractional node budget', { nodes: 10.5 }, 'nodes', 'got number 10.5'],
    ['a seed given as text', { seed: 'x' }, 'seed', 'Expected seed to be a finite number'],
    ['an infinite seed', { seed: Number.POSITIVE_INFINITY }, 'seed', 'got number Infinity'],
    ['a shouldStop that is no function', { shouldStop: true }, 'shouldStop', 'got boolean true'],
    [
      'an onIteration that is no function',
      { onIteration: 'log' },
      'onIteration',
      "got the string 'log'",
    ],
    ['a signal without aborted', { signal: {} }, 'signal', 'got an object'],
    [
      'a keepTable that is not true or false',
      { keepTable: 'yes' },
      'keepTable',
      "Expected keepTable to be true or false, got the string 'yes'",
    ],
  ];

  const searches: [string, (options: unknown) => Promise<unknown>][] = [
    ['searchGomoku', (options) => searchGomoku(gomoku(), options as never)],
    ['hintGomoku', (options) => hintGomoku(gomoku(), options as never)],
    [
      'decideOpeningGomoku',
      (options) => decideOpeningGomoku(new Gomoku({ opening: 'swap2' }), options as never),
    ],
    ['searchReversi', (options) => searchReversi(new Reversi(), options as never)],
    ['hintReversi', (options) => hintReversi(new Reversi(), options as never)],
  ];

  for (const [search, run] of searches) {
    describe(search, () => {
      cases.forEach(([what, options, option, message]) => {
        it(`rejects ${what} with an OptionError naming ${option}`, async () => {
          const error = await rejected(() => run(options));
          expect(error).toBeInstanceOf(OptionError);
          expect((error as OptionError).option).toBe(option);
          expect((error as OptionError).message).toContain(message);
        });
      });
    });
  }

  it('takes a time of 0 in both games, for the quickest answer', async () => {
    const gomokuResult = await searchGomoku(gomoku(), { timeMs: 0, level: 7 });
    expect(gomokuResult.move).not.toBeNull();
    const reversiResult = await searchReversi(new Reversi(), { timeMs: 0 });
    expect(new Reversi().legalMoves()).toContain(reversiResult.move);
  });

  it('throws an OptionError for a level of the level tables outside 1-10', () => {
    expect(() => gomokuLevelSettings(0 as never)).toThrow(OptionError);
    expect(() => levelSettings(11 as never)).toThrow(OptionError);
    expect(() => levelSettings(11 as never)).toThrow(
      'Expected level to be an integer from 1 to 10, got number 11',
    );
  });

  it('rejects a position that is no game, naming it', async () => {
    const gomokuError = await rejected(() => searchGomoku({ size: 15 } as never));
    expect(gomokuError).toBeInstanceOf(OptionError);
    expect((gomokuError as OptionError).option).toBe('position');
    expect((gomokuError as OptionError).message).toContain('Expected position.rule to be one of');
    const reversiError = await rejected(() => searchReversi({ board: [], turn: 'black' }));
    expect(reversiError).toBeInstanceOf(OptionError);
    expect((reversiError as OptionError).message).toContain('got 0 cells');
    const turnError = await rejected(() =>
      searchReversi({ board: new Reversi().state.board, turn: 'red' as never }),
    );
    expect((turnError as OptionError).message).toBe(
      "Expected position.turn to be 'black' or 'white', got the string 'red'",
    );
  });

  it('refuses the options of solveVCF that are no limits', () => {
    const game = Gomoku.fromMoves('h8 a1 i8 a2 j8 a3');
    expect(() => solveVCF(game, { maxDepth: -1 })).toThrow(OptionError);
    expect(() => solveVCF(game, { nodes: 0 })).toThrow(OptionError);
    expect(() => solveVCF(game, null as never)).toThrow(OptionError);
    expect(solveVCF(game, { maxDepth: 2, nodes: Number.POSITIVE_INFINITY })).not.toBeNull();
  });
});

describe('ai.run refuses a task it cannot run before asking any worker', () => {
  function counting(): { created: number; client: ReturnType<typeof createAiClient> } {
    const counter = { created: 0 };
    const client = createAiClient(() => {
      counter.created += 1;
      throw new Error('no worker should be made');
    });
    return {
      get created() {
        return counter.created;
      },
      client,
    };
  }

  // [what, the task, the limits, the option named, a fragment of the message]
  const cases: [string, unknown, unknown, string, string][] = [
    [
      'a game of chess',
      { game: 'chess', kind: 'search', position: new Reversi().state },
      {},
      'game',
      "Expected game to be 'gomoku' or 'reversi', got the string 'chess'",
    ],
    [
      'a kind the game has not',
      { game: 'reversi', kind: 'opening', position: new Reversi().state },
      {},
      'kind',
      "Expected kind to be one of 'search', 'hint' for reversi, got the string 'opening'",
    ],
    [
      'a task that is no object',
      'search',
      {},
      'task',
      "Expected task to be an object, got the string 'search'",
    ],
    [
      'a task without a position',
      { game: 'gomoku', kind: 'search' },
      {},
      'position',
      'Expected position to be a gomoku position, got undefined',
    ],
    [
      'a level of 42',
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { level: 42 },
      'level',
      'got number 42',
    ],
    [
      'a keepTable of 1',
      { game: 'gomoku', kind: 'search', position: new Gomoku().state },
      { keepTable: 1 },
      'keepTable',
      'Expected keepTable to be true or false, got number 1',
    ],
    [
      'limits that are no object',
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      5,
      'options',
      'got number 5',
    ],
    [
      'a signal that is no signal',
      { game: 'reversi', kind: 'search', position: new Reversi().state },
      { signal: { aborted: false } },
      'signal',
      'Expected signal to be an AbortSignal',
    ],
  ];

  cases.forEach(([what, task, limits, option, message]) => {
    it(`rejects ${what} with an OptionError naming ${option}`, async () => {
      const ai = counting();
      const error = await rejected(() => ai.client.run(task as AiTask, limits as never));
      expect(error).toBeInstanceOf(OptionError);
      expect((error as OptionError).option).toBe(option);
      expect((error as OptionError).message).toContain(message);
      expect(ai.created).toBe(0);
    });
  });

  it('has the worker refuse a game of chess from any client, in words', async () => {
    const { port1, port2 } = new MessageChannel();
    serveAi({
      postMessage: (message: AiResponse) => port2.postMessage(message),
      addEventListener: (_type, listener) =>
        port2.on('message', (data: AiRequest) => listener({ data })),
    });
    const answer = new Promise<AiResponse>((resolve) => port1.once('message', resolve));
    const task = { game: 'chess', kind: 'search', position: new Reversi().state };
    port1.postMessage({ type: 'run', id: 1, task, limits: {} });
    expect(await answer).toEqual({
      type: 'failed',
      id: 1,
      message: "Expected game to be 'gomoku' or 'reversi', got the string 'chess'",
    });
    port1.close();
  });
});

describe('the engine', () => {
  // Walks the sources: a raw TypeError or RangeError thrown on purpose would escape the callers
  // who catch StonekitError.
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return path.endsWith('.ts') ? [path] : [];
    });
  }

  it('throws no raw TypeError or RangeError anywhere', () => {
    const root = fileURLToPath(new URL('../src', import.meta.url));
    const raw = sources(root).filter((path) =>
      /throw new (TypeError|RangeError)\b/.test(readFileSync(path, 'utf8')),
    );
    expect(raw).toEqual([]);
  });

  it('keeps ParseError for bad text, not for bad options', () => {
    expect(() => Gomoku.fromMoves('h99')).toThrow(ParseError);
    expect(() => Gomoku.fromMoves('h99', { size: 30 })).toThrow(OptionError);
  });
});
