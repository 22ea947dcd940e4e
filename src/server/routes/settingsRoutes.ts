import { Hono } from 'hono';
import type { CompanySettings } from '../users/accounts.ts';
import type { AppEnv } from '../appEnv.ts';
import type { Db } from '../db/Db.ts';
import { HttpError } from '../errors/httpError.ts';
import { refusal } from '../errors/refusal.ts';
import { canonicalTimeZone } from '../../core/zonedTime.ts';
import { lazySchemaValidator } from '../kinds/createAjv.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { validationMessage } from '../../core/validationMessage.ts';
import { consoleWords } from '../i18n/ruleMessages.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { requireAdmin } from '../auth/requireAdmin.ts';

/**
 * The first language is the base every document is written in: it stays first (a new base would turn
 * every stored text into the wrong language). Other languages come and go; their translations stay.
 */
export function assertBaseKept(base: string, languages: readonly string[]): void {
  if (languages[0] !== base) {
    throw refusal(400, 'api.refused.baseLanguageFirst', { base }, { errors: [{ field: 'languages', message: `must keep the base language ${base} first` }] });
  }
}

/** The settings screen's labels of the settings (src/locales), for the sentences of a refusal. */
const SETTINGS_LABELS: Record<string, string> = {
  detail_view_color: 'settings.colours.detail',
  list_item_color: 'settings.colours.listItem',
  languages: 'settings.languages.list',
  allow_sharing: 'settings.sharing.allow',
  inactive_tabs: 'settings.tabs.title',
};

/** The tab key of the settings screen itself (SPEC §2 `settings`). */
const SETTINGS_TAB = 'settings';

/** `GET /settings` and `POST /settings`: the caller's client settings (colours, languages, tabs, time zone). */
export function settingsRoutes(db: Db, rootDir: string) {
  const app = new Hono<AppEnv>();
  const validator = lazySchemaValidator(rootDir, 'company_settings.schema.json');
  const load = async (companyId: number) =>
    (await db.query<{ settings: CompanySettings }>('select settings from companies where id = $1', [companyId]))[0].settings;

  app.get('/settings', async (c) => c.json({ code: 200, status: 'success', data: await load(c.get('user').companyId) }));

  app.post('/settings', requireAdmin, async (c) => {
    const body = await readJsonObject(c);
    const changes = structuredClone(body) as Partial<CompanySettings>;
    const validate = validator();
    if (!validate(changes)) {
      const e = validate.errors![0];
      const field = e.instancePath.split('/').filter(Boolean).join('.') || (e.params as { missingProperty?: string }).missingProperty || 'settings';
      const say = consoleWords(requestMessageLanguage(c));
      const top = field.split('.')[0];
      // The field as the settings screen labels it, else the schema's title.
      const label = SETTINGS_LABELS[top] ? say(SETTINGS_LABELS[top], {}) : (validate.schema as JsonSchema).properties?.[top]?.title ?? top;
      const message = validationMessage(e, label, say);
      throw new HttpError(400, message, { errors: [{ field, message }] });
    }
    if (changes.time_zone !== undefined) {
      // The schema's pattern only shapes the name; whether it is a zone is what this runtime's Intl knows.
      const zone = canonicalTimeZone(changes.time_zone);
      if (!zone) throw refusal(400, 'api.refused.timeZone', {}, { errors: [{ field: 'time_zone', message: 'must be an IANA time zone name, such as Europe/Oslo' }] });
      changes.time_zone = zone;
    }
    // The settings tab is where every other tab is shown again: it cannot be hidden.
    if (changes.inactive_tabs) changes.inactive_tabs = changes.inactive_tabs.filter((t) => !(t.tab === SETTINGS_TAB && !t.is_visible));
    const companyId = c.get('user').companyId;
    if (changes.languages !== undefined) assertBaseKept(c.get('user').languages[0], changes.languages);
    // Top-level keys replace, so a client can clear inactive_tabs by sending [].
    const rows = await db.query<{ settings: CompanySettings }>(
      'update companies set settings = settings || $2::jsonb where id = $1 returning settings', [companyId, JSON.stringify(changes)]);
    return c.json({ code: 200, status: 'success', message: 'Successfully Updated', data: rows[0].settings });
  });

  return app;
}
