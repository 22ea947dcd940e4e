import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './Db.ts';
import { isDatabaseUnavailable } from './databaseUnavailable.ts';
import { PGLITE_MEMORY_SETTINGS } from './openPglite.ts';
import { openPgliteThread } from './pgliteThread.ts';

// One real embedded database on its worker thread, as the server opens it.
let dir: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(process.env.TOURBENCH_TEST_RUN_DIR ?? tmpdir(), 'pglite-thread-'));
  db = await openPgliteThread(join(dir, 'db'), PGLITE_MEMORY_SETTINGS);
  await db.exec(`create table parents (id int primary key);
    create table kids (id int primary key, parent int references parents(id), note jsonb, at timestamptz default now())`);
});
afterAll(async () => {
  await db?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database on its own thread', () => {
  it('answers statements with their rows, values typed as on the main thread', async () => {
    await db.query('insert into parents values ($1)', [1]);
    await db.query('insert into kids (id, parent, note) values ($1, $2, $3)', [10, 1, JSON.stringify({ a: [1, 'x'] })]);
    const [row] = await db.query<{ id: number; note: unknown; at: unknown }>('select id, note, at from kids where id = $1', [10]);
    expect(row.id).toBe(10);
    expect(row.note).toEqual({ a: [1, 'x'] });
    expect(row.at).toBeInstanceOf(Date);
  });

  it('keeps the fields of a failed statement (a foreign key violation stays code 23503)', async () => {
    const err = await db.query('insert into kids (id, parent) values (11, 999)').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as { code?: string }).code).toBe('23503');
  });

  it('commits a transaction, and rolls back every statement of one whose function throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into parents values (2)');
      // Nested: the same transaction.
      await tx.transaction((inner) => inner.query('insert into parents values (3)'));
    });
    await expect(db.transaction(async (tx) => {
      await tx.query('insert into parents values (4)');
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    const ids = (await db.query<{ id: number }>('select id from parents order by id')).map((r) => r.id);
    expect(ids).toEqual([1, 2, 3]);
  });

  it('runs a statement sent during a transaction after it, never inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const tx = db.transaction(async (t) => {
      await t.query('insert into parents values (5)');
      await held;
      throw new Error('rolled back');
    });
    // Sent while the transaction is open: it must neither see its row nor be rolled back with it.
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.query<{ n: number }>('select count(*)::int as n from parents where id = 5');
    const written = db.query('insert into parents values (6)');
    release();
    await expect(tx).rejects.toThrow('rolled back');
    expect((await outside)[0].n).toBe(0);
    await written;
    expect((await db.query<{ n: number }>('select count(*)::int as n from parents where id = 6'))[0].n).toBe(1);
  });

  it('says the database cannot be reached once closed (a 503, not a 500)', async () => {
    await db.close();
    const err = await db.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });
});
