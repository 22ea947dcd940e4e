import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { stream } from 'hono/streaming';
import { MEDIA_TYPES, type MediaType } from '../../core/apiConventions.ts';
import type { Db } from '../db/Db.ts';
import type { AppEnv } from '../appEnv.ts';
import { HttpError, notFound } from '../httpError.ts';
import { MIME_BY_EXT, sniffMedia } from '../media/sniffMedia.ts';
import type { MediaStore } from '../media/createLocalMediaStore.ts';
import { requireUser } from './requireUser.ts';

const MB = 1024 * 1024;
/** Largest accepted file per media type. */
export const MEDIA_LIMITS: Record<MediaType, number> = { image: 10 * MB, audio: 50 * MB, video: 200 * MB };

/** `POST /api/media`: multipart upload, field `file`, checked by content and named by the server. */
export function mediaUploadRoutes(db: Db, store: MediaStore) {
  const app = new Hono<AppEnv>();
  app.post('/media', requireUser(db), bodyLimit({
    maxSize: MEDIA_LIMITS.video + MB,
    onError: () => { throw new HttpError(413, 'The file is too large (video up to 200 MB, audio 50 MB, images 10 MB).'); },
  }), async (c) => {
    let file: unknown;
    try {
      file = (await c.req.parseBody())['file'];
    } catch {
      throw new HttpError(400, 'Send the file as multipart/form-data in the field "file".');
    }
    if (!(file instanceof File)) throw new HttpError(400, 'Send the file as multipart/form-data in the field "file".');
    // Type and size are decided from the first bytes and the declared size, before the file is copied again.
    const kind = sniffMedia(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
    if (!kind) throw new HttpError(415, 'This file type is not accepted: images must be JPEG, PNG or WebP; audio MP3, M4A or OGG; video MP4 or WebM.');
    if (file.size > MEDIA_LIMITS[kind.type]) throw new HttpError(413, `The ${kind.type} is too large (at most ${MEDIA_LIMITS[kind.type] / MB} MB).`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const name = await store.put(kind.type, kind.ext, bytes);
    await db.query('insert into media (company_id, type, file_name, mime, size) values ($1, $2, $3, $4, $5)',
      [c.get('user').companyId, kind.type, name, kind.mime, bytes.length]);
    return c.json({ code: 201, status: 'success', data: { file: name, type: kind.type, url: `/public/${kind.type}/${name}`, mime: kind.mime, size: bytes.length } }, 201);
  });
  return app;
}

function parseRange(header: string | undefined, size: number) {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!m || (!m[1] && !m[2])) return undefined;
  const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
  const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : undefined;
}

/** `GET /public/{image|video|audio}/{file}` (and `/public/image/pages/{file}`), with byte ranges for players. */
export function publicMediaRoutes(store: MediaStore) {
  const app = new Hono();
  const serve = async (c: import('hono').Context, type: string, fileName: string) => {
    if (!(MEDIA_TYPES as readonly string[]).includes(type)) throw notFound('File');
    const file = await store.open(type as MediaType, fileName);
    if (!file) throw notFound('File');
    const range = parseRange(c.req.header('range'), file.size);
    c.header('Content-Type', MIME_BY_EXT[fileName.split('.').pop()!]);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Accept-Ranges', 'bytes');
    c.header('Content-Length', String(range ? range.end - range.start + 1 : file.size));
    if (range) {
      c.status(206);
      c.header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    }
    return stream(c, async (s) => {
      for await (const chunk of file.stream(range) as AsyncIterable<Uint8Array>) await s.write(chunk);
    });
  };
  app.get('/image/pages/:file', (c) => serve(c, 'image', c.req.param('file')));
  app.get('/:type/:file', (c) => serve(c, c.req.param('type'), c.req.param('file')));
  app.all('*', () => { throw notFound('File'); });
  return app;
}
