import { defineKind } from '../../../../src/core/index.ts';
import { previewFields } from '../../../../src/core/index.ts';
import schema from '../../schemas/tk_venue.schema.json';
import uiSchema from '../../schemas/tk_venue.ui.json';
import { messages } from './messages.ts';

/** Test-only: a plain kind other kinds refer to and link. */
export default defineKind<{ title: string; city?: string }>({
  id: 'tk_venue',
  schema,
  uiSchema,
  labels: { tab: 'kind.tk_venue.tab', item: 'kind.tk_venue.item' },
  messages,
  list: {
    fields: ['title', 'city'],
    toListItem: (r) => ({ title: r.title, ingress: r.city }),
    // Venues show as clickable list items in any preview that emits a `tk_venues` field (the tour's).
    asListItem: { field: 'tk_venues' },
  },
  preview: {
    toPreview: (r) => previewFields([['title', r.title], ['text', r.city]]),
  },
});
