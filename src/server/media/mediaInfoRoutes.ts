import { Hono } from 'hono';
import type { AppEnv } from '../appEnv.ts';
import type { Db } from '../db/Db.ts';
import { notFound } from '../httpError.ts';
import { requireUser } from '../routes/requireUser.ts';
import { requireRight } from '../auth/requireRight.ts';
import { readJsonObject } from '../routes/readJsonObject.ts';
import { requestMessageLanguage } from '../translations/contentLanguage.ts';
import type { MediaStore } from './MediaStore.ts';
import { mediaInfoOf, readMediaRow, savePictureSettings, settingsOf } from './mediaRows.ts';
import { withPictureSize } from './pictureFacts.ts';
import { pictureSettingsInput } from './pictureSettingsInput.ts';

/**
 * The authoring API of stored media (issue 33), always scoped to the caller's company (another
 * company's file is 404, as if it did not exist): `GET /api/media/{file}` answers its facts and crop
 * settings; `POST /api/media/{file}` changes the crops and the focal point without uploading again.
 */
export function mediaInfoRoutes(db: Db, store: MediaStore) {
  const app = new Hono<AppEnv>();
  const rowOf = async (companyId: number, file: string) => {
    const row = await readMediaRow(db, companyId, file);
    const sized = row && (await withPictureSize(db, store, row));
    if (!sized) throw notFound('File');
    return sized;
  };
  app.get('/media/:file', requireUser(db), async (c) => {
    const row = await rowOf(c.get('user').companyId, c.req.param('file'));
    return c.json({ code: 200, status: 'success', data: mediaInfoOf(row) });
  });
  app.post('/media/:file', requireUser(db), requireRight('write'), async (c) => {
    const { companyId } = c.get('user');
    const row = await rowOf(companyId, c.req.param('file'));
    const body = await readJsonObject(c);
    const lang = requestMessageLanguage(c);
    if (row.type !== 'image') throw notFound('File');
    const next = pictureSettingsInput(body, settingsOf(row), row.width!, row.height!, lang);
    await savePictureSettings(db, companyId, row.file_name, next);
    return c.json({ code: 200, status: 'success', data: mediaInfoOf({ ...row, crops: next.crops, crop_aspect: next.aspect, focus: next.focus }) });
  });
  return app;
}
