import { useCallback } from 'react';
import { kindPaths, type ResolvedKind } from '../../src/core/index.ts';
import { useServices } from '../../src/console/plugin.ts';
import { useLatestLoad, type LatestLoad } from '../../src/console/plugin.ts';
import { useKindApi, type WriteResult } from '../../src/console/plugin.ts';
import type { WireItem } from '../../src/console/plugin.ts';
import { useRegistry } from '../../src/console/plugin.ts';
import type { TourRun } from './index.ts';

/** A trip the guide may start: its id and title, and whether it is archived (then only named, never offered). */
export interface TripChoice { id: number; title: string; archived: boolean }

/** A stored run as the start form lists it. */
export type RunRow = Partial<TourRun> & WireItem;

/** What the crew start form loads and writes: the company's trips, its runs, and the create call. */
export interface TurerData {
  trips: LatestLoad<TripChoice[]>;
  runs: LatestLoad<RunRow[]>;
  create(body: Record<string, unknown>): Promise<WriteResult>;
}

const NO_TRIPS: TripChoice[] = [];
const NO_RUNS: RunRow[] = [];

/**
 * The trips (the trip kind's slim list, titled by its own list item) and the runs (`GET /api/tour_run`,
 * full items: the form needs their trip and start), through the console's http client and kind API.
 */
export function useTurerData(kind: ResolvedKind): TurerData {
  const { http } = useServices();
  const trip = useRegistry().get('trip');
  const tripApi = useKindApi(trip);
  const runApi = useKindApi(kind);
  const loadTrips = useCallback(async () => (await tripApi.list()).map((item): TripChoice => ({
    id: item.id,
    title: trip.list.toListItem(item).title || `#${item.id}`,
    archived: item.state === 'archived' || item.is_archived === true,
  })), [tripApi, trip]);
  const loadRuns = useCallback(async () => {
    const answer = await http<{ data?: Record<string, RunRow[]> }>(kindPaths.list(kind.api));
    return answer.data?.[kind.api.listKey] ?? [];
  }, [http, kind.api]);
  const trips = useLatestLoad(loadTrips, NO_TRIPS);
  const runs = useLatestLoad(loadRuns, NO_RUNS);
  return { trips, runs, create: runApi.create };
}
