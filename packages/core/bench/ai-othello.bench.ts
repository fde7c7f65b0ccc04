// Exact solves of the FFO endgame suite, #40 to #59 (20 to 34 empty squares), one position at a
// time in this thread. Prints one JSON object per line:
// {"name":"othello.ffo.40","value":<ms>,"unit":"ms","move":"a2","score":38,"expected":38,"nodes":...,"sortNodes":...,"nps":...}
// (`sortNodes`: positions the move ordering evaluated, not counted in `nodes`)
// then a summary {"name":"othello.ffo.total",...}. Exits non-zero when a score or move is wrong.
// Arguments choose positions: `npx tsx packages/core/bench/ai-othello.bench.ts 40-44 47`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchReversi } from '../src/ai/othello/index.ts';
import { STATS } from '../src/ai/othello/stack.ts';
import { Reversi } from '../src/index.ts';

interface FfoPosition {
  id: number;
  board: string;
  side_to_move: 'black' | 'white';
  empties: number;
  best_score: number;
  best_moves: string[];
}

function anchorsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('no pnpm-workspace.yaml above the bench folder');
    dir = parent;
  }
  return path.resolve(dir, '../shared/anchors/othello');
}

function chosen(args: readonly string[]): Set<number> {
  const ids = new Set<number>();
  for (const arg of args.length > 0 ? args : ['40-59']) {
    const [from, to] = arg.split('-').map(Number);
    for (let id = from!; id <= (to ?? from!); id++) ids.add(id);
  }
  return ids;
}

const dir = anchorsDir();
const all = (
  JSON.parse(readFileSync(path.join(dir, 'ffo-40-79.json'), 'utf8')) as { positions: FfoPosition[] }
).positions;
const positions = all.filter((p) => chosen(process.argv.slice(2)).has(p.id));

// Let the JIT compile the solver on small endgames (FFO #1-#19) before anything is timed.
for (const line of readFileSync(path.join(dir, 'fforum-1-19.obf'), 'utf8').split('\n')) {
  if (line.trim() !== '') await searchReversi(Reversi.parseOBF(line).game, { depth: 60 });
}

let wrong = 0;
let totalMs = 0;
let totalNodes = 0;
for (const position of positions) {
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
  const line = {
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
  };
  console.log(JSON.stringify(line));
}
console.log(
  JSON.stringify({
    name: 'othello.ffo.total',
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
