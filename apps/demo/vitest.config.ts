import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'demo',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
