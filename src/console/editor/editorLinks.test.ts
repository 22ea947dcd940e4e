import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../registry/buildRegistry.ts';
import { consoleRoutes } from '../routes/consoleRoutes.ts';
import { editorLinkHref } from './editorLinks.ts';

const built = buildRegistry();
if (!built.ok) throw built.error;
// The console's own routes and the shipped kinds' (GamePlay is the game's page, TripEdit the trip's edit route).
const routes = consoleRoutes(built.registry.kinds);

describe('an editor link’s address', () => {
  it('is the route’s path with the query, `:id` standing for the opened item', () => {
    expect(editorLinkHref(routes, { label: 'kind.game.play', route: 'GamePlay', query: { game: ':id' } }, 42)).toBe('/GamePlay?game=42');
    expect(editorLinkHref(routes, { label: 'x', route: 'GamePlay', query: { game: ':id', mode: 'demo' } }, 7)).toBe('/GamePlay?game=7&mode=demo');
  });

  it('fills an `:id` in the route’s path, and has no `?` without a query', () => {
    expect(editorLinkHref(routes, { label: 'x', route: 'TripEdit' }, 5)).toBe('/Trips/5');
    expect(editorLinkHref(routes, { label: 'x', route: 'dashboard' }, 5)).toBe('/dashboard');
  });

  it('is undefined for a route the table does not have', () => {
    expect(editorLinkHref(routes, { label: 'x', route: 'Nowhere' }, 5)).toBeUndefined();
  });
});
