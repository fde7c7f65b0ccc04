// Speed and strength of the Gomoku AI. First the tree search's speed on middle-game positions:
// {"name":"gomoku.search.nps","value":<nodes per second>,"unit":"nodes/s",...}
// then short matches between levels (each pair from a few openings, each level with both
// colours, each move in a twentieth of the level's own time), one JSON object per pair:
// {"name":"gomoku.match.3v1","value":<% scored by the higher level, draws half>,"unit":"%",...}
// By default from the first four openings, 8 games a pair, about 45 s; `--full` plays all eight,
// 16 games a pair, about 90 s (most of it 10v7), for scores less a matter of luck.
// Run from the repository root: npx tsx packages/core/bench/ai-gomoku-match.bench.ts [--full]
import type { Engine } from '../src/ai/gomoku/engine.ts';
import { gomokuLevelSettings, searchGomoku } from '../src/ai/gomoku/index.ts';
import { loadEngine } from '../src/ai/gomoku/input.ts';
import { generateMoves } from '../src/ai/gomoku/movegen.ts';
import { DONE, Tree } from '../src/ai/gomoku/tree.ts';
import { ttNewSearch } from '../src/ai/gomoku/tt.ts';
import type { Level } from '../src/ai/search-types.ts';
import { Gomoku, type GomokuRuleName } from '../src/index.ts';
import { LEVEL_PAIRS, runMatches } from './match.ts';

const RULE: GomokuRuleName = 'freestyle';

// The tree alone (no VCF or VCT), to a fixed depth, on middle-game positions of real games.
const POSITIONS = [
  'h8 h9 i9 g7 j10 i8 g9 k11',
  'h8 i9 h10 h9 g9 j9 k9 i10 i8 g10',
  'h8 h7 i7 g9 j6 k5 i8 i6 g8 f8 j8 k8',
  'h8 g9 j8 i8 i9 h10 g10 j10 k11 i7 h6 f9 e9',
];
const DEPTH = 8;
const WIDTHS = Int32Array.of(0, 10, 12, 14, 16, 18, 20); // as search.ts

/** The root moves of the tree, as the search would list them. */
function rootOf(engine: Engine, tree: Tree, out: Int32Array): number {
  const count = generateMoves(engine, tree.context, 0, out.length, -1);
  out.set(tree.context.moves.subarray(0, count));
  return count;
}

let nodes = 0;
let ms = 0;
// The first round warms the JIT up and fills the pattern tables; only the second is timed.
for (let round = 0; round < 2; round++) {
  nodes = 0;
  ms = 0;
  for (const moves of POSITIONS) {
    const engine = loadEngine(Gomoku.fromMoves(moves, { rule: RULE }).state);
    const tree = new Tree(engine, WIDTHS);
    const root = new Int32Array(40);
    const count = rootOf(engine, tree, root);
    ttNewSearch();
    const started = performance.now();
    for (let depth = 1; depth <= DEPTH; depth++) {
      tree.setRoot(root, count);
      tree.start(depth);
      // run() pauses only at its node budget, out of reach here.
      while (tree.run(1 << 30) !== DONE);
    }
    ms += performance.now() - started;
    nodes += tree.nodes;
  }
}
console.log(
  JSON.stringify({
    name: 'gomoku.search.nps',
    value: Math.round((nodes / ms) * 1000),
    unit: 'nodes/s',
    nodes,
    ms: Math.round(ms),
    depth: DEPTH,
    positions: POSITIONS.length,
  }),
);

// Three-stone openings near the centre, so that games differ.
const OPENINGS = [
  'h8 h9 i9',
  'h8 i9 j10',
  'h8 g9 j8',
  'h8 i8 g10',
  'h8 h9 j9',
  'h8 i9 g9',
  'h8 g7 i9',
  'h8 j8 i10',
];
const QUICK_OPENINGS = 4; // openings played without `--full`
const TIME_SCALE = 20; // each level moves in its own time budget divided by this
const MAX_MOVES = 120; // a game still going after this many moves is scored a draw

const moveMs = (level: Level) => gomokuLevelSettings(level).timeMs / TIME_SCALE;

/** Plays one game from `opening`; resolves to 1 when black won, -1 when white did, 0 for a draw. */
async function play(opening: string, black: Level, white: Level, seed: number): Promise<number> {
  const game = Gomoku.fromMoves(opening, { rule: RULE });
  while (!game.isGameOver() && game.moveCount < MAX_MOVES) {
    const level = game.turn === 'black' ? black : white;
    const options = { level, seed: seed + game.moveCount, timeMs: moveMs(level) };
    game.play((await searchGomoku(game, options)).move!);
  }
  const { status } = game;
  if (status.kind !== 'won') return 0;
  return status.winner === 'black' ? 1 : -1;
}

await runMatches({
  name: 'gomoku',
  pairs: LEVEL_PAIRS,
  openings: process.argv.includes('--full') ? OPENINGS : OPENINGS.slice(0, QUICK_OPENINGS),
  play,
  details: (strong, weak) => ({
    rule: RULE,
    moveMs: { [strong]: moveMs(strong), [weak]: moveMs(weak) },
  }),
});
