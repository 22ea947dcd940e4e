import type { GeoPoint } from './relations.ts';

/** Mean Earth radius in metres (IUGG), the usual sphere for haversine distances. */
export const EARTH_RADIUS_M = 6_371_008.8;

const rad = (deg: number) => (deg * Math.PI) / 180;

const within = (v: unknown, limit: number): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/**
 * A record's point when `latitude` and `longitude` are numbers on the globe (|lat| ≤ 90, |lng| ≤ 180: a
 * station's pin, an event's place); else undefined. A typed 95 cannot be saved, so nothing places it.
 */
export function pointOf(r: { latitude?: unknown; longitude?: unknown }): GeoPoint | undefined {
  return within(r.latitude, 90) && within(r.longitude, 180) ? { latitude: r.latitude, longitude: r.longitude } : undefined;
}

/** The great-circle ("straight line") distance between two points, in metres (haversine). */
export function haversineMetres(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // min() keeps rounding from pushing asin past its domain for antipodal points.
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The legs of a walk through points in order, in metres; see {@link legDistances}. */
export interface Legs {
  /**
   * Per point: the distance from the previous placed point; undefined for the first placed point and
   * for unplaced ones (an unplaced stop is skipped, not a break in the walk).
   */
  legs: (number | undefined)[];
  /** The sum of the legs. */
  total: number;
  /** How many points are placed. */
  placed: number;
}

/** The straight-line legs of a walk through `points` in order; undefined entries are stops not on the map. */
export function legDistances(points: readonly (GeoPoint | undefined)[]): Legs {
  let previous: GeoPoint | undefined;
  let total = 0;
  let placed = 0;
  const legs = points.map((p) => {
    if (!p) return undefined;
    placed++;
    const leg = previous ? haversineMetres(previous, p) : undefined;
    previous = p;
    if (leg !== undefined) total += leg;
    return leg;
  });
  return { legs, total, placed };
}
