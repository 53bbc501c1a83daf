import { defineConfig } from 'vitest/config';

// Three tiers (issue 16 point 7):
// - web: the React app's units, in jsdom;
// - service: the contracts' rules and the server's `*.service.test.ts`, which call services,
//   repositories and adapters on a real PostgreSQL database of their own, without HTTP
//   (apps/server/test/test-db.ts); `npm run test:fast` runs these two in seconds;
// - server: the server through its real HTTP layer (apps/server/test/harness.ts) and as a process.
//
// One worker budget for every project (decision 073); VITEST_MAX_WORKERS overrides it. Three workers
// were tried (the run used about 1.3 of the 2 cores with two), but log-secrets.test.ts's afterAll then
// hung for its 60 s limit in 2 of 3 runs; with two it has not. The web project gets the same number
// (left at the default it gets availableParallelism() - 1 = 1 worker here, in a group of its own).
const MAX_WORKERS = Number(process.env.VITEST_MAX_WORKERS ?? 2);
const serverProject = {
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // test files run in parallel, each against its own database
  maxWorkers: MAX_WORKERS,
  // The server's modules evaluated once per worker, not once per test file: the two tiers take about
  // two thirds of the time. Each file still has its own server and database; no server or service
  // test sets module state. CI's second pass once met log-secrets.test.ts's afterAll hang this way;
  // closing is now bounded and reports a late step (test/close-steps.ts, decision 073).
  // VITEST_ISOLATE=true brings per-file isolation back, to tell whether a failure leaks between files.
  isolate: process.env.VITEST_ISOLATE === 'true',
};

export default defineConfig({
  test: {
    // One PostgreSQL and one migrated template for the service and server tiers together: a project's
    // own globalSetup runs once per project, one after the other, so both tiers in one run started two
    // clusters and migrated twice before the first test. The root's runs once per run (a run of the web
    // tier alone skips it: apps/server/test/global-setup.ts).
    globalSetup: ['apps/server/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'service',
          include: ['apps/server/**/*.service.test.ts', 'packages/contracts/**/*.test.ts'],
          ...serverProject,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          exclude: ['apps/server/**/*.service.test.ts', '**/node_modules/**'],
          ...serverProject,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          maxWorkers: MAX_WORKERS,
        },
      },
    ],
  },
});
