import { describe, expect, it } from 'vitest';
import type { ResolvedRef } from '../../src/core/index.ts';
import listing from './index.ts';

const mediaUrl = (type: string, file: string) => `/public/${type}/${file}`;
const REFS: Record<string, ResolvedRef> = {
  'station/1': { id: 1, kind: 'station', title: 'Aker Brygge pier', thumbnail: 'pier.jpg' },
  'story/4': { id: 4, kind: 'story', title: 'Harbour walk', ingress: 'One hour along the water' },
  'achievement/9': { id: 9, kind: 'achievement', title: 'The fjord is 100 km long' },
};
const ref = (kind: string, id: unknown) => REFS[`${kind}/${String(id)}`];

describe('listing', () => {
  it('previews its title, thumbnail and ingress, then its entries in order as list items of their own kinds', () => {
    const fields = listing.preview!.toPreview!({
      title: 'Highlights', ingress: 'Start here', thumbnail: 'top.jpg',
      entries: [{ kind: 'story', id: 4 }, { kind: 'station', id: 1 }, { kind: 'station' }, { kind: 'web_page', id: 77 }, { kind: 'achievement', id: 9 }],
    }, { mediaUrl, ref });
    expect(fields.filter((f) => f.visible).map((f) => f.field)).toEqual(['title', 'image', 'ingress', 'items']);
    expect(fields.find((f) => f.field === 'image')?.value).toBe('/public/image/top.jpg');
    // An entry without an item, or one the host cannot resolve, is left out.
    expect((fields.find((f) => f.field === 'items')?.value as ResolvedRef[]).map((r) => [r.kind, r.title]))
      .toEqual([['story', 'Harbour walk'], ['station', 'Aker Brygge pier'], ['achievement', 'The fjord is 100 km long']]);
  });

  it('shows no list for a listing without resolvable entries', () => {
    const fields = listing.preview!.toPreview!({ title: 'Empty', entries: [{ kind: 'story', id: 4 }] }, { mediaUrl });
    expect(fields.find((f) => f.field === 'items')?.visible).toBe(false);
  });

});
