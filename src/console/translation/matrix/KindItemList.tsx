import { useAtomValue } from 'jotai';
import { useSearchParams } from 'wouter';
import type { ResolvedKind } from '../../../core/defineKind.ts';
import { useClientKind } from '../../registry/useClientRegistry.ts';
import { baseLanguageAtom } from '../../i18n/contentLanguage.ts';
import { useT } from '../../i18n/IntlContext.tsx';
import { ItemTranslationRow } from './ItemTranslationRow.tsx';
import { MatrixNotice } from './MatrixNotice.tsx';
import { matrixSearch, type MatrixQuery } from './matrixQuery.ts';
import { StateFilter } from './StateFilter.tsx';
import { TRANSLATION_STATES, type ItemTranslation, type StateCounts } from './translationApi.ts';
import { useKindTranslations } from './useKindTranslations.ts';
import { useLanguageNames } from './useLanguageNames.ts';

/** A drilled-down view: a kind and a language are set. */
export type DrillQuery = MatrixQuery & { kind: string; language: string };

const rank = (i: ItemTranslation) => TRANSLATION_STATES.indexOf(i.state);

/** One kind's items in one language, what needs work first, filterable by state; the kind as this client runs it names the fields. */
export function KindItemList({ kind: bare, query }: { kind: ResolvedKind; query: DrillQuery }) {
  const t = useT();
  const client = useClientKind(bare);
  const kind = client.ok ? client.kind : bare;
  const names = useLanguageNames();
  const base = useAtomValue(baseLanguageAtom);
  const [, setParams] = useSearchParams();
  const { value: items, loading, failed, reload } = useKindTranslations(kind.id, query.language);
  // Filter and open rows refine this view: they replace the history entry, so Back leaves the kind.
  const update = (next: Partial<DrillQuery>) => setParams(new URLSearchParams(matrixSearch({ ...query, ...next })), { replace: true });

  if (failed) {
    return <MatrixNotice actions={<button type="button" className="btn btn--sm" onClick={() => void reload()}>{t('user.retry')}</button>}>{t('matrix.loadFailed')}</MatrixNotice>;
  }
  if (!items) return loading ? <MatrixNotice busy><span className="spinner" aria-hidden="true" />{t('app.loading')}</MatrixNotice> : null;
  if (items.length === 0) return <MatrixNotice>{t('matrix.items.empty')}</MatrixNotice>;

  const counts: StateCounts = { complete: 0, missing: 0, stale: 0 };
  for (const i of items) counts[i.state]++;
  const shown = items.filter((i) => !query.state || i.state === query.state)
    .map((item, order) => ({ item, order }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.order - b.order)
    .map(({ item }) => item);
  const toggle = (id: number) => update({ open: query.open.includes(id) ? query.open.filter((o) => o !== id) : [...query.open, id] });
  const sentenceNames = { language: names.inText(query.language), base: base ? names.inText(base) : '' };
  return (
    <>
      <StateFilter counts={counts} total={items.length} value={query.state} onChange={(state) => update({ state })} />
      {shown.length === 0
        ? <MatrixNotice>{t('matrix.items.noMatch')}</MatrixNotice>
        : (
          <ul className="titems">
            {shown.map((item) => (
              <ItemTranslationRow key={item.id} item={item} kind={kind} language={query.language} names={sentenceNames}
                open={query.open.includes(item.id)} onToggle={() => toggle(item.id)} />
            ))}
          </ul>
        )}
    </>
  );
}
