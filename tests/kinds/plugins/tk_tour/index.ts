import { defineKind } from '../../../../src/core/index.ts';
import { previewFields } from '../../../../src/core/index.ts';
import schema from '../../schemas/tk_tour.schema.json';
import uiSchema from '../../schemas/tk_tour.ui.json';
import compactSchema from '../../schemas/tk_tour.compact.schema.json';
import compactUi from '../../schemas/tk_tour.compact.ui.json';
import { messages } from './messages.ts';

/** A tour page: a keyed child whose `next` points at a sibling page. */
export interface TourPage { id?: number; title: string; next?: number }

/** Test-only: a kind that uses every piece of the kind contract v2. */
export interface Tour extends Record<string, unknown> {
  title: string;
  closed?: boolean;
  reason?: string;
  rating?: number;
  venue_id?: number;
  sponsor_id?: number;
  pages?: TourPage[];
  summary?: string;
}

export default defineKind<Tour>({
  id: 'tk_tour',
  schema,
  uiSchema,
  labels: { tab: 'kind.tk_tour.tab', item: 'kind.tk_tour.item' },
  messages,
  api: { bodyEncoding: 'multipart' },
  list: {
    fields: ['title'],
    toListItem: (r) => ({ title: r.title }),
  },
  rules: {
    validate: (r) => (r.closed === true && !r.reason?.trim() ? [{ field: 'reason', message: 'rule.tk_tour.reasonNeeded' }] : []),
  },
  preview: {
    toPreview: (r, ctx) => {
      const venue = r.venue_id === undefined ? undefined : ctx.ref?.('tk_venue', r.venue_id);
      return previewFields([
        ['title', r.title],
        // A field kind of the tour's own, drawn by its console module.
        ['tk_rating', r.rating === undefined ? undefined : r.rating],
        // The venue's list-item field kind (tk_venue's asListItem): a clickable list item.
        ['tk_venues', venue],
        ['text', r.pages?.map((p) => p.title).join(' → ')],
      ]);
    },
    // The rating as stars: a preview field kind of the tour's own.
    fields: ['tk_rating'],
  },
  relations: {
    stops: {
      target: 'tk_venue',
      ordered: true,
      lifecycle: true,
      onTargetDestroy: 'remove',
      label: 'kind.tk_tour.stops',
      aliases: {
        link: '/venue-as-tour/:target/:owner',
        remove: '/remove-venue-as-tour/:link',
        publish: '/publish-venue-as-tour/:link',
        'un-publish': '/un-publish-venue-as-tour/:link',
        archive: '/archive-venue-as-tour/:link',
        'un-archive': '/un-archive-venue-as-tour/:link',
        unlink: '/unlink/venue/:target/tour/:owner',
        reorder: '/tour-sync',
      },
    },
  },
  console: {
    widgets: ['tk_stars'],
    previewRenderers: ['tk_rating'],
    load: () => import('./TourConsole.tsx'),
  },
  defaultVariant: 'full',
  variants: {
    compact: {
      schema: compactSchema,
      uiSchema: compactUi,
      label: 'kind.tk_tour.compact',
      list: {
        fields: ['title', 'summary'],
        toListItem: (r) => ({ title: r.title, ingress: r.summary }),
      },
      preview: {
        toPreview: (r) => previewFields([['title', r.title], ['text', r.summary]]),
      },
    },
  },
});
