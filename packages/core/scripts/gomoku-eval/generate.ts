// Self-play games for fitting the Gomoku evaluation (`tune.ts`), in freestyle and Renju. One JSON
// line a game:
//   {"id":12,"rule":"renju","moves":"h8 i9 j10 ...","winner":"black"}
// `winner` is "black", "white" or null for a full board.
//
// Varied, yet like real play: game `id` starts from RIF opening `id mod 26` (three stones), then
// plays 1 to `--random` moves of a noisy beginner level, then both sides play a search of
// `--level` limited to `--nodes` positions a move (the levels below 7 add seeded noise to the
// root moves' scores). Even ids are freestyle, odd ids Renju. Everything is drawn from seed `id`,
// so a game is the same however often it is made with the same engine; the games in
// `data/games.jsonl.gz` with ids 0-3080 were made with the hand-set evaluation, before the fit,
// those with ids 3081-8999 with the first fitted table (commit 57d8fe0, point scores only), and
// those with ids 9000-14999 with the second (68c5400, with the threat situations).
//
// Resumable and parallel over `--workers` processes (`../pool.ts`):
//   npx tsx packages/core/scripts/gomoku-eval/generate.ts --games 20000 --out .data/gomoku-eval
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { searchGomoku } from '../../src/ai/gomoku/index.ts';
import { seededRandom } from '../../src/ai/random.ts';
import type { Level } from '../../src/ai/search-types.ts';
import { formatPoint, Gomoku, RENJU_OPENINGS } from '../../src/index.ts';
import { runPool } from '../pool.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '20000' },
    out: { type: 'string', default: '.data/gomoku-eval' },
    random: { type: 'string', default: '4' }, // most beginner moves after the opening
    level: { type: 'string', default: '6' },
    nodes: { type: 'string', default: '3000' },
    workers: { type: 'string', default: String(cpus().length) },
  },
});
const randomMoves = Number(values.random);
const level = Number(values.level) as Level;
const nodes = Number(values.nodes);

/** Plays game `id`; its JSON line. */
async function makeGame(id: number): Promise<string> {
  const random = seededRandom(id * 7919 + 29);
  const rule = id % 2 === 0 ? 'freestyle' : 'renju';
  const game = new Gomoku({ rule });
  const opening = RENJU_OPENINGS[id % RENJU_OPENINGS.length]!;
  for (const stone of opening.moves) game.play(stone);
  const noisy = 1 + Math.floor(random() * randomMoves);
  for (let ply = 0; game.status.kind === 'playing'; ply++) {
    const seed = Math.floor(random() * 2 ** 31);
    const options = ply < noisy ? { level: 2 as Level, seed } : { level, seed, nodes };
    const { move } = await searchGomoku(game, options);
    game.play(move!);
  }
  const { status } = game;
  return JSON.stringify({
    id,
    rule,
    moves: game.moves.map((move) => formatPoint(move.point)).join(' '),
    winner: status.kind === 'won' ? status.winner : null,
  });
}

await runPool({
  dir: values.out,
  prefix: 'games',
  items: Number(values.games),
  workers: Number(values.workers),
  make: makeGame,
});
