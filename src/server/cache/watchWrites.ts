import type { Db } from '../db/Db.ts';

/** Told after writes through a watched database: the statements, once each runs and again when their transaction ends. */
export type WriteListener = (statements: readonly string[]) => void;

// A statement that only reads: a select, or a `with … select` whose CTEs do not write. Anything else
// (insert, update, delete, `with … update`, DDL) counts as a write; a read that merely mentions such a
// word costs a cache refill, never a stale answer.
const READ_ONLY = /^\s*(select|with)\b/i;
const WRITE_WORD = /\b(insert|update|delete|truncate|merge)\b/i;
// A write only to a table no cached answer or list model reads: the picture derivatives' bookkeeping, written
// while pictures are served. Telling it would make every picture made empty the caches and wait for the lists.
const UNCACHED_WRITE = /^\s*(insert\s+into|update|delete\s+from)\s+media_derivatives\b/i;
const readOnly = (sql: string) => (READ_ONLY.test(sql) && !WRITE_WORD.test(sql)) || UNCACHED_WRITE.test(sql);

/**
 * The same database, telling `listener` about every write made through it: each write statement
 * once it has run (committed or not), and a transaction's writes again when it has ended — the
 * moment its changes become visible to other connections. Caches listen here, so no write path,
 * present or future, has to remember to evict anything.
 */
export function watchWrites(db: Db, listener: WriteListener): Db {
  return watched(db, listener, undefined, undefined);
}

function watched(db: Db, listener: WriteListener, inTx: string[] | undefined, committed: (() => void)[] | undefined): Db {
  const wrote = (sql: string) => {
    inTx?.push(sql);
    listener([sql]);
  };
  // Members other than these five (if the interface grows) pass through unchanged.
  return {
    ...db,
    async query<T>(sql: string, params?: unknown[]) {
      if (readOnly(sql)) return db.query<T>(sql, params);
      try {
        return await db.query<T>(sql, params);
      } finally {
        wrote(sql);
      }
    },
    async exec(sql: string) {
      try {
        await db.exec(sql);
      } finally {
        wrote(sql);
      }
    },
    // Told after the listener has heard the transaction's writes, so what it runs sees their revision.
    afterCommit(fn) {
      if (committed) committed.push(fn);
      else fn();
    },
    async transaction(fn) {
      // A nested transaction joins the open one: its writes are told when the outer one ends.
      if (inTx) return db.transaction((tx) => fn(watched(tx, listener, inTx, committed)));
      const writes: string[] = [];
      const after: (() => void)[] = [];
      let result;
      try {
        result = await db.transaction((tx) => fn(watched(tx, listener, writes, after)));
      } finally {
        if (writes.length) listener(writes);
      }
      for (const f of after) f();
      return result;
    },
    close: () => db.close(),
  };
}
