import { useId } from 'react';
import { useT } from '../i18n/IntlContext.tsx';

/** Props of the search box: the query, its change, and how many operations show of all. */
export interface ApiReferenceSearchProps {
  query: string;
  onChange(query: string): void;
  shown: number;
  total: number;
}

/** The labelled filter over the operations (path, summary, tag), with the count it leaves. */
export function ApiReferenceSearch({ query, onChange, shown, total }: ApiReferenceSearchProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="apiref-search">
      <label className="field__label" htmlFor={id}>{t('apiReference.search')}</label>
      <div className="apiref-search__row">
        <input id={id} className="input apiref-search__input" type="search" value={query} autoComplete="off"
          placeholder={t('apiReference.searchHint')} aria-describedby={`${id}-count`}
          onChange={(e) => onChange(e.target.value)} onKeyDown={(e) => { if (e.key === 'Escape' && query) { e.preventDefault(); onChange(''); } }} />
        <span id={`${id}-count`} className="apiref-search__count" aria-live="polite">{t('apiReference.count', { shown, total })}</span>
      </div>
    </div>
  );
}
