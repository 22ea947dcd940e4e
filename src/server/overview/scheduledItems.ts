import { itemState } from '../../core/lifecycle.ts';
import type { Db } from '../db/Db.ts';

/** An item on the dashboard's schedule: when (its kind's `scheduledAt` property) and its state. */
export interface ScheduledItem {
  kind: string;
  id: number;
  title: string;
  at: string;
  state: string;
}

const DAY_MS = 86_400_000;

/**
 * The non-archived items of the given kinds whose date lies between `pastDays` ago and `aheadDays`
 * ahead, soonest first. The database narrows by the date's text (ISO strings sort by day; a day's
 * margin covers offsets), the exact window is applied to the parsed instants here.
 */
export async function scheduledItems(db: Db, companyId: number, kinds: readonly { kind: string; field: string }[], now = new Date(), pastDays = 7, aheadDays = 60): Promise<ScheduledItem[]> {
  if (!kinds.length) return [];
  const from = now.getTime() - pastDays * DAY_MS;
  const to = now.getTime() + aheadDays * DAY_MS;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const rows = await db.query<{ kind: string; id: number; title: string; at: string; is_published: boolean; was_published: boolean; is_archived: boolean }>(
    `select i.kind, i.id, i.title, i.data ->> k.field as at, i.is_published, i.was_published, i.is_archived
       from unnest($2::text[], $3::text[]) as k(kind, field)
       join items i on i.company_id = $1 and i.kind = k.kind
      where not i.is_archived and i.data ->> k.field >= $4 and i.data ->> k.field < $5`,
    [companyId, kinds.map((k) => k.kind), kinds.map((k) => k.field), day(from - DAY_MS), day(to + 2 * DAY_MS)]);
  return rows.flatMap((r) => {
    const ms = Date.parse(r.at);
    if (!Number.isFinite(ms) || ms < from || ms > to) return [];
    return [{ kind: r.kind, id: r.id, title: r.title, at: new Date(ms).toISOString(), state: itemState(r) }];
  }).sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
}
