import { Link } from 'wouter';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { useTabs } from '../routes/useTabs.ts';
import type { KindCount } from './overviewApi.ts';
import type { OverviewKinds } from '../routes/overviewKinds.ts';

const COLUMNS = ['total', 'published', 'draft', 'archived'] as const;

/** "Content": every kind the user has a tab for, in tab bar order, with its items by state; the sums underneath. */
export function KindCounts({ counts, kinds }: { counts: readonly KindCount[]; kinds: OverviewKinds }) {
  const t = useT();
  const intl = useIntl();
  const tabs = useTabs();
  const rows = tabs.flatMap((tab) => {
    const kind = kinds.find(tab.key);
    if (!kind || kind.route !== tab.key) return [];
    const count = counts.find((c) => kinds.find(c.kind) === kind) ?? { kind: kind.id, total: 0, published: 0, draft: 0, archived: 0 };
    return [{ kind, title: tab.title, count }];
  });
  if (rows.length === 0) return <p className="ov-empty">{t('overview.counts.none')}</p>;
  const sum = (col: (typeof COLUMNS)[number]) => rows.reduce((n, r) => n + r.count[col], 0);
  const cell = (n: number, col: string) => <td key={col} className={`ov-num${n === 0 ? ' ov-num--zero' : ''}`} data-label={t(`overview.counts.${col}`)}>{intl.formatNumber(n)}</td>;
  return (
    <div className="ov-scroll">
      <table className="ov-table ov-counts">
        <thead>
          <tr>
            <th scope="col">{t('overview.counts.kind')}</th>
            {COLUMNS.map((c) => <th key={c} scope="col" className="ov-num">{t(`overview.counts.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ kind, title, count }) => (
            <tr key={kind.id}>
              <th scope="row"><Link href={`/${kind.route}`}>{title}</Link></th>
              {COLUMNS.map((c) => cell(count[c], c))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('overview.counts.all')}</th>
            {COLUMNS.map((c) => cell(sum(c), c))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
