import { Link } from 'wouter';
import { useIntl, useT } from '../../i18n/IntlContext.tsx';
import type { StateCounts, TranslationState } from './translationApi.ts';

// Done first, then what needs work: a cell reads as progress.
const CELL_ORDER: readonly TranslationState[] = ['complete', 'missing', 'stale'];

/**
 * One kind × language cell: a bar of the three states and their counts in words. With `href` it is
 * a link to the kind's items in that language. Its name is the kind and language, then the very words
 * the cell shows (percent, non-zero counts), so it contains the visible text (WCAG 2.5.3).
 */
export function MatrixCell({ counts, total, href, label }: { counts: StateCounts; total: number; href?: string; label: { kind: string; language: string } }) {
  const t = useT();
  const intl = useIntl();
  if (total === 0) return <span className="tcell tcell--empty">{t('matrix.cell.empty')}</span>;
  const share = (n: number) => `${(n / total) * 100}%`;
  const percent = intl.formatNumber(counts.complete / total, { style: 'percent', maximumFractionDigits: 0 });
  const shown = CELL_ORDER.filter((s) => counts[s] > 0).map((s) => ({ state: s, text: t(`matrix.count.${s}`, { count: counts[s] }) }));
  const name = t('matrix.cell.label', { ...label, counts: [percent, ...shown.map((c) => c.text)].join(', ') });
  // The spaces between the spans render nothing (flex items) but keep the words apart in the text.
  const body = (
    <>
      <span className="tcell__top">
        <span className="tcell__bar" aria-hidden="true">
          {CELL_ORDER.map((s) => counts[s] > 0 && <span key={s} className={`tcell__seg tcell__seg--${s}`} style={{ width: share(counts[s]) }} />)}
        </span>
        <span className="tcell__percent">{percent}</span>
      </span>
      {' '}
      <span className="tcell__counts">
        {shown.map((c) => <span key={c.state} className={`tcount tcount--${c.state}`} data-state={c.state}>{c.text} </span>)}
      </span>
    </>
  );
  return href
    ? <Link href={href} className="tcell tcell--link" aria-label={name}>{body}</Link>
    : <span className="tcell" aria-label={name} role="group">{body}</span>;
}
