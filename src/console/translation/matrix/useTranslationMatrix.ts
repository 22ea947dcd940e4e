import { useCallback } from 'react';
import { useServices } from '../../http/ServicesContext.tsx';
import { useLatestLoad, type LatestLoad } from '../../http/useLatestLoad.ts';
import { fetchTranslationMatrix, type TranslationMatrix } from './translationApi.ts';

/** The company's translation counts (`GET /translations`); null until the first answer. */
export function useTranslationMatrix(): LatestLoad<TranslationMatrix | null> {
  const { http } = useServices();
  const load = useCallback(() => fetchTranslationMatrix(http), [http]);
  return useLatestLoad<TranslationMatrix | null>(load, null);
}
