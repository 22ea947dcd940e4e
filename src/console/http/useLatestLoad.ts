import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** A list (or any value) loaded from the server, where only the latest request's answer may land. */
export interface LatestLoad<T> {
  value: T;
  /** For writers that know the new value already (a removal, a reorder's answer). */
  setValue: Dispatch<SetStateAction<T>>;
  loading: boolean;
  failed: boolean;
  /** Why the last loud load failed (what the http client threw); null after a success. */
  error: unknown;
  reload(): Promise<void>;
  /** Loads again quietly (someone else changed it): no loading state, and a failure keeps the value shown. */
  refresh(): Promise<void>;
}

/** How a LatestLoad behaves when its loader changes. */
export interface LatestLoadOptions {
  /** Keep showing the old value until the new loader answers (a list whose language flips), instead of `empty`. */
  keepOnChange?: boolean;
}

/**
 * Loads with `load` at once and whenever it changes (starting again from `empty` unless `keepOnChange`),
 * and on `reload`: a slow old answer never overwrites a newer one. Failures were shown by the http client;
 * `failed` says the value is not the server's.
 */
export function useLatestLoad<T>(load: () => Promise<T>, empty: T, { keepOnChange = false }: LatestLoadOptions = {}): LatestLoad<T> {
  const [value, setValue] = useState<T>(empty);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const emptyRef = useRef(empty);

  const fetchLatest = useCallback(async (quiet: boolean) => {
    const ticket = ++latest.current;
    if (!quiet) setLoading(true);
    try {
      const next = await load();
      if (ticket !== latest.current) return;
      setValue(next);
      setFailed(false);
      setError(null);
    } catch (err) {
      if (ticket === latest.current && !quiet) { setFailed(true); setError(err); }
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [load]);
  const reload = useCallback(() => fetchLatest(false), [fetchLatest]);
  const refresh = useCallback(() => fetchLatest(true), [fetchLatest]);

  const keep = useRef(keepOnChange);
  // A new ticket: answers still on their way no longer land.
  const dropInFlight = useCallback(() => { latest.current++; }, []);
  useEffect(() => {
    if (!keep.current) setValue(emptyRef.current);
    void reload();
    // An answer arriving after unmount or after `load` changed is not this value's.
    return dropInFlight;
  }, [reload, dropInFlight]);

  return { value, setValue, loading, failed, error, reload, refresh };
}
