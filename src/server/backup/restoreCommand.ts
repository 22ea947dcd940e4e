import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ServerConfig } from '../config.ts';
import { latestSchemaVersion } from '../db/migrate.ts';
import { openRestoreTarget } from './openRestoreTarget.ts';
import { inspectBackupArchive } from './readBackupArchive.ts';
import { RefusedError } from '../errors/refusedError.ts';
import { restoreArchive } from './restoreArchive.ts';

/**
 * `restore <file> [--force]`: checks the whole archive first (nothing is touched for a wrong or damaged
 * file), then fills the empty target — DATA_DIR's embedded database or DATABASE_URL's — and its media.
 */
export async function restoreCommand(config: ServerConfig, file: string, force: boolean): Promise<string> {
  const source = resolve(file);
  if (!existsSync(source) || !statSync(source).isFile()) throw new RefusedError(`There is no file ${source}.`);
  const { manifest } = await inspectBackupArchive(source, latestSchemaVersion());
  if (manifest.database === 'pg_dump' && !config.databaseUrl) {
    throw new RefusedError('This backup holds a PostgreSQL dump (pg_dump): restore it with DATABASE_URL set to an empty PostgreSQL database.');
  }
  const target = await openRestoreTarget(config, force);
  const work = mkdtempSync(join(tmpdir(), 'tourbench-restore-'));
  try {
    const r = await restoreArchive(source, manifest, target, work);
    return `Restored ${r.companies} companies, ${r.items} items and ${r.mediaFiles} media files into ${target.where} ` +
      `(backup of ${manifest.createdAt}, schema version ${manifest.schemaVersion}; now at ${latestSchemaVersion()}).`;
  } finally {
    rmSync(work, { recursive: true, force: true });
    await target.close();
  }
}
