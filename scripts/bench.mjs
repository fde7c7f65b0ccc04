// Runs every benchmark (`packages/*/bench/*.bench.ts`) in turn. Each prints one JSON object per line:
// `{"name": …, "value": …, "unit": …}`. Benchmarks never decide whether the test suite passes.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const only = process.argv.slice(2);
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
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)));

let failed = false;
for (const file of files) {
  const { status } = spawnSync('tsx', [file], { stdio: 'inherit' });
  if (status !== 0) {
    failed = true;
    console.error(`bench ${file} exited with ${status}`);
  }
}
process.exit(failed ? 1 : 0);
