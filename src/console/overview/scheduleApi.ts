import type { $Fetch } from 'ofetch';
import { schedulePaths, type ScheduleEntry } from '../../core/scheduleWire.ts';

export type { ScheduleEntry };

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The company's schedule as the server sent it, every field present; entries without a time or action are dropped. */
export function readSchedule(data: { schedule?: unknown } | undefined): ScheduleEntry[] {
  const rows = Array.isArray(data?.schedule) ? (data.schedule as Record<string, unknown>[]) : [];
  return rows.flatMap((r) => {
    if (!r || typeof r !== 'object' || (r.action !== 'publish' && r.action !== 'unpublish') || !str(r.at)) return [];
    const by = r.set_by as { id?: unknown; name?: unknown } | null | undefined;
    const state = r.state === 'done' || r.state === 'failed' ? r.state : 'pending';
    return [{
      target: r.target === 'release' ? 'release' : 'item', kind: typeof r.kind === 'string' ? r.kind : null, id: num(r.id), title: str(r.title),
      action: r.action, at: str(r.at), set_by: by && typeof by === 'object' ? { id: num(by.id), name: str(by.name) } : null,
      state, error: typeof r.error === 'string' ? r.error : null,
    } satisfies ScheduleEntry];
  });
}

/** `GET /schedule`: the company's scheduled publishing, a week back to two months ahead, soonest first. */
export async function fetchSchedule(http: $Fetch): Promise<ScheduleEntry[]> {
  const { data } = await http<{ data?: { schedule?: unknown } }>(schedulePaths.company);
  return readSchedule(data);
}
