import { SCREEN_ROUTES, type RouteDef } from '../model/routeTable.ts';

function firstSegment(location: string): string {
  const seg = location.split(/[/?#]/)[1] ?? '';
  try { return decodeURIComponent(seg); } catch { return seg; }
}

/**
 * The tab key to highlight for a location, given the tab routes (ConsoleRoutes.tabs): the tab itself,
 * a tab's SPEC name (`/Q&A` → qa), an edit route's parent (TripEdit → trip), or for a screen with
 * `parentQuery` the tab of the kind its query names (`/simulate?kind=trip` → trip, through
 * `routeOfKind`, the kind id's route key).
 */
export function activeTab(tabs: readonly RouteDef[], location: string, search = '', routeOfKind?: (kindId: string) => string | undefined): string {
  const seg = firstSegment(location);
  const screen = SCREEN_ROUTES.find((r) => r.parentQuery && r.path.split('/')[1] === seg);
  if (screen?.parentQuery) {
    const kindId = new URLSearchParams(search).get(screen.parentQuery);
    const route = kindId ? routeOfKind?.(kindId) : undefined;
    if (route) return route;
  }
  for (const r of tabs) {
    if (r.tab === seg) return r.tab;
    if (r.parent && r.path.split('/')[1] === seg) return r.parent;
  }
  return tabs.find((r) => r.kind && r.tab && r.name.toLowerCase() === seg.toLowerCase())?.tab ?? seg;
}
