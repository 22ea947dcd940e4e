import type { PreviewContext } from '../../src/core/index.ts';
import { previewFields, type PreviewField } from '../../src/core/index.ts';
import type { Trip } from './index.ts';

/**
 * The trip in the phone: title, picture, ingress, the overview map of its placed stops numbered in
 * walking order (the same numbers as the list), and the stops as list items.
 */
export function tripPreview(r: Trip, ctx: PreviewContext): PreviewField[] {
  const stops = ctx.links?.('stops') ?? [];
  const placed = stops.flatMap((s, i) => (s.location ? [{ id: s.id, number: String(i + 1), title: s.title, ...s.location }] : []));
  return previewFields([
    ['title', r.title],
    ['image', r.thumbnail ? ctx.mediaUrl('image', r.thumbnail) : undefined],
    ['ingress', r.ingress],
    ['map', placed.length ? placed : undefined],
    // One list whose items keep their own kinds (stations and stories).
    ['station', stops.length ? stops : undefined],
  ]);
}
