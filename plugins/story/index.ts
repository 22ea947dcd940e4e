import { defineKind } from '../../src/core/index.ts';
import schema from '../../schemas/story.schema.json';
import uiSchema from '../../schemas/story.ui.json';
import { messages } from './messages.ts';
import { lintStory } from './storyLint.ts';
import { storyPreview } from './storyPreview.ts';
import { storyTriggers } from './storyTriggers.ts';
import type { Story } from './storyPage.ts';

export type { Story, StoryPage } from './storyPage.ts';

export default defineKind<Story>({
  id: 'story',
  schema,
  uiSchema,
  labels: { tab: 'kind.story.tab', item: 'kind.story.item' },
  tab: { order: 40, name: 'Stories', edit: { path: 'Stories', name: 'StoryEdit' } },
  messages,
  // SPEC §7: GET /story answers data.story; saves are JSON (console) or multipart with per-page arrays (read by server.ts).
  api: { listKey: 'story', bodyEncoding: 'multipart' },
  list: {
    // SPEC §3: stories show as list items in the `story` field of other previews (events, trips).
    asListItem: { field: 'story' },
    fields: ['name', 'title', 'ingress', 'thumbnail'],
    toListItem: (r) => ({ title: r.name || r.title, ingress: r.name && r.title !== r.name ? r.title : r.ingress, thumbnail: r.thumbnail }),
  },
  preview: {
    toPreview: storyPreview,
  },
  place: {
    // A trip's overview map places a story where its first placed page is (where the walk starts).
    locate: (r) => {
      const page = (r.pages ?? []).find((p) => typeof p?.latitude === 'number' && typeof p?.longitude === 'number');
      return page ? { latitude: page.latitude as number, longitude: page.longitude as number } : undefined;
    },
    // Pages that move on by themselves when the visitor comes in range.
    triggers: storyTriggers,
  },
  rules: {
    lint: lintStory,
  },
});
