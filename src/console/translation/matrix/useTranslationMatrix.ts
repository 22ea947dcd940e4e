import { useCallback } from 'react';
import { useServices } from '../../http/ServicesContext.tsx';
import { useLatestLoad, type LatestLoad } from '../../http/useLatestLoad.ts';
import { useLiveRefresh } from '../../live/useLiveRefresh.ts';
import { changesTranslations } from './changesTranslations.ts';
import { fetchTranslationMatrix, type TranslationMatrix } from './translationApi.ts';

/** The company's translation counts (`GET /translations`); null until the first answer. Others' changes to a kind it counts load it again quietly. */
export function useTranslationMatrix(): LatestLoad<TranslationMatrix | null> {
  const { http } = useServices();
  const load = useCallback(() => fetchTranslationMatrix(http), [http]);
  const matrix = useLatestLoad<TranslationMatrix | null>(load, null);
  const counted = matrix.value?.kinds;
  useLiveRefresh((e) => changesTranslations(e.action) && (counted ?? []).some((k) => k.kind === e.kind), () => void matrix.refresh());
  return matrix;
}
