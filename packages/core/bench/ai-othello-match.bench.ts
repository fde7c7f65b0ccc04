// Strength of the Othello levels: short matches between levels, each pair from a few openings,
// each level with both colours, one JSON object per pair:
// {"name":"othello.match.3v1","value":<% scored by the higher level, draws half>,"unit":"%",...}
// `discs` is the higher level's mean final disc differential. Levels 8-10 move in a tenth of
// their own time. By default from the first three openings, 6 games a pair, about 1 minute;
// `--full` plays all six, 12 games a pair, about 2 minutes (nearly all of it 10v7).
// Run from the repository root: npx tsx packages/core/bench/ai-othello-match.bench.ts [--full]
import { levelSettings, searchReversi } from '../src/ai/othello/index.ts';
import type { Level } from '../src/ai/search-types.ts';
import { Reversi } from '../src/index.ts';
import { LEVEL_PAIRS, runMatches } from './match.ts';

// The first moves of common openings, with either side to move, so that games differ.
const OPENINGS = [
  'f5 d6 c3 d3 c4',
  'f5 d6 c5 f4 e3',
  'f5 f6 e6 f4 c3',
  'f5 f4 e3 f6 d3',
  'f5 d6 c5 f4 e3 c6',
  'f5 f4 e3 f6 d3 c5',
];
const QUICK_OPENINGS = 3; // openings played without `--full`
const TIME_SCALE = 10; // the timed levels move in their own budget divided by this

function options(level: Level, seed: number) {
  const { timeMs } = levelSettings(level);
  return Number.isFinite(timeMs) ? { level, seed, timeMs: timeMs / TIME_SCALE } : { level, seed };
}

/** Plays one game from `opening`; returns black's final disc differential. */
async function play(opening: string, black: Level, white: Level, seed: number): Promise<number> {
  const game = Reversi.fromTranscript(opening);
  for (let ply = 0; !game.isGameOver(); ply++) {
    const level = game.turn === 'black' ? black : white;
    const { move } = await searchReversi(game, options(level, seed * 100 + ply));
    if (move === 'pass') game.pass();
    else game.play(move!);
  }
  const score = game.finalScore();
  return score.black - score.white;
}

await runMatches({
  name: 'othello',
  pairs: LEVEL_PAIRS,
  openings: process.argv.includes('--full') ? OPENINGS : OPENINGS.slice(0, QUICK_OPENINGS),
  play,
  margin: 'discs',
});
