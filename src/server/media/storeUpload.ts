import type { Db } from '../db/Db.ts';
import { HttpError } from '../errors/httpError.ts';
import { sniffMedia, type SniffedMedia } from '../../core/sniffMedia.ts';
import { MEDIA_FIELD_RULES, mediaFieldName, mediaFieldProblem, mediaFieldWord, SNIFF_BYTES } from '../../core/mediaFieldRule.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { mediaText } from '../i18n/mediaMessages.ts';
import type { MediaStore } from './createLocalMediaStore.ts';
import type { MediaType } from '../../core/apiConventions.ts';
import { cleanPicture } from './cleanPicture.ts';
import { PictureRefusal } from '../errors/pictureRefusal.ts';
import { readPlaybackFacts } from './readPlaybackFacts.ts';

const MB = 1024 * 1024;
/** Largest accepted file per media type. */
export const MEDIA_LIMITS: Record<MediaType, number> = { image: 10 * MB, audio: 50 * MB, video: 200 * MB };

/** A stored upload: the server-chosen file name, what its bytes said it is, and what was read from them. */
export interface StoredUpload extends SniffedMedia {
  file: string;
  size: number;
  /** Pixels of a picture as stored (upright) or of a video when its headers say; else null. */
  width: number | null;
  height: number | null;
  /** Seconds of audio or video when its headers say; else null. */
  duration: number | null;
}

/** What an upload is for: the multipart field it came in, the media type that field takes, the caller's language. */
export interface UploadTarget {
  field?: string;
  /** The field's label as its form shows it, which a refusal names; "Picture" (the type's word) when unknown. */
  label?: string;
  /** A media field's type: its rule (SPEC §5 for pictures: JPEG under 2 MB) decides, not just "some media". */
  expected?: MediaType;
  lang?: UiLanguage;
}

/**
 * Checks an uploaded file by its content (magic bytes, size per type; a media field's own rule when
 * the upload is for one), stores it under a name whose extension follows the content, and records it
 * for the company with what its bytes say (a picture's pixels, a recording's length). A picture is
 * stored without its metadata and upright (cleanPicture); audio and video as they came. Shared by
 * `POST /media` and multipart kind bodies.
 */
export async function storeUpload(db: Db, store: MediaStore, companyId: number, file: File, target: UploadTarget = {}): Promise<StoredUpload> {
  const { field, label, expected, lang = 'en' } = target;
  // Type and size are decided from the first bytes and the declared size, before the file is copied again.
  const kind = sniffMedia(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  const errors = (message: string) => (field ? { errors: [{ field, message }] } : {});
  if (expected) {
    // A field's rule, in the words the console's picker uses: a PNG renamed .jpg is still a PNG.
    const problem = mediaFieldProblem(expected, kind?.mime, file.size);
    if (problem) {
      const message = mediaText(problem, lang, { field: label ? mediaFieldName(label) : mediaText(mediaFieldWord(expected), lang) });
      throw new HttpError(problem === MEDIA_FIELD_RULES[expected].tooBig ? 413 : 415, message, errors(message));
    }
  }
  if (!kind) {
    const message = mediaText('media.notAccepted', lang);
    throw new HttpError(415, message, errors(message));
  }
  if (file.size > MEDIA_LIMITS[kind.type]) {
    const message = tooLargeText(lang);
    throw new HttpError(413, message, errors(message));
  }
  const uploaded = new Uint8Array(await file.arrayBuffer());
  let stored: { bytes: Uint8Array; width: number | null; height: number | null; duration: number | null };
  try {
    stored = kind.type === 'image'
      ? { ...(await cleanPicture(uploaded, kind.mime)), duration: null }
      : { bytes: uploaded, ...(await readPlaybackFacts(uploaded, kind.mime)) };
  } catch (err) {
    if (!(err instanceof PictureRefusal)) throw err;
    const message = mediaText(err.messageId, lang, err.values);
    throw new HttpError(err.status, message, errors(message));
  }
  const { bytes, width, height, duration } = stored;
  const name = await store.put(kind.type, kind.ext, bytes);
  await db.query('insert into media (company_id, type, file_name, mime, size, width, height, duration) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [companyId, kind.type, name, kind.mime, bytes.length, width, height, duration]);
  return { ...kind, file: name, size: bytes.length, width, height, duration };
}

/** "The file is too large" with every type's limit, in the language. */
export function tooLargeText(lang: UiLanguage = 'en'): string {
  return mediaText('media.tooLarge', lang, { image: MEDIA_LIMITS.image / MB, audio: MEDIA_LIMITS.audio / MB, video: MEDIA_LIMITS.video / MB });
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
