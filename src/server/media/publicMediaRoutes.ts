import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { MEDIA_TYPES, type MediaType } from '../../core/apiConventions.ts';
import { MIME_BY_EXT } from '../../core/sniffMedia.ts';
import type { Db } from '../db/Db.ts';
import { notFound } from '../errors/notFoundError.ts';
import type { PictureDeriver } from './createPictureDeriver.ts';
import { asksForDerivative } from './derivativeQuery.ts';
import type { MediaStore } from './MediaStore.ts';
import { pictureDerivativeAnswer } from './pictureDerivativeAnswer.ts';

function parseRange(header: string | undefined, size: number) {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!m || (!m[1] && !m[2])) return undefined;
  const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
  const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : undefined;
}

/** What the picture derivatives need besides the database and the store, made once per app. */
export interface DerivativeDeps {
  deriver: PictureDeriver;
  /** The aspect keys picture fields declare (declaredAspects): the only `ar` values answered. */
  aspects: ReadonlySet<string>;
}

/**
 * `GET /public/{image|video|audio}/{file}` (and `/public/image/pages/{file}`), with byte ranges for
 * players; `/public/image/{file}` with `w`, `format`, `ar` or `v` answers a sized derivative instead.
 */
export function publicMediaRoutes(db: Db, store: MediaStore, derivatives: DerivativeDeps) {
  const app = new Hono();
  const derivative = pictureDerivativeAnswer(db, store, derivatives.deriver, derivatives.aspects);
  const serve = async (c: Context, type: string, fileName: string) => {
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
  app.get('/:type/:file', (c) => {
    const type = c.req.param('type');
    return type === 'image' && asksForDerivative(c) ? derivative(c, c.req.param('file')) : serve(c, type, c.req.param('file'));
  });
  app.all('*', () => { throw notFound('File'); });
  return app;
}
