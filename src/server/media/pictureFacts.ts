import { loadSharp } from './loadSharp.ts';
import type { MediaStore } from './MediaStore.ts';
import { saveMediaFacts, type MediaRow } from './mediaRows.ts';
import type { Db } from '../db/Db.ts';

/** Largest picture (in pixels) the server decodes: bounds the memory and time one file can cost. */
export const MAX_PICTURE_PIXELS = 50_000_000;

/** Width and height of a picture's bytes as shown (EXIF orientation applied). */
export async function pictureSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS }).metadata();
  const shown = meta.autoOrient ?? meta;
  return { width: shown.width ?? 0, height: shown.height ?? 0 };
}

/** Reads a stored file whole. */
export async function readStored(store: MediaStore, row: Pick<MediaRow, 'type' | 'file_name'>): Promise<Uint8Array | undefined> {
  const file = await store.open(row.type, row.file_name);
  if (!file) return undefined;
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.stream() as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A picture row with its pixels known: a file stored before uploads recorded its pixels (or restored from an older
 * backup) is measured once, and the row updated. Undefined when its bytes are gone.
 */
export async function withPictureSize(db: Db, store: MediaStore, row: MediaRow): Promise<MediaRow | undefined> {
  if (row.type !== 'image' || (row.width && row.height)) return row;
  const bytes = await readStored(store, row);
  if (!bytes) return undefined;
  const size = await pictureSize(bytes);
  await saveMediaFacts(db, row.file_name, size);
  return { ...row, ...size };
}
