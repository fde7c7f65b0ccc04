// The Renju VCF puzzles of renju-vcf-mintaka.json, one at a time in this thread. Prints one JSON
// object per line:
// {"name":"gomoku.vcf.basic_vcf#1","value":<ms>,"unit":"ms","found":true,"plies":9,"last":"m10",...}
// and, for a puzzle where solveVCF finds no VCF, a second line for the full search
// ({"name":"gomoku.vcf.deep_vcf#1.search",...,"win":true,"in":9}), then a summary line.
// Run from the repository root: npx tsx packages/core/bench/ai-gomoku.bench.ts
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hintGomoku, solveVCF } from '../src/ai/gomoku/index.ts';
import { formatPoint, Gomoku, type Stone } from '../src/index.ts';

interface VcfCase {
  readonly id: string; // the mintaka test, as test_vcf/basic_vcf#1
  readonly board: string; // 225 cells, top row first
  readonly side_to_move: Stone;
  readonly vcf_final_five_point: string; // the last move of mintaka's VCF
}

function anchorsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('no pnpm-workspace.yaml above the bench folder');
    dir = parent;
  }
  return path.resolve(dir, '../shared/anchors/renju');
}

const MAX_DEPTH = 40; // fours: beyond any of these puzzles
const NODES = 3_000_000; // positions before solveVCF gives up
const SEARCH_MS = 5000; // the full search's time on a puzzle without a VCF

const cases = (
  JSON.parse(readFileSync(path.join(anchorsDir(), 'renju-vcf-mintaka.json'), 'utf8')) as {
    cases: VcfCase[];
  }
).cases;

const setUp = (anchor: VcfCase) =>
  Gomoku.fromPosition(anchor.board, { rule: 'renju', toMove: anchor.side_to_move });

// Let the JIT compile the solver and fill the pattern tables before anything is timed.
for (const anchor of cases.slice(0, 5)) solveVCF(setUp(anchor), { maxDepth: MAX_DEPTH });

let solved = 0;
let totalMs = 0;
for (const anchor of cases) {
  const name = anchor.id.replace('test_vcf/', '');
  const game = setUp(anchor);
  const started = performance.now();
  const line = solveVCF(game, { maxDepth: MAX_DEPTH, nodes: NODES });
  const ms = performance.now() - started;
  totalMs += ms;
  const last = line === null ? null : formatPoint(line.at(-1)!);
  console.log(
    JSON.stringify({
      name: `gomoku.vcf.${name}`,
      value: Math.round(ms * 10) / 10,
      unit: 'ms',
      found: line !== null,
      plies: line?.length ?? 0,
      last,
      expectedLast: anchor.vcf_final_five_point,
    }),
  );
  if (line !== null) {
    solved++;
    continue;
  }
  // No VCF: see whether the full search (threes as well as fours) finds the forced win.
  const searchStarted = performance.now();
  const hint = await hintGomoku(game, { timeMs: SEARCH_MS });
  console.log(
    JSON.stringify({
      name: `gomoku.vcf.${name}.search`,
      value: Math.round(performance.now() - searchStarted),
      unit: 'ms',
      win: hint.kind === 'win',
      kind: hint.kind,
      ...(hint.kind === 'win' || hint.kind === 'loss' ? { in: hint.in } : {}),
      ...(hint.kind === 'estimate' ? { score: hint.score } : {}),
      move: hint.move === null ? null : formatPoint(hint.move),
    }),
  );
}
console.log(
  JSON.stringify({
    name: 'gomoku.vcf.total',
    value: Math.round(totalMs),
    unit: 'ms',
    puzzles: cases.length,
    solvedByVcf: solved,
  }),
);
