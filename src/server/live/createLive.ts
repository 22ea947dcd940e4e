import type { Db } from '../db/Db.ts';
import type { RevisionRecorder } from '../revisions/recordRevision.ts';
import { createLiveHub } from './createLiveHub.ts';
import { liveRecorder } from './liveEvents.ts';
import { liveRoutes } from './liveRoutes.ts';

/**
 * The live events of one app (issue 35): its routes, the recorder that stores every write's event
 * (wrap the installation's revision recorder with it), and `close` for the server's stop.
 */
export function createLive(opts: { db: Db; kinds: readonly string[]; databaseUrl?: string; log: (line: string) => void }) {
  const hub = createLiveHub(opts);
  return {
    hub,
    routes: liveRoutes(opts.db, hub, opts.kinds),
    recorder: (record: RevisionRecorder) => liveRecorder(record, hub.stored),
    close: () => hub.close(),
  };
}
