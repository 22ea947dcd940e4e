import { createWriteStream, existsSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from '../config.ts';
import { lockDataDir } from '../db/dataDirLock.ts';
import { DataDirBusyError } from '../errors/dataDirBusyError.ts';
import { latestSchemaVersion } from '../db/migrate.ts';
import { openPglite } from '../db/openPglite.ts';
import { createMediaStore } from '../media/createMediaStore.ts';
import { OPERATOR_HEADER, readOperatorInfo } from './operatorAccess.ts';
import { preparePostgresBackup, prepareTablesBackup } from './prepareBackup.ts';
import { inspectBackupArchive } from './readBackupArchive.ts';
import { RefusedError } from '../errors/refusedError.ts';
import { writeBackupArchive } from './writeBackupArchive.ts';

async function backupPostgres(config: ServerConfig, databaseUrl: string, out: string): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'tourbench-backup-'));
  try {
    const contents = await preparePostgresBackup(databaseUrl, await createMediaStore(config), work);
    await writeBackupArchive(createWriteStream(out, { mode: 0o600 }), contents);
    return 'PostgreSQL, pg_dump';
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Asks the server that holds DATA_DIR's lock for the archive (it copies the database between two writes). */
async function backupThroughServer(config: ServerConfig, busy: DataDirBusyError, out: string): Promise<string> {
  const info = readOperatorInfo(config.dataDir);
  if (!info) throw new RefusedError(`${busy.message}\nThat process offers no backup (an admin command?): run the backup again when it has finished.`);
  let res: Response;
  try {
    res = await fetch(`${info.url}/api/operator/backup`, { headers: { [OPERATOR_HEADER]: info.secret } });
  } catch (err) {
    throw new Error(`The running server (pid ${info.pid}) did not answer at ${info.url}: ${err instanceof Error ? err.message : err}`);
  }
  if (!res.ok || !res.body) {
    const message = await res.json().then((b: { message?: string }) => b.message, () => undefined);
    throw new Error(`The running server refused the backup (${res.status}${message ? `: ${message}` : ''}).`);
  }
  await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), createWriteStream(out, { mode: 0o600 }));
  return `PGlite, copied by the running server (pid ${info.pid})`;
}

async function backupPglite(config: ServerConfig, out: string): Promise<string> {
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir, 'backup command');
  } catch (err) {
    if (err instanceof DataDirBusyError) return backupThroughServer(config, err, out);
    throw err;
  }
  try {
    const dbDir = join(config.dataDir, 'db');
    if (!existsSync(join(dbDir, 'PG_VERSION'))) throw new RefusedError(`There is no database in ${config.dataDir} to back up (start the server once, or check DATA_DIR).`);
    // Copied as it is, not migrated first: a restore brings it up to date.
    const db = await openPglite(dbDir);
    try {
      await writeBackupArchive(createWriteStream(out, { mode: 0o600 }), await prepareTablesBackup(db, await createMediaStore(config)));
    } finally {
      await db.close();
    }
    return 'PGlite';
  } finally {
    release();
  }
}

/**
 * `backup <file>`: one gzipped tar archive with the database and every media file. Written aside and
 * renamed only once it reads back whole, so a failed backup never leaves a file that looks like one.
 */
export async function backupCommand(config: ServerConfig, file: string): Promise<string> {
  const target = resolve(file);
  if (!existsSync(dirname(target))) throw new RefusedError(`The folder ${dirname(target)} does not exist.`);
  const partial = join(dirname(target), `.${basename(target)}.${process.pid}.partial`);
  try {
    const how = config.databaseUrl ? await backupPostgres(config, config.databaseUrl, partial) : await backupPglite(config, partial);
    const { manifest, mediaFiles } = await inspectBackupArchive(partial, latestSchemaVersion());
    renameSync(partial, target);
    const mb = (statSync(target).size / 1024 / 1024).toFixed(1);
    const c = manifest.counts;
    return `Backed up ${c.companies} companies, ${c.users} users, ${c.items} items and ${mediaFiles} media files ` +
      `(${how}; schema version ${manifest.schemaVersion}) to ${target} (${mb} MB).`;
  } finally {
    rmSync(partial, { force: true });
  }
}
