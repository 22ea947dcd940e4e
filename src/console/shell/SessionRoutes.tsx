import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, Route, Switch } from 'wouter';
import { rolesAtom, userWebAtom } from '../session/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { KindRoute } from '../editor/KindRoute.tsx';
import { KindPageHost } from '../editor/KindPageHost.tsx';
import { OTHER_ROUTES, ROOT_ROUTE, SCREEN_ROUTES, type RouteDef } from '../model/routeTable.ts';
import { useConsoleRoutes } from '../routes/useConsoleRoutes.ts';
import { hasPermission, isRouteVisible, permittedRoutes } from '../routes/permittedRoutes.ts';
import { useTabVisibility } from '../routes/useTabVisibility.ts';
import { NotAvailablePage } from '../ui/NotAvailablePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { UnauthorizedPage } from './UnauthorizedPage.tsx';
import { RedirectHelper } from './RedirectHelper.tsx';
import { HomeRedirect } from './HomeRedirect.tsx';
import { visibleKinds } from '../session/visibleKinds.ts';

// Loaded on first visit: most sessions never open these screens.
// Keyed by route name (routeTable.ts); no kind owns these.
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  Info: lazy(() => import('../overview/InfoPage.tsx').then((m) => ({ default: m.InfoPage }))),
  dashboard: lazy(() => import('../overview/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage }))),
  Settings: lazy(() => import('../settings/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage }))),
  Translations: lazy(() => import('../translation/matrix/TranslationMatrixPage.tsx').then((m) => ({ default: m.TranslationMatrixPage }))),
  Simulate: lazy(() => import('../walk/SimulatorPage.tsx').then((m) => ({ default: m.SimulatorPage }))),
  Releases: lazy(() => import('../releases/ReleasesPage.tsx').then((m) => ({ default: m.ReleasesPage }))),
  ApiReference: lazy(() => import('../apiReference/ApiReferencePage.tsx').then((m) => ({ default: m.ApiReferencePage }))),
};

/**
 * The signed-in routes, generated from the roles (SPEC §2, §6) and the registry. Kinds' tabs are
 * served by the generic kind screen (`/:route`), a tab's SPEC name (`/Q&A`) leads to it; the console's
 * own screens (Info, Dashboard, Settings, SCREEN_ROUTES) load on first visit; a hidden page a kind
 * declares (`console.pages`) is that kind's; edit routes open the kind's editor on the item.
 */
export function SessionRoutes() {
  const t = useT();
  const roles = useAtomValue(rolesAtom);
  const registry = useRegistry();
  const visibility = useTabVisibility();
  const user = useAtomValue(userWebAtom);
  const { tabs, pages, aliases } = useConsoleRoutes();
  const kindFor = (tab: string | undefined) => registry.kinds.find((k) => k.route === tab);

  const routes = permittedRoutes([...tabs, ...OTHER_ROUTES, ...pages], roles)
    .filter((r) => isRouteVisible(r, visibility))
    // A registered kind's own tab is left to `/:route` below, so a newly added plugin simply takes over.
    .filter((r) => !(r.tab && kindFor(r.tab)));

  const element = (r: RouteDef, id: string | undefined) => {
    if (SCREENS[r.name]) return screen(r);
    const kind = r.parent ? kindFor(r.parent) : undefined;
    if (kind && id !== undefined) return <Redirect to={`/${kind.route}?id=${encodeURIComponent(id)}`} replace />;
    // A hidden page a kind owns (`console.pages`) is that kind's; hidden with the kind's tab.
    const owner = r.hidden && r.kind ? registry.kinds.find((k) => k.id === r.kind) : undefined;
    if (owner) {
      if (!visibleKinds(registry.kinds, user).includes(owner)) return <Redirect to="/404" replace />;
      return <KindPageHost key={r.name} kind={owner} page={r.name} title={t(r.title)} />;
    }
    return <NotAvailablePage title={t(r.title)} />;
  };

  const screen = (r: RouteDef) => {
    const Screen = SCREENS[r.name];
    return Screen ? <Suspense fallback={null}><Screen /></Suspense> : <NotAvailablePage title={t(r.title)} />;
  };

  return (
    <Switch>
      <Route path="/">{hasPermission(ROOT_ROUTE, roles) ? <HomeRedirect /> : <Redirect to="/401" replace />}</Route>
      <Route path="/redirect/*" component={RedirectHelper} />
      <Route path="/404" component={NotFoundPage} />
      <Route path="/401" component={UnauthorizedPage} />
      {/* A tab's SPEC name opens it (SPEC §2 names the qa tab "Q&A"). */}
      {aliases.map((a) => <Route key={a.from} path={a.from}><Redirect to={a.to} replace /></Route>)}
      {routes.map((r) => (
        <Route key={r.name} path={r.path}>{(params: { id?: string }) => element(r, params.id)}</Route>
      ))}
      {/* The console's own screens stay reachable (user menu) when their tab is not shown. */}
      {permittedRoutes(SCREEN_ROUTES, roles).map((r) => <Route key={r.name} path={r.path}>{screen(r)}</Route>)}
      <Route path="/:route" component={KindRoute} />
      <Route><Redirect to="/404" replace /></Route>
    </Switch>
  );
}
