import { useEffect, useState } from 'react';
import { useServices } from '../http/ServicesContext.tsx';
import { useT } from '../i18n/IntlContext.tsx';

/** A place the server's geocoder found (`GET /api/geocode`). */
export interface Place {
  label: string;
  latitude: number;
  longitude: number;
}

/** Wait after the last keystroke before asking: one request per pause, not per key. */
export const GEOCODE_DEBOUNCE_MS = 300;

/** What a place search came to: the places found, whether it is still asking, and why search is unavailable when it is. */
export interface GeocodeState {
  places: Place[];
  loading: boolean;
  /** Set when the search could not be made (the server's reason in the UI language, else a general sentence): not "no places". */
  unavailable?: string;
}

/**
 * Places matching a query, asked through the server after a pause in typing; fewer than 2 characters ask
 * nothing. A search that fails says so beside the field (`unavailable`) instead of a toast and an empty list.
 */
export function useGeocode(query: string): GeocodeState {
  const { http } = useServices();
  const t = useT();
  const [state, setState] = useState<GeocodeState & { q: string }>({ q: '', places: [], loading: false });
  const q = query.trim();

  useEffect(() => {
    if (q.length < 2) { setState({ q, places: [], loading: false }); return; }
    // Stale answers are dropped rather than aborted: the console's http client toasts every aborted request.
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      // The search's own note says why it failed, so the client's toast would only repeat it.
      http<{ data: { places: Place[] } }>('/geocode', { query: { q, limit: 5 }, onResponseError: () => {}, onRequestError: () => {} })
        .then((r) => { if (live) setState({ q, places: r.data.places ?? [], loading: false }); })
        .catch((err: { data?: { message?: unknown } }) => {
          const said = err?.data?.message;
          if (live) setState({ q, places: [], loading: false, unavailable: typeof said === 'string' && said ? said : t('map.searchUnavailable') });
        });
    }, GEOCODE_DEBOUNCE_MS);
    return () => { live = false; clearTimeout(timer); };
  }, [q, http, t]);

  const current = state.q === q;
  return { places: current ? state.places : [], loading: state.loading, unavailable: current ? state.unavailable : undefined };
}
