import type { $Fetch } from 'ofetch';
import { kindPaths, type KindApi } from '../../core/defineKind.ts';
import type { WriteResult } from '../editor/useKindApi.ts';
import type { RevisionComparison, RevisionDetail, RevisionPage } from './revisionTypes.ts';

/** The revision calls of one kind's items, on the kind's API mapping. */
export interface HistoryCalls {
  /** A page of the item's history, newest first; `before` continues after a page's `next`. */
  list(itemId: number, before?: number | null): Promise<RevisionPage>;
  get(itemId: number, n: number): Promise<RevisionDetail>;
  compare(itemId: number, from: number, to: number): Promise<RevisionComparison>;
  /** Saves revision `n`'s document as the item's present one, on the version the form loaded. */
  restore(itemId: number, n: number, version: number): Promise<WriteResult>;
}

/** How many revisions one page of the panel asks for. */
export const HISTORY_PAGE = 20;

/** Builds the revision calls on the console's main http client. */
export function createHistoryCalls(http: $Fetch, api: KindApi): HistoryCalls {
  return {
    async list(itemId, before) {
      const query = new URLSearchParams({ limit: String(HISTORY_PAGE) });
      if (before != null) query.set('before', String(before));
      const res = await http<{ data: RevisionPage }>(`${kindPaths.revisions(api, itemId)}?${query}`);
      return { revisions: res.data?.revisions ?? [], next: res.data?.next ?? null };
    },
    async get(itemId, n) {
      return (await http<{ data: { revision: RevisionDetail } }>(kindPaths.revision(api, itemId, n))).data.revision;
    },
    async compare(itemId, from, to) {
      return (await http<{ data: RevisionComparison }>(`${kindPaths.revisionCompare(api, itemId)}?${new URLSearchParams({ from: String(from), to: String(to) })}`)).data;
    },
    restore: (itemId, n, version) => http<WriteResult>(kindPaths.revisionRestore(api, itemId, n), { method: 'POST', body: { version } }),
  };
}
