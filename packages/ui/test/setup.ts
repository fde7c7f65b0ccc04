import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest globals are off, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
