import { defineConfig } from '@playwright/test';

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
    { name: 'demo', testMatch: 'demo/**/*.spec.ts', use: { baseURL: 'http://127.0.0.1:4173' } },
    {
      name: 'storybook',
      testMatch: 'storybook/**/*.spec.ts',
      use: { baseURL: 'http://127.0.0.1:6007' },
    },
    // The built packages as their users run them, outside a browser.
    { name: 'package', testMatch: 'package/**/*.spec.ts' },
  ],
  webServer: [
    {
      command: 'vite preview apps/demo --host 127.0.0.1 --port 4173 --strictPort',
      url: 'http://127.0.0.1:4173',
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'vite preview --outDir storybook-static --host 127.0.0.1 --port 6007 --strictPort',
      url: 'http://127.0.0.1:6007/index.json',
      reuseExistingServer: !process.env.CI,
    },
  ],
});
