import { describe, expect, it } from 'vitest';
import type { AsListItem } from '../../core/defineKind.ts';
import type { MediaInfo } from '../../core/pictures.ts';
import { listItemKinds, toListItems, type ListItemKind } from './listItems.ts';

const kind = (id: string, toListItem: ListItemKind['list']['toListItem'], extra: Partial<ListItemKind> & { asListItem?: AsListItem } = {}): ListItemKind => {
  const { asListItem, ...rest } = extra;
  return { id, api: { entity: id }, list: { toListItem, asListItem }, ...rest };
};

// A kind that titles its items by a field of its own (as the older station shape's `navn`).
const place = kind('tk_place', (r) => ({ title: String(r.navn ?? ''), ingress: typeof r.town === 'string' ? r.town : undefined }), { api: { entity: 'places' } });
const trip = kind('trip', (r) => ({ title: String(r.title ?? ''), ingress: r.ingress as string, thumbnail: r.thumbnail as string }));
const page = kind('tk_page', (r) => ({ title: String(r.title ?? ''), url: r.url as string }), { asListItem: { field: 'web_page', embeds: true } });
const kinds = listItemKinds([place, trip, page]);

describe('toListItems', () => {
  it('reads nested items (keyed by their kind, or data), stored file names (as 200 px WebP thumbnails) and flags', () => {
    const [a, b, c] = toListItems([
      { id: 4, trip: { title: 'Island hop', ingress: 'Three islands', thumbnail: 'hop.jpg' }, checked: true },
      { id: 5, title: 'Museum', image: 'https://cdn.example/m.jpg', removable: true },
      { id: 6, data: { title: 'Harbour' } },
    ], kinds);
    expect(a).toEqual({
      id: 4, title: 'Island hop', ingress: 'Three islands', thumbnail: '/public/image/hop.jpg?w=200&format=webp', url: undefined,
      checked: true, removable: false, entity: 'trip', embeds: false, state: undefined,
    });
    expect(b.thumbnail).toBe('https://cdn.example/m.jpg');
    expect(b.removable).toBe(true);
    expect(b.entity).toBeUndefined();
    expect(c).toMatchObject({ id: 6, title: 'Harbour', entity: undefined });
  });

  it('cuts a stored thumbnail to its picture\'s default crop at the version the console knows', () => {
    const hop = { file: 'hop.jpg', aspect: '1:1', version: '0a1b2c3d' } as MediaInfo;
    const [item] = toListItems({ id: 4, trip: { title: 'Island hop', thumbnail: 'hop.jpg' } }, kinds, undefined, { 'hop.jpg': hop });
    expect(item.thumbnail).toBe('/public/image/hop.jpg?w=200&format=webp&ar=1%3A1&v=0a1b2c3d');
  });

  it('treats a bare string as a URL item and drops empty values', () => {
    expect(toListItems('https://www.example.org/ferry?x=1')[0]).toMatchObject({ title: 'example.org', ingress: 'example.org/ferry?x=1', url: 'https://www.example.org/ferry?x=1', embeds: false });
    expect(toListItems('https://www.example.org/ferry', kinds, kinds.byField('web_page'))[0]).toMatchObject({ embeds: true });
    expect(toListItems('not a url')[0]).toMatchObject({ title: 'not a url', ingress: undefined, url: 'not a url' });
    expect(toListItems(null)).toEqual([]);
    expect(toListItems('')).toEqual([]);
  });

  it('a list item with `kind` (a resolved reference) takes its entity and title from that kind\'s toListItem', () => {
    const [ref] = toListItems([{ id: 3, kind: 'tk_place', navn: 'Old gate', town: 'Halden', state: 'archived' }], kinds, kinds.byField('web_page'));
    expect(ref).toMatchObject({ id: 3, title: 'Old gate', ingress: 'Halden', entity: 'places', embeds: true, state: 'archived' });
    // A resolved reference already carries its list item: the plain title stands when the kind's reads nothing.
    expect(toListItems({ id: 3, kind: 'tk_place', title: 'Old gate' }, kinds)[0]).toMatchObject({ title: 'Old gate', entity: 'places' });
  });

  it('a raw value without a kind goes by the field kind\'s registered kind, then a plain title; no guessing of kind fields', () => {
    expect(toListItems({ id: 1, title: 'Ferry', url: 'https://ferry.example' }, kinds, kinds.byField('web_page'))[0])
      .toMatchObject({ title: 'Ferry', url: 'https://ferry.example', entity: 'tk_page', embeds: true });
    expect(toListItems({ id: 2, navn: 'Gate', name: 'Gate' }, kinds)[0]).toMatchObject({ title: '', entity: undefined, embeds: false });
    expect(toListItems({ id: 2, navn: 'Gate' }, kinds, place)[0]).toMatchObject({ title: 'Gate', entity: 'places' });
  });

  it('a throwing toListItem falls back to the plain properties', () => {
    const broken = kind('tk_broken', () => { throw new Error('half typed'); });
    expect(toListItems({ id: 1, kind: 'tk_broken', title: 'Still shown' }, listItemKinds([broken]))[0]).toMatchObject({ title: 'Still shown', entity: 'tk_broken' });
  });
});
