import { Hono, type Context } from 'hono';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { hasPublishStep } from '../../core/visitorState.ts';
import { SCHEDULE_NOTICE, SCHEDULE_WINDOW_DAYS, schedulePaths, type CompanySchedule } from '../../core/scheduleWire.ts';
import type { AppEnv } from '../appEnv.ts';
import { requireKindRight } from '../auth/requireKindRight.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import { idParam } from '../http/idParam.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { STORED_BASE_VARIANT } from '../items/wireSql.ts';
import type { ItemWriter } from '../operations/createItemWriter.ts';
import { parseInstant, scheduleChange, scheduleRefusal } from './scheduleInput.ts';
import { companySchedule, setItemSchedule } from './scheduleStore.ts';

const DAY_MS = 86_400_000;

/** `?from=` / `?to=`: an instant with its offset, else the default; 400 naming the parameter for anything else. */
function windowEdge(c: Context<AppEnv>, name: 'from' | 'to', fallback: Date): Date {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const at = parseInstant(raw);
  if (!at) throw scheduleRefusal('api.refused.schedule.notDate', name, requestMessageLanguage(c));
  return at;
}

/**
 * Scheduled publishing: `POST /{x}/schedule/{id}` `{ publish_at, unpublish_at }` for every kind with a
 * publish step (the lifecycle right: whoever may publish it), and the company's schedule
 * `GET /schedule?from=&to=` for anyone signed in (reading is never limited). Mount before the kinds' own routes.
 */
export function scheduleRoutes(registry: KindRegistry, writer: ItemWriter) {
  const app = new Hono<AppEnv>();
  for (const kind of registry.kinds.filter(hasPublishStep)) {
    app.post(schedulePaths.item(kind.api, ':id'), requireKindRight(kind, 'lifecycle'), async (c) => {
      const user = c.get('user');
      const itemId = idParam(c);
      const lang = requestMessageLanguage(c);
      const change = scheduleChange(await readJsonObject(c), new Date(), lang);
      const forClient = writer.validator.kindFor(kind, user.companySlug);
      const item = await setItemSchedule(writer.store.db, {
        companyId: user.companyId, kind: kind.id, itemId, userId: user.id, language: lang, baseVariant: forClient.defaultVariant ?? STORED_BASE_VARIANT,
      }, change);
      return c.json({ code: 200, status: 'success', message: SCHEDULE_NOTICE, data: item });
    });
  }
  app.get(schedulePaths.company, async (c) => {
    const user = c.get('user');
    const now = Date.now();
    const from = windowEdge(c, 'from', new Date(now - SCHEDULE_WINDOW_DAYS.back * DAY_MS));
    const to = windowEdge(c, 'to', new Date(now + SCHEDULE_WINDOW_DAYS.ahead * DAY_MS));
    const kinds = writer.validator.forClient(user.companySlug).kinds.filter(hasPublishStep).map((k) => k.id);
    const data: CompanySchedule = { from: from.toISOString(), to: to.toISOString(), schedule: await companySchedule(writer.store.db, user.companyId, kinds, from, to) };
    return c.json({ code: 200, status: 'success', data });
  });
  return app;
}
