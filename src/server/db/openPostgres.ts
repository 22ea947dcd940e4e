import pg from 'pg';
import type { Db } from './Db.ts';
import { createReachability, type Reachability } from './createReachability.ts';
import { asUnavailable, describeUnavailable, isDatabaseUnavailable } from './databaseUnavailable.ts';

type Queryable = pg.Pool | pg.PoolClient;

/** How long start-up waits for a PostgreSQL that is not up yet (a host booting, compose starting both) before giving up. */
export const START_WAIT_MS = 30_000;

function wrap(q: Queryable, pool: pg.Pool, reach: Reachability): Db {
  // Every statement reports reachability, and a connection failure becomes a 503, not a 500.
  const run = async (sql: string, params?: unknown[]) => {
    try {
      const res = await q.query(sql, params);
      reach.answered();
      return res;
    } catch (err) {
      if (isDatabaseUnavailable(err)) reach.failed(err);
      throw asUnavailable(err);
    }
  };
  return {
    engine: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await run(sql, params)).rows as T[];
    },
    async exec(sql: string) { await run(sql); },
    async transaction(fn) {
      if (q !== pool) return fn(wrap(q, pool, reach));
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        if (isDatabaseUnavailable(err)) reach.failed(err);
        throw asUnavailable(err);
      }
      const tx = wrap(client, pool, reach);
      let broken: unknown;
      try {
        await tx.exec('begin');
        const out = await fn(tx);
        await tx.exec('commit');
        return out;
      } catch (err) {
        await client.query('rollback').catch((e) => { broken = e; });
        throw err;
      } finally {
        // A connection that could not roll back is in an unknown state: the pool drops it instead of reusing it.
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    close: () => pool.end(),
    reachable: () => !reach.down,
  };
}

/**
 * Connects to a real PostgreSQL through `DATABASE_URL`. A PostgreSQL that goes away later does not
 * take the process down: broken connections leave the pool, calls answer 503, and the next call
 * after it is back connects afresh. One that is not up at start-up is waited for START_WAIT_MS.
 */
export async function openPostgres(url: string, opts: { startWaitMs?: number; log?: (line: string) => void } = {}): Promise<Db> {
  const log = opts.log ?? ((line: string) => console.error(line));
  const reach = createReachability('PostgreSQL', log);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A failover that leaves a dead address must not hang requests: give up connecting after 5 s,
    // and let TCP keep-alive find connections whose server vanished without a word.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // Without these listeners a connection dropped by PostgreSQL (restart, failover) is an
  // unhandled 'error' event, and Node ends the process.
  pool.on('error', (err) => reach.failed(err));
  pool.on('connect', (client) => client.on('error', (err) => reach.failed(err)));
  await waitUntilReachable(pool, opts.startWaitMs ?? START_WAIT_MS, log);
  return wrap(pool, pool, reach);
}

async function waitUntilReachable(pool: pg.Pool, waitMs: number, log: (line: string) => void): Promise<void> {
  const until = Date.now() + waitMs;
  let told = false;
  for (;;) {
    try {
      await pool.query('select 1');
      if (told) log('PostgreSQL is reachable; starting.');
      return;
    } catch (err) {
      // Wrong password, missing database and the like do not fix themselves: stop at once.
      if (!isDatabaseUnavailable(err) || Date.now() >= until) {
        await pool.end().catch(() => {});
        const why = describeUnavailable(err);
        throw new Error(isDatabaseUnavailable(err)
          ? `PostgreSQL (DATABASE_URL) was not reachable within ${Math.round(waitMs / 1000)} s: ${why}`
          : `PostgreSQL (DATABASE_URL) refused the connection: ${why}`);
      }
      if (!told) {
        told = true;
        log(`PostgreSQL (DATABASE_URL) is not reachable yet (${describeUnavailable(err)}); retrying for up to ${Math.round(waitMs / 1000)} s.`);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
