// A stronger brain judges the games a match lost (`gomoku-vs.bench.ts` records): it searches
// every position from the opening on (`--ms` each) and says what it is worth to the side to move
// (`Brain.judge`). Where `gomoku-review.ts` asks our own search, which cannot see past itself, this
// finds the moves that lost, as far as the judge sees:
// - a missed win: the judge saw a forced win before our move, and none after it;
// - the losing move: our last move after which the judge saw a forced loss, with what it gave
//   the position before it (even, a little worse, already lost by a move of ours before). That
//   is where the judge first sees the game lost: the mistake may lie further back, past its
//   horizon. A block of a four is no choice: a loss the judge sees only past our blocks is put on
//   the move before them.
// The judge's scores go to `--out`, one JSON line a game (resumable: the verdicts are read from
// them again on every run); one line a game is printed, then one a rule:
// {"name":"gomoku.judge.freestyle","value":<games with a missed win>,"unit":"games","games":…,…}
//
//   JUDGE=/work/rapfi-build/pbrain-rapfi npx tsx packages/core/bench/gomoku-judge.ts \
//     --games packages/core/bench/results/gomoku-vs-rapfi-1000ms-vs-250ms-horizon.jsonl --colours black
//
// Not part of `pnpm bench`: it needs a match's games and the judge (see the README on building
// Rapfi). About a second a position: the 17 games as black of that file take about 17 minutes.
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CLASSES, FIVE } from '../src/ai/gomoku/combine.ts';
import { WIN_BOUND } from '../src/ai/gomoku/evaluate.ts';
import { loadEngine } from '../src/ai/gomoku/input.ts';
import { Gomoku } from '../src/index.ts';
import { type Brain, judgeCommand, startJudge, wireRules } from './brain.ts';
import {
  type GomokuGameLine,
  gameKey,
  keptLines,
  lostGames,
  median,
  wholeNumber,
} from './match.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string' },
    rules: { type: 'string', default: 'freestyle,renju' },
    colours: { type: 'string', default: 'black,white' }, // the colours we played in the games judged
    ms: { type: 'string', default: '1000' },
    out: { type: 'string', default: '.bench-results/gomoku-judge.jsonl' },
  },
});
const judge = judgeCommand();
const ms = wholeNumber('ms', values.ms);
const rules = wireRules(values.rules);
const colours = values.colours.split(',');
/** A judge's score this far below 0 or less is a worse position (Rapfi's: about a stone's play). */
const EVEN_WITHIN = 300;

/** What the judge made of one game, as `--out` keeps it. */
interface Scores {
  readonly name: 'gomoku.judge.scores';
  readonly key: string; // the game
  readonly scores: (number | null)[]; // of each position from 3 stones on, for its side to move
}

/** What the scores show about our moves (plies: 0 for the first stone). */
interface Verdict {
  readonly missedWins: number[]; // our moves that let a win go
  readonly lostAt: number | null; // our losing move, if the judge saw one
  readonly before: number | null; // what the judge gave the position before it, for us
}

const lost = lostGames(values.games).filter(
  (game) => rules.includes(game.rule) && colours.includes(game.ourColour),
);

const judged = keptLines<Scores>(values.out, 'gomoku.judge.scores');

/** The judge's scores of the positions of `game` from the opening's on. */
async function judgeGame(brain: Brain, game: GomokuGameLine): Promise<(number | null)[]> {
  const moves = game.moves.split(' ');
  const board = new Gomoku({ rule: game.rule });
  const scores: (number | null)[] = [];
  for (let ply = 0; ply < moves.length - 1; ply++) {
    board.play(moves[ply]!);
    if (ply < 2) continue;
    scores.push(await brain.judge(board, ms + 30_000));
  }
  return scores;
}

/** What the judge's `scores` of `game` say of our moves. */
function verdictOf(game: GomokuGameLine, scores: readonly (number | null)[]): Verdict {
  const moves = game.moves.split(' ');
  const board = new Gomoku({ rule: game.rule });
  // The search's engine beside the game, for the class counts it keeps: the side not to move has
  // a point that makes five (under the rule: no Renju black overline), so the mover must block.
  const engine = loadEngine(board.state);
  const forced: boolean[] = [false]; // by ply: whether that move had to block a four
  for (let ply = 0; ply < moves.length - 1; ply++) {
    board.play(moves[ply]!);
    const { x, y } = board.moves[ply]!.point;
    engine.make(engine.padded(y * board.size + x));
    forced.push(engine.counts[(2 - engine.turn) * CLASSES + FIVE]! > 0);
  }
  // scores[k] is the position with k + 3 stones, for its side to move; our move at ply p turns
  // the position of p stones, ours to move, into that of p + 1.
  const ours = game.ourColour === 'black' ? 0 : 1;
  const missedWins: number[] = [];
  let lostAt: number | null = null;
  let before: number | null = null;
  // The judge's score of the position with `stones` stones, for us.
  const ourScore = (stones: number): number | null => {
    const score = scores[stones - 3];
    return score === null || score === undefined ? null : stones % 2 === ours ? score : -score;
  };
  for (let ply = 3; ply + 1 < moves.length; ply++) {
    if (ply % 2 !== ours || forced[ply]) continue;
    const was = ourScore(ply);
    let now = ourScore(ply + 1);
    // Through our blocks that follow, the worst the judge saw.
    for (let next = ply + 2; forced[next] === true && next + 1 < moves.length; next += 2) {
      const then = ourScore(next + 1);
      if (now !== null && then !== null && then < now) now = then;
    }
    if (was === null || now === null) continue;
    if (was > WIN_BOUND && now <= WIN_BOUND) missedWins.push(ply);
    if (was >= -WIN_BOUND && now < -WIN_BOUND) {
      lostAt = ply;
      before = was;
    }
  }
  return { missedWins, lostAt, before };
}

for (const rule of rules) {
  const games = lost.filter((game) => game.rule === rule);
  if (games.length === 0) continue;
  // Started for the first game not judged yet: a brain takes seconds to start.
  let brain: Brain | null = null;
  const results: Verdict[] = [];
  for (const game of games) {
    const key = gameKey(game);
    let scores = judged.get(key)?.scores;
    if (scores === undefined) {
      brain ??= await startJudge(judge, rule, ms);
      scores = await judgeGame(brain, game);
      const line: Scores = { name: 'gomoku.judge.scores', key, scores };
      appendFileSync(values.out, `${JSON.stringify(line)}\n`);
    }
    const verdict = verdictOf(game, scores);
    results.push(verdict);
    const { opening, ourColour } = game;
    const plies = game.moves.split(' ').length;
    console.log(
      JSON.stringify({ name: 'gomoku.judge.game', rule, opening, ourColour, plies, ...verdict }),
    );
  }
  brain?.stop();
  const losing = results.filter((game) => game.lostAt !== null);
  console.log(
    JSON.stringify({
      name: `gomoku.judge.${rule}`,
      value: results.filter((game) => game.missedWins.length > 0).length,
      unit: 'games',
      games: results.length,
      // the losing move: in how many games the judge saw one, how late, and from where
      losingMoveSeen: losing.length,
      losingPlyMedian: median(losing.map((game) => game.lostAt!)),
      fromWon: losing.filter((game) => game.before! > WIN_BOUND).length,
      fromEvenOrBetter: losing.filter(
        (game) => game.before! <= WIN_BOUND && game.before! >= -EVEN_WITHIN,
      ).length,
      fromWorse: losing.filter((game) => game.before! < -EVEN_WITHIN).length,
      ms,
    }),
  );
}
