import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluation,
  fitScale,
  forEachQuiet,
  type GameLine,
  isHeldOut,
  logLoss,
  readPositions,
  tableValues,
} from '../scripts/gomoku-eval/positions.ts';
import {
  COMBOS,
  comboOf,
  FORBID,
  handSetTables,
  pointTables,
  threatTable,
} from '../src/ai/gomoku/combine.ts';
import { evaluate, threatIndex } from '../src/ai/gomoku/evaluate.ts';
import { loadEngine } from '../src/ai/gomoku/input.ts';
import { B3, B4, DEAD, F2, F3, F4, F5 } from '../src/ai/gomoku/patterns.ts';
import { Gomoku } from '../src/index.ts';

/** The self-play games the shipped scores were fitted to. */
function committedGames(): GameLine[] {
  const url = new URL('../scripts/gomoku-eval/data/games.jsonl.gz', import.meta.url);
  return gunzipSync(readFileSync(url))
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as GameLine);
}

/** The word of a point whose four lines have the pattern codes `codes`, in direction order. */
function wordOf(codes: readonly number[]): number {
  return codes.reduce((word, code, d) => word | (code << (4 * d)), 0);
}

const codes = fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 4, maxLength: 4 });

describe('the combinations of line patterns', () => {
  it('number the 1365 multisets of four codes 0 to 1364, one number each', () => {
    const seen = new Set<number>();
    for (let word = 0; word < 1 << 16; word++) {
      const fourCodes = [0, 1, 2, 3].map((d) => (word >>> (4 * d)) & 15);
      if (fourCodes.every((code) => code < 12)) seen.add(comboOf(word));
    }
    expect(Math.min(...seen)).toBe(0);
    expect(Math.max(...seen)).toBe(COMBOS - 1);
    expect(seen.size).toBe(COMBOS);
  });

  it('do not depend on which direction holds which line', () => {
    fc.assert(
      fc.property(codes, fc.nat(23), (four, turn) => {
        const shuffled = [...four];
        for (let k = 3; k > 0; k--) {
          const j = (turn >> k) % (k + 1);
          [shuffled[k], shuffled[j]] = [shuffled[j]!, shuffled[k]!];
        }
        expect(comboOf(wordOf(shuffled))).toBe(comboOf(wordOf(four)));
      }),
    );
  });

  it('tell different multisets apart', () => {
    fc.assert(
      fc.property(codes, codes, (a, b) => {
        const same = [...a].sort().join() === [...b].sort().join();
        expect(comboOf(wordOf(a)) === comboOf(wordOf(b))).toBe(same);
      }),
    );
  });
});

describe('the point tables', () => {
  for (const forbidding of [false, true]) {
    const { scores, priorities } = pointTables(forbidding);
    const side = forbidding ? 'Renju black' : 'every other side';

    it(`give every ordering of a point's lines one score, for ${side}`, () => {
      fc.assert(
        fc.property(codes, (four) => {
          const reversed = wordOf([...four].reverse());
          expect(scores[reversed]).toBe(scores[wordOf(four)]);
          expect(priorities[reversed]).toBe(priorities[wordOf(four)]);
        }),
      );
    });

    it(`order the threats a point makes as the search plays them, for ${side}`, () => {
      const score = (...lines: number[]): number =>
        priorities[wordOf([...lines, DEAD, DEAD, DEAD, DEAD].slice(0, 4))]!;
      // A five, then a straight four, then a four with an open three, a four, an open three.
      expect(score(F5)).toBeGreaterThan(score(F4));
      expect(score(F4)).toBeGreaterThan(score(B4, F3));
      expect(score(B4, F3)).toBeGreaterThan(score(B4));
      expect(score(B4)).toBeGreaterThan(score(F2));
      expect(score(F3)).toBeGreaterThan(score(B3));
      expect(score(F3)).toBeGreaterThan(score(F2));
      expect(score(F2)).toBeGreaterThan(score(DEAD));
    });
  }

  it("leave Renju black's forbidden points worth nothing", () => {
    const { scores, classes } = pointTables(true);
    const forbidden = Array.from(classes.keys()).filter((word) => classes[word] === FORBID);
    expect(forbidden.length).toBeGreaterThan(1000);
    expect(forbidden.filter((word) => scores[word] !== 0)).toEqual([]);
  });

  it('predict the results of held-out self-play games better fitted than hand-set', () => {
    const data = readPositions(committedGames().filter((game) => isHeldOut(game.id)));
    expect(data.count).toBeGreaterThan(5000);
    // Each table at its own best scale, so that only how it ranks positions counts.
    const loss = (w: Float64Array) => logLoss(data, w, fitScale(data, w, 1), 1).loss;
    const fitted = loss(tableValues(pointTables, threatTable()));
    const handSet = loss(tableValues(handSetTables));
    expect(fitted).toBeLessThan(handSet - 0.02);
  });

  it('keep the classes and priorities of the hand-set tables: only the scores are fitted', () => {
    for (const forbidding of [false, true]) {
      const fitted = pointTables(forbidding);
      const handSet = handSetTables(forbidding);
      expect(fitted.classes.filter((kind, word) => kind !== handSet.classes[word]).length).toBe(0);
      expect(fitted.priorities.filter((p, word) => p !== handSet.priorities[word]).length).toBe(0);
      expect(fitted.scores.filter((p, word) => p !== handSet.scores[word]).length).toBeGreaterThan(
        0,
      );
    }
  });

  it('are read by the fit as the engine reads them: the same value for every quiet position', () => {
    const games = committedGames().slice(0, 40);
    const data = readPositions(games);
    const values = tableValues(pointTables, threatTable());
    let r = 0;
    for (const game of games) {
      forEachQuiet(game, (engine) => {
        // The engine counts the mover's points 9/8 in integers, the fit in floating point.
        expect(Math.abs(evaluation(data, values, r) - evaluate(engine))).toBeLessThan(1);
        r++;
      });
    }
    expect(r).toBe(data.count);
    expect(r).toBeGreaterThan(500);
  });

  it("are read with the search's label of each quiet position, in order, where it has one", () => {
    const [first, second] = committedGames();
    let quiet = 0;
    forEachQuiet(first!, () => quiet++);
    // The first game's labels: the position's place, but none for the third; the second has none.
    const scores = Array.from({ length: quiet }, (_, k) => (k === 2 ? null : 100 * k - 7));
    const labels = new Map([[first!.id, { id: first!.id, nodes: 2000, scores }]]);
    const data = readPositions([first!, second!], labels);
    expect(data.count).toBeGreaterThan(quiet);
    const read = Array.from(data.label, (x) => (Number.isNaN(x) ? null : x));
    expect(read).toEqual([...scores, ...Array<null>(data.count - quiet).fill(null)]);
  });
});

describe('the threat situations', () => {
  /** The threat situation after `moves`, under `rule`. */
  const situation = (moves: string, rule: 'freestyle' | 'renju' = 'freestyle') =>
    threatIndex(loadEngine(Gomoku.fromMoves(moves, { rule }).state));
  const OWN_FOUR = 1;
  const OWN_THREE = 2;
  const OWN_THREES = 4;
  const THEIR_OPEN_THREE = 32;
  const THEIR_FOUR = 64;

  it("see the opponent's open three on the board, and nothing of the mover's in the corner", () => {
    // Black's h8 i8 j8 is open; white to move has two stones apart in the corner.
    const index = situation('h8 a1 i8 a3 j8');
    expect(index & THEIR_OPEN_THREE).not.toBe(0);
    expect(index & (OWN_FOUR | OWN_THREE | OWN_THREES)).toBe(0);
  });

  it('see the open threes and the fours the side to move could make', () => {
    // Black to move: h8 i8 makes open threes at g8 and j8 (and more); h8 h9 h10, blocked at h7,
    // a four at h11.
    expect(situation('h8 a1 i8 a3') & (OWN_THREE | OWN_THREES)).toBe(OWN_THREE | OWN_THREES);
    expect(situation('h8 a1 i8 a3') & OWN_FOUR).toBe(0);
    expect(situation('h8 a1 h9 h7 h10 a3') & OWN_FOUR).toBe(OWN_FOUR);
    // White to move: black's blocked three can become a four.
    expect(situation('h8 a1 h9 h7 h10') & THEIR_FOUR).toBe(THEIR_FOUR);
  });

  it('keep a table for each kind of side to move: any side without forbidden points, Renju black, Renju white', () => {
    expect(situation('h8 a1 i8') >> 10).toBe(0);
    expect(situation('h8 a1 i8', 'renju') >> 10).toBe(2);
    expect(situation('h8 a1 i8 a3', 'renju') >> 10).toBe(1);
    expect(threatTable()).toHaveLength(3 << 10);
  });

  it('score the same situation alike on symmetric boards', () => {
    // The position and its mirror image across the vertical axis.
    expect(situation('h8 a1 i8 a3 j9')).toBe(situation('h8 o1 g8 o3 f9'));
  });
});
