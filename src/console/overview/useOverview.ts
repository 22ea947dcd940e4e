import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../http/createHttp.ts';
import { useServices } from '../http/ServicesContext.tsx';
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
  const [overview, setOverview] = useState<Overview | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const load = useCallback((quiet: boolean) => {
    const ticket = ++latest.current;
    if (!quiet) setLoading(true);
    fetchOverview(http).then(
      (next) => { if (ticket === latest.current) { setOverview(next); setError(null); } },
      (err: unknown) => { if (ticket === latest.current && !quiet) setError(serverMessage(err) ?? ''); },
    ).finally(() => { if (ticket === latest.current) setLoading(false); });
  }, [http]);
  const reload = useCallback(() => load(false), [load]);
  useLiveRefresh(() => true, () => load(true));
  useEffect(() => {
    reload();
    return () => { latest.current++; };
  }, [reload]);
  return { overview, loading, error, reload };
}
