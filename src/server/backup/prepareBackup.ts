import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../db/Db.ts';
import type { MediaStore, StoredMedia } from '../media/MediaStore.ts';
import {
  BACKUP_FORMAT, BACKUP_FORMAT_VERSION, PG_DUMP_ENTRY, SEQUENCES_ENTRY, TABLE_ENTRY_PREFIX, type BackupManifest,
} from './backupManifest.ts';
import { dumpTables } from './dumpTables.ts';
import { pgToolConnection, runPgTool } from './pgTools.ts';
import type { BackupContents } from './writeBackupArchive.ts';

async function listMedia(media: MediaStore): Promise<StoredMedia[]> {
  const files: StoredMedia[] = [];
  for await (const f of media.list()) files.push(f);
  return files;
}

function manifestOf(engine: BackupManifest['engine'], database: BackupManifest['database'], schemaVersion: number,
  counts: Omit<BackupManifest['counts'], 'mediaFiles'>, mediaFiles: number): BackupManifest {
  return {
    format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, engine, database, schemaVersion,
    createdAt: new Date().toISOString(), counts: { ...counts, mediaFiles },
  };
}

/**
 * Copies the database table by table in one transaction (a single moment, see dumpTables), then lists
 * the media: the running server's way to back up its embedded database, and the command's when no server runs.
 */
export async function prepareTablesBackup(db: Db, media: MediaStore): Promise<BackupContents> {
  const dump = await dumpTables(db);
  const mediaFiles = await listMedia(media);
  const database = [...dump.tables].map(([name, text]) => ({ name: `${TABLE_ENTRY_PREFIX}${name}.jsonl`, text }));
  database.push({ name: SEQUENCES_ENTRY, text: JSON.stringify(dump.sequences) });
  return { manifest: manifestOf(db.engine, 'tables', dump.schemaVersion, dump.counts, mediaFiles.length), database, media, mediaFiles };
}

/**
 * Runs pg_dump (custom format) into `workDir` on a snapshot exported from a repeatable-read
 * transaction, so the dump and the manifest's counts describe the same moment; then lists the media.
 */
export async function preparePostgresBackup(databaseUrl: string, media: MediaStore, workDir: string): Promise<BackupContents> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const path = join(workDir, 'postgres.dump');
  let manifest: BackupManifest;
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: [snap] } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const { rows: [c] } = await client.query<{ companies: number; users: number; items: number; v: number }>(
      `select (select count(*)::int from companies) as companies, (select count(*)::int from users) as users,
              (select count(*)::int from items) as items, (select coalesce(max(version), 0)::int from schema_migrations) as v`);
    const conn = pgToolConnection(databaseUrl);
    await runPgTool('pg_dump', ['--format=custom', `--snapshot=${snap.id}`, '--file', path, '--dbname', conn.url], conn.env);
    await client.query('commit');
    manifest = manifestOf('postgres', 'pg_dump', c.v, { companies: c.companies, users: c.users, items: c.items }, 0);
  } finally {
    await client.end().catch(() => {});
  }
  const mediaFiles = await listMedia(media);
  manifest.counts.mediaFiles = mediaFiles.length;
  return { manifest, database: [{ name: PG_DUMP_ENTRY, path }], media, mediaFiles };
}
