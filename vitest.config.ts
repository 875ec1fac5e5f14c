import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every test runs in a time zone that is not UTC, so time-zone bugs fail loudly.
process.env.TZ = 'America/Los_Angeles';

export default defineConfig({
  test: {
    // API test files wait on their database more than they compute: at least two workers finish the suite
    // sooner, even on two cores (Vitest's default leaves one core idle).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The client's logic that needs no browser: query invalidation, optimistic updates, the offline queue.
          name: 'client',
          include: ['src/client/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The test command itself (scripts/test.ts), run as npm test runs it.
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          // Every API test builds its own app and database from factories (no module-level state, no mocks),
          // so a worker may keep the imported modules from one file to the next: the server's module graph is
          // loaded once per worker, not once per test file, which makes the suite much shorter.
          isolate: false,
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
