import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './Db.ts';
import { SchemaTooNewError } from '../errors/schemaTooNewError.ts';

/** Where the numbered migration files are. */
export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** One numbered migration file. */
export interface Migration {
  version: number;
  file: string;
}

/** The migrations this code knows, in order; two files with one number are refused (forward-only, each number once). */
export function knownMigrations(): Migration[] {
  const list = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .map((file) => ({ version: Number.parseInt(file, 10), file }))
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < list.length; i++) {
    if (list[i].version === list[i - 1].version) throw new Error(`Two migrations share number ${list[i].version}: ${list[i - 1].file} and ${list[i].file}`);
  }
  return list;
}

/** The newest schema version this code knows. */
export function latestSchemaVersion(): number {
  return knownMigrations().at(-1)?.version ?? 0;
}

/** The schema version a database is at (0 when it has none yet). */
export async function schemaVersion(db: Db): Promise<number> {
  const [row] = await db.query<{ v: number | null }>(
    `select case when to_regclass('schema_migrations') is null then null else 1 end as v`);
  if (!row?.v) return 0;
  const [max] = await db.query<{ v: number | null }>('select max(version) as v from schema_migrations');
  return Number(max?.v ?? 0);
}

/** Options of migrate. */
export interface MigrateOptions {
  /** Stop after this version (restoring a backup made at it, or tests building an old database). */
  upTo?: number;
}

/**
 * Applies the numbered SQL migrations not applied yet, each in its own transaction, in number order.
 * Refuses a database whose schema is newer than the code: running old code on it could damage it.
 */
export async function migrate(db: Db, opts: MigrateOptions = {}): Promise<number> {
  const migrations = knownMigrations();
  const latest = migrations.at(-1)?.version ?? 0;
  // Under the migration lock: two PostgreSQL servers starting at once would race on "if not exists".
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7261001)');
    await tx.exec('create table if not exists schema_migrations (version integer primary key, applied_at timestamptz not null default now())');
  });
  const current = await schemaVersion(db);
  // Known-applied versions are skipped without a transaction each: a restart of a current database stays quick.
  const applied0 = new Set((await db.query<{ version: number }>('select version from schema_migrations')).map((r) => Number(r.version)));
  if (current > latest) {
    throw new SchemaTooNewError(
      `The database is at schema version ${current}, but this Tourbench only knows versions up to ${latest}: ` +
      'a newer Tourbench has used it. Run that version (or newer) on it, or restore a backup made with this one.');
  }
  let applied = 0;
  for (const { version, file } of migrations) {
    if (opts.upTo !== undefined && version > opts.upTo) break;
    if (applied0.has(version)) continue;
    await db.transaction(async (tx) => {
      // Serialises two servers migrating one PostgreSQL; harmless on PGlite.
      await tx.query('select pg_advisory_xact_lock(7261001)');
      const done = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (done.length) return;
      await tx.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      applied++;
    });
  }
  return applied;
}
