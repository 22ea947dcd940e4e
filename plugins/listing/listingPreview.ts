import type { PreviewContext, ResolvedRef } from '../../src/core/index.ts';
import { previewFields, type PreviewField } from '../../src/core/index.ts';
import type { Listing, ListingEntry } from './index.ts';

/** The entries that point at an item (a destroyed target leaves its entry without one). */
export function filledEntries(entries: readonly (ListingEntry | null | undefined)[] | undefined): ListingEntry[] {
  return (entries ?? []).filter((e): e is ListingEntry & { id: number } => !!e && typeof e.kind === 'string' && e.id !== undefined && e.id !== null);
}

/**
 * The listing in the phone: title, thumbnail and ingress, then its entries in the author's order as
 * list items of their own kinds (title, ingress, thumbnail from each item's kind); an entry the
 * host cannot resolve (not loaded yet, gone) is left out, as the app would.
 */
export function listingPreview(r: Listing, ctx: PreviewContext): PreviewField[] {
  const items = filledEntries(r.entries).flatMap((e): ResolvedRef[] => {
    const ref = ctx.ref?.(e.kind, e.id);
    return ref ? [ref] : [];
  });
  return previewFields([
    ['title', r.title],
    ['image', r.thumbnail ? ctx.mediaUrl('image', r.thumbnail) : undefined],
    ['ingress', r.ingress],
    // One list whose items keep their own kinds (a story, a station, a fun fact, a web page with its eye icon).
    ['items', items.length ? items : undefined],
  ]);
}
