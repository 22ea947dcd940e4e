import { useCallback } from 'react';
import { useServices } from '../../http/ServicesContext.tsx';
import { useLatestLoad, type LatestLoad } from '../../http/useLatestLoad.ts';
import { fetchKindTranslations, type ItemTranslation } from './translationApi.ts';

/** One kind's items with their state in one language; reloads when either changes. */
export function useKindTranslations(kind: string, language: string): LatestLoad<ItemTranslation[] | null> {
  const { http } = useServices();
  const load = useCallback(() => fetchKindTranslations(http, kind, language), [http, kind, language]);
  return useLatestLoad<ItemTranslation[] | null>(load, null);
}
