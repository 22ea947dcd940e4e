import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './Db.ts';
import { asUnavailable } from './databaseUnavailable.ts';

function wrap(q: PGlite | Transaction, root: PGlite): Db {
  return {
    engine: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      // After close (a stop in progress) PGlite says "PGlite is closed": that is a 503, not a bug.
      try { return (await q.query<T>(sql, params)).rows; } catch (err) { throw asUnavailable(err); }
    },
    async exec(sql: string) {
      try { await q.exec(sql); } catch (err) { throw asUnavailable(err); }
    },
    // PGlite runs one query at a time, so a nested transaction simply reuses the open one.
    transaction: (fn) => (q === root ? root.transaction((tx) => fn(wrap(tx, root))) : fn(wrap(q, root))),
    // Closing shuts PostgreSQL down cleanly (a checkpoint), so the next open needs no WAL replay.
    close: async () => { if (!root.closed) await root.close(); },
  };
}

/** Opens (creating on first use) the embedded database in `dir`. */
export async function openPglite(dir: string): Promise<Db> {
  const pg = await PGlite.create(dir);
  return wrap(pg, pg);
}
