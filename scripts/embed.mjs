// Builds the embedding test app (e2e/embed/app) the way a user would: packs @stonekit/core and
// @stonekit/ui with pnpm (which builds them first), installs the tarballs with npm into a copy of
// the app outside the workspace, type-checks it under strict settings and builds it with Vite.
// The e2e project `embed` then drives the result in Chromium. Run from the repository root:
//   npx -y pnpm@10.34.8 run embed
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.reports/embed');
const packs = join(out, 'packs');
const app = join(out, 'app');

// npm reads pnpm's `npm_config_*` settings as its own and warns about them: the app's tools get a
// clean environment, as in a user's shell.
const userEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
);

function run(command, args, cwd, env = userEnv) {
  console.log(`embed: ${command} ${args.join(' ')} (in ${cwd.slice(root.length + 1) || '.'})`);
  const { status, error } = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`embed: ${command} failed: ${error?.message ?? `exit ${status}`}`);
    process.exit(1);
  }
}

// The pnpm running this script when there is one (`pnpm run embed`), else a pinned one.
const execPath = process.env.npm_execpath ?? '';
const pnpm = execPath.includes('pnpm')
  ? /\.[cm]?js$/.test(execPath)
    ? [process.execPath, [execPath]]
    : [execPath, []]
  : ['npx', ['-y', 'pnpm@10.34.8']];

rmSync(out, { recursive: true, force: true });
mkdirSync(packs, { recursive: true });
for (const name of ['core', 'ui']) {
  run(
    pnpm[0],
    [...pnpm[1], 'pack', '--pack-destination', packs],
    join(root, 'packages', name),
    process.env,
  );
}
const tarball = (name) => {
  const file = readdirSync(packs).find((f) => f.startsWith(`stonekit-${name}-`));
  if (file === undefined) throw new Error(`no tarball of @stonekit/${name} in ${packs}`);
  return join(packs, file);
};

cpSync(join(root, 'e2e/embed/app'), app, {
  recursive: true,
  filter: (source) => !source.includes('node_modules') && !source.includes('/dist'),
});
const manifest = join(app, 'package.json');
writeFileSync(
  manifest,
  readFileSync(manifest, 'utf8')
    .replace('file:TARBALL_CORE', `file:${tarball('core')}`)
    .replace('file:TARBALL_UI', `file:${tarball('ui')}`),
);
// npm, as most users would; the app is outside the pnpm workspace.
run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app);
run('npx', ['tsc', '-p', 'tsconfig.json'], app);
run('npx', ['vite', 'build', '--logLevel', 'warn'], app);
console.log(`embed: built ${join(app, 'dist')}`);
