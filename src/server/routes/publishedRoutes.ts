import { Hono } from 'hono';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import { DISCARD_NOTICE, type ItemChanges } from '../../core/publishedWire.ts';
import type { AppEnv } from '../appEnv.ts';
import { requireKindRight } from '../auth/requireKindRight.ts';
import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import { callerOf } from '../http/callerOf.ts';
import { contentLanguage } from '../http/contentLanguage.ts';
import { idParam } from '../http/idParam.ts';
import { itemChanges } from '../items/itemChanges.ts';
import { publishedFields, publishedPair } from '../items/publishedVersions.ts';
import type { ItemWriter } from '../operations/createItemWriter.ts';
import { discardChanges } from '../operations/discardChanges.ts';
import { itemInLanguage } from '../translations/translateItem.ts';

/**
 * The published-version calls of every kind with a publish step: an item's changes since its publish
 * (`GET /{x}/{id}/changes`), its published version (`GET /{x}/{id}/published`) and the discard of its
 * changes (`GET /{x}/discard/{id}`, a lifecycle right). Publishing them is the kind's publish action.
 */
export function publishedRoutes(registry: KindRegistry, writer: ItemWriter) {
  const app = new Hono<AppEnv>();
  for (const kind of registry.kinds) if (kind.api.actions.includes('publish')) mountPublished(app, kind, writer);
  return app;
}

function mountPublished(app: Hono<AppEnv>, kind: ResolvedKind, writer: ItemWriter) {
  const { store, validator } = writer;

  app.get(kindPaths.changes(kind.api, ':id'), async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    const pair = await publishedPair(store.db, user.companyId, kind.id, id);
    // Not live: nothing differs from a published version it does not have.
    if (!pair && !(await store.get(user.companyId, kind, id))) throw notFound();
    const changes = pair ? itemChanges(validator.kindFor(kind, user.companySlug).schema, pair) : [];
    const data: ItemChanges = { changes };
    return c.json({ code: 200, status: 'success', data });
  });

  app.get(kindPaths.published(kind.api, ':id'), async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    const lang = contentLanguage(c);
    const stored = await store.getPublished(user.companyId, kind, id);
    if (!stored) {
      if (!(await store.get(user.companyId, kind, id))) throw notFound();
      throw refusal(404, 'api.refused.published.notLive');
    }
    const item = lang.isBase ? stored : itemInLanguage(stored, await publishedFields(store.db, user.companyId, kind.id, id, lang.code),
      validator.annotationsFor(kind, user.companySlug), lang.code);
    return c.json({ code: 200, status: 'success', data: { item } });
  });

  app.get(kindPaths.discard(kind.api, ':id'), requireKindRight(kind, 'lifecycle'), async (c) => {
    const item = await discardChanges(writer, callerOf(c), { kind, id: idParam(c) });
    return c.json({ code: 200, status: 'success', message: DISCARD_NOTICE, data: item });
  });
}
