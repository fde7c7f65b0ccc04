import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one to its main process, which mostly waits, and on
    // CI's two cores that ran the files one at a time (unit step 600 s, against 376 s with two).
    maxWorkers: availableParallelism(),
    projects: ['packages/core', 'packages/ui', 'apps/demo'],
  },
});
