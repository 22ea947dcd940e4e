import { defineKind } from '../../src/core/index.ts';
import schema from '../../schemas/research_card.schema.json';
import uiSchema from '../../schemas/research_card.ui.json';
import { messages } from './messages.ts';
import { researchCardPreview } from './researchCardPreview.ts';

/** A research card (SPEC §2 tab `research_card`): a finding with its image, its source and who to credit. */
export interface ResearchCard extends Record<string, unknown> {
  title: string;
  text?: string;
  image?: string;
  /** A book, an archive or a URL; the same in every language. */
  source?: string;
  /** Who made the image or did the research. */
  credit?: string;
}

export default defineKind<ResearchCard>({
  id: 'research_card',
  schema,
  uiSchema,
  labels: { tab: 'kind.research_card.tab', item: 'kind.research_card.item' },
  tab: { order: 100, name: 'ResearchCards' },
  messages,
  list: {
    fields: ['title', 'text', 'image'],
    toListItem: (r) => ({ title: r.title, ingress: r.text?.slice(0, 120), thumbnail: r.image }),
  },
  preview: {
    toPreview: researchCardPreview,
  },
});
