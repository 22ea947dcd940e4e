import { legDistances, type Legs } from '../../core/geo.ts';
import type { GeoPoint, WireLink } from '../../core/relations.ts';
import type { OverviewMarker } from '../map/overviewMarkers.ts';

/** Where a link's target is on the map, or undefined when it is not placed (or the server sent no usable point). */
export function placeOf(link: WireLink): GeoPoint | undefined {
  const at = link.target?.location;
  return at && Number.isFinite(at.latitude) && Number.isFinite(at.longitude) ? at : undefined;
}

/** The straight-line legs between a relation's placed links, in link order (unplaced links have none). */
export const walkOf = (links: readonly WireLink[]): Legs => legDistances(links.map(placeOf));

/**
 * The placed links as overview markers, numbered by their place in the whole list (1-based), so the
 * map's numbers are the rows' numbers even when a link between them is not on the map.
 */
export function linkMarkers(links: readonly WireLink[], titleOf: (link: WireLink) => string): OverviewMarker[] {
  const out: OverviewMarker[] = [];
  links.forEach((link, i) => {
    const at = placeOf(link);
    if (at) out.push({ key: String(link.id), number: String(i + 1), title: titleOf(link), latitude: at.latitude, longitude: at.longitude });
  });
  return out;
}
