// Scores the positions of the games of `generate.ts` that were not solved exactly (those before a
// game's `from`), by a search of `--depth` plies over the evaluation as it is now: the
// bootstrapping step. Train on the exact scores first, label with the weights that gives, train
// again on these labels, and so on, each round's earlier phases judged by the later ones. One
// JSON line a game:
//   {"id":12,"depth":4,"scores":[3,-1,...],"siblings":[[pLo,pHi,oLo,oHi,score],...]}
// scores[k]: the position before move k, k < from; with `--siblings n`, n positions beside each
// of those (after another move than the game's, drawn from seed `id`) with their own scores, so
// the midgame phases see more than the games' own lines.
// Resumable and parallel like `generate.ts`: delete the labels-*.jsonl files before a new round.
//   npx tsx packages/core/scripts/othello-eval/label.ts --depth 4 --data .data/othello-eval
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { searchReversi } from '../../src/ai/othello/index.ts';
import { seededRandom } from '../../src/ai/random.ts';
import { runPool } from '../pool.ts';
import { Board, boardString, replay } from './board.ts';
import { readGames } from './dataset.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '.data/othello-eval' },
    depth: { type: 'string', default: '4' },
    siblings: { type: 'string', default: '0' },
    workers: { type: 'string', default: String(cpus().length) },
  },
});
const depth = Number(values.depth);
const siblings = Number(values.siblings);
const games = new Map(readGames(values.data).map((game) => [game.id, game]));
const items = Math.max(0, ...games.keys()) + 1;

await runPool({
  dir: values.data,
  prefix: 'labels',
  items,
  workers: Number(values.workers),
  skip: (id) => !games.has(id),
  make: async (id) => {
    const game = games.get(id)!;
    const random = seededRandom(id * 31 + 7);
    const positions: string[] = [];
    const beside: Board[] = [];
    replay(game.moves, (board, ply) => {
      if (ply >= game.from) return;
      positions.push(boardString(board));
      const moves = board.legalMoves();
      for (let k = 0; k < siblings && moves.length > 1; k++) {
        const child = new Board();
        Object.assign(child, board);
        child.play(moves[Math.floor(random() * moves.length)]!);
        if (!child.isOver()) beside.push(child);
      }
    });
    const score = async (position: string): Promise<number> =>
      Math.round((await searchReversi(position, { depth })).score * 100) / 100;
    const scores: number[] = [];
    for (const position of positions) scores.push(await score(position));
    const extra: number[][] = [];
    for (const board of beside) {
      extra.push([board.pLo, board.pHi, board.oLo, board.oHi, await score(boardString(board))]);
    }
    return JSON.stringify({ id, depth, scores, siblings: extra });
  },
});
