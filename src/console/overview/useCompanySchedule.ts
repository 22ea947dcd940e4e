import { useCallback } from 'react';
import { useServices } from '../http/ServicesContext.tsx';
import { useLatestLoad } from '../http/useLatestLoad.ts';
import { useLiveRefresh } from '../live/useLiveRefresh.ts';
import { fetchSchedule, type ScheduleEntry } from './scheduleApi.ts';

/** The company's scheduled publishing as loaded: null until the first answer; `failed` when the call did not answer. */
export interface ScheduleLoad {
  entries: ScheduleEntry[] | null;
  failed: boolean;
}

/**
 * Loads `GET /schedule` on mount; a change in the company (the live stream: a scheduled publish that ran
 * is one) loads it again quietly, keeping what is shown until the answer.
 */
export function useCompanySchedule(): ScheduleLoad {
  const { http } = useServices();
  const load = useCallback(() => fetchSchedule(http), [http]);
  const { value: entries, failed, refresh } = useLatestLoad<ScheduleEntry[] | null>(load, null);
  useLiveRefresh(() => true, () => void refresh());
  return { entries, failed };
}
