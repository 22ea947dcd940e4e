import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { hasPublishStep } from '../../core/visitorState.ts';
import { StateBadge } from '../ui/StateBadge.tsx';
import { useOptionalRegistry } from '../registry/RegistryContext.tsx';
import { mediaUrl } from '../media/mediaUrl.ts';
import { candidateKey, type Candidate } from './candidates.ts';
import { KindTag } from './KindTag.tsx';
import { useItemSearch } from './useItemSearch.ts';
import { usePopupPlacement } from '../ui/usePopupPlacement.ts';
import './relations.css';

/** Which kinds the search looks in: one (`kindId`) or several (`kindIds`, each match then tagged with its kind). */
export type ItemSearchKinds =
  | { /** Kind id of the items searched. */ kindId: string; kindIds?: never }
  | { /** Kind ids of the items searched, merged into one list. */ kindIds: readonly string[]; kindId?: never };

/** Props of the item search combobox. */
export type ItemSearchProps = ItemSearchKinds & ItemSearchOptions;

/** Props of the item search other than its kinds. */
export interface ItemSearchOptions {
  /** Id of the text input (a form's `<label htmlFor>` may point at it). */
  id?: string;
  /** A visible label of its own; leave out when a label elsewhere points at `id`. */
  label?: string;
  placeholder?: string;
  /**
   * Items not offered (already linked): by `candidateKey(kind, id)`, which tells a story 3 from a
   * form 3, or by bare id when one kind is searched.
   */
  exclude?: ReadonlySet<number | string>;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onPick(item: Candidate): void;
  onBlur?(): void;
  onFocus?(): void;
}

/**
 * An ARIA 1.2 combobox that searches items of one kind or several as the user types: ↓/↑ move through
 * the matches, Enter picks, Escape closes (and a second Escape clears the text). Each match shows its
 * title, subtitle and state badge, and its kind when several are searched; archived items are listed
 * last and marked. `onPick` gets the candidate with its kind. Shared by the reference widget and the
 * relations panels.
 */
export function ItemSearch({ kindId, kindIds, id, label, placeholder, exclude, disabled, invalid, describedBy, onPick, onBlur, onFocus }: ItemSearchProps) {
  const t = useT();
  const auto = useId();
  const inputId = id ?? `${auto}-input`;
  const listId = `${inputId}-listbox`;
  const statusId = `${inputId}-status`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The props' type asks for one of the two.
  const kinds = kindIds ?? kindId!;
  const tagged = typeof kinds !== 'string' && kinds.length > 1;
  const search = useItemSearch(kinds, query, open);
  const results = useMemo(() => {
    if (!exclude?.size) return search.results;
    // A bare id names an item only when one kind is searched (story 3 is not form 3).
    return search.results.filter((r) => !exclude.has(candidateKey(r.kind, r.id)) && (tagged || !exclude.has(r.id)));
  }, [search.results, exclude, tagged]);
  const current = active >= 0 && active < results.length ? results[active] : undefined;
  const optionId = (i: number) => `${inputId}-option-${i}`;
  // A field just above the sticky Save bar opens its list upwards, never under the bar.
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const placement = usePopupPlacement(inputRef, listRef, open, results);

  const close = () => { setOpen(false); setActive(-1); };
  const pick = (item: Candidate) => {
    onPick(item);
    setQuery('');
    close();
  };

  function keyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.nativeEvent.isComposing) return;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) { setOpen(true); setActive(-1); return; }
        if (results.length) setActive((a) => (a + 1) % results.length);
        return;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) { setOpen(true); return; }
        if (results.length) setActive((a) => (a <= 0 ? results.length - 1 : a - 1));
        return;
      case 'Enter':
        // Never submit the surrounding form from here.
        e.preventDefault();
        if (open && current) pick(current);
        else if (!open) setOpen(true);
        return;
      case 'Escape':
        if (open) { e.preventDefault(); e.stopPropagation(); close(); return; }
        if (query) { e.preventDefault(); e.stopPropagation(); setQuery(''); }
        return;
      case 'Tab':
        close();
        return;
    }
  }

  const settled = !search.loading && search.answered === query.trim();
  let status = '';
  if (open) {
    if (!settled) status = t('ref.searching');
    else if (results.length === 0) status = query.trim() ? t('ref.noMatch', { query: query.trim() }) : t('ref.none');
    else status = t('ref.results', { count: results.length });
  }

  return (
    <div className={`item-search${open ? ' item-search--open' : ''}${placement.up ? ' item-search--up' : ''}`}>
      {label && <label className="item-search__label" htmlFor={inputId}>{label}</label>}
      <input
        ref={inputRef}
        id={inputId}
        className="input item-search__input form-control"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && current ? optionId(active) : undefined}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        placeholder={placeholder ?? t('ref.search')}
        value={query}
        disabled={disabled}
        onChange={(e) => { setQuery(e.target.value); setOpen(true); setActive(-1); }}
        onKeyDown={keyDown}
        onFocus={onFocus}
        onBlur={() => { close(); onBlur?.(); }}
      />
      <ul ref={listRef} id={listId} role="listbox" className="item-search__list" hidden={!open} style={placement.style} aria-label={label ?? placeholder ?? t('ref.search')}
        // Keeps focus in the input while an option is clicked.
        onMouseDown={(e) => e.preventDefault()}>
        {open && results.map((item, i) => (
          <li key={candidateKey(item.kind, item.id)} id={optionId(i)} role="option" aria-selected={i === active}
            className={`item-search__option${item.state === 'archived' ? ' item-search__option--archived' : ''}`}
            onMouseEnter={() => setActive(i)} onClick={() => pick(item)}>
            <CandidateView item={item} tagged={tagged} />
          </li>
        ))}
      </ul>
      {/* Read out always; shown only while the list itself has nothing to show. */}
      <div id={statusId} className={open && status && results.length === 0 ? 'item-search__status' : 'visually-hidden'} role="status" aria-live="polite">{status}</div>
    </div>
  );
}

/** A candidate as one line: thumbnail or initial, title, subtitle, its kind when `tagged`, and state badge. */
export function CandidateView({ item, tagged }: { item: Pick<Candidate, 'title' | 'ingress' | 'thumbnail' | 'state'> & { kind?: string }; tagged?: boolean }) {
  const t = useT();
  const registry = useOptionalRegistry();
  const title = item.title || t('list.untitled');
  const kind = item.kind ? registry?.kinds.find((k) => k.id === item.kind) : undefined;
  return (
    <>
      {item.thumbnail
        ? <img className="item-thumb" src={mediaUrl('image', item.thumbnail)} alt="" loading="lazy" />
        : <span className="item-thumb item-thumb--empty" aria-hidden="true">{title.slice(0, 1).toUpperCase()}</span>}
      <span className="item-line">
        <span className="item-line__title">{title}</span>
        {item.ingress && <span className="item-line__sub">{item.ingress}</span>}
      </span>
      {tagged && item.kind && <KindTag kindId={item.kind} />}
      <StateBadge state={item.state} publishable={!kind || hasPublishStep(kind)} />
    </>
  );
}
