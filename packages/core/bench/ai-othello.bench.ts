// Exact solves of the FFO endgame suite (#40 to #59: 20 to 34 empty squares), one position at a
// time in this thread. Prints one JSON object per line:
// {"name":"othello.ffo.40","value":<ms>,"unit":"ms","move":"a2","score":38,"expected":38,"nodes":...,"sortNodes":...,"nps":...}
// (`sortNodes`: positions the move ordering evaluated, not counted in `nodes`)
// then a summary {"name":"othello.ffo.total",...}. Exits non-zero when a score or move is wrong.
//
// By default #40-#44: 87M nodes with the trained evaluation and the search's WebAssembly (#40
// 15M, #41 21M, #42 23M, #43 15M, #44 14M; 79M with `--js`, whose tree takes over from fewer
// empty squares), about 4 s. `--full` solves #40-#59, about 32 minutes (#40-#49 alone 1.0G
// nodes, about 45 s; #55 19 minutes); arguments choose positions:
//   npx tsx packages/core/bench/ai-othello.bench.ts 40-49 52
// `--progress <file>` makes a long run resumable: each position solved right is appended to the
// JSON-lines file, and a run started again prints the lines already there instead of solving
// those positions again.
// `pnpm bench:ffo` is the full run with its progress in node_modules/.cache/stonekit/ffo.jsonl:
//   pnpm bench:ffo          #40-#59, resumed where the last run stopped
//   pnpm bench:ffo 50-59    only those
// Delete the file to measure again after changing the solver.
// `--js` runs the search without WebAssembly (`src/ai/othello/wasm.ts`), to compare the two.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { searchReversi } from '../src/ai/othello/index.ts';
import { useWasm } from '../src/ai/othello/solve-end.ts';
import { STATS } from '../src/ai/othello/stack.ts';
import { Reversi } from '../src/index.ts';
import { anchorsDir } from '../test/anchors.ts';

interface FfoPosition {
  id: number;
  board: string;
  side_to_move: 'black' | 'white';
  empties: number;
  best_score: number;
  best_moves: string[];
}

const QUICK = '40-44'; // the default set: well under a minute
const FULL = '40-59'; // `--full`: about 32 minutes

function chosen(args: readonly string[]): Set<number> {
  const ids = new Set<number>();
  for (const arg of args) {
    const [from, to] = arg.split('-').map(Number);
    if (!Number.isInteger(from) || !Number.isInteger(to ?? from)) {
      throw new RangeError(`not an FFO number or range such as 40-44: ${arg}`);
    }
    for (let id = from!; id <= (to ?? from!); id++) ids.add(id);
  }
  return ids;
}

/** The lines of the positions a run already solved, by FFO number; none without the file. */
function finished(file: string | undefined): Map<number, Record<string, unknown>> {
  const lines = new Map<number, Record<string, unknown>>();
  if (file === undefined || !existsSync(file)) return lines;
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    // A run killed while writing leaves half a line: that position is solved again.
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      continue;
    }
    const id = Number(String(line.name).replace('othello.ffo.', ''));
    if (Number.isInteger(id)) lines.set(id, line);
  }
  return lines;
}

const { values: flags, positionals } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    progress: { type: 'string' },
    js: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const wasm = useWasm(!flags.js);
if (!wasm && !flags.js) throw new Error('WebAssembly did not compile here: run with --js');
const ids = chosen(positionals.length > 0 ? positionals : [flags.full ? FULL : QUICK]);
const progress = flags.progress;
const done = finished(progress);
if (progress !== undefined) mkdirSync(path.dirname(progress), { recursive: true });

const dir = anchorsDir('othello');
const all = (
  JSON.parse(readFileSync(path.join(dir, 'ffo-40-79.json'), 'utf8')) as { positions: FfoPosition[] }
).positions;
const positions = all.filter((p) => ids.has(p.id));
const resumed = positions.filter((p) => done.has(p.id)).map((p) => `#${p.id}`);
if (resumed.length > 0) {
  console.error(
    `${progress} holds ${resumed.join(' ')}: not solved again (delete it to re-measure)`,
  );
}

// Let the JIT compile the solver on small endgames (FFO #1-#19) before anything is timed.
for (const line of readFileSync(path.join(dir, 'fforum-1-19.obf'), 'utf8').split('\n')) {
  if (line.trim() !== '') await searchReversi(Reversi.parseOBF(line).game, { depth: 60 });
}

let wrong = 0;
let totalMs = 0;
let totalNodes = 0;
for (const position of positions) {
  const before = done.get(position.id);
  if (before !== undefined) {
    if (before.wrong === true) wrong++;
    totalMs += Number(before.value);
    totalNodes += Number(before.nodes);
    console.log(JSON.stringify(before));
    continue;
  }
  const game = Reversi.fromPosition(
    `${position.board} ${position.side_to_move === 'black' ? 'X' : 'O'}`,
  );
  const started = performance.now();
  const result = await searchReversi(game, { depth: 60 });
  const ms = performance.now() - started;
  const ok =
    result.exact &&
    result.score === position.best_score &&
    position.best_moves.includes(result.move ?? '');
  if (!ok) wrong++;
  totalMs += ms;
  totalNodes += result.nodes;
  const line = JSON.stringify({
    name: `othello.ffo.${position.id}`,
    value: Math.round(ms),
    unit: 'ms',
    move: result.move,
    score: result.score,
    expected: position.best_score,
    nodes: result.nodes,
    sortNodes: STATS[1],
    nps: Math.round((result.nodes / ms) * 1000),
    ...(ok ? {} : { wrong: true, bestMoves: position.best_moves }),
  });
  console.log(line);
  // A wrong answer is not kept: the next run solves that position again.
  if (ok && progress !== undefined) appendFileSync(progress, `${line}\n`);
}
console.log(
  JSON.stringify({
    name: 'othello.ffo.total',
    wasm,
    value: Math.round(totalMs),
    unit: 'ms',
    positions: positions.length,
    wrong,
    nodes: totalNodes,
    nps: Math.round((totalNodes / totalMs) * 1000),
  }),
);
// A fast wrong answer is no result: fail the run so nobody quotes it.
if (wrong > 0) process.exit(1);
