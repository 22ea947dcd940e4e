import { useEffect, useState } from 'react';
import { useServices } from '../http/ServicesContext.tsx';

/** A place the server's geocoder found (`GET /api/geocode`). */
export interface Place {
  label: string;
  latitude: number;
  longitude: number;
}

/** Wait after the last keystroke before asking: one request per pause, not per key. */
export const GEOCODE_DEBOUNCE_MS = 300;

/** Places matching a query, asked through the server after a pause in typing; fewer than 2 characters ask nothing. */
export function useGeocode(query: string): { places: Place[]; loading: boolean } {
  const { http } = useServices();
  const [state, setState] = useState<{ q: string; places: Place[]; loading: boolean }>({ q: '', places: [], loading: false });
  const q = query.trim();

  useEffect(() => {
    if (q.length < 2) { setState({ q, places: [], loading: false }); return; }
    // Stale answers are dropped rather than aborted: the console's http client toasts every aborted request.
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      http<{ data: { places: Place[] } }>('/geocode', { query: { q, limit: 5 } })
        .then((r) => { if (live) setState({ q, places: r.data.places ?? [], loading: false }); })
        // A failed search shows nothing; the http client already toasted the server's reason.
        .catch(() => { if (live) setState({ q, places: [], loading: false }); });
    }, GEOCODE_DEBOUNCE_MS);
    return () => { live = false; clearTimeout(timer); };
  }, [q, http]);

  return { places: state.q === q ? state.places : [], loading: state.loading };
}
