import type { Db } from '../db/Db.ts';
import type { RevisionRecorder } from '../revisions/recordRevision.ts';
import { createLiveHub } from './createLiveHub.ts';
import { liveRecorder, storeReorderedEvents } from './liveEvents.ts';
import { liveRoutes } from './liveRoutes.ts';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from './streamQuota.ts';

/**
 * The live events of one app: its routes, the recorder that stores every write's event
 * (wrap the installation's revision recorder with it), and `close` for the server's stop.
 */
export function createLive(opts: { db: Db; kinds: readonly string[]; databaseUrl?: string; log: (line: string) => void; limits?: StreamLimits }) {
  const limits = opts.limits ?? DEFAULT_STREAM_LIMITS;
  const hub = createLiveHub({ ...opts, limits });
  return {
    hub,
    routes: liveRoutes(opts.db, hub, opts.kinds, limits),
    recorder: (record: RevisionRecorder) => liveRecorder(record, hub.stored),
    /** Announces a kind's list reorder (no revision records it); pass it to the store's `reorder` as `moved`. */
    reordered: (companyId: number, userId: number, kind: string) => async (db: Db, ids: number[]) => {
      await storeReorderedEvents(db, companyId, userId, kind, ids);
      hub.stored();
    },
    close: () => hub.close(),
  };
}
