import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { includeArchivedAtom } from '../auth/session.ts';
import { contentLanguageAtom } from '../i18n/contentLanguage.ts';
import type { KindApiCalls } from './useKindApi.ts';
import type { WireItem } from './wireItem.ts';

/** The kind's list, reloaded when "Show archived" flips or the content language changes; `reload` after every write. */
export function useKindItems(api: KindApiCalls): { items: WireItem[]; loading: boolean; reload(): Promise<void> } {
  const includeArchived = useAtomValue(includeArchivedAtom);
  const language = useAtomValue(contentLanguageAtom);
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
    // includeArchived and the content language are read by the http client through the store; they
    // are dependencies so a flip refetches (titles in the other language).
  }, [api, includeArchived, language]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => { void reload(); }, [reload]);
  return { items, loading, reload };
}
