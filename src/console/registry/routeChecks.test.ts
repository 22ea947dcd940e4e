import { describe, expect, it } from 'vitest';
import { createKindRegistry, KindRegistryError } from '../../core/createKindRegistry.ts';
import type { KindDefinition } from '../../core/defineKind.ts';
import tour from '../../../tests/kinds/plugins/tk_tour/index.ts';
import venue from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { buildRegistry } from './buildRegistry.ts';
import { KIND_PAGE_ROUTES, ROUTE_CHECKS, routeByName } from './routeNames.ts';
import { KNOWN_WIDGET_NAMES } from './widgetNames.ts';

const TOUR = 'tests/kinds/plugins/tk_tour/index.ts';
const VENUE = 'tests/kinds/plugins/tk_venue/index.ts';
const checks = { widgets: KNOWN_WIDGET_NAMES, routes: ROUTE_CHECKS };
const tourDef = tour as unknown as KindDefinition;
const venueDef = venue as unknown as KindDefinition;

function errorOf(tourOver: Partial<KindDefinition>, venueOver: Partial<KindDefinition> = {}): string {
  try {
    createKindRegistry({ [TOUR]: { default: { ...tourDef, ...tourOver } }, [VENUE]: { default: { ...venueDef, ...venueOver } } }, checks);
  } catch (err) {
    expect(err).toBeInstanceOf(KindRegistryError);
    return (err as Error).message;
  }
  throw new Error('expected the registry to refuse these kinds');
}

const withPages = (pages: string[]) => ({ console: { ...tourDef.console!, pages } });

describe('kind pages and editor links at start-up', () => {
  it('the console’s own plugins pass: the game owns GamePlay and links to it from its editor', () => {
    const built = buildRegistry();
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const game = built.registry.get('game');
    expect(game.console?.pages).toEqual(['GamePlay']);
    expect(game.editorLinks).toEqual([{ label: 'kind.game.play', route: 'GamePlay', query: { game: ':id' } }]);
  });

  it('a kind may own the hidden signed-in routes that are not edit routes', () => {
    expect(KIND_PAGE_ROUTES.map((r) => r.name)).toEqual(expect.arrayContaining(['GamePlay', 'Turer', 'dashboard']));
    expect(ROUTE_CHECKS.pages).not.toContain('TripEdit');
    expect(ROUTE_CHECKS.pages).not.toContain('Trips');
    expect(ROUTE_CHECKS.pages).not.toContain('login');
    expect(routeByName('GamePlay')?.path).toBe('/GamePlay');
    const reg = createKindRegistry({ [TOUR]: { default: { ...tourDef, ...withPages(['Turer']) } }, [VENUE]: { default: venueDef } }, checks);
    expect(reg.get('tk_tour').console?.pages).toEqual(['Turer']);
  });

  it('refuses a page that is not a hidden route, naming the plugin', () => {
    expect(errorOf(withPages(['Trips']))).toMatch(/tk_tour\/index\.ts: console page\(s\) Trips are not hidden routes of the console's route table/);
    expect(errorOf(withPages(['TripEdit']))).toMatch(/console page\(s\) TripEdit are not hidden routes/);
    expect(errorOf(withPages(['Nowhere']))).toMatch(/console page\(s\) Nowhere are not hidden routes/);
  });

  it('refuses two kinds claiming the same page', () => {
    const venuePage = { console: { pages: ['Turer'], load: tourDef.console!.load } };
    expect(errorOf(withPages(['Turer']), venuePage)).toMatch(/tk_venue\/index\.ts: console page "Turer" is also claimed by tests\/kinds\/plugins\/tk_tour\/index\.ts/);
  });

  it('refuses an editor link whose label is not the kind’s message or whose route is unknown', () => {
    expect(errorOf({ editorLinks: [{ label: 'kind.tk_tour.nope', route: 'Turer' }] })).toMatch(/tk_tour\/index\.ts: editorLinks\[0\]: label "kind\.tk_tour\.nope" is not in the kind's messages/);
    expect(errorOf({ editorLinks: [{ label: 'kind.tk_tour.item', route: 'Nowhere' }] })).toMatch(/editorLinks\[0\]: "Nowhere" is not a route name of the console's route table/);
    expect(errorOf({ editorLinks: [{ label: 'kind.tk_tour.item', route: 'Turer', query: { tour: 7 as never } }] })).toMatch(/editorLinks\[0\]: query\.tour must be a string/);
  });

  it('without route checks (the server) only the label is checked', () => {
    const reg = createKindRegistry({ [TOUR]: { default: { ...tourDef, ...withPages(['Anything']), editorLinks: [{ label: 'kind.tk_tour.item', route: 'Anything' }] } }, [VENUE]: { default: venueDef } });
    expect(reg.get('tk_tour').editorLinks).toHaveLength(1);
  });
});
