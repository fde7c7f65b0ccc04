// Calibrates ProbCut on the evaluation as it is now: for positions of the training games (every
// phase from 20 to 58 empty squares), the full-width search's value at each depth from 3 to
// `--max-depth`, against the shallow search ProbCut asks at that depth (`SHALLOW_DEPTH`). Prints
// the mean and spread of the difference per depth and band of empty squares, and writes
// `src/ai/othello/probcut-data.ts`: per depth, the mean and the spread as a line in the empties.
//   npx tsx packages/core/scripts/othello-eval/probcut.ts --positions 200 --max-depth 9
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { searchReversi } from '../../src/ai/othello/index.ts';
import { probe } from '../../src/ai/othello/ordering.ts';
import { SHALLOW_DEPTH } from '../../src/ai/othello/probcut.ts';
import { BOARDS, INF, SCALE } from '../../src/ai/othello/stack.ts';
import { loadView } from '../../src/ai/othello/views.ts';
import { seededRandom } from '../../src/ai/random.ts';
import { Board, boardString, replay } from './board.ts';
import { readGames } from './dataset.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '.data/othello-eval' },
    positions: { type: 'string', default: '200' },
    'max-depth': { type: 'string', default: '9' },
    out: {
      type: 'string',
      default: path.resolve(
        path.dirname(fileURLToPath(import.meta.url)),
        '../../src/ai/othello/probcut-data.ts',
      ),
    },
  },
});
const maxDepth = Number(values['max-depth']);
const wanted = Number(values.positions);

// Positions drawn evenly over the games, with 20 to 58 empty squares and a move to play.
const random = seededRandom(2024);
const games = readGames(values.data);
const positions: Board[] = [];
while (positions.length < wanted) {
  const game = games[Math.floor(random() * games.length)]!;
  const target = 20 + Math.floor(random() * 39);
  replay(game.moves, (board) => {
    if (board.empties() === target && board.legalMoves().length > 0) {
      const copy = new Board();
      Object.assign(copy, board);
      if (positions.length < wanted) positions.push(copy);
    }
  });
}

interface Sample {
  readonly empties: number;
  readonly diff: number; // deep − shallow, score units
}
const samples: Sample[][] = Array.from({ length: maxDepth + 1 }, () => []);
const started = Date.now();
for (const [k, board] of positions.entries()) {
  const empties = board.empties();
  for (let depth = 3; depth <= Math.min(maxDepth, empties - 1); depth++) {
    const deep = (await searchReversi(boardString(board), { depth })).score * SCALE;
    BOARDS.set([board.pLo, board.pHi, board.oLo, board.oHi], 0);
    loadView(0);
    const shallow = probe(0, SHALLOW_DEPTH[depth]!, empties, -INF, INF);
    samples[depth]!.push({ empties, diff: deep - shallow });
  }
  if ((k + 1) % 20 === 0)
    console.error(
      `${k + 1}/${positions.length} positions, ${Math.round((Date.now() - started) / 1000)} s`,
    );
}

const rows: { mean: number; sigma: number; sigmaPerEmpty: number }[] = [];
for (let depth = 0; depth <= maxDepth; depth++) {
  const list = samples[depth]!;
  if (list.length === 0) {
    rows.push({ mean: 0, sigma: 8 * SCALE, sigmaPerEmpty: 0 });
    continue;
  }
  const mean = list.reduce((sum, s) => sum + s.diff, 0) / list.length;
  // The spread in each band of 10 empty squares, then a line through the bands by least squares.
  const bands: { empties: number; sigma: number; n: number }[] = [];
  for (let from = 20; from < 60; from += 10) {
    const band = list.filter((s) => s.empties >= from && s.empties < from + 10);
    if (band.length < 5) continue;
    const variance = band.reduce((sum, s) => sum + (s.diff - mean) ** 2, 0) / band.length;
    bands.push({ empties: from + 5, sigma: Math.sqrt(variance), n: band.length });
  }
  const n = bands.length;
  const meanE = bands.reduce((s, b) => s + b.empties, 0) / n;
  const meanS = bands.reduce((s, b) => s + b.sigma, 0) / n;
  const cov = bands.reduce((s, b) => s + (b.empties - meanE) * (b.sigma - meanS), 0);
  const varE = bands.reduce((s, b) => s + (b.empties - meanE) ** 2, 0);
  const slope = n > 1 && varE > 0 ? cov / varE : 0;
  const row = {
    mean: Math.round(mean * 10) / 10,
    sigma: Math.round((meanS - slope * meanE) * 10) / 10,
    sigmaPerEmpty: Math.round(slope * 1000) / 1000,
  };
  rows.push(row);
  console.log(
    JSON.stringify({
      depth,
      shallow: SHALLOW_DEPTH[depth],
      samples: list.length,
      meanDiscs: Math.round((mean / SCALE) * 100) / 100,
      sigmaDiscsByBand: Object.fromEntries(
        bands.map((b) => [b.empties, Math.round((b.sigma / SCALE) * 100) / 100]),
      ),
      ...row,
    }),
  );
}
const text = [
  // A measured spread can come out near a mathematical constant (0.693 is not ln 2 here).
  '// biome-ignore-all lint/suspicious/noApproximativeNumericConstant: measured values',
  '// Generated by packages/core/scripts/othello-eval/probcut.ts: do not edit. For each depth from 0',
  "// (the last row serves every depth past it), the deep search's value minus the shallow one's:",
  '// mean and standard deviation (sigma + sigmaPerEmpty * empties), in score units (1/16 disc).',
  'export const PROBCUT: readonly { mean: number; sigma: number; sigmaPerEmpty: number }[] = [',
  ...rows.map(
    (r) => `  { mean: ${r.mean}, sigma: ${r.sigma}, sigmaPerEmpty: ${r.sigmaPerEmpty} },`,
  ),
  '];',
  '',
].join('\n');
writeFileSync(values.out, text);
console.error(`wrote ${values.out}`);
