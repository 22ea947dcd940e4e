import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/Db.ts';
import { lockDataDir } from '../db/dataDirLock.ts';
import { DataDirBusyError } from '../errors/dataDirBusyError.ts';
import { copyDatabaseImage } from '../db/databaseImage.ts';
import { latestSchemaVersion, migrate } from '../db/migrate.ts';
import { openPglite } from '../db/openPglite.ts';
import { openPostgres } from '../db/openPostgres.ts';
import { createMediaStore } from '../media/createMediaStore.ts';
import type { MediaStore } from '../media/MediaStore.ts';
import type { BackupManifest } from './backupManifest.ts';
import { schemaTables } from './dumpTables.ts';
import { loadTables } from './loadTables.ts';
import { pgToolConnection, runPgTool } from './pgTools.ts';
import { RefusedError } from '../errors/refusedError.ts';
import type { DatabaseParts, RestoreTarget } from './restoreArchive.ts';
import { leapRevisions } from '../cache/revisionSource.ts';

/** A restore target that is ready (checked: not in use, empty or --force) and must be closed after. */
export interface OpenRestoreTarget extends RestoreTarget {
  /** Where the data goes, for the command's report. */
  where: string;
  close(): Promise<void>;
}

const FORCE_HINT = 'Restoring replaces everything in it: run the restore again with --force to do that ' +
  '(back it up first with `npm run admin -- backup <file>` if you might need it).';

async function firstMediaFile(media: MediaStore): Promise<boolean> {
  for await (const _ of media.list()) return true;
  return false;
}

async function clearMedia(media: MediaStore): Promise<void> {
  const files = [];
  for await (const f of media.list()) files.push(f);
  for (const f of files) await media.remove(f.type, f.file);
}

async function countsOf(db: Db) {
  const [c] = await db.query<{ companies: number; items: number }>(
    'select (select count(*)::int from companies) as companies, (select count(*)::int from items) as items');
  return c;
}

/** Migrates to the backup's schema version, loads its rows, then migrates on to this code's latest. */
async function loadTablesUpgrading(db: Db, parts: Extract<DatabaseParts, { kind: 'tables' }>, manifest: BackupManifest) {
  await migrate(db, { upTo: manifest.schemaVersion });
  await loadTables(db, parts.dump);
  await migrate(db);
  await leapRevisions(db);
}

/**
 * DATA_DIR with the embedded database, locked for the restore (a running server holds the lock: refused).
 * The database is built aside in `db.restoring` and swapped in only once it is complete.
 */
async function openPgliteTarget(config: ServerConfig, force: boolean): Promise<OpenRestoreTarget> {
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir, 'restore command');
  } catch (err) {
    if (err instanceof DataDirBusyError) throw new RefusedError(`${err.message}\nStop the server, then restore.`);
    throw err;
  }
  try {
    const media = await createMediaStore(config);
    const dbDir = join(config.dataDir, 'db');
    const hasDb = existsSync(dbDir) && readdirSync(dbDir).length > 0;
    if (!force && (hasDb || await firstMediaFile(media))) {
      throw new RefusedError(`${config.dataDir} is not empty (${hasDb ? 'it holds a database' : 'it holds media files'}). ${FORCE_HINT}`);
    }
    return {
      where: `the embedded database in ${config.dataDir}`,
      media,
      async restoreDatabase(parts, manifest) {
        if (parts.kind !== 'tables') throw new RefusedError('This backup holds a PostgreSQL dump: restore it with DATABASE_URL set to an empty PostgreSQL database.');
        const staging = join(config.dataDir, 'db.restoring');
        rmSync(staging, { recursive: true, force: true });
        // A backup of this code's schema starts from the prepared database image, as a new DATA_DIR does: no
        // initdb (~3 s of CPU, ~900 MB peak) and no migrations to replay. An older one is migrated up from an
        // empty database, so its rows go into the columns of their own version.
        if (manifest.schemaVersion === latestSchemaVersion() && config.pglite.image) copyDatabaseImage(config.rootDir, staging);
        const db = await openPglite(staging);
        let counts;
        try {
          await loadTablesUpgrading(db, parts, manifest);
          counts = await countsOf(db);
        } catch (err) {
          await db.close();
          rmSync(staging, { recursive: true, force: true });
          throw err;
        }
        await db.close();
        const replaced = join(config.dataDir, 'db.replaced');
        rmSync(replaced, { recursive: true, force: true });
        if (existsSync(dbDir)) renameSync(dbDir, replaced);
        renameSync(staging, dbDir);
        rmSync(replaced, { recursive: true, force: true });
        if (force) await clearMedia(media);
        return counts;
      },
      async close() { release(); },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** The PostgreSQL database of DATABASE_URL: refused while other sessions use it, or when it holds tables (unless --force). */
async function openPostgresTarget(config: ServerConfig & { databaseUrl: string }, force: boolean): Promise<OpenRestoreTarget> {
  const db = await openPostgres(config.databaseUrl);
  try {
    const [busy] = await db.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    if (busy.n > 0) {
      throw new RefusedError(`${busy.n} other connection(s) to this database are open (a running Tourbench server?). Stop every server using it, then restore.`);
    }
    const media = await createMediaStore(config);
    const tables = await schemaTables(db);
    if (!force && (tables.length || await firstMediaFile(media))) {
      throw new RefusedError(`The database is not empty (${tables.length ? `${tables.length} tables` : 'its media store holds files'}). ${FORCE_HINT}`);
    }
    const [{ name }] = await db.query<{ name: string }>('select current_database() as name');
    return {
      where: `the PostgreSQL database ${name}`,
      media,
      async restoreDatabase(parts, manifest) {
        if (tables.length) {
          // Everything of the old schema goes, including tables a newer version added (they would break the migrations).
          const [{ schema }] = await db.query<{ schema: string }>('select quote_ident(current_schema()) as schema');
          await db.exec(`drop schema ${schema} cascade; create schema ${schema};`);
        }
        if (parts.kind === 'pg_dump') {
          const conn = pgToolConnection(config.databaseUrl);
          await runPgTool('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', '--dbname', conn.url, parts.path], conn.env);
          await migrate(db);
          await leapRevisions(db);
        } else {
          await loadTablesUpgrading(db, parts, manifest);
        }
        if (force) await clearMedia(media);
        return countsOf(db);
      },
      close: () => db.close(),
    };
  } catch (err) {
    await db.close();
    throw err;
  }
}

/** Opens where `restore` writes: PostgreSQL when DATABASE_URL is set, else DATA_DIR's embedded database. */
export function openRestoreTarget(config: ServerConfig, force: boolean): Promise<OpenRestoreTarget> {
  return config.databaseUrl ? openPostgresTarget({ ...config, databaseUrl: config.databaseUrl }, force) : openPgliteTarget(config, force);
}
