import { describe, expect, it } from 'vitest';
import { editorLinkHref } from './editorLinks.ts';

describe('an editor link’s address', () => {
  it('is the route’s path with the query, `:id` standing for the opened item', () => {
    expect(editorLinkHref({ label: 'kind.game.play', route: 'GamePlay', query: { game: ':id' } }, 42)).toBe('/GamePlay?game=42');
    expect(editorLinkHref({ label: 'x', route: 'GamePlay', query: { game: ':id', mode: 'demo' } }, 7)).toBe('/GamePlay?game=7&mode=demo');
  });

  it('fills an `:id` in the route’s path, and has no `?` without a query', () => {
    expect(editorLinkHref({ label: 'x', route: 'TripEdit' }, 5)).toBe('/Trips/5');
    expect(editorLinkHref({ label: 'x', route: 'dashboard' }, 5)).toBe('/dashboard');
  });

  it('is undefined for a route the table does not have', () => {
    expect(editorLinkHref({ label: 'x', route: 'Nowhere' }, 5)).toBeUndefined();
  });
});
