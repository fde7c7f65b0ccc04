// Depth-limited Othello searches, the midgame's speed: each of 30 positions of our held-out
// self-play games (26 to 40 empty squares) searched to 9 plies, one at a time in this thread, as
// `searchReversi(board, { depth: 9 })` does (no ProbCut). Prints one JSON object:
// {"name":"othello.depth.9","value":<ms>,"unit":"ms","positions":30,"nodes":…,"nps":…,"wasm":true}
// About 5 seconds; `--full` searches 100 positions at 10 plies. `--js` runs the search without
// WebAssembly (`src/ai/othello/wasm.ts`): the same nodes, to compare the time.
//   npx tsx packages/core/bench/ai-othello-depth.bench.ts [--full] [--js]
import { parseArgs } from 'node:util';
import { searchReversi } from '../src/ai/othello/index.ts';
import { useWasm } from '../src/ai/othello/solve-end.ts';
import { positionsOf } from './othello-positions.ts';

const { values: flags } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    js: { type: 'boolean', default: false },
  },
});
const wasm = useWasm(!flags.js);
if (!wasm && !flags.js) throw new Error('WebAssembly did not compile here: run with --js');
const depth = flags.full ? 10 : 9;
const positions = positionsOf(flags.full ? 100 : 30, (k) => 26 + (k % 15));

// Let the JIT compile the search on shallower searches before anything is timed.
for (const { board } of positions.slice(0, 10)) await searchReversi(board, { depth: 5 });

let nodes = 0;
const started = performance.now();
for (const { board } of positions) nodes += (await searchReversi(board, { depth })).nodes;
const ms = performance.now() - started;
console.log(
  JSON.stringify({
    name: `othello.depth.${depth}`,
    value: Math.round(ms),
    unit: 'ms',
    positions: positions.length,
    nodes,
    nps: Math.round((nodes / ms) * 1000),
    wasm,
  }),
);
