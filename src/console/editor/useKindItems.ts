import { useCallback, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { includeArchivedAtom } from '../session/session.ts';
import { baseLanguageAtom, contentLanguageAtom } from '../i18n/contentLanguage.ts';
import { useLatestLoad } from '../http/useLatestLoad.ts';
import { useLiveRefresh } from '../live/useLiveRefresh.ts';
import type { KindApiCalls } from './useKindApi.ts';
import { listReflects } from './listReflects.ts';
import type { WireItem } from '../model/wireItem.ts';

const NO_ITEMS: WireItem[] = [];

/**
 * The kind's list, reloaded when "Show archived" flips or the content language changes (the old rows stay
 * until the new ones arrive); `reload` after every write. Others' changes to items of `kindId` (the live
 * stream) reload it quietly: no loading state, the same rows replaced in place, so the list keeps
 * its scroll and selection.
 */
export function useKindItems(api: KindApiCalls, kindId?: string): { items: WireItem[]; loading: boolean; reload(): Promise<void> } {
  const includeArchived = useAtomValue(includeArchivedAtom);
  const language = useAtomValue(contentLanguageAtom);
  const base = useAtomValue(baseLanguageAtom);
  // includeArchived and the content language are read by the http client through the store; they are
  // dependencies so a flip refetches (titles in the other language).
  const load = useCallback(() => api.list(), [api, includeArchived, language]); // eslint-disable-line react-hooks/exhaustive-deps -- listed so a flip refetches
  const { value: items, loading, reload, refresh } = useLatestLoad(load, NO_ITEMS, { keepOnChange: true });

  const shape = { includeArchived, translated: language !== undefined && base !== undefined && language !== base };
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useLiveRefresh((e) => kindId !== undefined && e.kind === kindId && !listReflects(itemsRef.current, e, shape), () => void refresh());
  return { items, loading, reload };
}
