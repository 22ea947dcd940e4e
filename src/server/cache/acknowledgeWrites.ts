import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/Db.ts';
import { cachesOf } from './withCaches.ts';

/**
 * PGlite (one process holds the data): a request during which any write went through the database is
 * answered only once the list models read lately (of the caller's company, when signed in) include
 * every write made so far, and then counts those writes as acknowledged — so readers serve a model that
 * includes the acknowledged revision without waiting, and the writer pays the refresh (shared by writes
 * landing together). Mounted outermost, so every write path (items, translations, links, lifecycle,
 * media, settings, restore…) passes here. A request that overlapped another's write only catches up
 * too (cheap, and no write path is missed). PostgreSQL: nothing (its revision is read per request).
 */
export function acknowledgeWrites(db: Db): MiddlewareHandler {
  const caches = cachesOf(db);
  const revisions = caches?.revisions;
  if (!caches || !revisions?.acknowledge) return (_c, next) => next();
  const acknowledge = revisions.acknowledge;
  return (c, next) => {
    const before = revisions.current(0);
    return next().finally(async () => {
      const target = revisions.current(0) as string;
      if (target === before) return;
      const companyId = (c.get('user') as { companyId?: number } | undefined)?.companyId;
      try {
        await caches.lists.catchUp(target, companyId === undefined ? undefined : `${companyId}\u0000`);
      } finally {
        // Even when catching up failed: models older than this are then refreshed by their next reader.
        acknowledge(target);
      }
    });
  };
}
