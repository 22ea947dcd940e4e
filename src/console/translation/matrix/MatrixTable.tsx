import { useIntl, useT } from '../../i18n/IntlContext.tsx';
import { Flag } from '../../ui/Flag.tsx';
import { MatrixCell } from './MatrixCell.tsx';
import { sumCounts, type MatrixRow } from './matrixKinds.ts';
import { matrixSearch } from './matrixQuery.ts';
import { stateCounts } from './translationApi.ts';
import type { LanguageNames } from './useLanguageNames.ts';

/** The kinds (rows) × the client's non-base languages (columns), each cell linking to its items; totals underneath. */
export function MatrixTable({ rows, languages, names, path }: { rows: readonly MatrixRow[]; languages: readonly string[]; names: LanguageNames; /** The screen's own path, for the cells' links. */ path: string }) {
  const t = useT();
  const intl = useIntl();
  const cellLabel = (what: string, language: string) => ({ kind: what, language: names.inText(language) });
  const all = t('matrix.allKinds');
  return (
    <div className="tmatrix__scroll">
      <table className="tmatrix__table">
        <thead>
          <tr>
            <th scope="col">{t('matrix.kind')}</th>
            <th scope="col" className="tmatrix__num">{t('matrix.total')}</th>
            {languages.map((l) => (
              <th scope="col" key={l} className="tmatrix__lang-col">
                <span className="tmatrix__lang"><Flag code={l} />{names.title(l)}<span className="tmatrix__code">{l.toUpperCase()}</span></span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ kind, title, row }) => (
            <tr key={kind.id}>
              <th scope="row">{title}</th>
              <td className="tmatrix__num">{intl.formatNumber(row.total)}</td>
              {languages.map((l) => {
                const counts = stateCounts(row.languages?.[l]);
                return (
                  <td key={l}>
                    <MatrixCell counts={counts} total={row.total} href={`${path}${matrixSearch({ kind: kind.id, language: l })}`} label={cellLabel(title, l)} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{all}</th>
            <td className="tmatrix__num">{intl.formatNumber(sumCounts(rows, languages[0] ?? '').total)}</td>
            {languages.map((l) => {
              const sum = sumCounts(rows, l);
              return <td key={l}><MatrixCell counts={sum} total={sum.total} label={cellLabel(all, l)} /></td>;
            })}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
