import { defineKind } from '../../src/core/index.ts';
import schema from '../../schemas/trip.schema.json';
import uiSchema from '../../schemas/trip.ui.json';
import { messages } from './messages.ts';
import { tripPreview } from './tripPreview.ts';

/** A trip (SPEC §2 Trips tab `trip`, edit route `Trips/:id`): a walk through stations and stories in the author's order. */
export interface Trip extends Record<string, unknown> {
  title: string;
  ingress?: string;
  thumbnail?: string;
}

export default defineKind<Trip>({
  id: 'trip',
  schema,
  uiSchema,
  labels: { tab: 'kind.trip.tab', item: 'kind.trip.item' },
  tab: { order: 20, name: 'Trips', edit: { path: 'Trips', name: 'TripEdit' } },
  messages,
  list: {
    // SPEC §3: trips show as list items in the `trip` field of other previews.
    asListItem: { field: 'trip' },
    // `POST /trip-sync` without a trip id orders the trips list.
    manualOrder: true,
    fields: ['title', 'ingress', 'thumbnail'],
    toListItem: (r) => ({ title: r.title, ingress: r.ingress, thumbnail: r.thumbnail }),
  },
  preview: {
    toPreview: tripPreview,
  },
  relations: {
    // The stops, in walking order, on the overview map with the distances between them.
    // SPEC §7 `POST /trip-sync` with the trip's `id` and the stops' link `ids` saves their order.
    stops: {
      target: ['station', 'story'],
      ordered: true,
      map: true,
      label: 'kind.trip.stops',
      inverse: { label: 'kind.trip.usedIn' },
      aliases: { reorder: '/trip-sync' },
    },
  },
});
