import pg from 'pg';
import type { TestDatabase } from './startServer.ts';

/** Environment variables through which globalSetup hands its templates to test workers. */
export const TEMPLATE_ENV = {
  /** Path of the seeded PGlite DATA_DIR that per-test servers copy. */
  pglite: 'TOURBENCH_TEST_PGLITE_TEMPLATE',
  /** Admin URL (database `postgres`) of the throwaway PostgreSQL cluster, when there is one. */
  pgAdminUrl: 'TOURBENCH_TEST_PG_ADMIN_URL',
  /** Name of the seeded template database in that cluster. */
  pgTemplate: 'TOURBENCH_TEST_PG_TEMPLATE',
  /** Directory of this test run: per-test data dirs go here and teardown removes it whole. */
  runDir: 'TOURBENCH_TEST_RUN_DIR',
  /** Why preparing the templates failed (tests needing them then fail with this message). */
  error: 'TOURBENCH_TEST_TEMPLATE_ERROR',
} as const;

/** The databases API suites run against: PGlite always, PostgreSQL when globalSetup started a cluster. */
export function availableDatabases(): TestDatabase[] {
  return process.env[TEMPLATE_ENV.pgAdminUrl] ? ['pglite', 'postgres'] : ['pglite'];
}

let counter = 0;

/** Creates a fresh database in the test cluster (a copy of the seeded template, or empty) and returns its URL. */
export async function createDatabaseFromTemplate(fromTemplate = true): Promise<string> {
  const adminUrl = process.env[TEMPLATE_ENV.pgAdminUrl];
  if (!adminUrl) throw new Error('no PostgreSQL test cluster: PostgreSQL 15 binaries are missing (globalSetup starts one when they exist)');
  const template = fromTemplate ? process.env[TEMPLATE_ENV.pgTemplate] ?? 'tpl' : 'template0';
  const name = `t_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        break;
      } catch (err) {
        // Two workers copying the same template at the same instant: PostgreSQL refuses one; retry.
        if (attempt >= 20 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
