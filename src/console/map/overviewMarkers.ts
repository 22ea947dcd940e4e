import { toLatLng } from './coordinates.ts';

/** One marker of the overview map. */
export interface OverviewMarker {
  key: string;
  /** The number drawn on the marker: the record's number field, else its position in the list. */
  number: string;
  title: string;
  latitude: number;
  longitude: number;
}

/** Which properties of the records an overview reads: the coordinates, optionally a number, and the title. */
export interface OverviewFields {
  latitude: string;
  longitude: string;
  /** Property holding the number to draw on the marker (a pin number); absent: list position. */
  number?: string;
  /** The record's title (a kind's toListItem title); absent: a plain `title` property. */
  title?(record: Record<string, unknown>): string;
}

/** Coordinates in `latitude` and `longitude`, a plain `title`, numbered by list position (SPEC §3 map_stations). */
export const DEFAULT_OVERVIEW_FIELDS: OverviewFields = { latitude: 'latitude', longitude: 'longitude' };

const plainTitle = (r: Record<string, unknown>) => (typeof r.title === 'string' ? r.title : '');

/** Overview markers from records: those with valid coordinates, numbered by their number field or list position. */
export function overviewMarkers(records: readonly Record<string, unknown>[], fields: OverviewFields = DEFAULT_OVERVIEW_FIELDS): OverviewMarker[] {
  const out: OverviewMarker[] = [];
  const titleOf = fields.title ?? plainTitle;
  records.forEach((r, i) => {
    const p = toLatLng(r[fields.latitude], r[fields.longitude]);
    if (!p) return;
    const n = fields.number === undefined ? undefined : r[fields.number];
    const number = typeof n === 'string' && n.trim() ? n.trim() : typeof n === 'number' ? String(n) : String(i + 1);
    let title = '';
    try { title = titleOf(r) ?? ''; } catch { /* a half-filled record: no title rather than no overview */ }
    out.push({ key: String(r.id ?? i), number, title: String(title), ...p });
  });
  return out;
}
