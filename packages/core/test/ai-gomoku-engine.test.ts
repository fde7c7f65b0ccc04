import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { BOARD_MODULE, compileWasm } from '../scripts/build-wasm.ts';
import { fromBase64 } from '../src/ai/base64.ts';
import {
  CLASSES,
  FIVE,
  FLEX4,
  FORBID,
  FOUR,
  MAYBE,
  pointTables,
} from '../src/ai/gomoku/combine.ts';
import { EMPTY, type Engine } from '../src/ai/gomoku/engine.ts';
import { loadEngine } from '../src/ai/gomoku/input.ts';
import { generateMoves, type MoveContext, moveContext } from '../src/ai/gomoku/movegen.ts';
import { pointsOfClass } from '../src/ai/gomoku/threats.ts';
import { useBoardWasm } from '../src/ai/gomoku/wasm.ts';
import { BOARD } from '../src/ai/gomoku/wasm-data.ts';
import { compileModule, instantiate } from '../src/ai/wasm-module.ts';
import { ruleByName } from '../src/gomoku/rules.ts';
import { Gomoku, type GomokuRuleName } from '../src/index.ts';

const RULES: GomokuRuleName[] = ['freestyle', 'standard', 'renju', 'caro'];

/**
 * A game of random moves from `picks`, passing over moves that would end it; with `reach`, only
 * on points at most that far from the centre, which crowds the stones into fours and threes.
 */
function randomGame(
  rule: GomokuRuleName,
  size: number,
  picks: readonly number[],
  reach = size,
): Gomoku {
  const game = new Gomoku({ rule, size });
  const centre = size >> 1;
  const near = (x: number, y: number) =>
    Math.abs(x - centre) <= reach && Math.abs(y - centre) <= reach;
  for (const pick of picks) {
    const pool = game.legalMoves().filter(({ x, y }) => near(x, y));
    if (pool.length === 0) break;
    game.play(pool[pick % pool.length]!);
    if (game.isGameOver()) game.undo();
  }
  return game;
}

/** Everything the engine keeps incrementally, for the empty points and the totals. */
function snapshot(engine: Engine): string {
  const words: number[] = [];
  for (const at of engine.interior) {
    if (engine.cells[at] === EMPTY)
      words.push(at, engine.words[at * 2]!, engine.words[at * 2 + 1]!);
  }
  return JSON.stringify({
    keys: Array.from(engine.keys),
    words,
    counts: Array.from(engine.counts),
    sums: Array.from(engine.sums),
    hash: [engine.hashLo, engine.hashHi],
  });
}

const positions = fc.record({
  rule: fc.constantFrom(...RULES),
  size: fc.constantFrom(7, 11, 15),
  picks: fc.array(fc.nat(), { maxLength: 70 }),
  moves: fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
});

/**
 * Positions of 20 to 60 random stones, crowded into the 7 × 7 centre or anywhere on the board:
 * the crowded ones have fives to find, threes to meet and forbidden points, which a few stones
 * scattered over the board (`positions`, as fast-check sizes its arrays) seldom have.
 */
const crowded = fc.record({
  rule: fc.constantFrom(...RULES),
  picks: fc.array(fc.nat(), { minLength: 20, maxLength: 60 }),
  moves: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
  reach: fc.constantFrom(3, 26),
});

describe('the search board', () => {
  afterEach(() => {
    useBoardWasm(true);
  });

  it('comes back to the same tables after moves are made and taken back', () => {
    fc.assert(
      fc.property(positions, ({ rule, size, picks, moves }) => {
        const engine = loadEngine(randomGame(rule, size, picks).state);
        const before = snapshot(engine);
        let made = 0;
        for (const pick of moves) {
          const empty = Array.from(engine.interior).filter((at) => engine.cells[at] === EMPTY);
          if (empty.length === 0) break;
          engine.make(empty[pick % empty.length]!);
          made++;
        }
        for (let i = 0; i < made; i++) engine.unmake();
        expect(snapshot(engine)).toBe(before);
      }),
      { numRuns: 150 },
    );
  });

  it('holds the same tables after moves as a board loaded with those stones', () => {
    fc.assert(
      fc.property(positions, ({ rule, size, picks, moves }) => {
        const game = randomGame(rule, size, picks);
        const engine = loadEngine(game.state);
        for (const pick of moves) {
          const legal = game.legalMoves();
          if (legal.length === 0) break;
          const point = legal[pick % legal.length]!;
          game.play(point);
          if (game.isGameOver()) {
            game.undo();
            break;
          }
          engine.make(engine.padded(point.y * size + point.x));
        }
        expect(snapshot(engine)).toBe(snapshot(loadEngine(game.state)));
      }),
      { numRuns: 150 },
    );
  });

  it('ships the bytes that assembly/gomoku-board.ts compiles to', async () => {
    expect(fromBase64(BOARD)).toEqual(await compileWasm(BOARD_MODULE));
  }, 60_000);

  it('has every pattern word score small enough for the WebAssembly board to pack above its class', () => {
    for (const forbidding of [false, true]) {
      const { scores, classes } = pointTables(forbidding);
      for (let word = 0; word < scores.length; word++) {
        expect((scores[word]! << 8) >> 8 === scores[word] && classes[word]! < 128).toBe(true);
      }
    }
  });

  it('updates its tables in WebAssembly exactly as in JavaScript, move by move and back', () => {
    // Every array the updates touch, the words of occupied points and the stone counts included.
    const everything = (engine: Engine) =>
      JSON.stringify([
        snapshot(engine),
        Array.from(engine.words),
        Array.from(engine.cells),
        Array.from(engine.near),
        engine.stones,
      ]);
    expect(useBoardWasm(true)).toBe(true);
    fc.assert(
      fc.property(crowded, fc.constantFrom(15, 26), ({ rule, picks, moves, reach }, size) => {
        const game = randomGame(rule, size, picks, reach);
        useBoardWasm(false);
        const script = loadEngine(game.state);
        useBoardWasm(true);
        const compiled = loadEngine(game.state);
        expect(everything(compiled)).toBe(everything(script));
        let made = 0;
        for (const pick of moves) {
          const empty = Array.from(script.interior).filter((at) => script.cells[at] === EMPTY);
          if (empty.length === 0) break;
          const at = empty[pick % empty.length]!;
          script.make(at);
          compiled.make(at);
          made++;
          expect(everything(compiled)).toBe(everything(script));
        }
        for (let i = 0; i < made; i++) {
          script.unmake();
          compiled.unmake();
          expect(everything(compiled)).toBe(everything(script));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('lists the same moves and threat points in WebAssembly as in JavaScript, move by move', () => {
    /** Every list the two engines give in their position, with the same killers and history. */
    const lists = (engine: Engine, context: MoveContext, seed: number) => {
      const empty = Array.from(engine.interior).filter((at) => engine.cells[at] === EMPTY);
      const pick = (k: number) => (k % 7 === 0 ? -1 : empty[(seed * k) % empty.length]!);
      context.history.fill(0);
      for (const at of empty) context.history[at] = ((at * 2654435761) ^ seed) & 0xfffff;
      context.killers[2] = pick(3);
      context.killers[3] = pick(5);
      const found = new Int32Array(engine.interior.length);
      const said: unknown[] = [];
      for (const limit of [4, 12, 40]) {
        for (const blind of [false, true]) {
          const count = generateMoves(engine, context, 1, limit, pick(limit + 1), blind);
          const { stride } = context;
          said.push(
            Array.from(context.moves.subarray(stride, stride + count)),
            Array.from(context.keys.subarray(stride, stride + count)),
            context.cut[1],
          );
        }
      }
      for (const side of [0, 1]) {
        for (let kind = 0; kind < CLASSES; kind++) {
          const count = pointsOfClass(engine, side, kind, found);
          said.push(Array.from(found.subarray(0, count)));
        }
      }
      return JSON.stringify(said);
    };
    fc.assert(
      fc.property(crowded, fc.constantFrom(15, 26), ({ rule, picks, moves, reach }, size) => {
        const game = randomGame(rule, size, picks, reach);
        useBoardWasm(false);
        const script = loadEngine(game.state);
        const scriptLists = moveContext(script, 4);
        useBoardWasm(true);
        const compiled = loadEngine(game.state);
        const compiledLists = moveContext(compiled, 4);
        expect(compiledLists.compiled).not.toBeNull();
        const seed = picks.length + 1;
        expect(lists(compiled, compiledLists, seed)).toBe(lists(script, scriptLists, seed));
        let made = 0;
        for (const pick of moves) {
          const empty = Array.from(script.interior).filter((at) => script.cells[at] === EMPTY);
          if (empty.length === 0) break;
          script.make(empty[pick % empty.length]!);
          compiled.make(empty[pick % empty.length]!);
          made++;
          expect(lists(compiled, compiledLists, pick)).toBe(lists(script, scriptLists, pick));
        }
        for (let i = 0; i < made; i++) {
          script.unmake();
          compiled.unmake();
          expect(lists(compiled, compiledLists, i)).toBe(lists(script, scriptLists, i));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives its compiled move lists to one move context only, the next its own arrays', () => {
    const engine = loadEngine(Gomoku.fromMoves('h8 h9 i9').state);
    const first = moveContext(engine, 8);
    const second = moveContext(engine, 8);
    expect(first.compiled).not.toBeNull();
    expect(second.compiled).toBeNull();
    first.moves[0] = 7;
    expect(second.moves[0]).toBe(0);
    expect(generateMoves(engine, second, 0, 40, -1)).toBe(generateMoves(engine, first, 0, 40, -1));
    expect(Array.from(second.moves.subarray(0, 20))).toEqual(
      Array.from(first.moves.subarray(0, 20)),
    );
  });

  it('keeps what the WebAssembly board uses below where the compiler puts its data', () => {
    const env = { pattern: () => 0, word: () => 1, order: () => 1, forbidden: () => 0 };
    const board = instantiate(compileModule(BOARD)!, { env }) as { END: { value: number } };
    expect(board.END.value).toBeLessThanOrEqual(BOARD_MODULE.memoryBase);
  });

  it('agrees with the game on every forbidden point of renju black', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 20, maxLength: 90 }), (picks) => {
        const game = randomGame('renju', 15, picks);
        const engine = loadEngine(game.state);
        for (let index = 0; index < 225; index++) {
          const at = engine.padded(index);
          if (engine.cells[at] !== EMPTY) continue;
          const point = { x: index % 15, y: Math.floor(index / 15) };
          expect(engine.forbidden(at)).toBe(game.isForbidden(point) !== null);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('finds exactly the points that make a five or a new four, as the rule judges lines', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RULES),
        fc.array(fc.nat(), { minLength: 10, maxLength: 60 }),
        (rule, picks) => {
          const size = 11;
          const game = randomGame(rule, size, picks);
          const engine = loadEngine(game.state);
          const cells = Int8Array.from(game.state.board, (s) =>
            s === 'black' ? 1 : s === 'white' ? 2 : 0,
          );
          const board = { size, cells };
          const wins = ruleByName(rule);
          for (const stone of [1, 2] as const) {
            const makesFive = (at: number) => {
              cells[at] = stone;
              const five = wins.winningLine(board, at, stone) !== null;
              cells[at] = 0;
              return five;
            };
            const fives = (): number[] =>
              [...cells.keys()].filter((q) => cells[q] === 0 && makesFive(q));
            // A side that already has a five to play is not asked about fours.
            const already = fives();
            for (let index = 0; index < size * size; index++) {
              if (cells[index] !== 0) continue;
              const kind = engine.classOf(engine.padded(index), stone - 1);
              if (rule === 'renju' && stone === 1 && (kind === FORBID || kind === MAYBE)) continue;
              expect(kind === FIVE).toBe(makesFive(index));
              if (already.length > 0 || kind === FIVE) continue;
              cells[index] = stone;
              const four = fives().length > 0;
              cells[index] = 0;
              expect(kind >= FOUR && kind <= FLEX4).toBe(four);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
