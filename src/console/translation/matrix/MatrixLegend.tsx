import { useT } from '../../i18n/IntlContext.tsx';
import { TranslationBadge } from './TranslationBadge.tsx';
import { TRANSLATION_STATES } from './translationApi.ts';

/** What complete, missing and stale mean, with the badge each state wears on this screen. */
export function MatrixLegend({ base }: { /** The base language's name, inside a sentence. */ base: string }) {
  const t = useT();
  return (
    <dl className="tlegend">
      {TRANSLATION_STATES.map((s) => (
        <div key={s} className="tlegend__entry">
          <dt><TranslationBadge state={s} /></dt>
          <dd>{t(`matrix.legend.${s}`, { base })}</dd>
        </div>
      ))}
    </dl>
  );
}
