import type { KindApi } from './kindTypes.ts';

/** What a scheduled job does to its target at its time. */
export type ScheduledAction = 'publish' | 'unpublish';

/** Where a scheduled job stands: waiting for its time, ran, or refused (with the reason). */
export type ScheduleState = 'pending' | 'done' | 'failed';

/** The last scheduled action of an item that failed, as every item answer carries it (`schedule_error`; null when none). */
export interface ScheduleError {
  action: ScheduledAction;
  /** When it was due (ISO instant). */
  at: string;
  /** Why, in the words of the one who set it (their UI language). */
  message: string;
}

/** An item's schedule as every item answer carries it: ISO instants, null when none is set. */
export interface ItemSchedule {
  publish_at: string | null;
  unpublish_at: string | null;
  schedule_error: ScheduleError | null;
}

/** One entry of the company's schedule (`GET /api/schedule`), soonest first. */
export interface ScheduleEntry {
  /** An item's action, or a release's publish (then `kind` is null and `id` the release's). */
  target: 'item' | 'release';
  kind: string | null;
  id: number;
  title: string;
  action: ScheduledAction;
  /** When it runs or ran (ISO instant). */
  at: string;
  set_by: { id: number; name: string } | null;
  state: ScheduleState;
  /** A failed job's reason; null otherwise. */
  error: string | null;
}

/** The answer of `GET /api/schedule` (under `data`): the window it covers and its entries. */
export interface CompanySchedule {
  from: string;
  to: string;
  schedule: ScheduleEntry[];
}

/** The body of `POST /api/{x}/schedule/{id}`: an instant with its offset, null to clear, absent to keep. */
export interface ScheduleBody {
  publish_at?: string | null;
  unpublish_at?: string | null;
}

/** The schedule calls' paths, relative to the API base; shared by console and server. */
export const schedulePaths = {
  item: (api: Pick<KindApi, 'entity'>, id: number | string) => `/${api.entity}/schedule/${id}`,
  /** `?from=&to=` (ISO instants; default a week back to two months ahead). */
  company: '/schedule',
};

/** How far back and ahead `GET /api/schedule` looks when not told. */
export const SCHEDULE_WINDOW_DAYS = { back: 7, ahead: 60 } as const;

/** The notice of a schedule saved. */
export const SCHEDULE_NOTICE = 'Schedule saved';
