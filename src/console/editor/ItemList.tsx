import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useAtom } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { includeArchivedAtom } from '../auth/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useTabLabel } from '../shell/useTabLabel.ts';
import { ItemRow, rowId } from './ItemRow.tsx';
import type { WireItem } from './wireItem.ts';

/** Props of the list pane. */
export interface ItemListProps {
  kind: ResolvedKind;
  items: WireItem[];
  loading: boolean;
  selectedId: number | null;
  onSelect(id: number): void;
  onNew(): void;
}

/** The left pane: New, search, "Show archived", and a keyboard-navigable list (↑/↓, Home/End). */
export function ItemList({ kind, items, loading, selectedId, onSelect, onNew }: ItemListProps) {
  const t = useT();
  const tabLabel = useTabLabel();
  const [query, setQuery] = useState('');
  const [includeArchived, setIncludeArchived] = useAtom(includeArchivedAtom);
  const searchId = useId();
  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return q ? items.filter((i) => (kind.toListItem(i).title ?? '').toLocaleLowerCase().includes(q)) : items;
  }, [items, kind, query]);

  function move(e: KeyboardEvent) {
    const at = shown.findIndex((i) => i.id === selectedId);
    const last = shown.length - 1;
    const next = { ArrowDown: Math.min(at + 1, last), ArrowUp: Math.max(at - 1, 0), Home: 0, End: last }[e.key];
    if (next === undefined || last < 0) return;
    e.preventDefault();
    const item = shown[next];
    onSelect(item.id);
    document.getElementById(rowId(kind, item.id))?.scrollIntoView({ block: 'nearest' });
  }

  const label = tabLabel(kind);
  return (
    <aside className="list" aria-label={t('list.label', { kind: label })}>
      <div className="list__head">
        <h1 className="list__title">{label}</h1>
        <span className="list__count">{t('list.count', { count: items.length })}</span>
        <button type="button" className="btn btn--primary btn--sm" onClick={onNew}>
          <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
          {t('list.new')}
        </button>
      </div>
      <div className="list__tools">
        <label htmlFor={searchId} className="visually-hidden">{t('list.search')}</label>
        <input id={searchId} className="input input--search" type="search" placeholder={t('list.search')}
          value={query} onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'ArrowDown' || e.key === 'ArrowUp') move(e); }} />
        <label className="switch">
          <input type="checkbox" role="switch" checked={includeArchived} onChange={(e) => setIncludeArchived(e.target.checked)} />
          <span className="switch__track" aria-hidden="true" />
          <span>{t('list.showArchived')}</span>
        </label>
      </div>
      <ul className="list__items" role="listbox" tabIndex={0} aria-label={label} aria-busy={loading}
        aria-activedescendant={selectedId !== null && shown.some((i) => i.id === selectedId) ? rowId(kind, selectedId) : undefined}
        onKeyDown={move}>
        {shown.map((item) => (
          <ItemRow key={item.id} kind={kind} item={item} selected={item.id === selectedId} onSelect={() => onSelect(item.id)} />
        ))}
      </ul>
      {!loading && shown.length === 0 && (
        <p className="list__empty">{query.trim() ? t('list.noMatch', { query: query.trim() }) : t('list.empty')}</p>
      )}
    </aside>
  );
}
