// Type-checks every TypeScript snippet of the packages' READMEs against the packages' sources, so a
// README never shows code that does not compile. A snippet that uses names it does not define
// (`game`, `store`) says so in an HTML comment right above it, which the page does not show:
//   <!-- snippet: declare const game: Reversi; import type { Reversi } from '@stonekit/core'; -->
// The comment's code is put before the snippet's. Run from the repository root.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.reports/snippets');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const readmes = readdirSync(join(root, 'packages')).map((name) => `packages/${name}/README.md`);
const origins = new Map(); // snippet file → where it is in which README
for (const readme of readmes) {
  const lines = readFileSync(join(root, readme), 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```(ts|tsx)\s*$/.exec(lines[i]);
    if (fence === null) continue;
    const end = lines.indexOf('```', i + 1);
    if (end < 0) throw new Error(`${readme}:${i + 1}: a snippet that never ends`);
    let before = i - 1;
    while (before >= 0 && lines[before].trim() === '') before--;
    const context = /^<!-- snippet: ([\s\S]*) -->$/.exec(lines[before]?.trim() ?? '')?.[1] ?? '';
    const name = `${readme.split('/')[1]}-${i + 1}.tsx`;
    // The context's line first, then the snippet, so errors point at the snippet's own lines.
    const body = lines.slice(i + 1, end).join('\n');
    writeFileSync(join(out, name), `${context}\n${body}\nexport {};\n`);
    origins.set(name, { readme, line: i + 1 });
    i = end;
  }
}
writeFileSync(
  join(out, 'tsconfig.json'),
  JSON.stringify({
    extends: '../../tsconfig.base.json',
    compilerOptions: {
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: ['vite/client'],
      noUnusedLocals: false,
      noUnusedParameters: false,
    },
    include: ['*.tsx'],
  }),
);
const tsc = join(root, 'node_modules/.bin/tsc');
const { status, stdout } = spawnSync(tsc, ['-p', join(out, 'tsconfig.json')], { encoding: 'utf8' });
// Errors name the snippet's file and line: say the README and its line instead.
const said = stdout.replace(
  /^(?:\S*\/)?([\w.-]+\.tsx)\((\d+),(\d+)\)/gm,
  (all, file, line, column) => {
    const origin = origins.get(file);
    return origin === undefined
      ? all
      : `${origin.readme}:${origin.line + Number(line) - 1}:${column}`;
  },
);
process.stdout.write(said);
console.log(`${origins.size} README snippets ${status === 0 ? 'compile' : 'do not all compile'}`);
process.exit(status === 0 ? 0 : 1);
