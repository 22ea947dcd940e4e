import { describe, expect, it } from 'vitest';
import { PAGE_BEACON_RANGE_M, PAGE_ZONE_RADIUS_M, storyTriggers } from './storyTriggers.ts';
import type { Story } from './storyPage.ts';

const story = (pages: Story['pages']): Story => ({ name: 'Walk', title: 'Walk', ingress: '', text: '', pages });

describe('story trigger zones', () => {
  const pages: Story['pages'] = [
    { id: 1, page_title: 'Start', text: '', next_page: 2, latitude: 59.9, longitude: 10.7 },
    { id: 2, page_title: 'Pier', text: '', in_range: true, range_next_page: 3, beacon_id: 'P31', latitude: 59.91, longitude: 10.71 },
    { id: 3, page_title: '', text: '', is_end: true, in_range: true, beacon_id: 'P32' },
  ];

  it('a page "when in range" with a page to go to moves on by its beacon or its place', () => {
    expect(storyTriggers.zones(story(pages))).toEqual([
      { key: 'page:2:beacon', at: '/pages/1/beacon_id', label: 'Pier', effects: ['page'], page: { from: 2, to: 3 }, area: { type: 'beacon', beaconId: 'P31', range: PAGE_BEACON_RANGE_M } },
      { key: 'page:2:place', at: '/pages/1/latitude', label: 'Pier', effects: ['page'], page: { from: 2, to: 3 }, area: { type: 'location', centre: { latitude: 59.91, longitude: 10.71 }, radius: PAGE_ZONE_RADIUS_M } },
    ]);
  });

  it('names its pages in order (an untitled one by its number) and walks its placed pages', () => {
    expect(storyTriggers.pages!.of(story(pages))).toEqual([{ key: 1, label: 'Start' }, { key: 2, label: 'Pier' }, { key: 3, label: '#3' }]);
    expect(storyTriggers.walk!(story(pages)).map((w) => w.label)).toEqual(['Start', 'Pier']);
  });
});
