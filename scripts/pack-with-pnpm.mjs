// Run before a package is packed or published (`prepack`). Only pnpm makes a working tarball:
// it applies `publishConfig` (the exports of the built files in `dist`) and turns `workspace:`
// versions into real ones. npm does neither, and its tarball would point at sources it leaves
// out and name a version no registry has.
const agent = process.env.npm_config_user_agent ?? '';
if (!agent.startsWith('pnpm/')) {
  console.error(
    `Pack and publish Stonekit packages with pnpm (\`pnpm pack\`, \`pnpm publish\`), not ${agent.split(' ')[0] || 'this tool'}: only pnpm applies publishConfig and workspace versions.`,
  );
  process.exit(1);
}
