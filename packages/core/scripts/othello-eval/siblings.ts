// Exact scores beside the games' lines, for the phases the solver reaches: every position one
// move away from a game's position with `--low` to `--high` empty squares (every legal move, the
// game's own included where the game was not solved from there), solved exactly. A game gives
// the fit about ten exact positions; its neighbours from 9 to 16 empty squares about 41 more,
// nearly as realistic (one move off a played line) and each scored without noise.
// One JSON line a game, in `siblings-<low>-<high>-<process>.jsonl` (one set of files for each
// range, so a range can be added later), read by `train.ts` as exact targets:
//   {"id":12,"positions":[[pLo,pHi,oLo,oHi,score],...]}
// Resumable and parallel like `generate.ts` (`../pool.ts`).
//   npx tsx packages/core/scripts/othello-eval/siblings.ts --low 9 --high 16 --data .data/othello-eval
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { searchReversi } from '../../src/ai/othello/index.ts';
import { runPool } from '../pool.ts';
import { Board, boardString, replay, squareName } from './board.ts';
import { readGames } from './dataset.ts';

/** Nodes one solve may take: past it, the position is left out. */
const SOLVE_BUDGET = 30_000_000;

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '.data/othello-eval' },
    low: { type: 'string', default: '9' },
    high: { type: 'string', default: '16' },
    workers: { type: 'string', default: String(cpus().length) },
  },
});
const low = Number(values.low);
const high = Number(values.high);
const games = new Map(readGames(values.data).map((game) => [game.id, game]));
const items = Math.max(0, ...games.keys()) + 1;

await runPool({
  dir: values.data,
  prefix: `siblings-${low}-${high}`,
  items,
  workers: Number(values.workers),
  skip: (id) => !games.has(id) || games.get(id)!.from < 0,
  make: async (id) => {
    const game = games.get(id)!;
    const children: Board[] = [];
    replay(game.moves, (board, ply) => {
      const empties = board.empties();
      if (empties < low || empties > high) return;
      const played = game.moves.slice(2 * ply, 2 * ply + 2);
      for (const move of board.legalMoves()) {
        // The game's own next position already has its exact score once the game is solved.
        if (ply + 1 >= game.from && squareName(move) === played) continue;
        const child = new Board();
        Object.assign(child, board);
        child.play(move);
        if (!child.isOver()) children.push(child);
      }
    });
    const positions: number[][] = [];
    for (const child of children) {
      const found = await searchReversi(boardString(child), { depth: 60, nodes: SOLVE_BUDGET });
      if (!found.exact || found.bound !== 'exact') continue;
      positions.push([child.pLo, child.pHi, child.oLo, child.oHi, found.score]);
    }
    return JSON.stringify({ id, positions });
  },
});
