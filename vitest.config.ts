import { defineConfig } from 'vitest/config';

/** Vitest: unit, contract, API and e2e tests; API and e2e tests spawn real server processes. */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx', 'plugins/**/*.test.ts', 'plugins/**/*.test.tsx'],
    exclude: ['**/node_modules/**', 'dist/**', '.tmp/**'],
    environment: 'node',
    globalSetup: ['tests/support/globalSetup.ts'],
    pool: 'forks',
    // 2 cores: two test files at a time, each driving at most a server process or a browser.
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
