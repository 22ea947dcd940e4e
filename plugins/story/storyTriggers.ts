import type { KindTriggers, TriggerZone } from '../../src/core/index.ts';
import type { Story } from './storyPage.ts';

/** A page's "when in range" around its coordinates fires within this many metres (a page has no radius of its own). */
export const PAGE_ZONE_RADIUS_M = 25;

/** A page's beacon counts as in range within this many metres (a page has no range field; the station default is 2). */
export const PAGE_BEACON_RANGE_M = 5;

const pagesOf = (s: Story) => (Array.isArray(s.pages) ? s.pages : []);
const titleOf = (p: { page_title?: unknown }, i: number) => (typeof p.page_title === 'string' && p.page_title.trim()) || `#${i + 1}`;

/**
 * A page with "When In Range" and a range next page moves on by itself when the visitor comes in range
 * of its beacon or near its coordinates (either fires); the story opens at its first page.
 */
export const storyTriggers: KindTriggers<Story> = {
  zones(story) {
    return pagesOf(story).flatMap((p, i): TriggerZone[] => {
      if (!p || p.in_range !== true || typeof p.id !== 'number' || typeof p.range_next_page !== 'number') return [];
      const base = { label: titleOf(p, i), effects: ['page'] as const, page: { from: p.id, to: p.range_next_page } };
      const out: TriggerZone[] = [];
      const beacon = typeof p.beacon_id === 'string' ? p.beacon_id.trim() : '';
      if (beacon) out.push({ ...base, key: `page:${p.id}:beacon`, at: `/pages/${i}/beacon_id`, area: { type: 'beacon', beaconId: beacon, range: PAGE_BEACON_RANGE_M } });
      if (typeof p.latitude === 'number' && typeof p.longitude === 'number') {
        out.push({ ...base, key: `page:${p.id}:place`, at: `/pages/${i}/latitude`, area: { type: 'location', centre: { latitude: p.latitude, longitude: p.longitude }, radius: PAGE_ZONE_RADIUS_M } });
      }
      return out;
    });
  },
  pages: {
    pointer: '/pages',
    of: (story) => pagesOf(story).flatMap((p, i) => (p && typeof p.id === 'number' ? [{ key: p.id, label: titleOf(p, i) }] : [])),
  },
  // Read on foot in page order: the placed pages are the story's own walk.
  walk: (story) => pagesOf(story).flatMap((p, i) => (p && typeof p.latitude === 'number' && typeof p.longitude === 'number'
    ? [{ point: { latitude: p.latitude, longitude: p.longitude }, label: titleOf(p, i) }] : [])),
};
