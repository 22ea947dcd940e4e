import { defineKind } from '../../src/core/index.ts';
import { previewFields } from '../../src/core/index.ts';
import schema from '../../schemas/achievement.schema.json';
import uiSchema from '../../schemas/achievement.ui.json';
import { messages } from './messages.ts';

/** A fun fact (API entity `achievement`): title, text and an image. */
export interface Achievement extends Record<string, unknown> {
  title: string;
  text: string;
  image?: string;
}

export default defineKind<Achievement>({
  id: 'achievement',
  schema,
  uiSchema,
  labels: { tab: 'kind.achievement.tab', item: 'kind.achievement.item' },
  tab: { order: 90, name: 'FunFacts' },
  messages,
  list: {
    toListItem: (r) => ({ title: r.title, ingress: r.text?.slice(0, 120), thumbnail: r.image }),
  },
  preview: {
    toPreview: (r, ctx) => previewFields([
      ['title', r.title],
      ['image', r.image ? ctx.mediaUrl('image', r.image) : undefined],
      ['text', r.text],
    ]),
  },
});
