// The whole test suite, in the order that fails fastest: each step stops the run on failure.
// It ends with one line `N passed, N failed` that sums the tests of every runner.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(`${reports}/bin`, { recursive: true });

// Run through `npx pnpm@…`, pnpm is not on the PATH of the steps below: put the running one there.
const pnpmEntry = process.env.npm_execpath;
if (pnpmEntry?.includes('pnpm')) {
  const shim = `${reports}/bin/pnpm`;
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${pnpmEntry}" "$@"\n`);
  chmodSync(shim, 0o755);
  process.env.PATH = `${resolve(reports, 'bin')}:${process.env.PATH}`;
}

const steps = [
  ['browser', 'bash scripts/ensure-chromium.sh'],
  [
    'typecheck',
    'pnpm -r --no-bail --workspace-concurrency=1 typecheck && tsc -p .storybook && tsc -p e2e',
  ],
  ['lint', 'biome ci --reporter=summary .'],
  // Every TypeScript snippet of the packages' READMEs, against the sources.
  ['readme snippets', 'node scripts/check-snippets.mjs'],
  [
    'unit',
    `vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`,
  ],
  ['build packages', 'pnpm --filter "./packages/*" build'],
  // Lints the packages as published (publishConfig applied): exports map, types, files.
  ['publint', 'pnpm --filter "./packages/*" exec publint --pack pnpm --strict'],
  // An app outside the workspace that installs the packed tarballs, as a user's would.
  ['embed app', 'pnpm run embed'],
  ['build demo', 'pnpm --filter @stonekit/demo build'],
  ['build storybook', 'storybook build --quiet --disable-telemetry -o storybook-static'],
  ['e2e', 'playwright test'],
];

const counts = { passed: 0, failed: 0 };

function tally() {
  const vitest = `${reports}/vitest.json`;
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    counts.passed += r.numPassedTests;
    counts.failed += r.numFailedTests;
  }
  const playwright = `${reports}/playwright.json`;
  if (existsSync(playwright)) {
    const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
  }
}

let failedStep = null;
for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env: process.env });
  console.log(
    `◀ ${name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) {
    failedStep = name;
    break;
  }
}

tally();
// A step that fails before its runner reports (a type error, a build) still counts as a failure.
if (failedStep && counts.failed === 0) counts.failed = 1;
if (failedStep) console.log(`\nStopped at the first failure: ${failedStep}`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedStep ? 1 : 0);
