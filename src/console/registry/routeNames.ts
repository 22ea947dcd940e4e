import { ERROR_ROUTES, OTHER_ROUTES, PUBLIC_ROUTES, ROOT_ROUTE, SCREEN_ROUTES, TAB_ROUTES, type RouteDef } from '../routes/routeTable.ts';

/** Every named route of the console's route table (SPEC §2). */
export const ALL_ROUTES: readonly RouteDef[] = [...PUBLIC_ROUTES, ...ERROR_ROUTES, ROOT_ROUTE, ...TAB_ROUTES, ...OTHER_ROUTES, ...SCREEN_ROUTES];

/** The hidden signed-in routes a kind may own as a console page (`console.pages`); edit routes belong to their tab. */
export const KIND_PAGE_ROUTES: readonly RouteDef[] = [...TAB_ROUTES, ...OTHER_ROUTES].filter((r) => r.hidden && !r.parent);

/** What the registry checks kinds' editor links and console pages against (RegistryChecks.routes). */
export const ROUTE_CHECKS = { names: ALL_ROUTES.map((r) => r.name), pages: KIND_PAGE_ROUTES.map((r) => r.name) } as const;

/** The route with this name, or undefined. */
export function routeByName(name: string): RouteDef | undefined {
  return ALL_ROUTES.find((r) => r.name === name);
}
