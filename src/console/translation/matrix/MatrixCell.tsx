import { Link } from 'wouter';
import { useIntl, useT } from '../../i18n/IntlContext.tsx';
import type { StateCounts, TranslationState } from './translationApi.ts';

// Done first, then what needs work: a cell reads as progress.
const CELL_ORDER: readonly TranslationState[] = ['complete', 'missing', 'stale'];

/**
 * One kind × language cell: a bar of the three states and their counts in words. With `href` it is
 * a link to the kind's items in that language; `label` names the cell for screen readers.
 */
export function MatrixCell({ counts, total, href, label }: { counts: StateCounts; total: number; href?: string; label: string }) {
  const t = useT();
  const intl = useIntl();
  if (total === 0) return <span className="tcell tcell--empty">{t('matrix.cell.empty')}</span>;
  const share = (n: number) => `${(n / total) * 100}%`;
  const body = (
    <>
      <span className="tcell__top">
        <span className="tcell__bar" aria-hidden="true">
          {CELL_ORDER.map((s) => counts[s] > 0 && <span key={s} className={`tcell__seg tcell__seg--${s}`} style={{ width: share(counts[s]) }} />)}
        </span>
        <span className="tcell__percent">{intl.formatNumber(counts.complete / total, { style: 'percent', maximumFractionDigits: 0 })}</span>
      </span>
      <span className="tcell__counts">
        {CELL_ORDER.filter((s) => counts[s] > 0).map((s) => (
          <span key={s} className={`tcount tcount--${s}`} data-state={s}>{t(`matrix.count.${s}`, { count: counts[s] })}</span>
        ))}
      </span>
    </>
  );
  return href
    ? <Link href={href} className="tcell tcell--link" aria-label={label}>{body}</Link>
    : <span className="tcell" aria-label={label} role="group">{body}</span>;
}
