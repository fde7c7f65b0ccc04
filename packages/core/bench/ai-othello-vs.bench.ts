// Strength against an earlier version of the Othello AI: this tree's level 10 against the level 10
// of a git commit (by default 6bba19c, the last with the hand-made evaluation), at equal time a
// move, from seeded random openings of 4 to 8 plies, each opening played with both colours.
// Both engines run in this process, one search at a time; the commit is checked out once, with
// `git worktree`, under node_modules/.cache/stonekit/. One JSON object per game, then
// {"name":"othello.vs.6bba19c","value":<% scored by this tree, draws half>,"unit":"%","elo":…,…}
// Long, so not part of the default `pnpm bench`; resumable (finished games are kept and skipped):
//   npx tsx packages/core/bench/ai-othello-vs.bench.ts [--baseline REF] [--games N] [--ms MS]
// Defaults: 40 games at 250 ms a move, about 10 minutes; `--full` plays 100. `--keep-table`:
// this tree's searches go on from the table of its last one, as the kit's computer opponent's.
// `pnpm bench ai-othello-vs` runs it with the defaults.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { searchReversi } from '../src/ai/othello/index.ts';
import { seededRandom } from '../src/ai/random.ts';
import { Reversi } from '../src/index.ts';
import { eloOf } from './match.ts';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string', default: '6bba19c' },
    games: { type: 'string', default: '40' },
    ms: { type: 'string', default: '250' },
    full: { type: 'boolean', default: false }, // 100 games
    'keep-table': { type: 'boolean', default: false },
  },
});
const games = values.full ? 100 : Number(values.games);
const ms = Number(values.ms);
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const commit = execFileSync('git', ['rev-parse', '--short', values.baseline], {
  encoding: 'utf8',
}).trim();
const tree = path.join(root, 'node_modules/.cache/stonekit', `baseline-${commit}`);
if (!existsSync(tree)) {
  execFileSync('git', ['worktree', 'add', '--detach', tree, commit], { stdio: 'inherit' });
}
const baseline = (await import(path.join(tree, 'packages/core/src/ai/othello/index.ts'))) as {
  searchReversi: typeof searchReversi;
};
const kept = values['keep-table'] ? '-keep-table' : '';
const out = path.join(root, '.bench-results', `othello-vs-${commit}-${ms}ms${kept}.jsonl`);
mkdirSync(path.dirname(out), { recursive: true });
const done = new Map<number, { margin: number }>();
if (existsSync(out)) {
  for (const line of readFileSync(out, 'utf8').split('\n')) {
    try {
      const game = JSON.parse(line) as { game: number; margin: number };
      done.set(game.game, game);
    } catch {}
  }
}

/** Game `n`: opening `n >> 1`, this tree black when `n` is even. Black's final margin. */
async function play(n: number): Promise<number> {
  const random = seededRandom(1000 + (n >> 1));
  const game = new Reversi();
  const plies = 4 + Math.floor(random() * 5);
  for (let k = 0; k < plies; k++) {
    const moves = game.legalMoves();
    game.play(moves[Math.floor(random() * moves.length)]!);
  }
  const oursBlack = n % 2 === 0;
  while (!game.isGameOver()) {
    const ours = (game.turn === 'black') === oursBlack;
    const { move } = ours
      ? await searchReversi(game, { level: 10, timeMs: ms, keepTable: values['keep-table'] })
      : await baseline.searchReversi(game, { level: 10, timeMs: ms });
    if (move === 'pass') game.pass();
    else game.play(move!);
  }
  const score = game.finalScore();
  return score.black - score.white;
}

let points = 0;
let margins = 0;
for (let n = 0; n < games; n++) {
  let margin = done.get(n)?.margin;
  if (margin === undefined) {
    const started = performance.now();
    const black = await play(n);
    margin = n % 2 === 0 ? black : -black;
    const line = JSON.stringify({
      game: n,
      margin,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    });
    appendFileSync(out, `${line}\n`);
    console.log(line);
  }
  points += margin > 0 ? 1 : margin === 0 ? 0.5 : 0;
  margins += margin;
}
const share = points / games;
console.log(
  JSON.stringify({
    name: `othello.vs.${commit}`,
    value: Math.round(share * 1000) / 10,
    unit: '%',
    games,
    msPerMove: ms,
    meanMargin: Math.round((margins / games) * 10) / 10,
    ...eloOf(points, games),
  }),
);
