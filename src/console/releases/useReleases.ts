import { useCallback, useMemo } from 'react';
import type { Release, ReleaseDetail } from '../../core/releaseWire.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useLatestLoad, type LatestLoad } from '../http/useLatestLoad.ts';
import { useLiveRefresh } from '../live/useLiveRefresh.ts';
import { createReleaseCalls, type ReleaseCalls } from './releaseCalls.ts';

/** The release calls on the console's http client, built once per client. */
export function useReleaseCalls(): ReleaseCalls {
  const { http } = useServices();
  return useMemo(() => createReleaseCalls(http), [http]);
}

/**
 * The company's releases (`GET /releases`): null until the first answer. Loaded again quietly on any
 * item event of the live stream: a release that went live (now or at its time) publishes its items, each
 * an event; a release made or deleted elsewhere sends none, so it shows on the next load.
 */
export function useReleases(): LatestLoad<Release[] | null> {
  const calls = useReleaseCalls();
  const load = useCallback(() => calls.list(), [calls]);
  const releases = useLatestLoad<Release[] | null>(load, null);
  useLiveRefresh(() => true, () => void releases.refresh());
  return releases;
}

/** One release with its items as they are now (`GET /releases/{rid}`), loaded again quietly when any item changes. */
export function useReleaseDetail(rid: number): LatestLoad<ReleaseDetail | null> {
  const calls = useReleaseCalls();
  const load = useCallback(() => calls.detail(rid), [calls, rid]);
  const detail = useLatestLoad<ReleaseDetail | null>(load, null);
  useLiveRefresh(() => true, () => void detail.refresh());
  return detail;
}
