import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { MIN_PASSWORD_COST } from '../../src/server/auth/password.ts';
import { OTHER_COMPANY } from './companies.ts';
import { findPgBin, startPgCluster, type PgCluster } from './pgCluster.ts';
import { runAdmin } from './runAdmin.ts';
import { startServer } from './startServer.ts';
import { TEMPLATE_ENV } from './templates.ts';

const ROOT = resolve(import.meta.dirname, '../..');
// Every seeded and created password is hashed at scrypt's cheapest accepted cost (PASSWORD_COST): a run
// signs in about 700 times, 0.2 s of CPU each at the production cost. Set here, the templates, the
// workers and every server process they start all inherit it; the sign-in limit's tests raise it for themselves.
process.env.PASSWORD_COST ??= String(MIN_PASSWORD_COST);
const PG_TEMPLATE = 'tpl';

/** Adds company `other` and its admin through the real admin CLI (env: DATA_DIR or DATABASE_URL). */
async function addOtherCompany(env: Record<string, string>) {
  for (const args of [
    ['add-company', OTHER_COMPANY.slug, OTHER_COMPANY.name],
    ['add-user', OTHER_COMPANY.slug, OTHER_COMPANY.email, OTHER_COMPANY.password],
  ]) {
    const r = await runAdmin(args, env);
    if (r.code !== 0) throw new Error(`admin ${args.join(' ')} exited ${r.code}:\n${r.stdout}${r.stderr}`);
  }
}

/** Seeds a template by starting the real server once (migrate + demo seed), stopping it, then running the CLI. */
async function seed(dataDir: string, databaseUrl?: string) {
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const server = await startServer({ dataDir, fromTemplate: false, env, process: true });
  await server.stop();
  await addOtherCompany({ DATA_DIR: dataDir, ...env });
  rmSync(join(dataDir, 'tourbench.lock'), { force: true });
}

/** The PGlite template: a DATA_DIR that per-test servers copy instead of paying initdb. */
async function preparePglite(runDir: string): Promise<string> {
  const dir = mkdtempSync(join(runDir, 'tourbench-tpl-'));
  await seed(dir);
  return dir;
}

/** The PostgreSQL template: a throwaway cluster with a seeded database `tpl` that tests copy with CREATE DATABASE … TEMPLATE. */
async function preparePostgres(bin: string, runDir: string): Promise<{ cluster: PgCluster; mediaDir: string }> {
  const cluster = await startPgCluster(bin);
  const mediaDir = mkdtempSync(join(runDir, 'tourbench-tplpg-'));
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    await seed(mediaDir, cluster.url(PG_TEMPLATE));
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [PG_TEMPLATE]);
    await admin.query(`ALTER DATABASE ${PG_TEMPLATE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } catch (err) {
    cluster.stop();
    rmSync(mediaDir, { recursive: true, force: true });
    throw err;
  } finally {
    await admin.end().catch(() => {});
  }
  return { cluster, mediaDir };
}

/** Prepares the PGlite template and, when PostgreSQL 15 exists, a cluster with a template database; returns the clean-up. */
async function prepareTemplates(): Promise<() => void> {
  const cleanups: (() => void)[] = [];
  if (!existsSync(join(ROOT, 'src/server/main.ts'))) {
    process.env[TEMPLATE_ENV.error] = 'src/server/main.ts does not exist';
    return () => {};
  }
  const started = Date.now();
  // Templates and every per-test DATA_DIR live in one run directory, removed whole at teardown
  // (workers may be killed before their own clean-up runs).
  // In memory where there is one (/dev/shm): a server's data folder is a 40 MB copy of the template.
  const runDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'tourbench-run-'));
  process.env[TEMPLATE_ENV.runDir] = runDir;
  cleanups.push(() => rmSync(runDir, { recursive: true, force: true }));
  const bin = process.env.TOURBENCH_TEST_NO_POSTGRES ? undefined : findPgBin();
  const [lite, post] = await Promise.allSettled([preparePglite(runDir), bin ? preparePostgres(bin, runDir) : Promise.resolve(undefined)]);
  if (lite.status === 'fulfilled') process.env[TEMPLATE_ENV.pglite] = lite.value;
  if (post.status === 'fulfilled' && post.value) {
    const { cluster } = post.value;
    process.env[TEMPLATE_ENV.pgAdminUrl] = cluster.url('postgres');
    process.env[TEMPLATE_ENV.pgTemplate] = PG_TEMPLATE;
    cleanups.push(() => cluster.stop());
  }
  const errors = [lite, post].filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason?.message ?? r));
  if (errors.length) {
    process.env[TEMPLATE_ENV.error] = errors.join('\n---\n');
    console.error(`[globalSetup] preparing test templates failed:\n${errors.join('\n---\n')}`);
  } else {
    console.log(`[globalSetup] templates ready in ${Date.now() - started} ms (PostgreSQL: ${bin ? 'yes' : 'no'})`);
  }
  return () => { for (const c of cleanups.reverse()) c(); };
}

// Several projects (unit, api, e2e, ops) name this file; their setups all run in the one main process, so the
// templates are prepared once and removed when the last project is done with them.
const shared = globalThis as { tourbenchTemplates?: { ready: Promise<() => void>; users: number } };

/** Vitest globalSetup: the run's test templates (see prepareTemplates), shared by every project that asks. */
export default async function globalSetup() {
  const templates = (shared.tourbenchTemplates ??= { ready: prepareTemplates(), users: 0 });
  templates.users++;
  const cleanup = await templates.ready;
  return () => {
    if (--templates.users > 0) return;
    shared.tourbenchTemplates = undefined;
    cleanup();
  };
}
