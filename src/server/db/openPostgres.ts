import pg from 'pg';
import type { Db } from './Db.ts';

type Queryable = pg.Pool | pg.PoolClient;

function wrap(q: Queryable, pool: pg.Pool): Db {
  return {
    engine: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows as T[];
    },
    async exec(sql: string) { await q.query(sql); },
    async transaction(fn) {
      if (q !== pool) return fn(wrap(q, pool));
      const client = await pool.connect();
      try {
        await client.query('begin');
        const out = await fn(wrap(client, pool));
        await client.query('commit');
        return out;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Connects to a real PostgreSQL through `DATABASE_URL`. */
export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  return wrap(pool, pool);
}
