import { defineKind } from '../../src/core/index.ts';
import { previewFields } from '../../src/core/index.ts';
import schema from '../../schemas/web_page.schema.json';
import uiSchema from '../../schemas/web_page.ui.json';
import { messages } from './messages.ts';

/** A web page shown inside the app (SPEC §3 "Web page: url"); its console route is `web_pages`. */
export interface WebPage extends Record<string, unknown> {
  title: string;
  url: string;
  thumbnail?: string;
}

export default defineKind<WebPage>({
  id: 'web_page',
  route: 'web_pages',
  schema,
  uiSchema,
  labels: { tab: 'kind.web_page.tab', item: 'kind.web_page.item' },
  tab: { order: 60, name: 'WebPages' },
  messages,
  list: {
    // SPEC §3: web pages show as list items with their page behind an eye icon.
    asListItem: { field: 'web_page', embeds: true },
    toListItem: (r) => ({ title: r.title, ingress: r.url, thumbnail: r.thumbnail, url: r.url }),
  },
  preview: {
    toPreview: (r, ctx) => previewFields([
      ['title', r.title],
      ['image', r.thumbnail ? ctx.mediaUrl('image', r.thumbnail) : undefined],
      ['web_page', r.url],
    ]),
  },
});
