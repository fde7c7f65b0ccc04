// Exact solves of positions from our own held-out self-play games, one at a time in this thread:
// a yardstick for move ordering and the evaluation beside FFO's ten. On FFO #40-#49 one position
// can swing the total tenfold (#43 took 16M or 142M nodes with two sets of weights, as the first
// of two equally good root moves changed), so a change is judged here on many positions, by the
// total and by the geometric mean of the nodes, which no single position dominates.
//
// The positions: the games of `scripts/othello-eval/data/games.jsonl.gz` whose id ends in 0,
// which the evaluation's fit holds out, in id order, each at the next count of empty squares in
// turn. By default 30 games at 20 to 22 empty squares (about two minutes; `--count 45`
// for a finer verdict); `--full` 100 at 20 to 24 (3.4G nodes, about 20 minutes: a position at 24
// empty squares takes 94M nodes on average, one at 20 3M).
// Prints one JSON object per position, then the totals:
// {"name":"othello.solve.game-40@21","value":<ms>,"unit":"ms","empties":21,"score":-4,"nodes":…}
// {"name":"othello.solve.total","value":<ms>,"unit":"ms","positions":30,"nodes":…,"geomeanNodes":…,"nps":…}
// Each score is checked against the one recorded in `results/othello-solve-scores.json` (solved
// once by this solver and kept, so a change that alters a score fails the run); `--record` adds
// the scores of positions not recorded yet, for a set made larger.
// `--js` runs the search without WebAssembly (`src/ai/othello/wasm.ts`), to compare the two.
//   npx tsx packages/core/bench/ai-othello-solve.bench.ts [--full] [--count N] [--record] [--js]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { searchReversi } from '../src/ai/othello/index.ts';
import { useWasm } from '../src/ai/othello/solve-end.ts';
import { positionsOf } from './othello-positions.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const SCORES = path.join(here, 'results/othello-solve-scores.json');
const QUICK = { count: 30, fewest: 20, most: 22 };
const FULL = { count: 100, fewest: 20, most: 24 };

const { values: flags } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    count: { type: 'string' },
    record: { type: 'boolean', default: false },
    js: { type: 'boolean', default: false },
  },
});
const wasm = useWasm(!flags.js);
if (!wasm && !flags.js) throw new Error('WebAssembly did not compile here: run with --js');
const set = flags.full ? FULL : QUICK;
const count = flags.count === undefined ? set.count : Number(flags.count);
if (!Number.isInteger(count) || count < 1) {
  throw new RangeError(`--count must be a whole number of positions, not ${flags.count}`);
}

const recorded = JSON.parse(readFileSync(SCORES, 'utf8')) as Record<string, number>;
const positions = positionsOf(count, (k) => set.fewest + (k % (set.most - set.fewest + 1)));

// Let the JIT compile the solver on small endgames before anything is timed.
for (const { board } of positionsOf(20, () => 14)) await searchReversi(board, { depth: 60 });

let wrong = 0;
let totalMs = 0;
let totalNodes = 0;
let logNodes = 0;
const scores: Record<string, number> = { ...recorded }; // what `--record` writes
for (const { name, empties, board } of positions) {
  const started = performance.now();
  const result = await searchReversi(board, { depth: 60 });
  const ms = performance.now() - started;
  const expected = recorded[name];
  const ok = result.exact && (expected === undefined || result.score === expected);
  if (!ok) wrong++;
  totalMs += ms;
  totalNodes += result.nodes;
  logNodes += Math.log(result.nodes);
  if (ok) scores[name] = result.score;
  console.log(
    JSON.stringify({
      name: `othello.solve.${name}`,
      value: Math.round(ms),
      unit: 'ms',
      empties,
      move: result.move,
      score: result.score,
      nodes: result.nodes,
      ...(ok ? {} : { wrong: true, expected: expected ?? null }),
    }),
  );
}
console.log(
  JSON.stringify({
    name: 'othello.solve.total',
    wasm,
    value: Math.round(totalMs),
    unit: 'ms',
    positions: positions.length,
    wrong,
    nodes: totalNodes,
    geomeanNodes: Math.round(Math.exp(logNodes / positions.length)),
    nps: Math.round((totalNodes / totalMs) * 1000),
  }),
);
// A fast wrong answer is no result: fail the run so nobody quotes it, and record nothing.
if (wrong > 0) process.exit(1);
if (flags.record) writeFileSync(SCORES, `${JSON.stringify(scores, null, 2)}\n`);
