// Fits the pattern evaluation to the positions of `generate.ts` (and `label.ts`), one phase at a
// time from the end of the game back, and writes the weights the search ships.
//
// Each phase is a damped least-squares problem: the weights w minimise
//   Σ rows  weight · (Σ features w − target)²  +  λ · Σ (w − w_prior)²
// where a row's features are its pattern entries (shared through the board's symmetries, see
// `patterns.ts`), mobility and bias, its target the exact or searched score in discs, and w_prior
// the weights of the phase fitted before it (four more empty squares... fewer: the phases are
// fitted from the end), so an entry seen rarely keeps what the next phase learnt of it. It is
// solved by conjugate gradients on the normal equations (CGLS), which needs no step size. Rows of
// the phase's own four counts of empty squares weigh 1, those of the two counts either side 1/2.
// Games whose id ends in 0 are held out: the table gives the mean absolute error on them.
//
//   npx tsx packages/core/scripts/othello-eval/train.ts --data .data/othello-eval
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FEATURES, LAYOUT, PHASES } from '../../src/ai/othello/patterns.ts';
import { readLines } from '../pool.ts';
import { buildDataset, isHeldOut, type LabelLine, readGames, type SiblingLine } from './dataset.ts';
import { encodeWeights } from './weights-file.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '.data/othello-eval' },
    lambda: { type: 'string', default: '30' },
    iterations: { type: 'string', default: '60' },
    'dead-zone': { type: 'string', default: '4' }, // score units: smaller changes are not written
    phases: { type: 'string', default: `0-${PHASES - 1}` }, // fit only these (tuning); the rest keep the prior
    out: {
      type: 'string',
      default: path.resolve(
        path.dirname(fileURLToPath(import.meta.url)),
        '../../src/ai/othello/weights-data.ts',
      ),
    },
  },
});
const lambda = Number(values.lambda);
const iterations = Number(values.iterations);

const started = Date.now();
const games = readGames(values.data);
const labels = readLines<LabelLine>(values.data, 'labels');
// `siblings-<low>-<high>-<process>.jsonl`: every range `siblings.ts` solved.
const siblings = readLines<SiblingLine>(values.data, 'siblings-\\d+-\\d+');
const data = buildDataset(games, labels, siblings);
console.error(
  `${games.length} games (${labels.length} labelled by search, ${siblings.length} with solved siblings), ${data.count} positions read in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const { canonical, size } = LAYOUT;

/** The rows of phase `phase`, with their weights; held-out games apart. */
function rowsOf(phase: number, held: boolean): { rows: Int32Array; weights: Float64Array } {
  const rows: number[] = [];
  const weights: number[] = [];
  for (let r = 0; r < data.count; r++) {
    if (isHeldOut(data.game[r]!) !== held) continue;
    const e = data.empties[r]!;
    const own = e >> 2 === phase;
    const near = e >= 4 * phase - 2 && e < 4 * phase + 6;
    if (!own && (held || !near)) continue;
    rows.push(r);
    weights.push(own ? 1 : 0.5);
  }
  return { rows: Int32Array.from(rows), weights: Float64Array.from(weights) };
}

function predict(w: Float64Array, r: number): number {
  let sum = 0;
  const base = r * FEATURES;
  for (let f = 0; f < FEATURES; f++) sum += w[canonical[data.features[base + f]!]!]!;
  return sum;
}

/**
 * Damped CGLS from `prior`: the weights of the phase. A row's scaled features are √weight each,
 * its scaled target √weight · (target − prior's prediction).
 */
function fit(set: { rows: Int32Array; weights: Float64Array }, prior: Float64Array): Float64Array {
  const { rows, weights } = set;
  const n = rows.length;
  const root = weights.map(Math.sqrt);
  const v = new Float64Array(size); // the change from the prior
  const residual = new Float64Array(n);
  for (let k = 0; k < n; k++)
    residual[k] = root[k]! * (data.target[rows[k]!]! - predict(prior, rows[k]!));
  const s = new Float64Array(size);
  const transposed = (out: Float64Array, vector: Float64Array): void => {
    out.fill(0);
    for (let k = 0; k < n; k++) {
      const base = rows[k]! * FEATURES;
      const value = root[k]! * vector[k]!;
      for (let f = 0; f < FEATURES; f++) out[canonical[data.features[base + f]!]!]! += value;
    }
  };
  transposed(s, residual);
  const p = Float64Array.from(s);
  let gamma = dot(s, s);
  const q = new Float64Array(n);
  for (let it = 0; it < iterations && gamma > 1e-9; it++) {
    for (let k = 0; k < n; k++) {
      const base = rows[k]! * FEATURES;
      let sum = 0;
      for (let f = 0; f < FEATURES; f++) sum += p[canonical[data.features[base + f]!]!]!;
      q[k] = root[k]! * sum;
    }
    const delta = dot(q, q) + lambda * dot(p, p);
    const alpha = gamma / delta;
    for (let j = 0; j < size; j++) v[j]! += alpha * p[j]!;
    for (let k = 0; k < n; k++) residual[k]! -= alpha * q[k]!;
    transposed(s, residual);
    for (let j = 0; j < size; j++) s[j]! -= lambda * v[j]!;
    const next = dot(s, s);
    const beta = next / gamma;
    gamma = next;
    for (let j = 0; j < size; j++) p[j] = s[j]! + beta * p[j]!;
  }
  const w = new Float64Array(size);
  for (let j = 0; j < size; j++) w[j] = canonical[j] === j ? prior[j]! + v[j]! : 0;
  return w;
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let j = 0; j < a.length; j++) sum += a[j]! * b[j]!;
  return sum;
}

/** Mean absolute error of `w` on `rows` (all of them, and those with exact targets). */
function errors(
  w: Float64Array,
  rows: Int32Array,
): { all: number; exact: number; n: number; nExact: number } {
  let all = 0;
  let exact = 0;
  let nExact = 0;
  for (const r of rows) {
    const error = Math.abs(predict(w, r) - data.target[r]!);
    all += error;
    if (data.exact[r] === 1) {
      exact += error;
      nExact++;
    }
  }
  return {
    all: all / Math.max(1, rows.length),
    exact: exact / Math.max(1, nExact),
    n: rows.length,
    nExact,
  };
}

const phases: Float64Array[] = new Array(PHASES);
let prior: Float64Array = new Float64Array(size);
const [firstPhase, lastPhase] = values.phases.split('-').map(Number) as [number, number];
for (let phase = 0; phase < PHASES; phase++) {
  if (phase < firstPhase || phase > (lastPhase ?? firstPhase)) {
    phases[phase] = prior;
    continue;
  }
  const train = rowsOf(phase, false);
  const held = rowsOf(phase, true);
  const t = Date.now();
  const w = train.rows.length === 0 ? Float64Array.from(prior) : fit(train, prior);
  phases[phase] = w;
  prior = w;
  const onTrain = errors(w, train.rows);
  const onHeld = errors(w, held.rows);
  console.log(
    JSON.stringify({
      phase,
      empties: `${4 * phase}-${4 * phase + 3}`,
      rows: train.rows.length,
      heldRows: held.rows.length,
      trainMae: round(onTrain.all),
      heldMae: round(onHeld.all),
      heldExactMae: onHeld.nExact > 0 ? round(onHeld.exact) : null,
      seconds: round((Date.now() - t) / 1000),
    }),
  );
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

const text = encodeWeights(phases, games.length, data.count, Number(values['dead-zone']));
writeFileSync(values.out, text);
console.error(`wrote ${values.out}: ${text.length} bytes`);
