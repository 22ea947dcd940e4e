import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import {
  BackupFormatError, MANIFEST_ENTRY, parseManifest, parseMediaEntryName, parseTableEntryName, PG_DUMP_ENTRY, SEQUENCES_ENTRY,
  type BackupManifest,
} from './backupManifest.ts';

/** One file inside an archive; its bytes must be read (or drained) before the next entry comes. */
export interface BackupEntry {
  name: string;
  size: number;
  chunks: AsyncIterable<Buffer>;
}

function damaged(err: unknown): BackupFormatError {
  if (err instanceof BackupFormatError) return err;
  const why = err instanceof Error ? err.message : String(err);
  return new BackupFormatError(`The file is not a complete Tourbench backup (a gzipped tar archive): ${why}.`);
}

// A damaged file often shows while an entry's bytes are read, in the reader's code: it must still say so.
async function* guarded(chunks: AsyncIterable<Buffer>, failure: () => unknown): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of chunks) yield chunk;
  } catch (err) {
    throw damaged(failure() ?? err);
  }
}

/** The entries of a backup archive in order; a damaged or truncated file throws BackupFormatError. */
export async function* readBackupEntries(path: string): AsyncGenerator<BackupEntry> {
  const extract = tar.extract();
  const done = pipeline(createReadStream(path), createGunzip(), extract);
  let failure: unknown;
  done.catch((err) => { failure = err; });
  try {
    for await (const entry of extract) {
      yield { name: entry.header.name, size: entry.header.size ?? 0, chunks: guarded(entry as AsyncIterable<Buffer>, () => failure) };
      // A consumer that skipped the bytes: drain them so the next entry comes.
      for await (const _ of entry) { /* drain */ }
    }
    await done;
  } catch (err) {
    throw damaged(failure ?? err);
  } finally {
    extract.destroy();
  }
}

/** Reads an entry whole. */
export async function entryBytes(entry: BackupEntry): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of entry.chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/** What a full read of an archive found. */
export interface ArchiveSummary {
  manifest: BackupManifest;
  mediaFiles: number;
}

/**
 * Reads a whole archive once and checks it before anything is changed: the manifest first (a format
 * and schema this code restores), only known entry names, the database part the manifest announces,
 * and an intact gzip stream to the end.
 */
export async function inspectBackupArchive(path: string, latestSchema: number): Promise<ArchiveSummary> {
  let manifest: BackupManifest | undefined;
  let mediaFiles = 0;
  let database = false;
  for await (const entry of readBackupEntries(path)) {
    if (!manifest) {
      if (entry.name !== MANIFEST_ENTRY) throw new BackupFormatError('This is not a Tourbench backup: it does not start with manifest.json.');
      manifest = parseManifest((await entryBytes(entry)).toString('utf8'), latestSchema);
      continue;
    }
    if (parseMediaEntryName(entry.name)) mediaFiles++;
    else if (manifest.database === 'pg_dump' && entry.name === PG_DUMP_ENTRY) database = true;
    else if (manifest.database === 'tables' && (entry.name === SEQUENCES_ENTRY || parseTableEntryName(entry.name))) database ||= parseTableEntryName(entry.name) === 'companies';
    else throw new BackupFormatError(`The backup holds an unexpected file "${entry.name}": the file is damaged or not a Tourbench backup.`);
  }
  if (!manifest) throw new BackupFormatError('The file is empty: not a Tourbench backup.');
  if (!database) throw new BackupFormatError('The backup has no database in it: the file is damaged.');
  return { manifest, mediaFiles };
}
