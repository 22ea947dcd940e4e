import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './Db.ts';
import { asUnavailable } from './databaseUnavailable.ts';
import { pgliteRows } from './pgliteQuery.mjs';

/**
 * PostgreSQL's own memory inside the WASM heap. initdb picks shared_buffers = 128 MB, and PGlite zeroes
 * all of it at every open: ~150 MB resident before the first query. One connection over a data folder of
 * a few tens of MB needs far less; a page not in the buffers is read from the OS file cache, not the disk
 * (RSS, open time and list throughput per setting were measured with tests/bench/memoryBench.ts).
 */
export const PGLITE_MEMORY_SETTINGS = ['shared_buffers=16MB', 'wal_buffers=1MB', 'temp_buffers=4MB'] as const;

/** PGlite's own start parameters (single-user mode and friends) plus the memory bounds above. */
export function pgliteStartParams(settings: readonly string[] = PGLITE_MEMORY_SETTINGS): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
  return [...defaults, ...settings.flatMap((s) => ['-c', s])];
}

function wrap(q: PGlite | Transaction, root: PGlite): Db {
  return {
    engine: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      // After close (a stop in progress) PGlite says "PGlite is closed": that is a 503, not a bug.
      try { return await pgliteRows<T>(root, sql, params, q !== root); } catch (err) { throw asUnavailable(err); }
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

/** The memory settings to open with: PGLITE_MEMORY_SETTINGS, or TOURBENCH_PGLITE_SETTINGS (comma-separated) when set. */
export function pgliteSettings(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  const override = env.TOURBENCH_PGLITE_SETTINGS?.split(',').filter(Boolean);
  return override?.length ? override : PGLITE_MEMORY_SETTINGS;
}

/** Opens (creating on first use) the embedded database in `dir` on this thread, its memory bounded by `settings`. */
export async function openPglite(dir: string, settings: readonly string[] = pgliteSettings()): Promise<Db> {
  const pg = await PGlite.create(dir, { startParams: pgliteStartParams(settings) });
  return wrap(pg, pg);
}
