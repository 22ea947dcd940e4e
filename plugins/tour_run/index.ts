import { defineKind } from '../../src/core/index.ts';
import schema from '../../schemas/tour_run.schema.json';
import uiSchema from '../../schemas/tour_run.ui.json';
import { messages } from './messages.ts';
import { clientLanguageCodes, defaultTourLanguage, tourLanguagesFor, type TourLanguage } from './tourRunLanguage.ts';
import { tourRunPreview } from './tourRunPreview.ts';

/** A tour run: a guide starting a trip with a group at a time; not published, only kept, archived or destroyed. */
export interface TourRun extends Record<string, unknown> {
  trip_id: number;
  /** UTC ISO date-time, shown and entered on the company's clock. */
  starts_at: string;
  group_size: number;
  language?: TourLanguage;
  guide_name: string;
}

export default defineKind<TourRun>({
  id: 'tour_run',
  schema,
  uiSchema,
  labels: { tab: 'kind.tour_run.tab', item: 'kind.tour_run.item' },
  // After SPEC §2's tabs.
  tab: { order: 150 },
  messages,
  // A run is started, not published: no publish or un-publish.
  api: { actions: ['delete', 'restore', 'destroy'] },
  // The dashboard's schedule places a run at its start.
  scheduledAt: 'starts_at',
  list: {
    fields: ['guide_name', 'group_size', 'language'],
    // toListItem has neither the trip nor the company's clock: the guide and the group size name a run.
    toListItem: (r) => ({
      title: [r.guide_name, typeof r.group_size === 'number' ? String(r.group_size) : undefined].filter(Boolean).join(' · ') || '—',
      ingress: r.language ? messages.en[`field.tour_run.language.${r.language}`] : undefined,
    }),
  },
  preview: {
    toPreview: tourRunPreview,
  },
  rules: {
    defaults: () => ({ starts_at: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString() }),
    // The client's content languages first in the language select.
    adaptUiSchema: (ui, settings) => {
      const order = tourLanguagesFor(clientLanguageCodes(settings));
      const language = (ui.language ?? {}) as Record<string, unknown>;
      return { ...ui, language: { ...language, 'ui:enumOrder': order } };
    },
    // No language given: the client's first content language (else English).
    adaptRecord: (r, settings) => (r.language ? r : { ...r, language: defaultTourLanguage(clientLanguageCodes(settings)) }),
  },
  console: { pages: [{ path: '/Turer', name: 'Turer', title: 'kind.tour_run.page.start' }], load: () => import('./TourRunConsole.tsx') },
});
