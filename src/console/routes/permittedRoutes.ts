import type { RouteDef, Role } from '../model/routeTable.ts';

/** Whether `roles` may open `route` (SPEC §6): admin sees everything, others need a role the route lists. */
export function hasPermission(route: RouteDef, roles: readonly Role[]): boolean {
  if (roles.includes('admin')) return true;
  return !route.roles || route.roles.some((r) => roles.includes(r));
}

/** The routes `roles` may open, in table order (the guard "generates the routes from the roles"). */
export function permittedRoutes(routes: readonly RouteDef[], roles: readonly Role[]): RouteDef[] {
  return routes.filter((r) => hasPermission(r, roles));
}

/** What hides a tab for this client and browser (SPEC §2, §6). */
export interface TabVisibility {
  /** Tab keys the client marked `is_visible: false` in `inactive_tabs`. */
  inactive: ReadonlySet<string>;
  /** Reads a cookie; a tab is hidden when the cookie named by its key is "0". */
  cookie(name: string): string | undefined;
}

/** Whether a tab key is shown. */
export function isTabVisible(tab: string, visibility: TabVisibility): boolean {
  return !visibility.inactive.has(tab) && visibility.cookie(tab) !== '0';
}

/** Whether a route is reachable: its own tab, or its parent's, must be visible. */
export function isRouteVisible(route: RouteDef, visibility: TabVisibility): boolean {
  const key = route.tab ?? route.parent;
  return key === undefined || isTabVisible(key, visibility);
}
