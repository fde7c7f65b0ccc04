// The quiet positions of the games of `generate.ts`, read as the fit of `tune.ts` sees them: for
// each, the score-table entries (per combination of line patterns, `comboOf`) of its empty
// points with their weight in the evaluation, the entry of its threat situation (`threatIndex`),
// and the game's result for the side to move. A position is quiet where the tree would evaluate
// it rather than settle it by its threats: no five to make or stop, no open four or winning
// four-three to play. Shared with the tests.
import {
  CLASSES,
  COMBOS,
  comboOf,
  DOUBLE_THREE,
  FIVE,
  FLEX4,
  FORBID,
  FOUR_THREE,
  type PointTables,
} from '../../src/ai/gomoku/combine.ts';
import { EMPTY, Engine } from '../../src/ai/gomoku/engine.ts';
import { THREAT_SITUATIONS, threatIndex } from '../../src/ai/gomoku/evaluate.ts';
import { engineRule } from '../../src/ai/gomoku/input.ts';
import { fourCount } from '../../src/ai/gomoku/threats.ts';
import { parsePoint } from '../../src/gomoku/coords.ts';
import type { GomokuRuleName } from '../../src/index.ts';

/** One game of `generate.ts`. */
export interface GameLine {
  id: number;
  rule: GomokuRuleName;
  moves: string;
  winner: 'black' | 'white' | null;
}

const SIZE = 15;
/** Score tables: 0 for every side but Renju black, 1 for Renju black. */
export const TABLES = 2;
/** Where the threat situations' entries start, after the point tables'. */
export const THREAT_BASE = TABLES * COMBOS;
/** Entries of the model: the point tables', then one per threat situation. */
export const ENTRIES = THREAT_BASE + THREAT_SITUATIONS;
const OWN = 1.125; // the side to move's points count 9/8 (`evaluate.ts`)

/** The positions, their features in compressed rows. */
export interface Positions {
  readonly count: number;
  readonly start: Int32Array; // features of position r: start[r] to start[r + 1]
  readonly entry: Int32Array; // table * COMBOS + combination, or THREAT_BASE + threat situation
  readonly coef: Float64Array; // 9/8 a point of the side to move, -1 of the other; 1 the situation
  readonly result: Float64Array; // 1 the side to move won, 0 lost, 1/2 a full board
  readonly label: Float64Array; // a search's score of the position (`label.ts`), NaN for none
  readonly held: Uint8Array; // 1 for the held-out games (id ending in 0)
  readonly seen: Float64Array; // positions each entry appears in
}

/** Games whose id ends in 0 are held out of the fit. */
export function isHeldOut(id: number): boolean {
  return id % 10 === 0;
}

/**
 * Replays `game` on the engine and calls `visit` at each quiet position after the three opening
 * stones, in order, with the number of stones played: the positions the fit reads
 * (`readPositions`).
 */
export function forEachQuiet(game: GameLine, visit: (engine: Engine, ply: number) => void): void {
  const engine = boardFor(game.rule);
  const moves = game.moves.split(' ');
  try {
    for (let ply = 0; ply < moves.length; ply++) {
      if (ply >= 3 && isQuiet(engine)) visit(engine, ply);
      const point = parsePoint(moves[ply]!, SIZE)!;
      engine.make(engine.padded(point.y * SIZE + point.x));
    }
  } finally {
    while (engine.top > 0) engine.unmake();
  }
}

// One engine a rule, emptied after each game: a new one each game starts with empty copies of the
// pattern tables in its WebAssembly memory, whose pages the game touches for the first time (the
// fit's test took 18 s so, 5 s with one engine a rule).
const boards = new Map<string, Engine>();

function boardFor(rule: GameLine['rule']): Engine {
  let engine = boards.get(rule);
  if (engine === undefined) {
    engine = new Engine(SIZE, engineRule(rule));
    boards.set(rule, engine);
  }
  return engine;
}

/** One game's line of `label.ts`: its quiet positions' search scores. */
export interface LabelLine {
  id: number;
  nodes: number;
  scores: (number | null)[];
}

/**
 * The quiet positions of `games` after their three opening stones, with the search scores of
 * the games `labels` has.
 */
export function readPositions(
  games: readonly GameLine[],
  labels: ReadonlyMap<number, LabelLine> = new Map(),
): Positions {
  const starts: number[] = [0];
  const entries: number[] = [];
  const coefs: number[] = [];
  const results: number[] = [];
  const scores: number[] = [];
  const held: number[] = [];
  const seen = new Float64Array(ENTRIES);
  const sums = new Map<number, number>();
  for (const game of games) {
    const labelled = labels.get(game.id)?.scores;
    let quiet = 0;
    forEachQuiet(game, (engine) => {
      scores.push(labelled?.[quiet++] ?? Number.NaN);
      sums.clear();
      const side = engine.turn - 1;
      for (let s = 0; s < 2; s++) {
        const t = s === 0 && engine.rule.forbidding ? 1 : 0;
        const classes = engine.classes[s]!;
        for (const at of engine.interior) {
          if (engine.cells[at] !== EMPTY) continue;
          const word = engine.words[at * 2 + s]!;
          if (classes[word] === FORBID) continue;
          const j = t * COMBOS + comboOf(word);
          sums.set(j, (sums.get(j) ?? 0) + (s === side ? OWN : -1));
        }
      }
      sums.set(THREAT_BASE + threatIndex(engine), 1);
      for (const [j, c] of sums) {
        entries.push(j);
        coefs.push(c);
        seen[j]! += 1;
      }
      starts.push(entries.length);
      const colour = side === 0 ? 'black' : 'white';
      results.push(game.winner === null ? 0.5 : game.winner === colour ? 1 : 0);
      held.push(isHeldOut(game.id) ? 1 : 0);
    });
  }
  return {
    count: results.length,
    start: Int32Array.from(starts),
    entry: Int32Array.from(entries),
    coef: Float64Array.from(coefs),
    result: Float64Array.from(results),
    label: Float64Array.from(scores),
    held: Uint8Array.from(held),
    seen,
  };
}

/** Whether the tree would evaluate this position rather than settle it by its threats. */
function isQuiet(engine: Engine): boolean {
  const side = engine.turn - 1;
  const other = 1 - side;
  const { counts } = engine;
  if (counts[side * CLASSES + FIVE]! > 0 || counts[other * CLASSES + FIVE]! > 0) return false;
  if (counts[side * CLASSES + FLEX4]! > 0) return false;
  const forbidding = engine.judge !== null;
  return !(
    (side === 1 || !forbidding) &&
    (counts[side * CLASSES + FOUR_THREE]! > 0 || counts[side * CLASSES + DOUBLE_THREE]! > 0) &&
    fourCount(engine, other) === 0
  );
}

/**
 * The score tables `of` each side kind gives and the threat situations' scores (none by default),
 * as one value per entry of the model.
 */
export function tableValues(
  of: (forbidding: boolean) => PointTables,
  threats: ArrayLike<number> = new Int32Array(THREAT_SITUATIONS),
): Float64Array {
  const values = new Float64Array(ENTRIES);
  for (let i = 0; i < THREAT_SITUATIONS; i++) values[THREAT_BASE + i] = threats[i]!;
  for (let t = 0; t < TABLES; t++) {
    const { scores } = of(t === 1);
    for (let word = 0; word < 1 << 16; word++) {
      const combo = comboOf(word);
      if (combo >= 0) values[t * COMBOS + combo] = scores[word]!;
    }
  }
  return values;
}

/** The evaluation of position `r` with the table `w`, clamped as the engine clamps it. */
export function evaluation(data: Positions, w: Float64Array, r: number): number {
  let sum = 0;
  for (let k = data.start[r]!; k < data.start[r + 1]!; k++)
    sum += w[data.entry[k]!]! * data.coef[k]!;
  return Math.max(-20000, Math.min(20000, sum));
}

/** The side to move's chance to win that an evaluation, or a search's score, `value` gives. */
export function winChance(value: number, K: number): number {
  return 1 / (1 + Math.exp(-value / K));
}

/**
 * The mean log loss of the results predicted by `w` at scale `K` over the held-out positions
 * (`heldOut` 1) or the others (0), and the share of decided games it calls right.
 */
export function logLoss(
  data: Positions,
  w: Float64Array,
  K: number,
  heldOut: number,
): { loss: number; right: number } {
  let loss = 0;
  let right = 0;
  let count = 0;
  for (let r = 0; r < data.count; r++) {
    if (data.held[r] !== heldOut) continue;
    const p = winChance(evaluation(data, w, r), K);
    const y = data.result[r]!;
    loss -= y * Math.log(Math.max(p, 1e-12)) + (1 - y) * Math.log(Math.max(1 - p, 1e-12));
    if (y !== 0.5 && p > 0.5 === (y === 1)) right++;
    count++;
  }
  return { loss: loss / count, right: right / count };
}

/** The scale K that fits `w` best on the positions (`heldOut` as in `logLoss`). */
export function fitScale(data: Positions, w: Float64Array, heldOut: number): number {
  // Golden-section search on the logarithm of K.
  let lo = Math.log(10);
  let hi = Math.log(100000);
  for (let step = 0; step < 40; step++) {
    const a = lo + (hi - lo) * 0.382;
    const b = lo + (hi - lo) * 0.618;
    if (logLoss(data, w, Math.exp(a), heldOut).loss < logLoss(data, w, Math.exp(b), heldOut).loss)
      hi = b;
    else lo = a;
  }
  return Math.exp((lo + hi) / 2);
}
