import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useAtom } from 'jotai';
import { Link } from 'wouter';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { includeArchivedAtom } from '../session/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useMay } from '../session/useGrant.ts';
import { useTabLabel } from '../routes/useTabLabel.ts';
import { ItemRow, ROW_HEIGHT, rowId, type RowDrag } from './ItemRow.tsx';
import { ListFilters, NO_FILTERS, useListFilters, type ListFilterState } from './ListFilters.tsx';
import { nextIndex } from './listKeys.ts';
import { revealRow } from './revealRow.ts';
import { useListReorder } from './useListReorder.ts';
import type { WireItem } from '../model/wireItem.ts';
import { usePresenceMarks } from '../live/usePresence.ts';
import { canSimulateList, simulateHref } from '../walk/simulateHref.ts';
import './listReorder.css';

const rowHeight = () => ROW_HEIGHT;

/** Props of the list pane. */
export interface ItemListProps {
  kind: ResolvedKind;
  items: WireItem[];
  loading: boolean;
  selectedId: number | null;
  /** `byKey` when an arrow, page or Tab key moved the selection (the form may then follow a little later). */
  onSelect(id: number, byKey?: boolean): void;
  /** Starts a new item; absent for who may not create one: no New button. */
  onNew?(): void;
  /** The pane's id: the narrow layout's drawer button controls it. */
  id?: string;
}

/**
 * The left pane: New, search, the kind's list filters, "Show archived", and a keyboard-navigable list (↑/↓, Home/End,
 * PageUp/PageDown; Tab too where the kind says `list.tabMoves`). Only the visible rows are in the DOM (@tanstack/react-virtual),
 * so 10,000 items cost what 15 do. Where the kind has `manualOrder`, rows move by drag and by Alt+↑/↓ (useListReorder).
 */
export function ItemList(props: ItemListProps) {
  // Filters ask the server (usedBy) and read the registry; a kind without them needs neither.
  return props.kind.list.filters?.length ? <FilteredItemList {...props} /> : <ItemListView {...props} filters={NO_FILTERS} />;
}

function FilteredItemList(props: ItemListProps) {
  return <ItemListView {...props} filters={useListFilters(props.kind, props.items)} />;
}

function ItemListView({ kind, items: loaded, loading, selectedId, onSelect, onNew, filters, id }: ItemListProps & { filters: ListFilterState }) {
  const t = useT();
  const reorder = useListReorder(kind, loaded);
  // Once for the whole list: each row gets its own users (the same array until they change), so memo holds.
  const present = usePresenceMarks(kind.id);
  // Moving rows changes the kind's order for every visitor: a lifecycle right.
  const mayReorder = useMay('lifecycle', { kind: kind.id });
  // Without manualOrder the list is the loaded one, untouched.
  const items = kind.list.manualOrder ? reorder.items : loaded;
  const tabLabel = useTabLabel();
  const [query, setQuery] = useState('');
  const [includeArchived, setIncludeArchived] = useAtom(includeArchivedAtom);
  const searchId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const { apply } = filters;
  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    const filtered = apply(items);
    return q ? filtered.filter((i) => (kind.list.toListItem(i).title ?? '').toLocaleLowerCase().includes(q)) : filtered;
  }, [items, kind, query, apply]);
  const busy = loading || filters.loading;
  // Moving a row of a narrowed list would say nothing about where it goes among the rows not shown.
  const ordered = kind.list.manualOrder === true && mayReorder;
  const movable = ordered && !query.trim() && !filters.active;
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const [drag, setDrag] = useState<{ id: number; over: number | null } | null>(null);
  const selectedIndex = useMemo(() => shown.findIndex((i) => i.id === selectedId), [shown, selectedId]);

  // A new getItemKey makes the virtualizer recompute all 10,000 row positions; keep it per list.
  const getItemKey = useCallback((i: number) => shown[i].id, [shown]);
  // The dragged row stays in the DOM while the list scrolls under the drag: a removed source ends the drag.
  const dragIndex = useMemo(() => (drag ? shown.findIndex((i) => i.id === drag.id) : -1), [drag, shown]);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    return dragIndex < 0 || indexes.includes(dragIndex) ? indexes : [...indexes, dragIndex].sort((a, b) => a - b);
  }, [dragIndex]);
  const virtual = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: rowHeight,
    overscan: 6,
    getItemKey,
    rangeExtractor,
  });

  // Keep the selected row in view (and so in the DOM, for aria-activedescendant). Rows have a fixed
  // height, so plain arithmetic says where it is; the virtualizer's scrollToIndex re-reads scrollHeight
  // (a forced layout) and runs rAF checks on every arrow step, which cost more than the step itself.
  useLayoutEffect(() => {
    if (selectedIndex >= 0 && scroller.current) revealRow(scroller.current, selectedIndex);
  }, [selectedIndex]);

  const move = useCallback((e: KeyboardEvent) => {
    const to = nextIndex(e.key, e.shiftKey, selectedIndex, shown.length, kind.list.tabMoves === true);
    if (to === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    if (to !== selectedIndex) onSelect(shown[to].id, true);
  }, [selectedIndex, shown, kind.list.tabMoves, onSelect]);

  // Moves an item in the author's order and says so (the list is virtual: the moved row may leave the DOM).
  const reorderTo = useCallback((id: number, to: number) => {
    if (!reorder.move(id, to)) return;
    const item = shown.find((i) => i.id === id);
    const title = (item && kind.list.toListItem(item).title) || t('list.untitled');
    setAnnouncement(t('list.moved', { title, position: to + 1, count: shown.length }));
  }, [reorder, shown, kind, t]);

  const onListKey = useCallback((e: KeyboardEvent) => {
    if (ordered && e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      if (!movable) setAnnouncement(t('list.moveOff'));
      else if (selectedIndex >= 0) reorderTo(shown[selectedIndex].id, selectedIndex + (e.key === 'ArrowUp' ? -1 : 1));
      return;
    }
    move(e);
  }, [ordered, movable, selectedIndex, shown, reorderTo, move, t]);

  // One stable object for every row (rows are memoised); it reads the latest state through a ref.
  const dragState = useRef({ drag, shown, reorderTo });
  dragState.current = { drag, shown, reorderTo };
  const rowDrag = useMemo<RowDrag | undefined>(() => (!ordered ? undefined : {
    start(id: number, e: DragEvent<HTMLElement>) {
      setDrag({ id, over: null });
      // Firefox starts a drag only with some data set.
      if (e.dataTransfer) { e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', String(id)); }
    },
    over(id: number, e: DragEvent<HTMLElement>) {
      const now = dragState.current.drag;
      if (!now) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
      if (now.over !== id) setDrag({ ...now, over: id });
    },
    drop(id: number, e: DragEvent<HTMLElement>) {
      const { drag: now, shown: list, reorderTo: to } = dragState.current;
      if (!now) return;
      e.preventDefault();
      setDrag(null);
      to(now.id, list.findIndex((i) => i.id === id));
    },
    end() { setDrag(null); },
  }), [ordered]);
  // Where the dragged row would land, for the drop mark: after the target when moving down, before it when moving up.
  const overIndex = drag && drag.over !== null ? shown.findIndex((i) => i.id === drag.over) : -1;
  const dropAt = (index: number) => (drag && index === overIndex && index !== dragIndex ? (index > dragIndex ? 'after' : 'before') : undefined);

  const label = tabLabel(kind);
  const active = selectedIndex >= 0 ? rowId(kind, shown[selectedIndex].id) : undefined;
  return (
    <aside id={id} className="list" aria-label={t('list.label', { kind: label })}>
      <div className="list__head">
        <h1 className="list__title">{label}</h1>
        <span className="list__count">{filters.active ? t('list.countFiltered', { shown: shown.length, count: t('list.count', { count: items.length }) }) : t('list.count', { count: items.length })}</span>
        {onNew && (
          <button type="button" className="btn btn--primary btn--sm" onClick={onNew}>
            <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
            {t('list.new')}
          </button>
        )}
      </div>
      <div className="list__tools">
        <label htmlFor={searchId} className="visually-hidden">{t('list.search')}</label>
        <input id={searchId} className="input input--search" type="search" placeholder={t('list.search')}
          value={query} onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'ArrowDown' || e.key === 'ArrowUp') move(e); }} />
        <ListFilters state={filters} />
        {canSimulateList(kind) && <Link href={simulateHref(kind.id)} className="btn btn--sm list__simulate">{t('walk.simulate')}</Link>}
        {ordered && <p id={hintId} className={movable ? 'visually-hidden' : 'list__hint'}>{t(movable ? 'list.moveHint' : 'list.moveOff')}</p>}
        <label className="switch">
          <input type="checkbox" role="switch" checked={includeArchived} onChange={(e) => setIncludeArchived(e.target.checked)} />
          <span className="switch__track" aria-hidden="true" />
          <span>{t('list.showArchived')}</span>
        </label>
      </div>
      <div ref={scroller} className="list__scroller">
        <ul className="list__items" role="listbox" tabIndex={0} aria-label={label} aria-busy={busy}
          aria-activedescendant={active} aria-describedby={ordered ? hintId : undefined}
          onKeyDown={onListKey} onDragLeave={(e) => { if (drag && !e.currentTarget.contains(e.relatedTarget as Node | null)) setDrag({ ...drag, over: null }); }}
          style={{ height: virtual.getTotalSize() }}>
          {virtual.getVirtualItems().map((v) => {
            const item = shown[v.index];
            return (
              <ItemRow key={v.key} kind={kind} item={item} selected={item.id === selectedId} onSelect={onSelect}
                position={v.index + 1} size={shown.length} top={v.start}
                drag={rowDrag} movable={movable} dragging={drag?.id === item.id} dropAt={dropAt(v.index)} present={present.get(item.id)} />
            );
          })}
        </ul>
        {!busy && shown.length === 0 && (
          <p className="list__empty">
            {query.trim() ? t('list.noMatch', { query: query.trim() }) : filters.active && items.length > 0 ? t('list.noFilterMatch') : t('list.empty')}
          </p>
        )}
      </div>
      {ordered && <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>}
    </aside>
  );
}
