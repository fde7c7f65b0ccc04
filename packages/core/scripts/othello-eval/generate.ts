// Self-play games for training the Othello evaluation, with the exact score of every position
// from `--exact` empty squares on (the solver's own results). One JSON line a game:
//   {"id":12,"moves":"f5d6c3..pa..","from":42,"scores":[-4,4,...]}
// `moves` is the game in two-character squares ("pa" for a pass); `scores[k]` is the exact final
// disc differential, for the side to move, of the position before move `from + k`.
//
// Varied, yet like real play: each game starts with up to `--random` random moves (at least 2),
// then both sides play a seeded noisy search of `--levels` (3-5) with an occasional random move; game
// `id` draws everything from seed `id`, so a game is the same however often it is made.
//
// Resumable and parallel over `--workers` processes (`../pool.ts`): a run started again makes only
// the games not yet in `--out`.
//   npx tsx packages/core/scripts/othello-eval/generate.ts --games 20000 --out .data/othello-eval
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { searchReversi } from '../../src/ai/othello/index.ts';
import { seededRandom } from '../../src/ai/random.ts';
import { runPool } from '../pool.ts';
import { Board, boardString, squareName, squareOf } from './board.ts';

/** Nodes one solve may take (a second or two). */
const SOLVE_BUDGET = 30_000_000;

/** Plays game `id` and solves its end; the JSON line. */
async function makeGame(
  id: number,
  exact: number,
  randomMoves: number,
  [low, high]: readonly [number, number],
): Promise<string> {
  const random = seededRandom(id * 7919 + 17);
  const opening = 2 + Math.floor(random() * (randomMoves - 1));
  const level = (): number => low + Math.floor(random() * (high - low + 1));
  const levels = [level(), level()] as const;
  const board = new Board();
  const moves: number[] = [];
  const positions: string[] = [];
  while (!board.isOver()) {
    positions.push(boardString(board));
    const legal = board.legalMoves();
    let move: number;
    if (legal.length === 0) move = -1;
    else if (moves.length < opening || random() < 0.03) {
      move = legal[Math.floor(random() * legal.length)]!;
    } else {
      const level = levels[moves.length & 1]!;
      const seed = Math.floor(random() * 2 ** 31);
      const found = await searchReversi(boardString(board), { level: level as 4, seed });
      move = found.move === 'pass' || found.move === null ? -1 : squareOf(found.move);
    }
    board.play(move);
    moves.push(move);
  }
  let from = positions.findIndex((p) => (p.match(/-/g)?.length ?? 0) <= exact);
  const scores: number[] = [];
  // A game over before `exact` empty squares (a wipe-out) has nothing to solve: it is written with
  // `from` -1 and no scores, and the fit and the labels pass it over. (Solving it from its first
  // position instead, 60 empty squares, once held a worker for good: game 11222.)
  for (let k = from < 0 ? positions.length : from; k < positions.length; k++) {
    // A rare position takes the solver minutes: past the budget, the game's scores start after it.
    const found = await searchReversi(positions[k]!, { depth: 60, nodes: SOLVE_BUDGET });
    if (found.exact && found.bound === 'exact') scores.push(found.score);
    else {
      scores.length = 0;
      from = k + 1;
    }
  }
  const text = moves.map((m) => (m < 0 ? 'pa' : squareName(m))).join('');
  return JSON.stringify({ id, moves: text, from, scores });
}

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '20000' },
    out: { type: 'string', default: '.data/othello-eval' },
    exact: { type: 'string', default: '16' },
    random: { type: 'string', default: '12' },
    levels: { type: 'string', default: '3-5' },
    workers: { type: 'string', default: String(cpus().length) },
  },
});
await runPool({
  dir: values.out,
  prefix: 'games',
  items: Number(values.games),
  workers: Number(values.workers),
  make: (id) =>
    makeGame(id, Number(values.exact), Number(values.random), [
      Number(values.levels.split('-')[0]),
      Number(values.levels.split('-')[1] ?? values.levels),
    ]),
});
