import { Hono } from 'hono';
import type { AppEnv } from '../appEnv.ts';
import type { Db } from '../db/Db.ts';
import { HttpError } from '../errors/httpError.ts';
import { refusal } from '../errors/refusal.ts';
import { lazySchemaValidator } from '../kinds/createAjv.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import { requireAdmin } from '../auth/requireAdmin.ts';

const MAX_CSV_BYTES = 2 * 1024 * 1024;

/** `POST /person/import/csv` (multipart field `file`) and `GET /person` (the company's persons). */
export function personRoutes(db: Db, rootDir: string) {
  const app = new Hono<AppEnv>();
  const validator = lazySchemaValidator(rootDir, 'person.schema.json');

  // Importing persons is the company's business (admins); the list stays readable by every role.
  app.post('/person/import/csv', requireAdmin, async (c) => {
    let file: unknown;
    try { file = (await c.req.parseBody())['file']; } catch { file = undefined; }
    if (!(file instanceof File)) throw refusal(400, 'api.refused.csvMissing');
    if (file.size > MAX_CSV_BYTES) throw refusal(413, 'api.refused.csvTooLarge');
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A CSV is text: NUL bytes mean a spreadsheet or image was picked by mistake.
    if (bytes.includes(0)) throw refusal(415, 'api.refused.csvNotText');
    let text: string;
    try { text = new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch { throw refusal(415, 'api.refused.csvNotUtf8'); }
    // papaparse loads with the first CSV import, not at every start.
    const { importPersons } = await import('../persons/importPersons.ts');
    const report = await importPersons(db, c.get('user').companyId, text, validator(), requestMessageLanguage(c));
    if ('error' in report) throw new HttpError(400, report.error);
    const message = `Imported ${report.imported} person(s)` + (report.refused.length ? `, refused ${report.refused.length} row(s)` : '');
    return c.json({ code: 200, status: 'success', message, data: report });
  });

  app.get('/person', async (c) => {
    const items = await db.query('select id, name, email, phone from persons where company_id = $1 order by name, id', [c.get('user').companyId]);
    return c.json({ code: 200, status: 'success', data: { items } });
  });

  return app;
}
