import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaStore } from '../media/MediaStore.ts';
import {
  MANIFEST_ENTRY, parseMediaEntryName, parseTableEntryName, PG_DUMP_ENTRY, SEQUENCES_ENTRY, type BackupManifest,
} from './backupManifest.ts';
import type { TableDump } from './dumpTables.ts';
import { entryBytes, readBackupEntries } from './readBackupArchive.ts';

/** The database part of an archive as the target gets it: rows per table, or a pg_dump file on disk. */
export type DatabaseParts =
  | { kind: 'tables'; dump: Pick<TableDump, 'tables' | 'sequences'> }
  | { kind: 'pg_dump'; path: string };

/** Where a restore goes: it fills its database (returning what is in it now) and receives media through its store. */
export interface RestoreTarget {
  restoreDatabase(parts: DatabaseParts, manifest: BackupManifest): Promise<{ companies: number; items: number }>;
  media: MediaStore;
}

/** What a restore put back. */
export interface RestoreResult {
  companies: number;
  items: number;
  mediaFiles: number;
}

/**
 * Reads a checked archive once: the database entries come first and are restored as soon as the
 * first media file (or the end) arrives, then every media file goes into the target's store under
 * its original name. `workDir` holds a pg_dump file while pg_restore reads it.
 */
export async function restoreArchive(file: string, manifest: BackupManifest, target: RestoreTarget, workDir: string): Promise<RestoreResult> {
  const tables = new Map<string, string>();
  let sequences: TableDump['sequences'] = {};
  let dumpPath: string | undefined;
  let restored: { companies: number; items: number } | undefined;
  let mediaFiles = 0;
  const restoreDatabase = async () => {
    if (restored) return;
    const parts: DatabaseParts = manifest.database === 'pg_dump' ? { kind: 'pg_dump', path: dumpPath! } : { kind: 'tables', dump: { tables, sequences } };
    restored = await target.restoreDatabase(parts, manifest);
  };
  for await (const entry of readBackupEntries(file)) {
    const media = parseMediaEntryName(entry.name);
    const table = parseTableEntryName(entry.name);
    if (media) {
      await restoreDatabase();
      await target.media.restore(media.type, media.file, await entryBytes(entry));
      mediaFiles++;
    } else if (entry.name === PG_DUMP_ENTRY) {
      dumpPath = join(workDir, 'postgres.dump');
      await pipeline(entry.chunks, createWriteStream(dumpPath, { mode: 0o600 }));
    } else if (table) {
      tables.set(table, (await entryBytes(entry)).toString('utf8'));
    } else if (entry.name === SEQUENCES_ENTRY) {
      sequences = JSON.parse((await entryBytes(entry)).toString('utf8'));
    } else if (entry.name !== MANIFEST_ENTRY) {
      await entryBytes(entry);
    }
  }
  await restoreDatabase();
  return { ...restored!, mediaFiles };
}
