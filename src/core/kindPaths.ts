import type { KindApi } from './kindTypes.ts';
import type { LifecycleAction } from './lifecycle.ts';

/** The paths of a kind's generic calls, relative to the API base; shared by console and server. */
export const kindPaths = {
  list: (api: KindApi) => `/${api.entity}`,
  /** The console's slim list: list-item fields (`list.fields`) plus lifecycle columns only. */
  slimList: (api: KindApi) => `/${api.entity}?slim=1`,
  item: (api: KindApi, id: number | string) => `/${api.entity}/${id}`,
  create: (api: KindApi) => `/${api.entity}`,
  update: (api: KindApi, id: number | string) => `/${api.entity}/update/${id}`,
  action: (api: KindApi, action: LifecycleAction, id: number | string) => `/${api.entity}/${action}/${id}`,
  groups: (api: KindApi) => `/groups/${api.entity}`,
  sync: (api: KindApi) => `/${api.entity}-sync`,
  deleteField: (api: KindApi, id: number | string) => `/${api.entity}/delete-field/${id}`,
  /** The items whose references or relations point at this one. */
  usedBy: (api: KindApi, id: number | string) => `/${api.entity}/${id}/used-by`,
  /** `?by=<kind id>`: the ids of this kind's items that items of that kind refer to or link (the list's used-by filter). */
  usedIds: (api: KindApi) => `/${api.entity}/used-ids`,
  /** The item's publish-readiness faults (the kind's `rules.lint`). */
  lint: (api: KindApi, id: number | string) => `/${api.entity}/${id}/lint`,
  /** The item's revisions, newest first (`?limit=&before=`). */
  revisions: (api: KindApi, id: number | string) => `/${api.entity}/${id}/revisions`,
  /** One revision with its document. */
  revision: (api: KindApi, id: number | string, n: number | string) => `/${api.entity}/${id}/revisions/${n}`,
  /** `?from=<n>&to=<m>`: the field changes between two revisions. */
  revisionCompare: (api: KindApi, id: number | string) => `/${api.entity}/${id}/revisions/compare`,
  /** The differences from the published version to the working copy (base document and every language). */
  changes: (api: KindApi, id: number | string) => `/${api.entity}/${id}/changes`,
  /** The published version as a wire item (what visitors get), in the request's content language. */
  published: (api: KindApi, id: number | string) => `/${api.entity}/${id}/published`,
  /** Sets the working copy back to the published version. */
  discard: (api: KindApi, id: number | string) => `/${api.entity}/discard/${id}`,
  /** Saves a revision's document as the item's present one (body `{ version }`). */
  revisionRestore: (api: KindApi, id: number | string, n: number | string) => `/${api.entity}/${id}/revisions/${n}/restore`,
};
