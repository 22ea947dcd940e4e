import { createContext, useContext, useMemo, useRef } from 'react';
import type { PreviewField } from '../../core/previewField.ts';
import { toListItems, type ListItemKinds } from './listItems.ts';
import { fieldKey } from './visibleFields.ts';

/** Whether a field record draws list items: the mixed `items` field or a kind's list-item field kind (`asListItem.field`). */
export function isListField(field: PreviewField, kinds: ListItemKinds): boolean {
  return field.field === 'items' || kinds.vocabulary.listItems.has(field.field);
}

/**
 * The first position number of each list-item field on one screen, by field key. List-item fields
 * that follow one another read as one list in the phone (an older station's games, then its web page
 * and its form), so they are numbered on, 1..n, instead of starting again at 1 in every field; any
 * other field between them starts a new list.
 */
export function listNumbering(fields: readonly PreviewField[], kinds: ListItemKinds): ReadonlyMap<string, number> {
  const starts = new Map<string, number>();
  let next = 1;
  for (const f of fields) {
    if (!isListField(f, kinds)) { next = 1; continue; }
    starts.set(fieldKey(f), next);
    next += toListItems(f.value, kinds, kinds.byField(f.field)).length;
  }
  return starts;
}

const sameStarts = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
  a.size === b.size && [...a].every(([k, n]) => b.get(k) === n);

/** A screen's list numbering that keeps its identity while the numbers stay (typing re-renders no list). */
export function useListNumbering(fields: readonly PreviewField[], kinds: ListItemKinds): ReadonlyMap<string, number> {
  const last = useRef<ReadonlyMap<string, number>>(new Map());
  return useMemo(() => {
    const next = listNumbering(fields, kinds);
    if (!sameStarts(next, last.current)) last.current = next;
    return last.current;
  }, [fields, kinds]);
}

const ListNumberingContext = createContext<ReadonlyMap<string, number>>(new Map());

/** Provides a screen's list numbering (see listNumbering) to its list-item renderers. */
export const ListNumberingProvider = ListNumberingContext.Provider;

/** The number the first item of this list-item field shows (1 outside a numbered screen). */
export function useListStart(field: PreviewField): number {
  return useContext(ListNumberingContext).get(fieldKey(field)) ?? 1;
}
