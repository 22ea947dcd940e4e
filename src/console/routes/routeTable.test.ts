import { describe, expect, it } from 'vitest';
import { TAB_KEYS } from '../../core/tabKeys.ts';
import en from '../../locales/en.json';
import { ERROR_ROUTES, OTHER_ROUTES, PUBLIC_ROUTES, ROOT_ROUTE, SCREEN_ROUTES, TAB_ROUTES, type RouteDef } from './routeTable.ts';
import { hasPermission, isRouteVisible, permittedRoutes } from './permittedRoutes.ts';
import { capitaliseKey, tabTitle } from './tabTitle.ts';
import { activeTab } from './activeTab.ts';

const visibility = (inactive: string[] = [], cookies: Record<string, string> = {}) =>
  ({ inactive: new Set(inactive), cookie: (n: string) => cookies[n] });

describe('route table (SPEC §2)', () => {
  it('has one tab per main tab key, in the spec order', () => {
    expect(TAB_ROUTES.filter((r) => r.tab).map((r) => r.tab)).toEqual([...TAB_KEYS]);
  });

  it('names the routes the spec names', () => {
    const names = [...PUBLIC_ROUTES, ...ERROR_ROUTES, ROOT_ROUTE, ...TAB_ROUTES, ...OTHER_ROUTES].map((r) => r.name);
    for (const n of ['autoLogin', 'root', 'TripEdit', 'EventEdit', 'StationEdit', 'StoryEdit', 'GamesEdit', 'FormEdit', 'GamePlay', 'Turer', 'dashboard']) {
      expect(names).toContain(n);
    }
    expect(TAB_ROUTES.find((r) => r.name === 'TripEdit')).toMatchObject({ path: '/Trips/:id', hidden: true, parent: 'trip' });
  });

  it('has a catalogue title for every route', () => {
    for (const r of [...PUBLIC_ROUTES, ...ERROR_ROUTES, ROOT_ROUTE, ...TAB_ROUTES, ...OTHER_ROUTES, ...SCREEN_ROUTES]) {
      expect(en, r.name).toHaveProperty([r.title]);
    }
  });
});

describe('the console’s own screens', () => {
  it('serve the translation matrix to admins, as a tab of its own only for a client with several languages', () => {
    expect(SCREEN_ROUTES).toContainEqual({ path: '/translations', name: 'Translations', title: 'route.translations', tab: 'translations', roles: ['admin'], multilingual: true });
  });
  it('never take a path or tab key of SPEC §2’s table', () => {
    const taken = [...PUBLIC_ROUTES, ...ERROR_ROUTES, ROOT_ROUTE, ...TAB_ROUTES, ...OTHER_ROUTES];
    for (const r of SCREEN_ROUTES) {
      expect(taken.map((t) => t.path)).not.toContain(r.path);
      expect(taken.map((t) => t.name)).not.toContain(r.name);
      expect(TAB_KEYS as readonly string[]).not.toContain(r.tab);
    }
  });
});

describe('permissions (SPEC §6)', () => {
  const editorOnly: RouteDef = { path: '/x', name: 'x', title: 'x', roles: ['editor'] };
  it('lets admin see every route and limits the root to admin', () => {
    expect(hasPermission(ROOT_ROUTE, ['admin'])).toBe(true);
    expect(hasPermission(editorOnly, ['admin'])).toBe(true);
    expect(hasPermission(ROOT_ROUTE, ['editor'])).toBe(false);
  });
  it('filters other roles by route meta roles', () => {
    expect(permittedRoutes([ROOT_ROUTE, editorOnly, TAB_ROUTES[0]], ['editor']).map((r) => r.name)).toEqual(['x', 'Info']);
    expect(permittedRoutes([ROOT_ROUTE, editorOnly], [])).toEqual([]);
  });
});

describe('tab visibility', () => {
  const trips = TAB_ROUTES.find((r) => r.name === 'Trips')!;
  const tripEdit = TAB_ROUTES.find((r) => r.name === 'TripEdit')!;
  it('hides a tab marked inactive or whose cookie is "0", and its edit route with it', () => {
    expect(isRouteVisible(trips, visibility())).toBe(true);
    expect(isRouteVisible(trips, visibility(['trip']))).toBe(false);
    expect(isRouteVisible(tripEdit, visibility([], { trip: '0' }))).toBe(false);
    expect(isRouteVisible(trips, visibility([], { trip: '1' }))).toBe(true);
  });
});

describe('tab titles', () => {
  const tabs = [{ tab_type: { id: 1, name: 'trip' }, tab_name: 'Viajes' }];
  it('prefers the client name, then the translation, then the capitalised key', () => {
    expect(tabTitle('trip', tabs, 'Trips')).toBe('Viajes');
    expect(tabTitle('event', tabs, 'Events')).toBe('Events');
    expect(tabTitle('research_card', undefined, undefined)).toBe('Research card');
    expect(capitaliseKey('info')).toBe('Info');
  });
});

describe('active tab', () => {
  it('keeps the parent tab highlighted on edit routes', () => {
    expect(activeTab('/Trips/12')).toBe('trip');
    expect(activeTab('/trip')).toBe('trip');
    expect(activeTab('/web_pages?id=3')).toBe('web_pages');
    expect(activeTab('/Q%26A')).toBe('qa');
    expect(activeTab('/translations?kind=x&language=es')).toBe('translations');
  });
});
