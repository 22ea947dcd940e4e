import { defineKind } from '../../src/core/index.ts';
import { previewFields } from '../../src/core/index.ts';
import schema from '../../schemas/share.schema.json';
import uiSchema from '../../schemas/share.ui.json';
import { messages } from './messages.ts';
import type { SharePlatform } from './platforms.ts';

/** What the app offers visitors to share (SPEC §2 tab `share`): a message, a picture and a link, on the chosen platforms. */
export interface Share extends Record<string, unknown> {
  title: string;
  /** The message that is shared. */
  text?: string;
  image?: string;
  /** http(s) only: the page the shared message links to. */
  url?: string;
  platforms: SharePlatform[];
}

/** The value of the preview's share row (drawn by SharePlatformsRow): the platforms in the author's order and the link. */
export interface ShareRow {
  platforms: readonly SharePlatform[];
  url?: string;
}

export default defineKind<Share>({
  id: 'share',
  schema,
  uiSchema,
  labels: { tab: 'kind.share.tab', item: 'kind.share.item' },
  tab: { order: 130, name: 'Share' },
  messages,
  rules: {
    defaults: () => ({ platforms: ['facebook', 'whatsapp', 'email', 'copy_link'] }),
  },
  list: {
    fields: ['title', 'text', 'image'],
    toListItem: (r) => ({ title: r.title, ingress: r.text?.slice(0, 120), thumbnail: r.image }),
  },
  // The platform checkboxes name each platform in the UI language; the share row draws the app's buttons.
  // The row rides on the `link` field kind (an app button), drawn by the kind's own renderer.
  console: { widgets: ['share_platforms'], previewRenderers: ['link'], load: () => import('./ShareConsole.tsx') },
  preview: {
    toPreview: (r, ctx) => previewFields([
      ['title', r.title],
      ['image', r.image ? ctx.mediaUrl('image', r.image) : undefined],
      ['text', r.text],
      ['link', r.platforms?.length ? ({ platforms: r.platforms, url: r.url } satisfies ShareRow) : undefined],
    ]),
  },
});
