import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ui',
    environment: 'jsdom',
    // The files run side by side on CI's two cores, where a render-heavy or search-heavy test of
    // 3 s alone can pass 5: timing is the benches' business, not the tests'.
    testTimeout: 15_000,
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
