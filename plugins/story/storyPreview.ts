import type { PreviewContext } from '../../src/core/index.ts';
import { pointOf, previewFields, type PreviewField } from '../../src/core/index.ts';
import type { Story, StoryPage } from './storyPage.ts';

/** The preview's pages pointer: which page the author has open (or the visitor walked to). */
const PAGES = '/pages';

function link(value: string | undefined, to: number | undefined, variant: 'button' | 'range'): [PreviewField['field'], unknown, PreviewField['meta']] {
  return ['link', value ?? '', { to: to === undefined ? undefined : { [PAGES]: to }, variant }];
}

function withLinks(base: PreviewField[], links: ReturnType<typeof link>[]): PreviewField[] {
  const out = [...base];
  for (const [field, value, meta] of links) {
    // A button shows when it has a label or a target; the range control only on "when in range" pages.
    out.push({ field, value, meta, position: out.length, visible: Boolean(value) || meta?.to !== undefined });
  }
  return out;
}

function pagePreview(page: StoryPage, ctx: PreviewContext): PreviewField[] {
  // Only a place on the globe: the phone shows what the app would for what can be saved.
  const point = pointOf(page);
  const fields = previewFields([
    ['title', page.page_title],
    ['image', page.picture ? ctx.mediaUrl('image', page.picture) : undefined],
    ['text', page.text],
    ['audio', page.audio ? ctx.mediaUrl('audio', page.audio) : undefined],
    ['film', page.video ? ctx.mediaUrl('video', page.video) : undefined],
    // The page's own place, headed as such (not "Stations on the map").
    ['map', point ? [{ id: 0, title: page.page_title, ...point }] : undefined, { variant: 'place' }],
  ]);
  const links = [link(page.button1, page.next_page, 'button'), link(page.button2, page.story_page_id, 'button')];
  if (page.in_range === true) links.push(link(undefined, page.range_next_page, 'range'));
  return withLinks(fields, links);
}

/**
 * The story as the visitor's app shows it: the open page (its texts, media, map and buttons, which
 * move the preview to the page they point at), or the cover with a way into the first page. A page
 * with nothing on it yet (one just added) shows the cover too, not a blank phone.
 */
export function storyPreview(story: Story, ctx: PreviewContext): PreviewField[] {
  const pages = Array.isArray(story.pages) ? story.pages : [];
  const open = ctx.open?.[PAGES];
  const page = open === undefined ? undefined : pages.find((p) => p?.id === open);
  const shown = page ? pagePreview(page, ctx) : [];
  if (shown.some((f) => f.visible)) return shown;
  const cover = previewFields([
    ['title', story.title],
    ['image', story.thumbnail ? ctx.mediaUrl('image', story.thumbnail) : undefined],
    ['ingress', story.ingress],
    ['text', story.text],
  ]);
  // The way in leads to the first page only when that page has something to show (else it would lead back here).
  const first = pages[0];
  const leads = first?.id !== undefined && pagePreview(first, ctx).some((f) => f.visible);
  return leads ? withLinks(cover, [link(undefined, first.id, 'button')]) : cover;
}
