// Scores the positions of the games of `generate.ts` that were not solved exactly (those before a
// game's `from`), by a search of `--depth` plies over the evaluation as it is now: the
// bootstrapping step. Train on the exact scores first, label with the weights that gives, train
// again on these labels, and so on, each round's earlier phases judged by the later ones. Near the
// solved part a label can afford more: positions with at most `--solve` empty squares are solved
// exactly, and those with at most `--near-from` are searched `--near` plies (a label's error
// against the exact score, on 40 held-out positions at 22 empty squares: 5.4 discs at 5 plies,
// 4.7 at 8, 4.2 at 10). One JSON line a game:
//   {"id":12,"depth":4,"solve":0,"near":0,"nearFrom":0,"scores":[3,-1,...],
//    "siblings":[[pLo,pHi,oLo,oHi,score],...]}
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
    solve: { type: 'string', default: '0' },
    near: { type: 'string', default: '0' },
    'near-from': { type: 'string', default: '0' },
    workers: { type: 'string', default: String(cpus().length) },
  },
});

/** The whole number a flag was given, or a RangeError that names the flag. */
function count(flag: 'depth' | 'siblings' | 'solve' | 'near' | 'near-from'): number {
  const value = Number(values[flag]);
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(
      `--${flag} must be a whole number, not ${String(values[flag]).slice(0, 20)}`,
    );
  }
  return value;
}
const depth = count('depth');
const siblings = count('siblings');
const solve = count('solve');
const near = count('near');
const nearFrom = count('near-from');

/** The plies a position with `empties` empty squares is searched: 60 solves it. */
function pliesFor(empties: number): number {
  if (empties <= solve) return 60;
  if (empties <= nearFrom) return Math.max(depth, near);
  return depth;
}

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
    const positions: Board[] = [];
    const beside: Board[] = [];
    replay(game.moves, (board, ply) => {
      if (ply >= game.from) return;
      const copy = new Board();
      Object.assign(copy, board);
      positions.push(copy);
      const moves = board.legalMoves();
      for (let k = 0; k < siblings && moves.length > 1; k++) {
        const child = new Board();
        Object.assign(child, board);
        child.play(moves[Math.floor(random() * moves.length)]!);
        if (!child.isOver()) beside.push(child);
      }
    });
    const score = async (board: Board): Promise<number> => {
      const found = await searchReversi(boardString(board), { depth: pliesFor(board.empties()) });
      return Math.round(found.score * 100) / 100;
    };
    const scores: number[] = [];
    for (const board of positions) scores.push(await score(board));
    const extra: number[][] = [];
    for (const board of beside) {
      extra.push([board.pLo, board.pHi, board.oLo, board.oHi, await score(board)]);
    }
    return JSON.stringify({ id, depth, solve, near, nearFrom, scores, siblings: extra });
  },
});
