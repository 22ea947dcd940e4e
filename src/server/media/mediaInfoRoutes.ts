import { Hono } from 'hono';
import { MEDIA_TYPES, type MediaType } from '../../core/apiConventions.ts';
import { pictureVersion } from '../../core/pictures.ts';
import type { AppEnv } from '../appEnv.ts';
import type { Db } from '../db/Db.ts';
import { refusal } from '../errors/refusal.ts';
import { notFound } from '../errors/notFoundError.ts';
import { requireUser } from '../auth/requireUser.ts';
import { requireRight } from '../auth/requireRight.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import type { MediaStore } from './MediaStore.ts';
import { listMediaRows, mediaInfoOf, readMediaRow, savePictureSettings, settingsOf, type MediaRow } from './mediaRows.ts';
import { assertMayChangePicture } from './assertMayChangePicture.ts';
import { retireOldDerivatives } from './dropDerivatives.ts';
import { mediaUses, type MediaFieldsByKind } from './mediaUses.ts';
import { withPictureSize } from './pictureFacts.ts';
import { pictureSettingsInput } from './pictureSettingsInput.ts';

/** How many files the library answers when `limit` is not given, and at most. */
export const LIBRARY_LIMIT = { default: 200, max: 1000 } as const;

/** An older picture (stored before its pixels were recorded) measured for the list; kept unmeasured when its bytes are gone or unreadable. */
async function measured(db: Db, store: MediaStore, row: MediaRow): Promise<MediaRow> {
  try {
    return (await withPictureSize(db, store, row)) ?? row;
  } catch {
    return row;
  }
}

/**
 * The authoring API of stored media, always scoped to the caller's company (another
 * company's file is 404, as if it did not exist): `GET /api/media` lists the library, newest first,
 * with where each file is used; `GET /api/media/{file}` answers one file's facts, crop settings and
 * uses; `POST /api/media/{file}` changes the crops and the focal point without uploading again (and
 * deletes the derivatives of the version it replaces).
 * `fieldsOf` names the media fields of the kinds as the caller's client runs them.
 */
export function mediaInfoRoutes(db: Db, store: MediaStore, fieldsOf: (client: string) => MediaFieldsByKind) {
  const app = new Hono<AppEnv>();
  const rowOf = async (companyId: number, file: string) => {
    const row = await readMediaRow(db, companyId, file);
    const sized = row && (await withPictureSize(db, store, row));
    if (!sized) throw notFound('File');
    return sized;
  };
  app.get('/media', requireUser(db), async (c) => {
    const { companyId, companySlug } = c.get('user');
    const type = c.req.query('type');
    if (type !== undefined && !(MEDIA_TYPES as readonly string[]).includes(type)) throw refusal(400, 'media.library.badType', { types: MEDIA_TYPES.join(', ') });
    const limitText = c.req.query('limit');
    const limit = limitText === undefined ? LIBRARY_LIMIT.default : Number(limitText);
    if (!/^\d{1,4}$/.test(limitText ?? '0') || limit < 1 || limit > LIBRARY_LIMIT.max) throw refusal(400, 'media.library.badLimit', { max: LIBRARY_LIMIT.max });
    const rows = await listMediaRows(db, companyId, type as MediaType | undefined, limit);
    // A few files at a time: a library of older pictures is measured once, without reading them all at once.
    const sized: MediaRow[] = [];
    for (let i = 0; i < rows.length; i += 4) sized.push(...(await Promise.all(rows.slice(i, i + 4).map((r) => measured(db, store, r)))));
    const uses = await mediaUses(db, companyId, fieldsOf(companySlug));
    return c.json({ code: 200, status: 'success', data: sized.map((r) => mediaInfoOf(r, uses.get(r.file_name) ?? [])) });
  });
  app.get('/media/:file', requireUser(db), async (c) => {
    const { companyId, companySlug } = c.get('user');
    const row = await rowOf(companyId, c.req.param('file'));
    const uses = await mediaUses(db, companyId, fieldsOf(companySlug), { onlyFile: row.file_name });
    return c.json({ code: 200, status: 'success', data: mediaInfoOf(row, uses.get(row.file_name) ?? []) });
  });
  app.post('/media/:file', requireUser(db), requireRight('write'), async (c) => {
    const { companyId, companySlug } = c.get('user');
    const row = await rowOf(companyId, c.req.param('file'));
    if (row.type !== 'image') throw notFound('File');
    const fields = fieldsOf(companySlug);
    const uses = await mediaUses(db, companyId, fields, { onlyFile: row.file_name, withArchived: true });
    assertMayChangePicture(c, uses.get(row.file_name) ?? [], fields);
    const body = await readJsonObject(c);
    const lang = requestMessageLanguage(c);
    const next = pictureSettingsInput(body, settingsOf(row), row.width!, row.height!, lang);
    await savePictureSettings(db, companyId, row.file_name, next);
    // The old version's derivatives are unreachable now (its URLs redirect to the new version): deleted at once.
    const version = pictureVersion(next);
    if (version !== pictureVersion(settingsOf(row))) await retireOldDerivatives(db, store, row.file_name, version);
    return c.json({ code: 200, status: 'success', data: mediaInfoOf({ ...row, crops: next.crops, crop_aspect: next.aspect, focus: next.focus }) });
  });
  return app;
}
