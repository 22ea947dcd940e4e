/** A role name from the server's user info (SPEC §6). */
export type Role = string;

/** One console route of SPEC §2's table, as data: the router, the guard and the tab bar all read it. */
export interface RouteDef {
  /** Path under the console base, wouter syntax. */
  path: string;
  /** Route name (SPEC §2: root, autoLogin, TripEdit, …). */
  name: string;
  /** Message id of the title (src/locales). */
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
}

const tab = (key: string, name: string): RouteDef => ({ path: `/${key}`, name, title: `route.${key}`, tab: key });
const edit = (path: string, name: string, parent: string): RouteDef =>
  ({ path: `/${path}/:id`, name, title: `route.${parent}`, hidden: true, parent });

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

/** The root route (empty path): redirects to Info, admin only. */
export const ROOT_ROUTE: RouteDef = { path: '/', name: 'root', title: 'route.info', hidden: true, roles: ['admin'] };

/** The root's children in SPEC §2 order: the main tabs and their edit routes. */
export const TAB_ROUTES: readonly RouteDef[] = [
  tab('info', 'Info'),
  tab('event', 'Events'), edit('Events', 'EventEdit', 'event'),
  tab('trip', 'Trips'), edit('Trips', 'TripEdit', 'trip'),
  tab('station', 'Stations'), edit('Stations', 'StationEdit', 'station'),
  tab('story', 'Stories'), edit('Stories', 'StoryEdit', 'story'),
  tab('game', 'Games'), edit('Games', 'GamesEdit', 'game'),
  tab('web_pages', 'WebPages'),
  tab('form', 'Forms'), edit('Forms', 'FormEdit', 'form'),
  // The spec names this tab "Q&A"; its tab key (tab_types.name) is `qa`, and /Q&A redirects here.
  tab('qa', 'Q&A'),
  tab('achievement', 'FunFacts'),
  tab('research_card', 'ResearchCards'),
  { path: '/GamePlay', name: 'GamePlay', title: 'route.GamePlay', hidden: true },
  // The client's settings and its users: admins only (today every signed-in user is one, SPEC §6).
  { ...tab('settings', 'Settings'), roles: ['admin'] },
  tab('listings', 'Listings'),
  tab('share', 'Share'),
  tab('counter', 'Counter'),
];

/** Other named signed-in routes outside the tab bar. */
export const OTHER_ROUTES: readonly RouteDef[] = [
  { path: '/Turer', name: 'Turer', title: 'route.Turer', hidden: true },
  { path: '/dashboard', name: 'dashboard', title: 'route.dashboard', hidden: true },
];

/**
 * The console's own screens beyond SPEC §2's table (no kind owns them). Their tabs follow the tab
 * table and the kinds', so the spec's order is untouched.
 */
export const SCREEN_ROUTES: readonly RouteDef[] = [
  { path: '/translations', name: 'Translations', title: 'route.translations', tab: 'translations', roles: ['admin'], multilingual: true },
  // The walk simulator (issue 18): `?kind=<kind id>&id=<item id>`, no id = the kind's whole list; the kind's tab stays highlighted.
  { path: '/simulate', name: 'Simulate', title: 'route.simulate', hidden: true, parentQuery: 'kind' },
  // The API reference (issue 19): the server's OpenAPI document, from the admin menu.
  { path: '/api-reference', name: 'ApiReference', title: 'route.apiReference', hidden: true, roles: ['admin'] },
];
