import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default, one worker fewer than the cores, is a single worker on our 2-core machines, where most
    // test files wait on servers and databases they start: two workers take the SQLite run from 365 to 237 s and
    // the PostgreSQL one from 342 to 213 s there, every test still passing.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['test/**/*.test.ts'] } },
      { test: { name: 'db', root: 'packages/db', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'service',
          root: 'apps/service',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'bff',
          root: 'apps/bff',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
