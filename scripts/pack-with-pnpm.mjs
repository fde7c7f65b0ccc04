// Run before a package is packed or published (`prepack`). Only pnpm makes a working tarball:
// it applies `publishConfig` (the exports of the built files in `dist`) and turns `workspace:`
// versions into real ones. npm does neither, and its tarball would point at sources it leaves
// out and name a version no registry has.
import { spawnSync } from 'node:child_process';

const agent = process.env.npm_config_user_agent ?? '';
if (!agent.startsWith('pnpm/')) {
  console.error(
    `Pack and publish Stonekit packages with pnpm (\`pnpm pack\`, \`pnpm publish\`), not ${agent.split(' ')[0] || 'this tool'}: only pnpm applies publishConfig and workspace versions.`,
  );
  process.exit(1);
}

// The exports point into `dist`: build it now, so that a tarball never holds a missing or stale
// build. pnpm is not always on the PATH of its own scripts (`npx pnpm@…`), so run the pnpm that
// runs this one: a script for Node, or pnpm's standalone executable.
const pnpm = process.env.npm_execpath ?? 'pnpm';
const [command, args] = /\.[cm]?js$/.test(pnpm)
  ? [process.execPath, [pnpm, 'run', 'build']]
  : [pnpm, ['run', 'build']];
const { status, error } = spawnSync(command, args, { stdio: 'inherit' });
if (status !== 0) {
  console.error(
    `Not packed: the build failed (${error?.message ?? `exit ${status}`}), and the exports point at its output in dist/.`,
  );
  process.exit(1);
}
