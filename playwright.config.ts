import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/**
 * A port no other server holds now: the system picks one for a socket, which is closed again.
 * Chosen once, in the main process, and handed to the workers through the environment, so that
 * every process of a run agrees; tests never depend on a fixed port being free.
 */
function freePort(variable: string): string {
  process.env[variable] ??= execFileSync(
    process.execPath,
    [
      '-e',
      "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
    ],
    { encoding: 'utf8' },
  );
  return process.env[variable];
}

const demoPort = freePort('STONEKIT_E2E_DEMO_PORT');
const storybookPort = freePort('STONEKIT_E2E_STORYBOOK_PORT');
const embedPort = freePort('STONEKIT_E2E_EMBED_PORT');
// Where `pnpm run embed` builds the app that embeds the packed packages.
export const embedDist = '.reports/embed/app/dist';

// Debian's Chromium, never a browser Playwright downloads itself.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    headless: true,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'demo',
      testMatch: 'demo/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${demoPort}` },
    },
    {
      name: 'storybook',
      testMatch: 'storybook/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${storybookPort}` },
    },
    {
      name: 'embed',
      testMatch: 'embed/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${embedPort}` },
    },
    // The built packages as their users run them, outside a browser.
    { name: 'package', testMatch: 'package/**/*.spec.ts' },
  ],
  webServer: [
    {
      command: `vite preview apps/demo --host 127.0.0.1 --port ${demoPort} --strictPort`,
      url: `http://127.0.0.1:${demoPort}`,
      reuseExistingServer: false,
    },
    {
      command: `vite preview --outDir storybook-static --host 127.0.0.1 --port ${storybookPort} --strictPort`,
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      reuseExistingServer: false,
    },
    {
      // The folder is made when missing, so that the other projects run without the embed build;
      // the embed spec then says what to run. The server is ready when its port takes
      // connections: an empty folder answers every URL with 404, which a `url` would wait out.
      command: `node -e "require('node:fs').mkdirSync('${embedDist}', { recursive: true })" && vite preview --outDir ${embedDist} --host 127.0.0.1 --port ${embedPort} --strictPort`,
      port: Number(embedPort),
      reuseExistingServer: false,
    },
  ],
});
