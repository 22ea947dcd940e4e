import { defineConfig } from 'vitest/config';
import { DurationSequencer } from './tests/support/DurationSequencer.ts';

const E2E = ['**/*.e2e.test.ts', '**/*.e2e.test.tsx'];
const IGNORED = ['**/node_modules/**', 'dist/**', 'build/**', '.tmp/**'];
const TEMPLATES = 'tests/support/globalSetup.ts';
/** The server's unit tests that open a real embedded database (copies of the template): run with the API tests, in forks. */
const WITH_DATABASE = ['src/server/db/pgliteThread.test.ts', 'src/server/routes/healthRoutes.test.ts', 'src/server/auth/createLoginGuard.test.ts', 'src/server/auth/admittedLookup.test.ts', 'src/server/live/createLiveHub.test.ts'];
/** The console's component tests (happy-dom): a project of their own, so no DOM globals reach the server's unit tests' worker. */
const DOM = ['src/console/**/*.test.{ts,tsx}', 'plugins/*/*.test.tsx', 'tests/contract/**/*.test.tsx', 'tests/contract/kindWidgets.test.ts'];

/**
 * Vitest, as projects with the pool and isolation each needs (`npx vitest run --project api`):
 * - unit: pure modules and the server's parts, contract tests; no server, no browser.
 * - dom: the console's components in happy-dom.
 * - api: the real app in the test worker (tests/support/startServer.ts), one database per server copied from a template.
 * - e2e: real Chromium (one per run, a context per file: tests/support/browserSetup.ts) against an in-worker server.
 * - ops: processes, signals, builds, backups, PostgreSQL and S3 — what is about the process itself.
 * Templates (tests/support/globalSetup.ts) are prepared once per run, whichever projects ask for them.
 */
export default defineConfig({
  test: {
    exclude: IGNORED,
    environment: 'node',
    // 2 cores, and three files at a time: a file waits (server starts, page loads, sign-in windows) for about a
    // fifth of its time, which a third file fills; more only adds contention.
    maxWorkers: 3,
    // Longest files first, from tests/fileDurations.json (a clean clone has no result cache to order by).
    sequence: { sequencer: DurationSequencer },
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // expect.poll waits for what a user would wait for (a map marker, a live event): vitest's 1 s default is
    // shorter than one busy moment of a 2-core run with a browser painting a map, so a poll gets 15 s.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'plugins/*/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}', 'tests/walk/**/*.test.{ts,tsx}'],
          exclude: [...IGNORED, ...E2E, ...DOM, ...WITH_DATABASE],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: DOM,
          exclude: [...IGNORED, ...E2E],
          setupFiles: ['tests/support/domSetup.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'plugins/*/tests/*.test.{ts,tsx}', ...WITH_DATABASE],
          exclude: [...IGNORED, ...E2E],
          globalSetup: [TEMPLATES],
          pool: 'forks',
          // The server's modules load once per worker, not once per file; each file still gets servers and databases of its own.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: E2E,
          globalSetup: [TEMPLATES, 'tests/support/browserSetup.ts'],
          pool: 'forks',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ops',
          include: ['tests/ops/**/*.test.ts'],
          globalSetup: [TEMPLATES],
          pool: 'forks',
          // What ops tests start is a server process of its own, as an operator runs it (tests/support/startServer.ts).
          env: { TOURBENCH_TEST_SERVER: 'process' },
        },
      },
    ],
  },
});
