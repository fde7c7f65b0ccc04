// Full-game analysis at the default limits (ANALYSIS_LIMITS): every position of a game searched in
// turn in this thread, as a review's worker searches them, then read with gameAnalysisOf. Prints
// one JSON object per game:
// {"name":"analysis.othello","value":<ms>,"unit":"ms","moves":61,"searches":61,"slowestMs":...,"judged":{...}}
// value is the wall time of all the searches; slowestMs the longest single one. The games are
// fixed: a close Othello game of 60 discs and a pass (levels 4 and 5 of our engine, seed 21), and
// a Gomoku game of 38 moves ending in a five (levels 4 and 5). About 3 s in all on a 2-core
// machine. `--full` runs each game three times and reports the median.
import { parseArgs } from 'node:util';
import {
  ANALYSIS_LIMITS,
  type GameAnalysisPlan,
  gameAnalysisOf,
  planGameAnalysis,
  type SearchResult,
  searchGomoku,
  searchReversi,
} from '../src/ai/index.ts';
import { Gomoku, Reversi } from '../src/index.ts';

const OTHELLO =
  'f5d6c4g5g6f3e6f6f7h6f4g4e7g3h5h4d7c5b4d3e3c6f2h7b5b3c7f8d2e8h3h2c3e1g1c1d1f1e2c2a3h1g2b2a2b6a5a4a6a1b1a7b7d8c8a8b8g7h8g8';
const GOMOKU =
  'h8 g10 e9 e11 d10 f8 j10 h11 i9 g7 i12 g11 i11 i8 f11 g9 g8 e7 d6 f7 k11 l12 d7 h7 i7 f5 d8 d9 i13 i10 d5 d4 i14 i15 j9 f6 f4 f9';

const { values: flags } = parseArgs({ options: { full: { type: 'boolean', default: false } } });
const runs = flags.full ? 3 : 1;

/** Searches every position of `plan` in order; the results and the time each took. */
async function analyse(plan: GameAnalysisPlan) {
  const results: SearchResult<unknown>[] = [];
  const times: number[] = [];
  for (const position of plan.positions) {
    const { task } = position;
    if (task === null) continue;
    const started = performance.now();
    results[position.ply] =
      task.game === 'reversi'
        ? await searchReversi(task.position, ANALYSIS_LIMITS.reversi)
        : await searchGomoku(task.position, ANALYSIS_LIMITS.gomoku);
    times.push(performance.now() - started);
  }
  return { results, times };
}

const games = [
  { name: 'analysis.othello', plan: planGameAnalysis(Reversi.fromMoves(OTHELLO)) },
  { name: 'analysis.gomoku', plan: planGameAnalysis(Gomoku.fromMoves(GOMOKU)) },
];

for (const { name, plan } of games) {
  const totals: number[] = [];
  let last: Awaited<ReturnType<typeof analyse>> | null = null;
  for (let run = 0; run < runs; run++) {
    last = await analyse(plan);
    totals.push(last.times.reduce((sum, ms) => sum + ms, 0));
  }
  if (last === null) continue;
  const analysis = gameAnalysisOf(plan, last.results);
  // A run that left a position unread measured less than an analysis: fail rather than report it.
  if (!analysis.complete) throw new Error(`${name}: some positions have no evaluation`);
  const judged = { inaccuracy: 0, mistake: 0, blunder: 0 };
  for (const move of analysis.moves) if (move.judgement !== null) judged[move.judgement]++;
  const line = {
    name,
    value: Math.round(totals.sort((a, b) => a - b)[Math.floor(totals.length / 2)] ?? 0),
    unit: 'ms',
    moves: plan.moves.length,
    searches: last.times.length,
    slowestMs: Math.round(Math.max(...last.times)),
    limits: ANALYSIS_LIMITS[plan.game],
    judged,
  };
  console.log(JSON.stringify(line));
}
