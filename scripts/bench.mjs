// Runs every benchmark (`packages/*/bench/*.bench.ts`) in turn. Each prints one JSON object per line:
// `{"name": …, "value": …, "unit": …}`. Benchmarks never decide whether the test suite passes.
//
//   pnpm bench                      the quick set, a few minutes in all
//   pnpm bench ai-othello renju     only the benches whose path contains one of the words
//   pnpm bench --full               each bench at full size (about two hours)
//
// Flags are handed on to every bench; `--full` is the only one, and a bench without a long
// version ignores it. The benches in ALONE take hours whatever the flags (or need an opponent):
// they run only when a word is their whole name, as in `pnpm bench ai-othello-vs`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

const FLAGS = ['--full'];
const ALONE = ['ai-clock.bench.ts', 'ai-othello-vs.bench.ts', 'gomoku-vs.bench.ts']; // long matches, resumable

// `pnpm bench -- --full` hands the `--` on as well: it separates nothing here.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const flags = args.filter((arg) => arg.startsWith('-'));
const only = args.filter((arg) => !arg.startsWith('-'));
const unknown = flags.filter((flag) => !FLAGS.includes(flag));
if (unknown.length > 0) {
  console.error(`Unknown flag ${unknown.join(', ')}: pnpm bench [--full] [words of bench paths]`);
  process.exit(2);
}

const files = readdirSync('packages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    const dir = join('packages', entry.name, 'bench');
    try {
      return readdirSync(dir)
        .filter((file) => file.endsWith('.bench.ts'))
        .map((file) => join(dir, file));
    } catch {
      return [];
    }
  })
  .filter((file) =>
    ALONE.some((name) => file.endsWith(name))
      ? only.some((name) => file.endsWith(`${name}.bench.ts`))
      : only.length === 0 || only.some((name) => file.includes(name)),
  );
if (files.length === 0) {
  console.error(`No bench matches ${only.join(', ')}`);
  process.exit(2);
}

// `pnpm bench` puts the workspace's tools on the PATH; `node scripts/bench.mjs` alone does not.
const env = {
  ...process.env,
  PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH}`,
};
let failed = false;
for (const file of files) {
  const { status, error } = spawnSync('tsx', [file, ...flags], { stdio: 'inherit', env });
  if (status !== 0) {
    failed = true;
    console.error(`bench ${file} failed: ${error?.message ?? `exit ${status}`}`);
  }
}
process.exit(failed ? 1 : 0);
