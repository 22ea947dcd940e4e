import type { ScheduledAction, ScheduleEntry, ScheduleState } from '../../core/scheduleWire.ts';
import type { Db } from '../db/Db.ts';
import { isoTime } from '../db/isoTime.ts';
import { notFound } from '../errors/notFoundError.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { COLUMNS, toWire, type ItemRow, type WireItem } from '../items/wireSql.ts';
import { assertScheduleOrder, type ScheduleChange } from './scheduleInput.ts';

/** Whose item's schedule changes, who sets it and in which language, and the kind's base variant name (for the answer). */
export interface ScheduleTarget {
  companyId: number;
  kind: string;
  itemId: number;
  userId: number;
  language: UiLanguage;
  baseVariant: string;
}

const ACTIONS: readonly ScheduledAction[] = ['publish', 'unpublish'];

/**
 * Sets, replaces or clears the item's scheduled publish and un-publish (each field of `change`; absent
 * ones stay), in one transaction: its pending jobs are locked first, then the item row — the order the
 * runner takes them in — and the item carries the schedule that results, its last failure cleared.
 * 404 when the company has no such item; 400 naming unpublish_at when it would not come after publish_at.
 * The document and its version stay: a schedule is no edit, so an open editor still saves.
 */
export function setItemSchedule(db: Db, t: ScheduleTarget, change: ScheduleChange): Promise<WireItem> {
  return db.transaction(async (tx) => {
    const [item] = await tx.query<{ id: number }>('select id from items where company_id = $1 and kind = $2 and id = $3', [t.companyId, t.kind, t.itemId]);
    if (!item) throw notFound();
    const pending = await tx.query<{ action: ScheduledAction; run_at: Date | string }>(
      "select action, run_at from scheduled_jobs where item_id = $1 and state = 'pending' for update", [t.itemId]);
    const now = Object.fromEntries(pending.map((p) => [p.action, new Date(p.run_at)])) as Partial<Record<ScheduledAction, Date>>;
    const after = (a: ScheduledAction) => (change[a] === undefined ? now[a] ?? null : change[a]);
    assertScheduleOrder(after('publish'), after('unpublish'), t.language);
    for (const action of ACTIONS) {
      if (change[action] === undefined) continue;
      await tx.query("delete from scheduled_jobs where item_id = $1 and action = $2 and state = 'pending'", [t.itemId, action]);
      const at = change[action];
      if (at) {
        await tx.query(`insert into scheduled_jobs (company_id, target_type, kind, item_id, action, run_at, set_by, language)
          values ($1, 'item', $2, $3, $4, $5, $6, $7)`, [t.companyId, t.kind, t.itemId, action, at.toISOString(), t.userId, t.language]);
      }
    }
    const [row] = await tx.query<ItemRow>(
      `update items set publish_at = $4, unpublish_at = $5, schedule_error = null
        where company_id = $1 and kind = $2 and id = $3 returning ${COLUMNS}`,
      [t.companyId, t.kind, t.itemId, after('publish')?.toISOString() ?? null, after('unpublish')?.toISOString() ?? null]);
    return toWire(row, t.baseVariant);
  });
}

interface EntryRow {
  target_type: 'item' | 'release';
  kind: string | null;
  item_id: number;
  title: string | null;
  action: ScheduledAction;
  run_at: Date | string;
  set_by: number | null;
  set_by_name: string | null;
  state: ScheduleState;
  error: string | null;
}

/** The company's scheduled actions due in [from, to), soonest first: items of the given kinds (those the caller's client has) and releases (`id` the release's). */
export async function companySchedule(db: Db, companyId: number, kinds: readonly string[], from: Date, to: Date): Promise<ScheduleEntry[]> {
  const rows = await db.query<EntryRow>(
    `select j.target_type, j.kind, coalesce(j.item_id, j.release_id) as item_id, coalesce(i.title, r.name) as title, j.action, j.run_at, j.set_by, u.name as set_by_name, j.state, j.error
       from scheduled_jobs j
       left join items i on i.id = j.item_id
       left join releases r on r.id = j.release_id
       left join users u on u.id = j.set_by
      where j.company_id = $1 and j.run_at >= $2 and j.run_at < $3 and (j.kind = any($4::text[]) or j.target_type = 'release')
      order by j.run_at, j.id`, [companyId, from.toISOString(), to.toISOString(), kinds]);
  return rows.map((r) => ({
    target: r.target_type, kind: r.kind, id: r.item_id, title: r.title ?? '', action: r.action, at: isoTime(r.run_at),
    set_by: r.set_by === null ? null : { id: r.set_by, name: r.set_by_name ?? '' }, state: r.state, error: r.error,
  }));
}
