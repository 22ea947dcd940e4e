import { useT } from '../../i18n/IntlContext.tsx';
import type { TranslationState } from './translationApi.ts';

/** A pill naming an item's translation state in words (the colour only repeats it). */
export function TranslationBadge({ state }: { state: TranslationState }) {
  const t = useT();
  return <span className={`badge tbadge--${state}`} data-state={state}>{t(`matrix.state.${state}`)}</span>;
}
