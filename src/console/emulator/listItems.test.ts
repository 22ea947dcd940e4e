import { describe, expect, it } from 'vitest';
import { toListItems } from './listItems.ts';

describe('toListItems', () => {
  it('reads nested items, stored file names and flags', () => {
    const [a, b] = toListItems([
      { id: 4, trip: { title: 'Island hop', ingress: 'Three islands', thumbnail: 'hop.jpg' }, checked: true },
      { id: 5, title: 'Museum', image: 'https://cdn.example/m.jpg', removable: true },
    ]);
    expect(a).toEqual({ id: 4, title: 'Island hop', ingress: 'Three islands', thumbnail: '/public/image/hop.jpg', url: undefined, checked: true, removable: false });
    expect(b.thumbnail).toBe('https://cdn.example/m.jpg');
    expect(b.removable).toBe(true);
  });

  it('treats a bare string as a URL item and drops empty values', () => {
    expect(toListItems('https://www.example.org/ferry?x=1')[0]).toMatchObject({ title: 'example.org', ingress: 'example.org/ferry?x=1', url: 'https://www.example.org/ferry?x=1' });
    expect(toListItems('not a url')[0]).toMatchObject({ title: 'not a url', ingress: undefined, url: 'not a url' });
    expect(toListItems(null)).toEqual([]);
    expect(toListItems('')).toEqual([]);
  });
});
