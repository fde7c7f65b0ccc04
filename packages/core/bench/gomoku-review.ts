// Reads the games a match lost (`gomoku-vs.bench.ts` records) as our brain sees them: at each of
// our moves, the search the brain makes (level 10, `--ms` a move, each search afresh) gives its
// score, and the game's end says which scores were wrong. A forced win claimed in a game we then
// lost is a false proof (the search follows its own wins); a forced loss claimed and then not
// claimed at our next move was false, or the opponent left its winning line. One JSON line a
// move in `--out` (resumable), then one a game and one a rule:
// {"name":"gomoku.review.renju","value":<games with a false win>,"unit":"games","games":…,…}
//
//   npx tsx packages/core/bench/gomoku-review.ts --games packages/core/bench/results/gomoku-vs-rapfi-1000ms-singular.jsonl
//   npx tsx packages/core/bench/gomoku-review.ts --games … --rules renju --ms 820 --out .bench-results/review.jsonl
//
// Not part of `pnpm bench`: it needs a match's games. 820 ms is what the brain gives itself of a
// 1 s turn; the 36 Renju games a match lost take about 10 minutes on one core.
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { WIN_BOUND } from '../src/ai/gomoku/evaluate.ts';
import { searchGomoku } from '../src/ai/gomoku/index.ts';
import { Gomoku, type GomokuRuleName } from '../src/index.ts';
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
    ms: { type: 'string', default: '820' },
    out: { type: 'string', default: '.bench-results/gomoku-review.jsonl' },
  },
});
const ms = wholeNumber('ms', values.ms);
const rules = values.rules.split(',') as GomokuRuleName[];
const lost = lostGames(values.games).filter((game) => rules.includes(game.rule));

interface Move {
  readonly key: string; // the game and the ply, for resuming
  readonly ply: number; // 0 for the first stone
  readonly played: string;
  readonly best: string | null;
  readonly score: number;
  readonly depth: number;
}

const seen = keptLines<Move>(values.out, 'gomoku.review.move');

/** Our moves of `game` with the search's view of each, searched now unless `--out` has them. */
async function review(game: GomokuGameLine): Promise<Move[]> {
  const moves = game.moves.split(' ');
  const ours = game.ourColour === 'black' ? 0 : 1;
  const board = new Gomoku({ rule: game.rule });
  const reviewed: Move[] = [];
  for (let ply = 0; ply < moves.length; ply++) {
    // The first three stones are the opening's, not ours.
    if (ply >= 3 && ply % 2 === ours) {
      const key = `${gameKey(game)} ${ply}`;
      let move = seen.get(key);
      if (move === undefined) {
        const result = await searchGomoku(board, { timeMs: ms });
        move = {
          key,
          ply,
          played: moves[ply]!,
          best: result.moveName,
          score: result.score,
          depth: result.depth,
        };
        appendFileSync(values.out, `${JSON.stringify({ name: 'gomoku.review.move', ...move })}\n`);
      }
      reviewed.push(move);
    }
    board.play(moves[ply]!);
  }
  return reviewed;
}

for (const rule of rules) {
  const games = lost.filter((game) => game.rule === rule);
  let falseWins = 0;
  let doubtedLosses = 0;
  const warnings: number[] = [];
  for (const game of games) {
    const moves = await review(game);
    const plies = game.moves.split(' ').length;
    const wins = moves.filter((move) => move.score > WIN_BOUND).map((move) => move.ply);
    // A loss claimed at one move and not at our next.
    const doubted = moves
      .filter(
        (move, i) => move.score < -WIN_BOUND && (moves[i + 1]?.score ?? -Infinity) >= -WIN_BOUND,
      )
      .map((move) => move.ply);
    const seenAt = moves.find((move) => move.score < -WIN_BOUND)?.ply ?? null;
    if (wins.length > 0) falseWins++;
    if (doubted.length > 0) doubtedLosses++;
    if (seenAt !== null) warnings.push(plies - seenAt);
    console.log(
      JSON.stringify({
        name: 'gomoku.review.game',
        rule,
        opening: game.opening,
        ourColour: game.ourColour,
        plies,
        lossSeenAt: seenAt,
        winsClaimed: wins,
        lossesDoubted: doubted,
        scores: moves.map((move) => move.score),
      }),
    );
  }
  console.log(
    JSON.stringify({
      name: `gomoku.review.${rule}`,
      value: falseWins,
      unit: 'games',
      games: games.length,
      withLossesDoubted: doubtedLosses,
      // Plies from the first proven loss we saw to the game's end, the median of the games.
      lossSeenBeforeEnd: median(warnings),
    }),
  );
}
