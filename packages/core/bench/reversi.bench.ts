// Perft from the standard start at depths 9 to 11, in leaves per second. Prints one JSON object per
// line: {"name":"reversi.perft.d11","value":<leaves/s>,"unit":"leaves/s","leaves":...,"ms":...}.
import { Reversi } from '../src/reversi/index.ts';

const EXPECTED: Record<number, number> = { 9: 3005288, 10: 24571056, 11: 212258216 };

const game = new Reversi();
// Let the JIT compile the hot path before anything is timed.
for (let i = 0; i < 5; i++) game.perft(7);

let wrong = false;
for (const depth of [9, 10, 11]) {
  const started = performance.now();
  const leaves = game.perft(depth);
  const ms = performance.now() - started;
  if (leaves !== EXPECTED[depth]) wrong = true;
  const line = {
    name: `reversi.perft.d${depth}`,
    value: Math.round((leaves / ms) * 1000),
    unit: 'leaves/s',
    leaves,
    ms: Math.round(ms),
  };
  console.log(JSON.stringify(line));
}
// A fast wrong count is no result: fail the run so nobody quotes it.
if (wrong) throw new Error('reversi perft counts differ from the known answers');
