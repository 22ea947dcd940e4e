import { useIntl, useT } from '../../i18n/IntlContext.tsx';
import { TRANSLATION_STATES, type StateCounts, type TranslationState } from './translationApi.ts';

/** Toggle buttons narrowing the drill-down to one state, each with its count. */
export function StateFilter({ counts, total, value, onChange }: { counts: StateCounts; total: number; value: TranslationState | undefined; onChange(state: TranslationState | undefined): void }) {
  const t = useT();
  const intl = useIntl();
  const option = (state: TranslationState | undefined, label: string, n: number) => (
    <button key={state ?? 'all'} type="button" className={`tfilter__option${state ? ` tfilter__option--${state}` : ''}`} aria-pressed={value === state} onClick={() => onChange(state)}>
      {label}<span className="tfilter__count">{intl.formatNumber(n)}</span>
    </button>
  );
  return (
    <div className="tfilter" role="group" aria-label={t('matrix.filter')}>
      {option(undefined, t('matrix.filter.all'), total)}
      {TRANSLATION_STATES.map((s) => option(s, t(`matrix.state.${s}`), counts[s]))}
    </div>
  );
}
