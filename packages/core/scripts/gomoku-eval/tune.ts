// Fits what each point is worth to a side (its score by the combination of its four line
// patterns, `comboOf` in `combine.ts`) and what each threat situation is worth (`threatIndex` in
// `evaluate.ts`) to the results of the games of `generate.ts`, and writes the tables the engine
// ships (`src/ai/gomoku/scores-data.ts`). Texel's method: the evaluation of a quiet position
// (`positions.ts`) is taken as the logit of the side to move's chance to win,
//   P(win) = 1 / (1 + exp(−evaluation / K)),
// K fitted first to the hand-set table, then the table by gradient descent (Adam) on the log loss
// of the game results, drawn towards the hand-set table so that a combination seen rarely keeps
// its value (and a threat situation towards 0). Two point tables: one for every side but Renju
// black, one for Renju black (whose overlines and double fours stay at 0). Games whose id ends in
// 0 are held out. With `--blend b`, a position's target is the result weighed 1 − b and, weighed
// b, the chance of a win that the search's score of it gives (`label.ts`, at the same scale K).
//
//   npx tsx packages/core/scripts/gomoku-eval/tune.ts --data .data/gomoku-eval
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { COMBOS, comboOf, FORBID, handSetTables } from '../../src/ai/gomoku/combine.ts';
import { readLines } from '../pool.ts';
import {
  evaluation,
  fitScale,
  type GameLine,
  type LabelLine,
  logLoss,
  readPositions,
  TABLES,
  THREAT_BASE,
  tableValues,
  winChance,
} from './positions.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '.data/gomoku-eval' },
    iterations: { type: 'string', default: '300' },
    rate: { type: 'string', default: '0.02' }, // Adam's step, as a fraction of K
    lambda: { type: 'string', default: '20' }, // pull towards the hand-set table, in positions
    blend: { type: 'string', default: '0' }, // share of the search's label in the target
    out: {
      type: 'string',
      default: path.resolve(
        path.dirname(fileURLToPath(import.meta.url)),
        '../../src/ai/gomoku/scores-data.ts',
      ),
    },
  },
});

const started = Date.now();
const games = readLines<GameLine>(values.data, 'games').sort((a, b) => a.id - b.id);
const blend = Number(values.blend);
if (!(blend >= 0 && blend <= 1)) throw new RangeError('--blend must be from 0 to 1');
const labels = new Map(
  blend > 0 ? readLines<LabelLine>(values.data, 'labels').map((line) => [line.id, line]) : [],
);
const data = readPositions(games, labels);
const labelled = data.label.reduce((n, x) => n + (Number.isNaN(x) ? 0 : 1), 0);
console.error(
  `${games.length} games, ${data.count} quiet positions (${labelled} with a search's label), ${data.entry.length} features, read in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

// The starting table, and the entries the fit leaves alone (Renju black's forbidden points).
const prior = tableValues(handSetTables);
const fixed = new Uint8Array(prior.length);
for (let t = 0; t < TABLES; t++) {
  const { classes } = handSetTables(t === 1);
  for (let word = 0; word < 1 << 16; word++) {
    const combo = comboOf(word);
    if (classes[word] === FORBID && combo >= 0) fixed[t * COMBOS + combo] = 1;
  }
}

const K = fitScale(data, prior, 0);
const before = logLoss(data, prior, K, 1);
// What the fit aims at: the game's result, mixed with the chance of a win the search's label
// gives (at the same scale) where there is one. The held-out loss is always against results.
const target = Float64Array.from(data.result, (result, r) => {
  const label = data.label[r]!;
  return Number.isNaN(label) ? result : (1 - blend) * result + blend * winChance(label, K);
});
console.error(
  `K ${K.toFixed(0)}; held out before: log loss ${before.loss.toFixed(4)}, results called ${(100 * before.right).toFixed(1)}%`,
);

// Adam on the summed log loss plus lambda · Σ ((w − prior) / K)².
const w = Float64Array.from(prior);
const m = new Float64Array(w.length);
const v = new Float64Array(w.length);
const gradient = new Float64Array(w.length);
const lambda = Number(values.lambda);
const rate = Number(values.rate) * K;
const iterations = Number(values.iterations);
for (let it = 1; it <= iterations; it++) {
  gradient.fill(0);
  for (let r = 0; r < data.count; r++) {
    if (data.held[r] === 1) continue;
    const p = winChance(evaluation(data, w, r), K);
    const g = (p - target[r]!) / K;
    for (let k = data.start[r]!; k < data.start[r + 1]!; k++) {
      gradient[data.entry[k]!]! += g * data.coef[k]!;
    }
  }
  for (let j = 0; j < w.length; j++) {
    if (fixed[j] === 1 || data.seen[j] === 0) continue;
    const g = gradient[j]! + (2 * lambda * (w[j]! - prior[j]!)) / (K * K);
    m[j] = 0.9 * m[j]! + 0.1 * g;
    v[j] = 0.999 * v[j]! + 0.001 * g * g;
    const mHat = m[j]! / (1 - 0.9 ** it);
    const vHat = v[j]! / (1 - 0.999 ** it);
    w[j]! -= (rate * mHat) / (Math.sqrt(vHat) + 1e-9);
  }
  if (it % 50 === 0 || it === iterations) {
    const train = logLoss(data, w, K, 0);
    const test = logLoss(data, w, K, 1);
    console.log(
      JSON.stringify({
        iteration: it,
        trainLoss: round(train.loss),
        heldLoss: round(test.loss),
        heldCalled: round(100 * test.right),
      }),
    );
  }
}

function round(x: number): number {
  return Math.round(x * 10000) / 10000;
}

const after = logLoss(data, w, K, 1);
const lines = [
  '// Generated by scripts/gomoku-eval/tune.ts: what a point is worth to a side in the evaluation, by',
  '// the combination of its four line patterns (`comboOf`), and what each threat situation is worth',
  '// (`threatIndex`), fitted to self-play results. Do not edit.',
  `// ${games.length} games, ${data.count} quiet positions${blend > 0 ? ` (targets ${blend} of a search's label where there is one: ${labelled})` : ''}; K ${K.toFixed(0)}; held-out log loss ${before.loss.toFixed(4)} hand-set, ${after.loss.toFixed(4)} fitted.`,
];
// One line of comma-separated numbers a table, read by `combine.ts`.
for (let t = 0; t < TABLES; t++) {
  const name = t === 0 ? 'NORMAL_SCORES' : 'RENJU_BLACK_SCORES';
  const row = Array.from(w.subarray(t * COMBOS, (t + 1) * COMBOS), (x) => Math.round(x));
  lines.push(`export const ${name} =`, `  '${row.join(',')}';`);
}
const threats = Array.from(w.subarray(THREAT_BASE), (x) => Math.round(x));
lines.push('export const THREAT_SCORES =', `  '${threats.join(',')}';`);
writeFileSync(values.out, `${lines.join('\n')}\n`);
console.error(`wrote ${values.out}`);
