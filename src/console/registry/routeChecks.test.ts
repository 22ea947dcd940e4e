import { describe, expect, it } from 'vitest';
import { createKindRegistry, KindRegistryError } from '../../core/createKindRegistry.ts';
import type { KindDefinition, KindPage } from '../../core/defineKind.ts';
import tour from '../../../tests/kinds/plugins/tk_tour/index.ts';
import venue from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { consoleRoutes } from '../routes/consoleRoutes.ts';
import { buildRegistry } from './buildRegistry.ts';
import { ROUTE_CHECKS } from './routeNames.ts';
import { KNOWN_WIDGET_NAMES } from './widgetNames.ts';

const TOUR = 'tests/kinds/plugins/tk_tour/index.ts';
const VENUE = 'tests/kinds/plugins/tk_venue/index.ts';
const checks = { widgets: KNOWN_WIDGET_NAMES, routes: ROUTE_CHECKS };
const tourDef = tour as unknown as KindDefinition;
const venueDef = venue as unknown as KindDefinition;

/** The two test kinds, overridden; `routes: false` checks as the server does (no console routes). */
function registryOf(tourOver: Partial<KindDefinition>, venueOver: Partial<KindDefinition> = {}, opts: { routes?: boolean } = {}) {
  const modules: Record<string, unknown> = { [TOUR]: { default: { ...tourDef, ...tourOver } }, [VENUE]: { default: { ...venueDef, ...venueOver } } };
  return createKindRegistry(modules, opts.routes === false ? { widgets: KNOWN_WIDGET_NAMES } : checks);
}

function errorOf(tourOver: Partial<KindDefinition>, venueOver: Partial<KindDefinition> = {}, opts: { routes?: boolean } = {}): string {
  try {
    registryOf(tourOver, venueOver, opts);
  } catch (err) {
    expect(err).toBeInstanceOf(KindRegistryError);
    return (err as Error).message;
  }
  throw new Error('expected the registry to refuse these kinds');
}

const page = (over: Partial<KindPage> = {}): KindPage => ({ path: '/Tours-start', name: 'TourStart', title: 'kind.tk_tour.item', ...over });
const withPages = (...pages: KindPage[]) => ({ console: { ...tourDef.console!, pages } });
/** Pages of the venue kind, titled by its own message. */
const venuePages = (...pages: KindPage[]) => ({ console: { pages: pages.map((p) => ({ ...p, title: 'kind.tk_venue.item' })), load: tourDef.console!.load } });

describe('kind pages and editor links at start-up', () => {
  it('the console’s own plugins pass: the game declares GamePlay and links to it from its editor', () => {
    const built = buildRegistry();
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const kind = built.registry.get('game');
    expect(kind.console?.pages).toEqual([{ path: '/GamePlay', name: 'GamePlay', title: 'kind.game.page.play' }]);
    expect(kind.editorLinks).toEqual([{ label: 'kind.game.play', route: 'GamePlay', query: { game: ':id' } }]);
  });

  it('a kind declares a page of its own: it becomes a hidden route of the table, and its editor may link to it', () => {
    const reg = registryOf({ ...withPages(page()), editorLinks: [{ label: 'kind.tk_tour.item', route: 'TourStart' }] });
    expect(consoleRoutes(reg.kinds).byName('TourStart')).toEqual({ path: '/Tours-start', name: 'TourStart', title: 'kind.tk_tour.item', hidden: true, kind: 'tk_tour' });
  });

  it('refuses a page that takes a console route’s name or path, naming the plugin', () => {
    expect(errorOf(withPages(page({ name: 'dashboard' })))).toMatch(/^tests\/kinds\/plugins\/tk_tour\/index\.ts: page "dashboard" \(\/Tours-start\): the route name "dashboard" is also used by the console's own routes/);
    expect(errorOf(withPages(page({ path: '/settings' })))).toMatch(/tk_tour\/index\.ts: page "TourStart" \(\/settings\): the path \/settings is also used by the console's own routes/);
    expect(errorOf(withPages(page({ path: '/login/:a/:b' })))).toMatch(/the path \/login\/:a\/:b is also used by the console's own routes/);
  });

  it('refuses a page that takes another kind’s page, tab or edit route, naming both plugins', () => {
    expect(errorOf(withPages(page()), venuePages(page({ path: '/Venue-start' }))))
      .toMatch(/^tests\/kinds\/plugins\/tk_venue\/index\.ts: page "TourStart" \(\/Venue-start\): the route name "TourStart" is also used by the page of tests\/kinds\/plugins\/tk_tour\/index\.ts/);
    expect(errorOf(withPages(page()), venuePages(page({ name: 'VenueStart' }))))
      .toMatch(/tk_venue\/index\.ts: page "VenueStart" \(\/Tours-start\): the path \/Tours-start is also used by the page of tests\/kinds\/plugins\/tk_tour\/index\.ts/);
    // The console's router matches paths without case.
    expect(errorOf(withPages(page({ path: '/TK_Venue' })))).toMatch(/tk_venue\/index\.ts: tab "tk_venue" \(\/tk_venue\): the path \/tk_venue is also used by the page of tests\/kinds\/plugins\/tk_tour\/index\.ts/);
    expect(errorOf(withPages(page({ path: '/tk_venue' })))).toMatch(/tk_venue\/index\.ts: tab "tk_venue" \(\/tk_venue\): the path \/tk_venue is also used by the page of tests\/kinds\/plugins\/tk_tour\/index\.ts/);
    expect(errorOf(withPages(page({ name: 'VenueEdit' })), { tab: { order: 1, edit: { path: 'Venues', name: 'VenueEdit' } } }))
      .toMatch(/tk_venue\/index\.ts: edit route "VenueEdit" \(\/Venues\/:id\): the route name "VenueEdit" is also used by the page of tests\/kinds\/plugins\/tk_tour\/index\.ts/);
  });

  it('refuses a page of the shipped plugins’ taken by another kind (the game’s GamePlay)', () => {
    const modules = { ...import.meta.glob('/plugins/*/index.ts', { eager: true }), [`/${VENUE}`]: { default: { ...venueDef, ...venuePages(page({ name: 'GamePlay' })) } } };
    expect(() => createKindRegistry(modules, checks)).toThrow(/tk_venue\/index\.ts: page "GamePlay" \(\/Tours-start\): the route name "GamePlay" is also used by the page of \/plugins\/game\/index\.ts/);
  });

  it('checks the kinds among themselves on the server too, which has no console routes', () => {
    expect(errorOf(withPages(page()), venuePages(page({ path: '/Venue-start' })), { routes: false })).toMatch(/route name "TourStart" is also used by the page of tests\/kinds\/plugins\/tk_tour\/index\.ts/);
    expect(registryOf(withPages(page({ name: 'dashboard' })), {}, { routes: false }).get('tk_tour').console?.pages).toHaveLength(1);
  });

  it('refuses a page without a path, or whose title is not the kind’s message', () => {
    expect(errorOf(withPages(page({ path: 'Tours-start' })))).toMatch(/tk_tour\/index\.ts: console\.pages\[0\]: path "Tours-start" must start with \//);
    expect(errorOf(withPages(page({ path: '/Tours(start)' })))).toMatch(/console\.pages\[0\]: path "\/Tours\(start\)" must start with \/ and be segments/);
    expect(registryOf(withPages(page({ path: '/Tours/:id' }))).get('tk_tour').console?.pages?.[0].path).toBe('/Tours/:id');
    expect(errorOf(withPages(page({ title: 'route.dashboard' })))).toMatch(/tk_tour\/index\.ts: console\.pages\[0\]: title "route\.dashboard" is not in the kind's messages/);
    expect(errorOf(withPages(page(), page({ path: '/other' })))).toMatch(/console\.pages\[1\]: page "TourStart" is declared twice/);
  });

  it('refuses an editor link whose label is not the kind’s message or whose route is unknown', () => {
    expect(errorOf({ editorLinks: [{ label: 'kind.tk_tour.nope', route: 'dashboard' }] })).toMatch(/tk_tour\/index\.ts: editorLinks\[0\]: label "kind\.tk_tour\.nope" is not in the kind's messages/);
    expect(errorOf({ editorLinks: [{ label: 'kind.tk_tour.item', route: 'Nowhere' }] })).toMatch(/tk_tour\/index\.ts: editorLinks\[0\]: "Nowhere" is not a route name of the console's route table or of a kind/);
    expect(errorOf({ editorLinks: [{ label: 'kind.tk_tour.item', route: 'VenueStart' }] })).toMatch(/"VenueStart" is not a route name/);
    expect(registryOf({ editorLinks: [{ label: 'kind.tk_tour.item', route: 'VenueStart' }] }, venuePages(page({ name: 'VenueStart', path: '/Venue-start' }))).get('tk_tour').editorLinks).toHaveLength(1);
    expect(errorOf({ editorLinks: [{ label: 'kind.tk_tour.item', route: 'dashboard', query: { tour: 7 as never } }] })).toMatch(/editorLinks\[0\]: query\.tour must be a string/);
  });

  it('without route checks (the server) an editor link’s route is not checked', () => {
    const reg = registryOf({ editorLinks: [{ label: 'kind.tk_tour.item', route: 'Anything' }] }, {}, { routes: false });
    expect(reg.get('tk_tour').editorLinks).toHaveLength(1);
  });
});

describe('kind tabs at start-up', () => {
  it('allows equal orders (sorted by kind id, after a console tab of that order); a kind without a tab comes after every ordered one', () => {
    expect(consoleRoutes(registryOf({ tab: { order: 110 } }, { tab: { order: 110 } }).kinds).tabs.map((r) => r.tab)).toEqual(['info', 'settings', 'tk_tour', 'tk_venue']);
    expect(consoleRoutes(registryOf({}, { tab: { order: 200 } }).kinds).tabs.map((r) => r.tab)).toEqual(['info', 'settings', 'tk_venue', 'tk_tour']);
  });

  it('refuses a tab or edit route that takes a console route’s or another kind’s name or path', () => {
    expect(errorOf({ tab: { order: 5, name: 'Info' } })).toMatch(/tk_tour\/index\.ts: tab "Info" \(\/tk_tour\): the route name "Info" is also used by the console's own routes/);
    expect(errorOf({ tab: { order: 5, name: 'Venues' } }, { tab: { order: 6, name: 'Venues' } })).toMatch(/tk_venue\/index\.ts: tab "Venues" \(\/tk_venue\): the route name "Venues" is also used by the tab of tests\/kinds\/plugins\/tk_tour\/index\.ts/);
    expect(errorOf({ tab: { order: 5, edit: { path: 'Places', name: 'TourEdit' } } }, { tab: { order: 6, edit: { path: 'Places', name: 'VenueEdit' } } }))
      .toMatch(/tk_venue\/index\.ts: edit route "VenueEdit" \(\/Places\/:id\): the path \/Places\/:id is also used by the edit route of tests\/kinds\/plugins\/tk_tour\/index\.ts/);
    expect(errorOf({ tab: { order: 5, name: 'translations' } })).toMatch(/tab name \/translations: the path \/translations is also used by the console's own routes/);
    expect(errorOf({ route: 'settings' })).toMatch(/tk_tour\/index\.ts: route "settings" is the key of the console's own settings tab/);
  });

  it('refuses a malformed tab', () => {
    expect(errorOf({ tab: { order: Number.NaN } })).toMatch(/tk_tour\/index\.ts: tab\.order must be a number/);
    expect(errorOf({ tab: { order: 1, name: 'A/B' } })).toMatch(/tab\.name "A\/B" must be a route name/);
    expect(errorOf({ tab: { order: 1, name: 'Tours(1)' } })).toMatch(/tab\.name "Tours\(1\)" must be a route name/);
    expect(errorOf({ tab: { order: 1, edit: { path: 'Tours/x', name: 'TourEdit' } } })).toMatch(/tab\.edit\.path "Tours\/x" must be one path segment/);
  });
});
