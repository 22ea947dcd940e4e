import { pointOf } from '../../src/core/index.ts';
import type { PreviewContext, ResolvedRef } from '../../src/core/index.ts';
import { previewFields, type PreviewField } from '../../src/core/index.ts';
import type { Event } from './index.ts';
import { eventWhen } from './eventTime.ts';

/**
 * The event in the phone: title, picture, ingress, when (in the company's time zone), where, and its
 * programme as list items in the author's order; links the author archived are left out, as the app would.
 */
export function eventPreview(r: Event, ctx: PreviewContext): PreviewField[] {
  const contents = (ctx.links?.('contents') ?? []).filter((l: ResolvedRef) => l.linkState !== 'archived');
  const point = pointOf(r);
  return previewFields([
    ['title', r.title],
    ['image', r.thumbnail ? ctx.mediaUrl('image', r.thumbnail) : undefined],
    ['ingress', r.ingress],
    ['text', [eventWhen(r.starts_at, r.ends_at, ctx.timeZone, ctx.locale), r.place].filter(Boolean).join('\n') || undefined],
    // One list whose items keep their own kinds (a story, a form with its eye icon, a game).
    ['story', contents.length ? contents : undefined],
    // The event's own place, headed as such (not "Stations on the map").
    ['map', point ? [{ id: 0, title: r.place || r.title, ...point }] : undefined, { variant: 'place' }],
  ]);
}
