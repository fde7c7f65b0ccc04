// The Gomocup brain as a tournament manager runs it: the built package, with plain `node`, no
// TypeScript loader. `pnpm build` (a step of `pnpm check`) comes first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { Manager } from '../../packages/core/test/gomocup-manager.ts';

const BUILT_BRAIN = join(import.meta.dirname, '../../packages/core/dist/bin/gomocup-brain.js');

test('the built Gomocup brain plays a game opening and ends on END', async () => {
  expect(existsSync(BUILT_BRAIN), `${BUILT_BRAIN} is missing: run pnpm build`).toBe(true);
  const brain = new Manager([BUILT_BRAIN]);
  try {
    expect(await brain.ask('ABOUT')).toMatch(/^name="stonekit"/);
    expect(await brain.ask('START 15')).toBe('OK');
    brain.send('INFO timeout_turn 300', 'INFO rule 4');
    expect(await brain.ask('BEGIN')).toBe('7,7');
    const reply = await brain.ask('TURN 8,8');
    expect(reply).toMatch(/^\d+,\d+$/);
    expect(['7,7', '8,8']).not.toContain(reply);
    const exited = new Promise<number | null>((resolve) => brain.child.on('exit', resolve));
    brain.send('END');
    expect(await exited).toBe(0);
  } finally {
    if (brain.child.exitCode === null) brain.child.kill();
  }
});
