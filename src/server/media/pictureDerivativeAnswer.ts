import type { Context } from 'hono';
import { aspectToken, cropFor, derivativeUrl, IMAGE_FORMAT_MIME, negotiateFormat, pictureVersion, snapWidth } from '../../core/pictures.ts';
import type { Db } from '../db/Db.ts';
import { refusal } from '../errors/refusal.ts';
import { consoleWords } from '../i18n/ruleMessages.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import { WorkQueueFull } from '../errors/workQueueFull.ts';
import type { PictureDeriver } from './createPictureDeriver.ts';
import { derivativeQuery } from './derivativeQuery.ts';
import type { MediaStore } from './MediaStore.ts';
import { readMediaRow, settingsOf } from './mediaRows.ts';
import { withPictureSize } from './pictureFacts.ts';

/** Whether `If-None-Match` names this ETag (or `*`); weak forms compare equal, as RFC 9110 says for this header. */
const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((t) => { const tag = t.trim().replace(/^W\//, ''); return tag === etag || tag === '*'; });

/** Seconds a client is told to wait when the picture work is at its limit. */
const RETRY_AFTER_S = 2;

/**
 * `GET /public/image/{file}?w=&format=&ar=&v=`: one derivative of a picture (the crop of `ar`, or the
 * picture's default crop, scaled to a ladder width, encoded). Only the canonical URL — the current
 * version `v`, the snapped width — answers bytes, cached for a year; any other is redirected to it
 * uncached, so a crop change is never hidden behind an old cached picture and old versions are never made.
 */
export function pictureDerivativeAnswer(db: Db, store: MediaStore, deriver: PictureDeriver, aspects: ReadonlySet<string>) {
  return async (c: Context, fileName: string) => {
    const q = derivativeQuery(c, aspects);
    const found = await readMediaRow(db, null, fileName);
    if (!found || found.type !== 'image') throw refusal(404, 'media.derivative.notFound');
    const row = await withPictureSize(db, store, found).catch(() => { throw refusal(404, 'media.derivative.unreadable'); });
    if (!row?.width || !row.height) throw refusal(404, 'media.derivative.notFound');

    const settings = settingsOf(row);
    const version = pictureVersion(settings);
    const crop = cropFor(settings, row.width, row.height, q.ar);
    const width = snapWidth(q.w, crop.width);
    if (q.v !== version || q.w !== width) {
      c.header('Cache-Control', 'no-cache');
      return c.redirect(derivativeUrl(row.file_name, { w: width, format: q.format, ar: q.ar, v: version }), 307);
    }

    const format = q.format ?? negotiateFormat(c.req.header('accept'));
    const name = `${row.file_name.split('.')[0]}.${version}.${aspectToken(q.ar ?? settings.aspect)}.${width}.${format}`;
    const etag = `"${name}"`;
    // Set only on the answers that carry them: a refusal must not be cached for a year.
    const cached = () => {
      c.header('ETag', etag);
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('X-Content-Type-Options', 'nosniff');
      if (!q.format) c.header('Vary', 'Accept');
    };
    if (matches(c.req.header('if-none-match'), etag)) {
      cached();
      return c.body(null, 304);
    }
    try {
      const { bytes, source } = await deriver.derive({ row, version, crop, width, format, name });
      cached();
      c.header('Content-Type', IMAGE_FORMAT_MIME[format]);
      c.header('X-Derivative', source);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
    } catch (err) {
      if (!(err instanceof WorkQueueFull)) throw err;
      c.header('Retry-After', String(RETRY_AFTER_S));
      return c.json({ message: consoleWords(requestMessageLanguage(c))('media.derivative.busy', {}) }, 503);
    }
  };
}
