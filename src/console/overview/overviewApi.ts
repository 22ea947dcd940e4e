import type { $Fetch } from 'ofetch';
import { reviewPaths, type ReviewEntry } from '../../core/reviewWire.ts';

export type { ReviewEntry };

/** One kind's item counts by lifecycle state. */
export interface KindCount { kind: string; total: number; published: number; draft: number; archived: number }

/** What an activity-log entry did (the lifecycle's words: delete archives, destroy removes for good; and the review steps). */
export type EditAction = 'create' | 'update' | 'publish' | 'un-publish' | 'delete' | 'restore' | 'destroy' | 'revert' | 'submit-review' | 'return-review';

/** The actions, in the order the console knows words for. */
export const EDIT_ACTIONS: readonly EditAction[] = ['create', 'update', 'publish', 'un-publish', 'delete', 'restore', 'destroy', 'revert', 'submit-review', 'return-review'];

/** One recent edit; `user` is null for writes nobody signed in made (the demo seed). */
export interface RecentEdit { kind: string; id: number; title: string; action: EditAction; at: string; user: { name: string; email: string } | null }

/** One day of the activity chart (`YYYY-MM-DD`). */
export interface ActivityDay { day: string; edits: number; publishes: number }

/** What kind of trouble a readiness fault is; 'zone': the zone lint's findings; 'schema': a field the client's patch file refuses. */
export type FaultType = 'schema' | 'lint' | 'reference' | 'translation' | 'media' | 'zone';

/** The fault types, in the order the filter offers them. */
export const FAULT_TYPES: readonly FaultType[] = ['schema', 'lint', 'zone', 'reference', 'media', 'translation'];

/** Something in an item a visitor would trip over once it is published; `at` is a JSON pointer into the item. */
export interface Fault {
  kind: string; id: number; title: string; type: FaultType; at: string;
  /** A message id: a kind's `rule.<kind>.*` or a generic `readiness.*`. */
  message: string;
  values?: Record<string, string | number>;
  /** The message as the server rendered it in the request's language. */
  text: string;
}

/** An item of a dated kind on the schedule. */
export interface ScheduledItem { kind: string; id: number; title: string; at: string; state: string }

/** The `data` of `GET /overview`: what the Info and Dashboard screens show. */
export interface Overview {
  counts: KindCount[];
  recent: RecentEdit[];
  activity: ActivityDay[];
  faults: Fault[];
  faultCount: number;
  scheduled: ScheduledItem[];
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]).filter((x) => x && typeof x === 'object') : []);

/** The server's answer with every field present: a missing list is empty, a missing count zero. */
export function readOverview(data: Partial<Record<keyof Overview, unknown>> | undefined): Overview {
  const faults = list(data?.faults).map((f) => ({
    kind: str(f.kind), id: num(f.id), title: str(f.title),
    type: (FAULT_TYPES.includes(f.type as FaultType) ? f.type : 'lint') as FaultType,
    at: str(f.at), message: str(f.message), text: str(f.text),
    ...(f.values && typeof f.values === 'object' ? { values: f.values as Fault['values'] } : {}),
  }));
  return {
    counts: list(data?.counts).map((c) => ({ kind: str(c.kind), total: num(c.total), published: num(c.published), draft: num(c.draft), archived: num(c.archived) })),
    recent: list(data?.recent).map((r) => {
      const user = r.user as { name?: unknown; email?: unknown } | null | undefined;
      return {
        kind: str(r.kind), id: num(r.id), title: str(r.title), at: str(r.at),
        action: (EDIT_ACTIONS.includes(r.action as EditAction) ? r.action : 'update') as EditAction,
        user: user && typeof user === 'object' ? { name: str(user.name), email: str(user.email) } : null,
      };
    }),
    activity: list(data?.activity).map((d) => ({ day: str(d.day), edits: num(d.edits), publishes: num(d.publishes) })),
    faults,
    faultCount: Math.max(num(data?.faultCount), faults.length),
    scheduled: list(data?.scheduled).map((s) => ({ kind: str(s.kind), id: num(s.id), title: str(s.title), at: str(s.at), state: str(s.state) })),
  };
}

/** The review queue as the server sent it, every field present (a missing list empty); oldest submission first, as sent. */
export function readReviews(data: { reviews?: unknown } | undefined): ReviewEntry[] {
  return list(data?.reviews).map((r) => {
    const by = r.submitted_by as { id?: unknown; name?: unknown } | null | undefined;
    const from = typeof r.from === 'number' && Number.isFinite(r.from) ? r.from : null;
    return {
      kind: str(r.kind), id: num(r.id), title: str(r.title),
      submitted_by: by && typeof by === 'object' ? { id: num(by.id), name: str(by.name) } : null,
      submitted_at: str(r.submitted_at),
      changed: Array.isArray(r.changed) ? r.changed.filter((f): f is string => typeof f === 'string') : [],
      from, to: num(r.to), compare: typeof r.compare === 'string' ? r.compare : null,
      has_changes: r.has_changes === true,
      changed_languages: Array.isArray(r.changed_languages) ? r.changed_languages.filter((l): l is string => typeof l === 'string') : [],
    };
  });
}

/** `GET /reviews`: the items waiting for review in the caller's company. */
export async function fetchReviews(http: $Fetch): Promise<ReviewEntry[]> {
  const { data } = await http<{ data?: { reviews?: unknown } }>(reviewPaths.queue);
  return readReviews(data);
}

/**
 * The editor's address of an item with its History open (`/story?id=42&history=open`), comparing two
 * revisions when both are given (`&history=compare&from=3&to=7`): the review queue's Compare.
 */
export function historyHref(route: string, id: number, pair?: { from: number | null; to: number }): string {
  const base = itemHref(route, id);
  return pair && pair.from !== null && pair.from !== pair.to ? `${base}&history=compare&from=${pair.from}&to=${pair.to}` : `${base}&history=open`;
}

/** `GET /overview`: the caller's company at a glance. */
export async function fetchOverview(http: $Fetch): Promise<Overview> {
  const { data } = await http<{ data?: Partial<Record<keyof Overview, unknown>> }>('/overview');
  return readOverview(data);
}

/**
 * The editor's address of an item, optionally at a field (`/story?id=42&field=/pages/2/beacon_id`):
 * the pointer's slashes stay readable, anything else a query needs is escaped.
 */
export function itemHref(route: string, id: number, field?: string): string {
  const base = `/${route}?id=${encodeURIComponent(String(id))}`;
  return field ? `${base}&field=${encodeURIComponent(field).replace(/%2F/g, '/')}` : base;
}
