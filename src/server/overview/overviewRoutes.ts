import { Hono } from 'hono';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { hasPublishStep } from '../../core/visitorState.ts';
import { companySettings } from '../users/accounts.ts';
import type { AppEnv } from '../appEnv.ts';
import type { Db } from '../db/Db.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import type { MediaStore } from '../media/createLocalMediaStore.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import { activityByDay, type DayActivity } from './activityByDay.ts';
import { contentCounts, type KindCount } from './contentCounts.ts';
import { readinessFaults } from './readinessFaults.ts';
import type { RenderedFault } from './readinessTypes.ts';
import { recentActivity, type RecentEntry } from './recentActivity.ts';
import { scheduledItems, type ScheduledItem } from './scheduledItems.ts';

/** The dashboard's answer: the client's content at a glance, what happened lately, what is not ready, what is coming up. */
export interface Overview {
  counts: KindCount[];
  recent: RecentEntry[];
  activity: DayActivity[];
  faults: RenderedFault[];
  faultCount: number;
  scheduled: ScheduledItem[];
}

/** `GET /overview`: everything the Info/Dashboard screen shows, for the caller's company, computed on the server. */
export function overviewRoutes(registry: KindRegistry, db: Db, validator: KindValidator, media: MediaStore) {
  const app = new Hono<AppEnv>();
  app.get('/overview', async (c) => {
    const user = c.get('user');
    const settings = await companySettings(db, user.companyId);
    const kinds = validator.forClient(user.companySlug).kinds;
    const scheduledKinds = kinds.flatMap((k) => (k.scheduledAt ? [{ kind: k.id, field: k.scheduledAt }] : []));
    // One connection on PGlite: the queries run one after another anyway, and on PostgreSQL they stay few.
    const counts = await contentCounts(db, user.companyId, kinds.map((k) => k.id), kinds.filter((k) => !hasPublishStep(k)).map((k) => k.id));
    const recent = await recentActivity(db, user.companyId);
    const activity = await activityByDay(db, user.companyId, settings.time_zone);
    const scheduled = await scheduledItems(db, user.companyId, scheduledKinds);
    const { faults, faultCount } = await readinessFaults({ db, media, registry, validator },
      { companyId: user.companyId, client: user.companySlug, languages: user.languages }, requestMessageLanguage(c));
    const data: Overview = { counts, recent, activity, faults, faultCount, scheduled };
    return c.json({ code: 200, status: 'success', data });
  });
  return app;
}
