import { useEffect, useId, useMemo, useState } from 'react';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { changeRows } from './changeRows.ts';
import { ChangeTable } from './ChangeTable.tsx';
import type { HistoryCalls } from './historyCalls.ts';
import type { RevisionComparison } from './revisionTypes.ts';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; comparison: RevisionComparison };
/** One object for every render that waits, so what is derived from the shown load stays memoised. */
const LOADING: Load = { status: 'loading' };

/**
 * Two revisions side by side (`GET …/revisions/compare`, so the numbers match the API's): one row per
 * changed field by its form label, texts word by word, a child added or removed shown whole.
 */
export function RevisionCompare({ calls, itemId, from, to, kindId, schema, onClose }: {
  calls: HistoryCalls; itemId: number; from: number; to: number; kindId: string; schema: JsonSchema; onClose(): void;
}) {
  const t = useT();
  const headingId = useId();
  const [load, setLoad] = useState<{ key: string; value: Load } | null>(null);
  const key = `${itemId}:${from}:${to}`;
  useEffect(() => {
    let live = true;
    calls.compare(itemId, from, to).then(
      (comparison) => { if (live) setLoad({ key, value: { status: 'ready', comparison } }); },
      () => { if (live) setLoad({ key, value: { status: 'failed' } }); },
    );
    return () => { live = false; };
  }, [calls, itemId, from, to, key]);
  const shown: Load = load?.key === key ? load.value : LOADING;
  const words = useMemo(() => ({ yes: t('history.yes'), no: t('history.no') }), [t]);
  const rows = useMemo(
    () => (shown.status === 'ready' ? changeRows(kindId, schema, shown.comparison.changes, words) : []),
    [shown, kindId, schema, words],
  );
  return (
    <section className="hcompare" aria-labelledby={headingId} aria-busy={shown.status === 'loading'}>
      <div className="hcompare__head">
        <h3 id={headingId} className="hcompare__title">{t('history.compareTitle', { from, to })}</h3>
        {shown.status === 'ready' && rows.length > 0 && <span className="hcompare__count">{t('history.compareCount', { count: rows.length })}</span>}
        <button type="button" className="btn btn--sm hcompare__close" onClick={onClose}>{t('history.closeCompare')}</button>
      </div>
      {shown.status === 'loading' && <p className="hpanel__note">{t('app.loading')}</p>}
      {shown.status === 'failed' && <p className="hpanel__note" role="alert">{t('history.compareFailed')}</p>}
      {shown.status === 'ready' && rows.length === 0 && <p className="hpanel__note">{t('history.compareSame')}</p>}
      {rows.length > 0 && (
        <>
          <p className="hcompare__legend">
            <del className="hdiff__del">{t('history.legendRemoved')}</del> <ins className="hdiff__ins">{t('history.legendAdded')}</ins>
          </p>
          <ChangeTable rows={rows} before={t('history.revision', { n: from })} after={t('history.revision', { n: to })} />
        </>
      )}
    </section>
  );
}
