import { canonicalTimeZone, fromZonedInput, toZonedInput } from '../../core/zonedTime.ts';
import type { Db } from '../db/Db.ts';

/** One day of the activity chart: its date on the company's clock, edits and publishes. */
export interface DayActivity {
  day: string;
  edits: number;
  publishes: number;
}

const DAY_MS = 86_400_000;

/** `2026-03-01` minus n days, as calendar arithmetic (no clock involved). */
function daysBefore(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) - n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last `days` days on the company's clock (oldest first, ending today, zero-filled): edits
 * (create, update, delete, restore, destroy, revert) and publishes, from the revisions in the feed. The days' starts are worked out here, where
 * time zones are known for sure, and the log is counted into them by the database (`width_bucket`).
 */
export async function activityByDay(db: Db, companyId: number, timeZone: unknown, now = new Date(), days = 30): Promise<DayActivity[]> {
  const zone = canonicalTimeZone(timeZone) ?? 'UTC';
  const today = toZonedInput(now.toISOString(), zone)!.slice(0, 10);
  const dates = Array.from({ length: days }, (_, i) => daysBefore(today, days - 1 - i));
  // Each day's start on the company's clock, and tomorrow's start closing the last one.
  const starts = [...dates, daysBefore(today, -1)].map((d) => fromZonedInput(`${d}T00:00`, zone)!);
  const rows = await db.query<{ b: number; edits: number; publishes: number }>(
    `select width_bucket(at, $2::timestamptz[]) as b,
            count(*) filter (where action in ('create', 'update', 'delete', 'restore', 'destroy', 'revert'))::int as edits,
            count(*) filter (where action = 'publish')::int as publishes
       from revisions where company_id = $1 and feed and at >= $3 and at < $4 group by 1`,
    [companyId, starts, starts[0], starts[starts.length - 1]]);
  const byBucket = new Map(rows.map((r) => [Number(r.b), r]));
  return dates.map((day, i) => ({ day, edits: Number(byBucket.get(i + 1)?.edits ?? 0), publishes: Number(byBucket.get(i + 1)?.publishes ?? 0) }));
}
