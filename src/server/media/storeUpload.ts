import type { Db } from '../db/Db.ts';
import { HttpError } from '../httpError.ts';
import { sniffMedia, type SniffedMedia } from './sniffMedia.ts';
import type { MediaStore } from './createLocalMediaStore.ts';
import type { MediaType } from '../../core/apiConventions.ts';

const MB = 1024 * 1024;
/** Largest accepted file per media type. */
export const MEDIA_LIMITS: Record<MediaType, number> = { image: 10 * MB, audio: 50 * MB, video: 200 * MB };

/** A stored upload: the server-chosen file name and what its bytes said it is. */
export interface StoredUpload extends SniffedMedia {
  file: string;
  size: number;
}

/**
 * Checks an uploaded file by its content (magic bytes, size per type), stores it under a
 * server-chosen name and records it for the company. Shared by `POST /media` and multipart kind bodies.
 */
export async function storeUpload(db: Db, store: MediaStore, companyId: number, file: File, field = 'file', expected?: MediaType): Promise<StoredUpload> {
  // Type and size are decided from the first bytes and the declared size, before the file is copied again.
  const kind = sniffMedia(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
  const where = field === 'file' ? '' : ` (${field})`;
  if (!kind) throw new HttpError(415, `This file type is not accepted${where}: images must be JPEG, PNG or WebP; audio MP3, M4A or OGG; video MP4 or WebM.`);
  // A field for pictures takes pictures: an MP3 stored as a picture would be served from where no picture is.
  if (expected && kind.type !== expected) throw new HttpError(415, `${field} takes ${expected} files, not ${kind.type}.`);
  if (file.size > MEDIA_LIMITS[kind.type]) throw new HttpError(413, `The ${kind.type}${where} is too large (at most ${MEDIA_LIMITS[kind.type] / MB} MB).`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = await store.put(kind.type, kind.ext, bytes);
  await db.query('insert into media (company_id, type, file_name, mime, size) values ($1, $2, $3, $4, $5)',
    [companyId, kind.type, name, kind.mime, bytes.length]);
  return { ...kind, file: name, size: bytes.length };
}

/**
 * Takes back uploads of a request whose write was refused (a multipart save that failed validation):
 * their rows and files go, so a refused save leaves nothing behind. Best effort: a file that cannot be
 * deleted is logged, and the caller's own error is what the client hears.
 */
export async function discardUploads(db: Db, store: MediaStore, companyId: number, uploads: readonly StoredUpload[]): Promise<void> {
  for (const u of uploads) {
    try {
      await db.query('delete from media where company_id = $1 and file_name = $2', [companyId, u.file]);
      await store.remove(u.type, u.file);
    } catch (err) {
      console.error(`could not discard upload ${u.file}`, err);
    }
  }
}
