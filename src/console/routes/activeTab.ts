import { TAB_ROUTES } from './routeTable.ts';

function firstSegment(location: string): string {
  const seg = location.split(/[/?#]/)[1] ?? '';
  try { return decodeURIComponent(seg); } catch { return seg; }
}

/** The tab key to highlight for a location: the tab itself, or an edit route's parent (TripEdit → trip). */
export function activeTab(location: string): string {
  const seg = firstSegment(location);
  for (const r of TAB_ROUTES) {
    if (r.tab === seg) return r.tab;
    if (r.parent && r.path.split('/')[1] === seg) return r.parent;
  }
  return seg === 'Q&A' ? 'qa' : seg;
}
