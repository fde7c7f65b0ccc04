import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { BOARD_MODULE, compileWasm } from '../scripts/build-wasm.ts';
import { fromBase64 } from '../src/ai/base64.ts';
import { FIVE, FLEX4, FORBID, FOUR, MAYBE, pointTables } from '../src/ai/gomoku/combine.ts';
import { EMPTY, type Engine } from '../src/ai/gomoku/engine.ts';
import { loadEngine } from '../src/ai/gomoku/input.ts';
import { useBoardWasm } from '../src/ai/gomoku/wasm.ts';
import { BOARD } from '../src/ai/gomoku/wasm-data.ts';
import { ruleByName } from '../src/gomoku/rules.ts';
import { Gomoku, type GomokuRuleName } from '../src/index.ts';

const RULES: GomokuRuleName[] = ['freestyle', 'standard', 'renju', 'caro'];

/** A game of random moves from `picks`, passing over moves that would end it. */
function randomGame(rule: GomokuRuleName, size: number, picks: readonly number[]): Gomoku {
  const game = new Gomoku({ rule, size });
  for (const pick of picks) {
    const pool = game.legalMoves();
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
      fc.property(positions, fc.constantFrom(15, 26), ({ rule, picks, moves }, size) => {
        const game = randomGame(rule, size, picks);
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
