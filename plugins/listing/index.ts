import { defineKind } from '../../src/core/index.ts';
import schema from '../../schemas/listing.schema.json';
import uiSchema from '../../schemas/listing.ui.json';
import { listingPreview } from './listingPreview.ts';
import { messages } from './messages.ts';

/** The kinds a listing entry may point at (the schema's `kind` enum and `x-ref` list say the same). */
export type ListingEntryKind =
  | 'event' | 'trip' | 'station' | 'story' | 'game' | 'form' | 'web_page' | 'achievement' | 'research_card' | 'share' | 'counter';

/** One entry of a listing: which kind of item, and which item (the entry goes when that item is destroyed). */
export interface ListingEntry {
  kind: ListingEntryKind;
  /** Required on save; absent only while the author is still picking. */
  id?: number;
}

/** A listing (SPEC §2 Listings tab, route `listings`): a curated, ordered list of items of any kind. */
export interface Listing extends Record<string, unknown> {
  title: string;
  ingress?: string;
  thumbnail?: string;
  entries?: ListingEntry[];
}

export default defineKind<Listing>({
  id: 'listing',
  // SPEC §2's route table names the tab `listings`.
  route: 'listings',
  schema,
  uiSchema,
  labels: { tab: 'kind.listing.tab', item: 'kind.listing.item' },
  // SPEC §2: the tabs after Settings (110).
  tab: { order: 120, name: 'Listings' },
  messages,
  list: {
    fields: ['title', 'ingress', 'thumbnail'],
    toListItem: (r) => ({ title: r.title, ingress: r.ingress, thumbnail: r.thumbnail }),
  },
  preview: {
    toPreview: listingPreview,
  },
});
