import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { includeArchivedAtom } from '../auth/session.ts';
import { baseLanguageAtom, contentLanguageAtom } from '../i18n/contentLanguage.ts';
import { useLiveRefresh } from '../live/useLiveRefresh.ts';
import type { KindApiCalls } from './useKindApi.ts';
import { listReflects } from './listReflects.ts';
import type { WireItem } from './wireItem.ts';

/**
 * The kind's list, reloaded when "Show archived" flips or the content language changes; `reload` after
 * every write. Others' changes to items of `kindId` (the live stream, issue 35) reload it quietly: no
 * loading state, the same rows replaced in place, so the list keeps its scroll and selection.
 */
export function useKindItems(api: KindApiCalls, kindId?: string): { items: WireItem[]; loading: boolean; reload(): Promise<void> } {
  const includeArchived = useAtomValue(includeArchivedAtom);
  const language = useAtomValue(contentLanguageAtom);
  const base = useAtomValue(baseLanguageAtom);
  const [items, setItems] = useState<WireItem[]>([]);
  const [loading, setLoading] = useState(true);
  // Only the latest request may write: a slow old answer must not overwrite a newer one.
  const latest = useRef(0);

  const load = useCallback(async (quiet: boolean) => {
    const ticket = ++latest.current;
    if (!quiet) setLoading(true);
    try {
      const list = await api.list();
      if (ticket === latest.current) setItems(list);
    } catch {
      // The http client already told the user.
    } finally {
      // A quiet load that overtook a loud one ends the loading state the loud one began.
      if (ticket === latest.current) setLoading(false);
    }
    // includeArchived and the content language are read by the http client through the store; they
    // are dependencies so a flip refetches (titles in the other language).
  }, [api, includeArchived, language]); // eslint-disable-line react-hooks/exhaustive-deps
  const reload = useCallback(() => load(false), [load]);

  useEffect(() => { void reload(); }, [reload]);

  const shape = { includeArchived, translated: language !== undefined && base !== undefined && language !== base };
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useLiveRefresh((e) => kindId !== undefined && e.kind === kindId && !listReflects(itemsRef.current, e, shape), () => void load(true));
  return { items, loading, reload };
}
