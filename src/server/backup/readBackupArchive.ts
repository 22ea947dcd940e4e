import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import type { MediaType } from '../../core/apiConventions.ts';
import { SNIFF_BYTES } from '../../core/mediaFieldRule.ts';
import { sniffMedia } from '../../core/sniffMedia.ts';
import { MANIFEST_ENTRY, parseManifest, parseMediaEntryName, parseTableEntryName, PG_DUMP_ENTRY, SEQUENCES_ENTRY, type BackupManifest } from './backupManifest.ts';
import { BackupFormatError } from '../errors/backupFormatError.ts';

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

/** The first bytes of an entry; the rest is read through (stopping early would end the archive's stream). */
async function entryHead(entry: BackupEntry, size: number): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  let have = 0;
  for await (const chunk of entry.chunks) {
    if (have < size) { parts.push(chunk); have += chunk.length; }
  }
  return new Uint8Array(Buffer.concat(parts).subarray(0, size));
}

/**
 * A media file restores only when its bytes are what its name says (type folder and extension), as
 * an upload is named by its content: a PNG renamed `….jpg` in an archive would otherwise be served
 * as a JPEG and pass a JPEG-only picture field.
 */
async function assertMediaMatchesName(entry: BackupEntry, type: MediaType, file: string): Promise<void> {
  const sniffed = sniffMedia(await entryHead(entry, SNIFF_BYTES));
  const ext = file.slice(file.lastIndexOf('.') + 1);
  if (!sniffed || sniffed.type !== type || sniffed.ext !== ext) {
    throw new BackupFormatError(`The backup's media file "${entry.name}" is not what its name says (its content is ${sniffed?.mime ?? 'not a media file'}): the file is damaged or was altered.`);
  }
}

/** What a full read of an archive found. */
export interface ArchiveSummary {
  manifest: BackupManifest;
  mediaFiles: number;
}

/**
 * Reads a whole archive once and checks it before anything is changed: the manifest first (a format
 * and schema this code restores), only known entry names, media whose bytes match their names, the
 * database part the manifest announces, and an intact gzip stream to the end.
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
    const media = parseMediaEntryName(entry.name);
    if (media) {
      await assertMediaMatchesName(entry, media.type, media.file);
      mediaFiles++;
    }
    else if (manifest.database === 'pg_dump' && entry.name === PG_DUMP_ENTRY) database = true;
    else if (manifest.database === 'tables' && (entry.name === SEQUENCES_ENTRY || parseTableEntryName(entry.name))) database ||= parseTableEntryName(entry.name) === 'companies';
    else throw new BackupFormatError(`The backup holds an unexpected file "${entry.name}": the file is damaged or not a Tourbench backup.`);
  }
  if (!manifest) throw new BackupFormatError('The file is empty: not a Tourbench backup.');
  if (!database) throw new BackupFormatError('The backup has no database in it: the file is damaged.');
  return { manifest, mediaFiles };
}
