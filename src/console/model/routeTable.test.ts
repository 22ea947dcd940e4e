import { describe, expect, it } from 'vitest';
import { createKindRegistry } from '../../core/createKindRegistry.ts';
import en from '../../locales/en.json';
import { buildRegistry } from '../registry/buildRegistry.ts';
import { ROUTE_CHECKS } from '../registry/routeNames.ts';
import { KNOWN_WIDGET_NAMES } from '../registry/widgetNames.ts';
import { consoleRoutes } from '../routes/consoleRoutes.ts';
import { CONSOLE_TAB_ROUTES, OWN_ROUTES, ROOT_ROUTE, SCREEN_ROUTES, type RouteDef } from './routeTable.ts';
import { hasPermission, isRouteVisible, permittedRoutes } from '../routes/permittedRoutes.ts';
import { capitaliseKey, tabTitle } from '../routes/tabTitle.ts';
import { activeTab } from '../routes/activeTab.ts';
import { ROLES } from '../../core/roles.ts';

const visibility = (inactive: string[] = [], cookies: Record<string, string> = {}) =>
  ({ inactive: new Set(inactive), cookie: (n: string) => cookies[n] });

const built = buildRegistry();
if (!built.ok) throw built.error;
const registry = built.registry;
/** The table of the shipped console: its own routes and every plugin's. */
const routes = consoleRoutes(registry.kinds);
const tabs = routes.tabs.filter((r) => r.tab && !r.hidden);

/**
 * The shipped plugins without one kind, as a tree with its folder deleted: the kinds that refer to or
 * link it refuse to start, so they go too (the registry names each in turn).
 */
function registryWithout(id: string) {
  const modules: Record<string, unknown> = Object.fromEntries(Object.entries(import.meta.glob('/plugins/*/index.ts', { eager: true }))
    .filter(([file]) => !file.includes(`/${id}/`)));
  for (;;) {
    try {
      return createKindRegistry(modules, { widgets: KNOWN_WIDGET_NAMES, routes: ROUTE_CHECKS });
    } catch (err) {
      const m = /plugins\/([a-z_]+)\/index\.ts|schemas\/([a-z_]+)\./.exec((err as Error).message);
      const folder = m?.[1] ?? m?.[2];
      const file = Object.keys(modules).find((f) => f.includes(`/plugins/${folder}/`));
      if (!file) throw err;
      delete modules[file];
    }
  }
}

/** A route's title in English: the console's catalogue, or the owning kind's messages. */
const english = (r: RouteDef) => (r.kind ? registry.get(r.kind).messages?.en[r.title] : (en as Record<string, string>)[r.title]);

describe('route table (SPEC §2), built from the registry', () => {
  it('has the tabs in the spec order: the console’s Info and Settings among the kinds’ declared orders', () => {
    expect(tabs.map((r) => r.tab)).toEqual([
      'info', 'event', 'trip', 'station', 'story', 'game', 'web_pages', 'form', 'qa', 'achievement',
      'research_card', 'settings', 'listings', 'share', 'counter', 'tour_run',
    ]);
    expect(tabs.map((r) => r.name)).toEqual([
      'Info', 'Events', 'Trips', 'Stations', 'Stories', 'Games', 'WebPages', 'Forms', 'Q&A', 'FunFacts',
      'ResearchCards', 'Settings', 'Listings', 'Share', 'Counter', 'tour_run',
    ]);
  });

  it('opens a tab at its SPEC name where that is more than its key in another case (/Q&A → /qa)', () => {
    expect(Object.fromEntries(routes.aliases.map((a) => [a.from, a.to]))).toEqual({
      '/Events': '/event', '/Trips': '/trip', '/Stations': '/station', '/Stories': '/story', '/Games': '/game',
      '/WebPages': '/web_pages', '/Forms': '/form', '/Q&A': '/qa', '/FunFacts': '/achievement', '/ResearchCards': '/research_card',
    });
  });

  it('titles every tab as before, from the console’s catalogue or the kind’s own tab label', () => {
    expect(tabs.map(english)).toEqual([
      'Info', 'Events', 'Trips', 'Stations', 'Stories', 'Games', 'Web Pages', 'Forms', 'Q&A', 'Fun Facts',
      'Research cards', 'Settings', 'Listings', 'Share', 'Counter', 'Tour runs',
    ]);
  });

  it('names the routes the spec names', () => {
    const names = routes.all.map((r) => r.name);
    for (const n of ['autoLogin', 'root', 'TripEdit', 'EventEdit', 'StationEdit', 'StoryEdit', 'GamesEdit', 'FormEdit', 'GamePlay', 'Turer', 'dashboard']) {
      expect(names).toContain(n);
    }
    expect(routes.byName('TripEdit')).toMatchObject({ path: '/Trips/:id', hidden: true, parent: 'trip', kind: 'trip' });
    expect(routes.byName('GamePlay')).toMatchObject({ path: '/GamePlay', hidden: true, title: 'kind.game.page.play', kind: 'game' });
    expect(routes.byName('Turer')).toMatchObject({ path: '/Turer', hidden: true, kind: 'tour_run' });
    expect(routes.byName('Settings')).toMatchObject({ path: '/settings' });
  });

  it('has a title in the console’s catalogue or the owning kind’s messages for every route', () => {
    for (const r of routes.all) expect(english(r), r.name).toBeTruthy();
    expect(english(routes.byName('GamePlay')!)).toBe('Game play');
    expect(english(routes.byName('Turer')!)).toBe('Crew start form');
  });

  it('has no route of a kind that is not registered: without the game, no Games tab, no GamesEdit, no GamePlay', () => {
    const withoutGame = consoleRoutes(registryWithout('game').kinds);
    const names = withoutGame.all.map((r) => r.name);
    expect(names).not.toContain('GamePlay');
    expect(names).not.toContain('GamesEdit');
    expect(names).not.toContain('Games');
    expect(names).toEqual(expect.arrayContaining(['Info', 'Settings', 'dashboard', 'Translations']));
    expect(withoutGame.tabs.filter((r) => r.tab && !r.hidden).map((r) => r.tab)).toEqual(
      tabs.map((r) => r.tab).filter((tab) => tab === 'info' || tab === 'settings' || withoutGame.tabs.some((r) => r.tab === tab)));
  });

  it('puts a kind without a declared tab after every ordered tab, by id', () => {
    const modules = import.meta.glob('/plugins/*/index.ts', { eager: true }) as Record<string, { default: Record<string, unknown> }>;
    const untabbed = Object.fromEntries(Object.entries(modules).map(([file, mod]) =>
      [file, ['event', 'achievement'].includes(String(mod.default.id)) ? { default: { ...mod.default, tab: undefined } } : mod]));
    const order = consoleRoutes(createKindRegistry(untabbed).kinds).tabs.filter((r) => r.tab && !r.hidden).map((r) => r.tab);
    expect(order.slice(-3)).toEqual(['tour_run', 'achievement', 'event']);
    expect(order[0]).toBe('info');
  });
});

describe('the console’s own screens', () => {
  it('serve the translation matrix to every role, as a tab of its own only for a client with several languages', () => {
    expect(SCREEN_ROUTES).toContainEqual({ path: '/translations', name: 'Translations', title: 'route.translations', tab: 'translations', multilingual: true });
  });
  it('never take a path, name or tab key of SPEC §2’s table', () => {
    const taken = routes.all.filter((r) => !SCREEN_ROUTES.includes(r));
    for (const r of SCREEN_ROUTES) {
      expect(taken.map((t) => t.path)).not.toContain(r.path);
      expect(taken.map((t) => t.name)).not.toContain(r.name);
      if (r.tab) expect(taken.map((t) => t.tab)).not.toContain(r.tab);
    }
  });
  it('are the console’s own routes, none a kind’s', () => {
    expect(OWN_ROUTES.every((r) => !r.kind)).toBe(true);
    expect(OWN_ROUTES.map((r) => r.name)).toEqual(expect.arrayContaining(['login', 'autoLogin', 'authRedirect', 'setPassword', 'notFound', 'unauthorized', 'root', 'Info', 'Settings', 'dashboard', 'Translations', 'Simulate', 'ApiReference']));
    expect(OWN_ROUTES.map((r) => r.name)).not.toContain('GamePlay');
  });
});

describe('permissions (SPEC §6)', () => {
  const editorOnly: RouteDef = { path: '/x', name: 'x', title: 'x', roles: ['editor'] };
  it('lets admin see every route, a route declared for editors included', () => {
    expect(hasPermission(ROOT_ROUTE, ['admin'])).toBe(true);
    expect(hasPermission(editorOnly, ['admin'])).toBe(true);
  });
  it('filters other roles by route meta roles: an editors-only route is hidden from a viewer and an author', () => {
    expect(permittedRoutes([ROOT_ROUTE, editorOnly, CONSOLE_TAB_ROUTES[0]], ['editor']).map((r) => r.name)).toEqual(['root', 'x', 'Info']);
    expect(permittedRoutes([ROOT_ROUTE, editorOnly, CONSOLE_TAB_ROUTES[0]], ['viewer']).map((r) => r.name)).toEqual(['root', 'Info']);
    expect(hasPermission(editorOnly, ['author'])).toBe(false);
  });
  it('lets every role read every screen of the shipped console: Info, Dashboard, every kind, Translations, History, API reference, Settings', () => {
    const all = [...routes.all, ...SCREEN_ROUTES];
    for (const role of ROLES) {
      expect(permittedRoutes(all, [role]).map((r) => r.name), role).toEqual(all.map((r) => r.name));
    }
    expect(all.map((r) => r.name)).toEqual(expect.arrayContaining(['root', 'Info', 'dashboard', 'Stories', 'StoryEdit', 'Translations', 'ApiReference', 'Settings', 'Simulate']));
  });
});

describe('tab visibility', () => {
  const trips = routes.byName('Trips')!;
  const tripEdit = routes.byName('TripEdit')!;
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
  it('keeps the parent tab highlighted on edit routes, and a tab’s SPEC name names the tab', () => {
    expect(activeTab(routes.tabs, '/Trips/12')).toBe('trip');
    expect(activeTab(routes.tabs, '/trip')).toBe('trip');
    expect(activeTab(routes.tabs, '/web_pages?id=3')).toBe('web_pages');
    expect(activeTab(routes.tabs, '/Q%26A')).toBe('qa');
    expect(activeTab(routes.tabs, '/translations?kind=x&language=es')).toBe('translations');
  });
});
