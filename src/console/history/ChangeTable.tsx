import { useT } from '../i18n/IntlContext.tsx';
import type { ChangeRow } from './changeRows.ts';
import { DiffText } from './DiffText.tsx';

/**
 * The compare table of History and of an item's changes: one row per changed field by its form label,
 * the older value and the newer one side by side (texts word by word, see changeRows); the two columns
 * headed as the caller names the two versions.
 */
export function ChangeTable({ rows, before, after, caption }: {
  rows: readonly ChangeRow[];
  /** The older version's column heading ("Revision 3", "What visitors see"). */
  before: string;
  /** The newer version's column heading. */
  after: string;
  /** Names the table when a view shows several (one per language). */
  caption?: string;
}) {
  const t = useT();
  const empty = t('history.emptyValue');
  return (
    <table className="hcompare__table">
      {caption && <caption className="hcompare__caption">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{t('history.field')}</th>
          <th scope="col">{before}</th>
          <th scope="col">{after}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.path} data-path={r.path}>
            <th scope="row">
              <span className="hcompare__field">{r.label}</span>
              {r.change !== 'changed' && <span className={`hcompare__tag hcompare__tag--${r.change}`}>{t(`history.change.${r.change}`)}</span>}
            </th>
            <td className="hcompare__before"><DiffText segments={r.before} empty={empty} /></td>
            <td className="hcompare__after"><DiffText segments={r.after} empty={empty} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
