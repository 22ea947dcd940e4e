import { useCallback } from 'react';
import { useServices } from '../../http/ServicesContext.tsx';
import { useLatestLoad, type LatestLoad } from '../../http/useLatestLoad.ts';
import { useLiveRefresh } from '../../live/useLiveRefresh.ts';
import { changesTranslations } from './changesTranslations.ts';
import { fetchKindTranslations, type ItemTranslation } from './translationApi.ts';

/** One kind's items with their state in one language; reloads when either changes, and quietly when someone else changes an item of the kind. */
export function useKindTranslations(kind: string, language: string): LatestLoad<ItemTranslation[] | null> {
  const { http } = useServices();
  const load = useCallback(() => fetchKindTranslations(http, kind, language), [http, kind, language]);
  const items = useLatestLoad<ItemTranslation[] | null>(load, null);
  useLiveRefresh((e) => e.kind === kind && changesTranslations(e.action), () => void items.refresh());
  return items;
}
