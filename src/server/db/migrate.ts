import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './Db.ts';

const DIR = join(import.meta.dirname, 'migrations');

/** Applies the numbered SQL migrations not applied yet, each in its own transaction. */
export async function migrate(db: Db): Promise<number> {
  await db.exec('create table if not exists schema_migrations (version integer primary key, applied_at timestamptz not null default now())');
  const files = readdirSync(DIR).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  let applied = 0;
  for (const file of files) {
    const version = Number.parseInt(file, 10);
    await db.transaction(async (tx) => {
      // Serialises two servers migrating one PostgreSQL; harmless on PGlite.
      await tx.query('select pg_advisory_xact_lock(7261001)');
      const done = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (done.length) return;
      await tx.exec(readFileSync(join(DIR, file), 'utf8'));
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      applied++;
    });
  }
  return applied;
}
