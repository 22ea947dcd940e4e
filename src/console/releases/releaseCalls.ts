import type { $Fetch } from 'ofetch';
import { FetchError } from 'ofetch';
import { releasePaths, type Release, type ReleaseAction, type ReleaseDetail, type ReleaseRefusedItem } from '../../core/releaseWire.ts';

/** A release call's answer: what it returned and the server's success notice. */
export interface ReleaseAnswer<T> {
  value: T;
  message?: string;
}

type Envelope<T> = { message?: string; data: T };

/** The release calls (`/api/releases…`) on the console's main http client; each failure is toasted by that client. */
export interface ReleaseCalls {
  list(): Promise<Release[]>;
  detail(rid: number): Promise<ReleaseDetail>;
  create(name: string, publishAt?: string | null): Promise<ReleaseAnswer<Release>>;
  addItem(rid: number, kind: string, id: number, action: ReleaseAction): Promise<ReleaseAnswer<ReleaseDetail>>;
  removeItem(rid: number, kind: string, id: number): Promise<ReleaseAnswer<ReleaseDetail>>;
  publish(rid: number): Promise<ReleaseAnswer<Release>>;
  schedule(rid: number, publishAt: string | null): Promise<ReleaseAnswer<Release>>;
  remove(rid: number): Promise<ReleaseAnswer<null>>;
}

/** Builds the release calls on the console's main http client. */
export function createReleaseCalls(http: $Fetch): ReleaseCalls {
  const answer = <T>(r: Envelope<T>): ReleaseAnswer<T> => ({ value: r.data, message: r.message });
  return {
    async list() {
      return (await http<Envelope<{ releases: Release[] }>>(releasePaths.list)).data?.releases ?? [];
    },
    async detail(rid) {
      return (await http<Envelope<ReleaseDetail>>(releasePaths.one(rid))).data;
    },
    async create(name, publishAt) {
      const body = publishAt ? { name, publish_at: publishAt } : { name };
      const r = answer(await http<Envelope<{ release: Release }>>(releasePaths.list, { method: 'POST', body }));
      return { value: r.value.release, message: r.message };
    },
    async addItem(rid, kind, id, action) {
      return answer(await http<Envelope<ReleaseDetail>>(releasePaths.items(rid), { method: 'POST', body: { kind, id, action } }));
    },
    async removeItem(rid, kind, id) {
      return answer(await http<Envelope<ReleaseDetail>>(releasePaths.item(rid, kind, id), { method: 'DELETE' }));
    },
    async publish(rid) {
      const r = answer(await http<Envelope<{ release: Release }>>(releasePaths.publish(rid)));
      return { value: r.value.release, message: r.message };
    },
    async schedule(rid, publishAt) {
      const r = answer(await http<Envelope<{ release: Release }>>(releasePaths.schedule(rid), { method: 'POST', body: { publish_at: publishAt } }));
      return { value: r.value.release, message: r.message };
    },
    async remove(rid) {
      const r = await http<{ message?: string }>(releasePaths.one(rid), { method: 'DELETE' });
      return { value: null, message: r.message };
    },
  };
}

/** The items a refused release publish names (409 `items`), each with why; [] for any other failure. */
export function refusedItems(err: unknown): ReleaseRefusedItem[] {
  if (!(err instanceof FetchError) || err.statusCode !== 409) return [];
  const items = (err.data as { items?: unknown } | undefined)?.items;
  return Array.isArray(items)
    ? items.filter((i): i is ReleaseRefusedItem => !!i && typeof i === 'object' && typeof (i as ReleaseRefusedItem).reason === 'string')
    : [];
}

