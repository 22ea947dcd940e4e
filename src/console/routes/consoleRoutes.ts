import type { ResolvedKind } from '../../core/defineKind.ts';
import { kindRoutes, type KindRoutes } from './kindRoutes.ts';
import { ERROR_ROUTES, OTHER_ROUTES, PUBLIC_ROUTES, ROOT_ROUTE, SCREEN_ROUTES, type RouteDef } from '../model/routeTable.ts';

/** The console's whole route table for one registry: its own routes and the kinds'. */
export interface ConsoleRoutes extends KindRoutes {
  /** Every named route: public, error, root, the tabs with their edit routes, the other routes, the kinds' pages, the screens. */
  all: readonly RouteDef[];
  /** The route with this name, or undefined. */
  byName(name: string): RouteDef | undefined;
}

// One table per registry: the registry's kinds are a frozen array built once at start-up.
const built = new WeakMap<readonly ResolvedKind[], ConsoleRoutes>();

/** The route table for these kinds (the registry's `kinds`), built once per registry. */
export function consoleRoutes(kinds: readonly ResolvedKind[]): ConsoleRoutes {
  let routes = built.get(kinds);
  if (!routes) {
    const { tabs, pages, aliases } = kindRoutes(kinds);
    const all = [...PUBLIC_ROUTES, ...ERROR_ROUTES, ROOT_ROUTE, ...tabs, ...OTHER_ROUTES, ...pages, ...SCREEN_ROUTES];
    routes = { tabs, pages, aliases, all, byName: (name) => all.find((r) => r.name === name) };
    built.set(kinds, routes);
  }
  return routes;
}
