import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './Db.ts';

function wrap(q: PGlite | Transaction, root: PGlite): Db {
  return {
    engine: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
    async exec(sql: string) { await q.exec(sql); },
    // PGlite runs one query at a time, so a nested transaction simply reuses the open one.
    transaction: (fn) => (q === root ? root.transaction((tx) => fn(wrap(tx, root))) : fn(wrap(q, root))),
    close: () => root.close(),
  };
}

/** Opens (creating on first use) the embedded database in `dir`. */
export async function openPglite(dir: string): Promise<Db> {
  const pg = await PGlite.create(dir);
  return wrap(pg, pg);
}
