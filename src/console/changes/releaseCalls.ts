import type { $Fetch } from 'ofetch';
import { releasePaths, type Release, type ReleaseAction } from '../../core/releaseWire.ts';

/** The release calls a publish of several items together needs (the Releases page has its own reads). */
export interface ReleaseCalls {
  /** Opens a release by that name (`POST /releases`). */
  create(name: string): Promise<Release>;
  /** Puts an item into the open release (`POST /releases/{rid}/items`). */
  add(rid: number, kind: string, id: number, action?: ReleaseAction): Promise<void>;
  /** Publishes the release, all or nothing (`GET /releases/{rid}/publish`); a 409 names each refused item under `items`. */
  publish(rid: number): Promise<Release>;
  /** Deletes an open release (`DELETE /releases/{rid}`); its items stay as they are. */
  remove(rid: number): Promise<void>;
}

/** Builds the release calls on the console's main http client (its refusals come in the interface language). */
export function createReleaseCalls(http: $Fetch): ReleaseCalls {
  return {
    async create(name) {
      return (await http<{ data: { release: Release } }>(releasePaths.list, { method: 'POST', body: { name } })).data.release;
    },
    async add(rid, kind, id, action = 'publish') {
      await http(releasePaths.items(rid), { method: 'POST', body: { kind, id, action } });
    },
    async publish(rid) {
      return (await http<{ data: { release: Release } }>(releasePaths.publish(rid))).data.release;
    },
    async remove(rid) {
      await http(releasePaths.one(rid), { method: 'DELETE' });
    },
  };
}
