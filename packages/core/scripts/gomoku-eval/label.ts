// Scores the quiet positions of the games of `generate.ts` (those the fit reads, `positions.ts`)
// by a search of `--nodes` positions with the evaluation as it is now, without noise (level 7's
// settings): a label less noisy than the game's result, which `tune.ts --blend` mixes in. A
// result says only who won in the end, after many more mistakes by levels that play with noise;
// the search says what the position is worth to a better player, seen a few moves on. One JSON
// line a game, the scores in evaluation units for the side to move, in the order of
// `forEachQuiet` (a win in n plies is 30000 − n), null where the threat searches of the root
// spent the budget before the tree searched a ply:
//   {"id":12,"nodes":2000,"scores":[120,-45,null,...]}
// Resumable and parallel like `generate.ts`; delete the labels-*.jsonl files before labelling
// with new tables.
//   npx tsx packages/core/scripts/gomoku-eval/label.ts --data .data/gomoku-eval
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { searchGomoku } from '../../src/ai/gomoku/index.ts';
import { Gomoku } from '../../src/index.ts';
import { readLines, runPool } from '../pool.ts';
import { forEachQuiet, type GameLine } from './positions.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '.data/gomoku-eval' },
    nodes: { type: 'string', default: '2000' },
    workers: { type: 'string', default: String(cpus().length) },
  },
});
const nodes = Number(values.nodes);
if (!Number.isInteger(nodes) || nodes < 1) {
  throw new RangeError(
    `--nodes must be a positive whole number, not ${values.nodes?.slice(0, 20)}`,
  );
}

const games = new Map(readLines<GameLine>(values.data, 'games').map((game) => [game.id, game]));

/** The search scores of game `id`'s quiet positions; its JSON line. */
async function label(id: number): Promise<string> {
  const line = games.get(id)!;
  const quiet: number[] = [];
  forEachQuiet(line, (_, ply) => quiet.push(ply));
  const game = new Gomoku({ rule: line.rule });
  const moves = line.moves.split(' ');
  const scores: (number | null)[] = [];
  let ply = 0;
  for (const at of quiet) {
    while (ply < at) game.play(moves[ply++]!);
    // Level 7 reads as the strong levels do, with no noise; the node budget, not the clock,
    // ends the search, so the same tables give the same label.
    const { score, depth, exact } = await searchGomoku(game, { level: 7, nodes, timeMs: 600_000 });
    scores.push(depth > 0 || exact ? score : null);
  }
  return JSON.stringify({ id, nodes, scores });
}

await runPool({
  dir: values.data,
  prefix: 'labels',
  items: [...games.keys()].reduce((most, id) => Math.max(most, id), -1) + 1,
  workers: Number(values.workers),
  skip: (id) => !games.has(id),
  make: label,
});
