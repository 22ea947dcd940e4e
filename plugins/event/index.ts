import { pointOf } from '../../src/core/index.ts';
import { defineKind } from '../../src/core/index.ts';
import schema from '../../schemas/event.schema.json';
import uiSchema from '../../schemas/event.ui.json';
import { asEventAliases } from './eventAliases.ts';
import { eventPreview } from './eventPreview.ts';
import { endsBeforeStart } from './eventTime.ts';
import { messages } from './messages.ts';

/**
 * An event (SPEC §2 Events tab `event`, edit route `Events/:id`): when and where, and its programme —
 * stories, forms and games added "as event", each link with its own lifecycle (SPEC §4, §7).
 */
export interface Event extends Record<string, unknown> {
  title: string;
  ingress?: string;
  thumbnail?: string;
  /** UTC ISO date-times, shown and edited in the company's time zone. */
  starts_at: string;
  ends_at: string;
  place?: string;
  latitude?: number;
  longitude?: number;
}

export default defineKind<Event>({
  id: 'event',
  schema,
  uiSchema,
  labels: { tab: 'kind.event.tab', item: 'kind.event.item' },
  // SPEC §2: the second tab, after Info; an event opens at /Events/:id.
  tab: { order: 10, name: 'Events', edit: { path: 'Events', name: 'EventEdit' } },
  messages,
  list: {
    // SPEC §3: events show as list items in the `event` field of other previews.
    asListItem: { field: 'event' },
    fields: ['title', 'ingress', 'thumbnail', 'starts_at'],
    toListItem: (r) => ({ title: r.title, ingress: r.ingress, thumbnail: r.thumbnail }),
  },
  preview: {
    toPreview: eventPreview,
  },
  place: {
    locate: pointOf,
  },
  // The dashboard's schedule places an event at its start.
  scheduledAt: 'starts_at',
  rules: {
    validate: (r) => (endsBeforeStart(r.starts_at, r.ends_at) ? [{ field: 'ends_at', message: 'rule.event.endBeforeStart' }] : []),
  },
  relations: {
    // The programme: SPEC §7 `/story-as-event/{story}/{event}`, `/form-as-event/...`, `/games-as-event/...`,
    // and per link `/publish-story-as-event/{link}` and the rest; each kind's editor shows "Used in events".
    contents: {
      target: ['story', 'form', 'game'],
      ordered: true,
      lifecycle: true,
      label: 'kind.event.contents',
      // A link's own state reads "In the programme: Hidden", never an item's word beside the item's.
      linkLabel: 'kind.event.inProgramme',
      inverse: { label: 'kind.event.usedIn' },
      kindAliases: { story: asEventAliases('story'), form: asEventAliases('form'), game: asEventAliases('games') },
    },
  },
});
