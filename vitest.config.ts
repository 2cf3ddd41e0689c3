import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The files share one module graph per worker: the tests are pure or read files, and
          // importing the domain and the contract again for each file took 95 s of a 14 s run.
          isolate: false,
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/contract/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'tools/conventions/**/*.test.ts',
          ],
          // The convention tests parse the repository's sources; beside the linter on a loaded
          // machine one took 5.7 s (vitest's default limit is 5).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          // The files share one module graph per worker (importing the server for each file took
          // a third of the run); each still opens its own databases and makes its own data.
          isolate: false,
          // Three files at a time on two cores: a file waits on its databases much of the time
          // (PostgreSQL runs in its own processes), so a third worker keeps both cores busy.
          // INTEGRATION_WORKERS overrides it.
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 3),
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A test that fails is run once more (vitest marks it retried in the report): beside the
          // e2e flows the machine's load reaches 15 on two cores, and a test that waits on a socket
          // or a timer can miss its limit. A test that needed the retry is still a defect to read.
          retry: 1,
          globalSetup: ['apps/server/test/global-setup.ts'],
          // One sealing key for every worker: the files share a PostgreSQL database, and a
          // connection sealed by one worker is read (polled) by another.
          env: { DIRECT_DEBIT_KEY: 'a'.repeat(64) },
        },
      },
    ],
  },
});
