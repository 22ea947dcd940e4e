import { Hono, type Context } from 'hono';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { RELEASE_NOTICES, releasePaths } from '../../core/releaseWire.ts';
import type { AppEnv } from '../appEnv.ts';
import { assertKindRight } from '../auth/requireKindRight.ts';
import { assertRight } from '../auth/requireRight.ts';
import type { Db } from '../db/Db.ts';
import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import { callerOf } from '../http/callerOf.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';
import { idParam } from '../http/idParam.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import type { ItemWriter } from '../operations/createItemWriter.ts';
import { scheduleRefusal } from '../schedule/scheduleInput.ts';
import { publishRelease } from './publishRelease.ts';
import { releaseDetail } from './releaseDetail.ts';
import { releaseItemInput, releaseName, releasePublishAt } from './releaseInput.ts';
import { releaseKind } from './releaseReasons.ts';
import { setReleaseSchedule } from './releaseSchedule.ts';
import { deleteRelease, dropReleaseItem, insertRelease, listReleases, openReleaseOf, putReleaseItem, readRelease, releaseItems } from './releaseStore.ts';

const ridOf = (c: Context<AppEnv>) => idParam(c, 'rid', 'Release');

/** The release, locked, when it is the company's and open: 404 / 409 naming it otherwise. */
async function openRelease(tx: Db, companyId: number, rid: number) {
  const release = await readRelease(tx, companyId, rid, true);
  if (!release) throw notFound('Release');
  if (release.state !== 'open') throw refusal(409, 'api.refused.release.notOpen', { name: release.name });
  return release;
}

/**
 * Releases (named sets of changes that go live together): anyone signed in reads them; creating,
 * changing, publishing, scheduling and deleting one are lifecycle rights (admin, editor), and an item
 * joins or leaves a release only for whoever may publish its kind. The rules are in publishRelease.
 */
export function releaseRoutes(registry: KindRegistry, writer: ItemWriter) {
  const app = new Hono<AppEnv>();
  const db = writer.store.db;
  const ok = (c: Context<AppEnv>, data: unknown, message?: string, status: 200 | 201 = 200) =>
    c.json({ code: status, status: 'success', ...(message ? { message } : {}), data }, status);

  app.post(releasePaths.list, async (c) => {
    assertRight(c, 'lifecycle');
    const user = c.get('user');
    const lang = requestMessageLanguage(c);
    const body = await readJsonObject(c);
    const name = releaseName(body, lang);
    const at = releasePublishAt(body, new Date(), lang);
    const release = await db.transaction(async (tx) => {
      const made = await insertRelease(tx, user.companyId, user.id, name);
      return at ? setReleaseSchedule(tx, { companyId: user.companyId, userId: user.id, language: lang }, made.id, at) : made;
    });
    return ok(c, { release }, RELEASE_NOTICES.created, 201);
  });

  app.get(releasePaths.list, async (c) => ok(c, { releases: await listReleases(db, c.get('user').companyId) }));

  app.get(releasePaths.one(':rid'), async (c) => ok(c, await releaseDetail(db, registry, writer.validator, callerOf(c), ridOf(c))));

  app.post(releasePaths.items(':rid'), async (c) => {
    assertRight(c, 'lifecycle');
    const user = c.get('user');
    const rid = ridOf(c);
    const lang = requestMessageLanguage(c);
    const { kind, id, action } = releaseItemInput(registry, await readJsonObject(c), lang);
    assertKindRight(c, kind, 'lifecycle');
    await db.transaction(async (tx) => {
      await openRelease(tx, user.companyId, rid);
      const [item] = await tx.query('select id from items where company_id = $1 and kind = $2 and id = $3 for update', [user.companyId, kind.id, id]);
      if (!item) throw notFound();
      const other = await openReleaseOf(tx, user.companyId, id, rid);
      if (other) throw refusal(409, 'api.refused.release.inOther', { name: other.name }, { release: other });
      await putReleaseItem(tx, user.companyId, rid, kind.id, id, action, user.id);
    });
    return ok(c, await releaseDetail(db, registry, writer.validator, callerOf(c), rid), RELEASE_NOTICES.added);
  });

  app.delete(releasePaths.item(':rid', ':kind', ':id'), async (c) => {
    assertRight(c, 'lifecycle');
    const user = c.get('user');
    const rid = ridOf(c);
    const id = idParam(c);
    const kindId = c.req.param('kind') ?? '';
    const kind = releaseKind(registry, kindId);
    if (kind) assertKindRight(c, kind, 'lifecycle');
    await db.transaction(async (tx) => {
      await openRelease(tx, user.companyId, rid);
      if (!(await dropReleaseItem(tx, user.companyId, rid, kindId, id))) throw notFound();
    });
    return ok(c, await releaseDetail(db, registry, writer.validator, callerOf(c), rid), RELEASE_NOTICES.removed);
  });

  app.delete(releasePaths.one(':rid'), async (c) => {
    assertRight(c, 'lifecycle');
    const user = c.get('user');
    const rid = ridOf(c);
    await db.transaction(async (tx) => {
      await openRelease(tx, user.companyId, rid);
      // Whoever deletes a release may publish every kind in it: the release is those items' plan.
      for (const row of await releaseItems(tx, user.companyId, rid)) {
        const kind = releaseKind(registry, row.kind);
        if (kind) assertKindRight(c, kind, 'lifecycle');
      }
      await deleteRelease(tx, user.companyId, rid);
    });
    return c.json({ code: 200, status: 'success', message: RELEASE_NOTICES.deleted });
  });

  app.get(releasePaths.publish(':rid'), async (c) => {
    assertRight(c, 'lifecycle');
    const release = await publishRelease(writer, registry, callerOf(c), ridOf(c));
    return ok(c, { release }, RELEASE_NOTICES.published);
  });

  app.post(releasePaths.schedule(':rid'), async (c) => {
    assertRight(c, 'lifecycle');
    const user = c.get('user');
    const rid = ridOf(c);
    const lang = requestMessageLanguage(c);
    const body = await readJsonObject(c);
    if (!('publish_at' in body)) throw scheduleRefusal('api.refused.schedule.notDate', 'publish_at', lang);
    const at = releasePublishAt(body, new Date(), lang) ?? null;
    const release = await db.transaction(async (tx) => {
      await openRelease(tx, user.companyId, rid);
      return setReleaseSchedule(tx, { companyId: user.companyId, userId: user.id, language: lang }, rid, at);
    });
    return ok(c, { release }, RELEASE_NOTICES.scheduled);
  });

  return app;
}
