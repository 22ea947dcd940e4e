import { Hono } from 'hono';
import { MEDIA_TYPES, type MediaType } from '../../core/apiConventions.ts';
import type { Db } from '../db/Db.ts';
import type { AppEnv } from '../appEnv.ts';
import { HttpError } from '../errors/httpError.ts';
import { MEDIA_LIMITS, storeUpload, tooLargeText } from '../media/storeUpload.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import type { MediaStore } from '../media/createLocalMediaStore.ts';
import { requireUser } from '../auth/requireUser.ts';
import { requireMediaWrite } from '../auth/requireMediaWrite.ts';
import { pictureVersion, type PictureSettings } from '../../core/pictures.ts';
import type { RaisedBodyLimit } from '../http/requestBodyLimit.ts';

const MB = 1024 * 1024;
export { MEDIA_LIMITS };
// A new upload has no crop or focal point yet: its version is that of no settings.
const NO_SETTINGS: PictureSettings = { crops: {}, aspect: null, focus: null };

/**
 * The upload's body limit, larger than every other route's: the largest file (a video) and its multipart
 * framing. The app's body limit applies it (requestBodyLimit, before any route), counting a body of unknown
 * length only as it is read, so the sign-in and the right are checked before the first byte is.
 */
export const UPLOAD_BODY_LIMIT: RaisedBodyLimit = {
  method: 'POST', path: '/api/media', maxSize: MEDIA_LIMITS.video + MB,
  refuse: (c) => new HttpError(413, tooLargeText(requestMessageLanguage(c))),
};

/**
 * `POST /api/media`: multipart upload, field `file`, checked by content and named by the server.
 * `?expect=image|audio|video` says the file is for a media field of that type and holds it to that
 * field's rule (a picture: JPEG under 2 MB, SPEC §5), refused in the caller's language. Answers the
 * stored file with what was read from it (pixels, length) and its settings' version.
 */
export function mediaUploadRoutes(db: Db, store: MediaStore) {
  const app = new Hono<AppEnv>();
  // Uploading is writing, refused before the file is read.
  app.post('/media', requireUser(db), requireMediaWrite, async (c) => {
    const expect = c.req.query('expect');
    if (expect !== undefined && !(MEDIA_TYPES as readonly string[]).includes(expect)) {
      throw new HttpError(400, `expect must be one of ${MEDIA_TYPES.join(', ')}.`);
    }
    let file: unknown;
    try {
      file = (await c.req.parseBody())['file'];
    } catch {
      throw new HttpError(400, 'Send the file as multipart/form-data in the field "file".');
    }
    if (!(file instanceof File)) throw new HttpError(400, 'Send the file as multipart/form-data in the field "file".');
    const up = await storeUpload(db, store, c.get('user').companyId, file, { expected: expect as MediaType | undefined, lang: requestMessageLanguage(c) });
    const data = {
      file: up.file, type: up.type, url: `/public/${up.type}/${up.file}`, mime: up.mime, size: up.size,
      width: up.width, height: up.height, duration: up.duration, version: pictureVersion(NO_SETTINGS),
    };
    return c.json({ code: 201, status: 'success', data }, 201);
  });
  return app;
}
