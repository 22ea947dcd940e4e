import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** A list (or any value) loaded from the server, where only the latest request's answer may land. */
export interface LatestLoad<T> {
  value: T;
  /** For writers that know the new value already (a removal, a reorder's answer). */
  setValue: Dispatch<SetStateAction<T>>;
  loading: boolean;
  failed: boolean;
  reload(): Promise<void>;
}

/**
 * Loads with `load` at once and whenever it changes (starting again from `empty`), and on `reload`:
 * a slow old answer never overwrites a newer one. Failures were shown by the http client; `failed`
 * says the value is not the server's.
 */
export function useLatestLoad<T>(load: () => Promise<T>, empty: T): LatestLoad<T> {
  const [value, setValue] = useState<T>(empty);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const emptyRef = useRef(empty);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const next = await load();
      if (ticket !== latest.current) return;
      setValue(next);
      setFailed(false);
    } catch {
      if (ticket === latest.current) setFailed(true);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [load]);

  useEffect(() => {
    setValue(emptyRef.current);
    void reload();
    // An answer arriving after unmount or after `load` changed is not this value's.
    return () => { latest.current++; };
  }, [reload]);

  return { value, setValue, loading, failed, reload };
}
