import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { includeArchivedAtom } from '../auth/session.ts';
import type { KindApiCalls } from './useKindApi.ts';
import type { WireItem } from './wireItem.ts';

/** The kind's list, reloaded when "Show archived" flips; `reload` after every write. */
export function useKindItems(api: KindApiCalls): { items: WireItem[]; loading: boolean; reload(): Promise<void> } {
  const includeArchived = useAtomValue(includeArchivedAtom);
  const [items, setItems] = useState<WireItem[]>([]);
  const [loading, setLoading] = useState(true);
  // Only the latest request may write: a slow old answer must not overwrite a newer one.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const list = await api.list();
      if (ticket === latest.current) setItems(list);
    } catch {
      // The http client already told the user.
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
    // includeArchived is read by the http client through the store; it is a dependency so a flip refetches.
  }, [api, includeArchived]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => { void reload(); }, [reload]);
  return { items, loading, reload };
}
