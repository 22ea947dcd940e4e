import { useCallback } from 'react';
import { serverMessage } from '../http/createHttp.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useLatestLoad } from '../http/useLatestLoad.ts';
import { useLiveRefresh } from '../live/useLiveRefresh.ts';
import { fetchOverview, type Overview } from './overviewApi.ts';

/** The overview as loaded: the data (null until the first answer), whether a call is out, and why the last one failed. */
export interface OverviewLoad {
  overview: Overview | null;
  loading: boolean;
  /** The server's message when the last load failed ('' when it sent none); null after a success. */
  error: string | null;
  reload(): void;
}

/**
 * Loads `GET /overview` on mount and on `reload`; only the latest answer lands, and a failure keeps the server's words.
 * Any change in the company (the live stream: one batch, one call) loads it again quietly: no loading state, and a
 * failed quiet load keeps what is shown.
 */
export function useOverview(): OverviewLoad {
  const { http } = useServices();
  const load = useCallback(() => fetchOverview(http), [http]);
  const { value: overview, loading, failed, error, reload, refresh } = useLatestLoad<Overview | null>(load, null);
  useLiveRefresh(() => true, () => void refresh());
  return { overview, loading, error: failed ? serverMessage(error) ?? '' : null, reload };
}
