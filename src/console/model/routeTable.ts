/** A role name from the server's user info (SPEC §6). */
export type Role = string;

import { CONSOLE_TABS } from '../../core/consoleTabs.ts';

/** One console route of SPEC §2's table, as data: the router, the guard and the tab bar all read it. */
export interface RouteDef {
  /** Path under the console base, wouter syntax. */
  path: string;
  /** Route name (SPEC §2: root, autoLogin, TripEdit, …). */
  name: string;
  /** Message id of the title (src/locales, or the owning kind's messages). */
  title: string;
  /** Tab key (tab_type.name): the key of `language_tabs_web`, `inactive_tabs` and the hide cookie. */
  tab?: string;
  /** Not shown in the tab bar. */
  hidden?: boolean;
  /** Tab that stays highlighted while this route is open (TripEdit keeps Trips). */
  parent?: string;
  /** The query parameter naming a kind (its id) whose tab stays highlighted while this route is open (the walk simulator's `kind`). */
  parentQuery?: string;
  /** Roles that may open the route; absent means every signed-in user. */
  roles?: readonly Role[];
  /** A tab only while the client offers more than one content language (the route itself always opens). */
  multilingual?: boolean;
  /** The id of the kind whose declaration adds this route (its tab, edit route or page); absent: the console's own. */
  kind?: string;
}

/** Public routes: open without a token. */
export const PUBLIC_ROUTES: readonly RouteDef[] = [
  { path: '/login', name: 'login', title: 'login.title', hidden: true },
  { path: '/login/:email/:password', name: 'autoLogin', title: 'login.title', hidden: true },
  { path: '/auth-redirect', name: 'authRedirect', title: 'login.title', hidden: true },
  { path: '/set-password/:token', name: 'setPassword', title: 'users.setPassword.title', hidden: true },
];

/** Hidden helper and error routes (SPEC §2 "public and hidden routes"). */
export const ERROR_ROUTES: readonly RouteDef[] = [
  { path: '/404', name: 'notFound', title: 'notFound.title', hidden: true },
  { path: '/401', name: 'unauthorized', title: 'unauthorized.title', hidden: true },
];

/** The root route (empty path): redirects to Info, for every role (every role reads every screen). */
export const ROOT_ROUTE: RouteDef = { path: '/', name: 'root', title: 'route.info', hidden: true };

/** The console's own tabs (Info, Settings) as routes; kindRoutes.ts places them among the kinds' tabs. */
export const CONSOLE_TAB_ROUTES: readonly RouteDef[] = CONSOLE_TABS.map((t) => ({
  path: `/${t.key}`, name: t.name, title: t.title, tab: t.key, ...(t.roles ? { roles: t.roles } : {}),
}));

/** Other named signed-in routes outside the tab bar. */
export const OTHER_ROUTES: readonly RouteDef[] = [
  { path: '/dashboard', name: 'dashboard', title: 'route.dashboard', hidden: true },
];

/**
 * The console's own screens beyond SPEC §2's table (no kind owns them). Their tabs follow every
 * other tab, so the spec's order is untouched.
 */
export const SCREEN_ROUTES: readonly RouteDef[] = [
  { path: '/translations', name: 'Translations', title: 'route.translations', tab: 'translations', multilingual: true },
  // The walk simulator: `?kind=<kind id>&id=<item id>`, no id = the kind's whole list; the kind's tab stays highlighted.
  { path: '/simulate', name: 'Simulate', title: 'route.simulate', hidden: true, parentQuery: 'kind' },
  // Releases: sets of changes that go live together, from the user menu and the Dashboard. Not a tab: the
  // strip is the content (every kind's tab) and already spills into More at laptop widths.
  { path: '/releases', name: 'Releases', title: 'route.releases', hidden: true },
  // The API reference: the server's OpenAPI document, from the user menu.
  { path: '/api-reference', name: 'ApiReference', title: 'route.apiReference', hidden: true },
];

/**
 * Every route of the console's own, none a kind's: what kinds' tabs, edit routes and pages must not
 * take (kinds add theirs from the registry: kindRoutes.ts).
 */
export const OWN_ROUTES: readonly RouteDef[] = [...PUBLIC_ROUTES, ...ERROR_ROUTES, ROOT_ROUTE, ...CONSOLE_TAB_ROUTES, ...OTHER_ROUTES, ...SCREEN_ROUTES];
