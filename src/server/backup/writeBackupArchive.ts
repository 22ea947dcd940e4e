import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { MediaStore, StoredMedia } from '../media/MediaStore.ts';
import { MANIFEST_ENTRY, mediaEntryName, type BackupManifest } from './backupManifest.ts';

/** The database part of an archive: entries held in memory, or one file on disk (a pg_dump). */
export type DatabaseEntry = { name: string; text: string } | { name: string; path: string };

/** What goes into one archive: the manifest first, then the database, then every listed media file. */
export interface BackupContents {
  manifest: BackupManifest;
  database: DatabaseEntry[];
  media: MediaStore;
  /** The media files to copy, listed after the database was copied (files are immutable, so later ones do no harm). */
  mediaFiles: StoredMedia[];
}

type Pack = ReturnType<typeof tar.pack>;

function addEntry(pack: Pack, name: string, size: number, source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>): Promise<void> {
  return new Promise((ok, fail) => {
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (err) => (err ? fail(err) : ok()));
    (async () => {
      for await (const chunk of source) {
        if (!entry.write(chunk)) await new Promise<void>((r) => entry.once('drain', () => r()));
      }
      entry.end(undefined);
    })().catch((err) => { entry.destroy(err); fail(err); });
  });
}

async function addMedia(pack: Pack, store: MediaStore, f: StoredMedia): Promise<boolean> {
  const opened = await store.open(f.type, f.file);
  // Removed since it was listed (a refused upload taken back): nothing to keep.
  if (!opened) return false;
  await addEntry(pack, mediaEntryName(f.type, f.file), opened.size, opened.stream() as AsyncIterable<Uint8Array>);
  return true;
}

/** Adds the manifest, database and media entries to a tar pack; resolves with how many media files went in. */
async function fillPack(pack: Pack, contents: BackupContents): Promise<number> {
  const manifest = Buffer.from(JSON.stringify(contents.manifest, null, 2));
  await addEntry(pack, MANIFEST_ENTRY, manifest.length, [manifest]);
  for (const entry of contents.database) {
    if ('text' in entry) {
      const bytes = Buffer.from(entry.text);
      await addEntry(pack, entry.name, bytes.length, [bytes]);
    } else {
      await addEntry(pack, entry.name, (await stat(entry.path)).size, createReadStream(entry.path));
    }
  }
  let copied = 0;
  for (const f of contents.mediaFiles) if (await addMedia(pack, contents.media, f)) copied++;
  return copied;
}

/** Writes the gzipped tar archive to `out`; resolves with the number of media files written once `out` has everything. */
export async function writeBackupArchive(out: Writable, contents: BackupContents): Promise<number> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  try {
    const copied = await fillPack(pack, contents);
    pack.finalize();
    await written;
    return copied;
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => {});
    throw err;
  }
}
