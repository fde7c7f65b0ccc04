// Does a longer search play better moves, as a stronger brain sees them? The question an opening
// book of our own long searches hangs on. After each RIF opening's three stones (`--openings`, all
// 26 by default), in each rule, our search chooses white's move at `--ms` (820: what the Gomocup
// brain gives itself of a 1 s turn) and at `--long-ms` (20000), each search afresh. Where the two
// differ, a judge (`JUDGE`, e.g. Rapfi; `Brain.judge`) scores the position after each for black,
// `--judge-ms` a position: the lower, the better our move. One JSON line an opening, kept in
// `--out` (a run resumes), then one a rule:
// {"name":"gomoku.deeper.freestyle","value":<openings where the judge prefers the long search's
//  move>,"unit":"openings","changed":<where the moves differ>,"openings":…,"medianGain":…}
//
//   JUDGE=/work/rapfi-build/pbrain-rapfi npx tsx packages/core/bench/gomoku-deeper.ts --rules freestyle
//
// Not part of `pnpm bench`: about 25 s an opening and rule (13 minutes for 26 openings).
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { searchGomoku } from '../src/ai/gomoku/index.ts';
import { Gomoku, RENJU_OPENINGS } from '../src/index.ts';
import { type Brain, judgeCommand, startJudge, wireRules } from './brain.ts';
import { keptLines, median, wholeNumber } from './match.ts';

const { values } = parseArgs({
  options: {
    rules: { type: 'string', default: 'freestyle,renju' },
    openings: { type: 'string', default: '26' }, // the first n RIF openings
    ms: { type: 'string', default: '820' },
    'long-ms': { type: 'string', default: '20000' },
    'judge-ms': { type: 'string', default: '3000' },
    out: { type: 'string', default: '.bench-results/gomoku-deeper.jsonl' },
  },
});
const judge = judgeCommand();
const rules = wireRules(values.rules);
const openings = RENJU_OPENINGS.slice(0, wholeNumber('openings', values.openings));
const shortMs = wholeNumber('ms', values.ms);
const longMs = wholeNumber('long-ms', values['long-ms']);
const judgeMs = wholeNumber('judge-ms', values['judge-ms']);

/** One opening's line in `--out`: each search's move, and the judge's score after it for black. */
interface Probe {
  readonly name: 'gomoku.deeper.opening';
  readonly key: string; // rule, opening and both times: what the line answers
  readonly rule: string;
  readonly opening: string;
  readonly short: { move: string; judged: number | null };
  readonly long: { move: string; judged: number | null };
}

const done = keptLines<Probe>(values.out, 'gomoku.deeper.opening');

/** Our search's move in the opening's position, in `ms`. */
async function ourMove(game: Gomoku, ms: number): Promise<string> {
  const result = await searchGomoku(game, { timeMs: ms });
  return result.moveName!;
}

for (const rule of rules) {
  // Started for the first opening not probed yet: a brain takes seconds to start.
  let brain: Brain | null = null;
  const probes: Probe[] = [];
  for (const opening of openings) {
    const key = `${rule} ${opening.code} ${shortMs} ${longMs} ${judgeMs}`;
    let probe = done.get(key);
    if (probe === undefined) {
      const game = new Gomoku({ rule });
      for (const stone of opening.moves) game.play(stone);
      const short = await ourMove(game, shortMs);
      const long = await ourMove(game, longMs);
      // The same move needs no judging: neither is better.
      const scores: (number | null)[] = [];
      if (short !== long) {
        brain ??= await startJudge(judge, rule, judgeMs);
        for (const move of [short, long]) {
          const after = new Gomoku({ rule });
          for (const stone of [...opening.moves, move]) after.play(stone);
          scores.push(await brain.judge(after, judgeMs + 30_000));
        }
      }
      probe = {
        name: 'gomoku.deeper.opening',
        key,
        rule,
        opening: opening.code,
        short: { move: short, judged: scores[0] ?? null },
        long: { move: long, judged: scores[1] ?? null },
      };
      appendFileSync(values.out, `${JSON.stringify(probe)}\n`);
    }
    probes.push(probe);
    console.log(JSON.stringify(probe));
  }
  brain?.stop();
  // What the long search's move gained, by the judge (black's score after our move: lower is
  // better for us), where the moves differ and both were scored.
  const gains = probes.flatMap(({ short, long }) =>
    short.move === long.move || short.judged === null || long.judged === null
      ? []
      : [short.judged - long.judged],
  );
  console.log(
    JSON.stringify({
      name: `gomoku.deeper.${rule}`,
      value: gains.filter((gain) => gain > 0).length,
      unit: 'openings',
      changed: probes.filter(({ short, long }) => short.move !== long.move).length,
      worse: gains.filter((gain) => gain < 0).length,
      openings: probes.length,
      medianGain: median(gains),
      ms: shortMs,
      longMs,
      judgeMs,
    }),
  );
}
