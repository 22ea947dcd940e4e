import type { GeoPoint } from '../../core/relations.ts';
import { naturalCompare } from '../../core/naturalOrder.ts';
import type { BeaconPlacement } from '../../core/walk/simulation.ts';
import type { SimWorld, SimZone } from '../../core/walk/simWorld.ts';
import type { ZoneEffect } from '../../core/walk/triggerZone.ts';
import { destinationPoint } from '../../core/walk/walkRoute.ts';

/** What a zone's colour says: its first effect, or that it fires nothing the visitor sees. */
export type ZoneColourKey = ZoneEffect | 'none';

/** Fill colours of the zones by effect (the map's legend reads the same table). */
export const ZONE_COLOURS: Readonly<Record<ZoneColourKey, string>> = {
  pin: '#e11d48',
  details: '#f59e0b',
  radar: '#06b6d4',
  page: '#8b5cf6',
  none: '#9ca3af',
};

/** The legend's order. */
export const ZONE_COLOUR_KEYS: readonly ZoneColourKey[] = ['pin', 'details', 'radar', 'page', 'none'];

/** Which colour a zone takes: details first (the strongest promise to a visitor), then pin, radar, page. */
export function zoneColourKey(effects: readonly ZoneEffect[]): ZoneColourKey {
  for (const e of ['details', 'pin', 'radar', 'page'] as const) if (effects.includes(e)) return e;
  return 'none';
}

/** A closed ring of `points` corners around `centre` at `radius` metres, as GeoJSON [longitude, latitude] pairs. */
export function circleRing(centre: GeoPoint, radius: number, points = 48): [number, number][] {
  const ring: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const p = destinationPoint(centre, radius, (2 * Math.PI * i) / points);
    ring.push([p.longitude, p.latitude]);
  }
  ring.push(ring[0]);
  return ring;
}

type Polygon = { type: 'Feature'; properties: Record<string, string | number>; geometry: { type: 'Polygon'; coordinates: [number, number][][] } };
type Line = { type: 'Feature'; properties: Record<string, never>; geometry: { type: 'LineString'; coordinates: [number, number][] } };

/** A GeoJSON collection of polygons. */
export interface PolygonCollection { type: 'FeatureCollection'; features: Polygon[] }

const zoneFeature = (zone: SimZone, centre: GeoPoint, radius: number, beacon: boolean): Polygon => ({
  type: 'Feature',
  properties: { id: zone.id, colour: ZONE_COLOURS[zoneColourKey(zone.effects)], beacon: beacon ? 1 : 0 },
  geometry: { type: 'Polygon', coordinates: [circleRing(centre, radius)] },
});

/**
 * Every zone of the world as a circle: location zones where the data puts them, beacon zones around
 * the simulated beacons placed on the map with that id (a beacon has no place in the data).
 */
export function zoneShapes(world: SimWorld, beacons: readonly BeaconPlacement[]): PolygonCollection {
  const features: Polygon[] = [];
  for (const item of world.items) {
    for (const zone of item.zones) {
      if (zone.area.type === 'location') features.push(zoneFeature(zone, zone.area.centre, zone.area.radius, false));
      else {
        const { beaconId, range } = zone.area;
        for (const b of beacons) if (b.beaconId === beaconId) features.push(zoneFeature(zone, b.point, range, true));
      }
    }
  }
  return { type: 'FeatureCollection', features };
}

/** The GPS accuracy disc around a reported fix. */
export function accuracyShape(point: GeoPoint, accuracy: number): PolygonCollection {
  return { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [circleRing(point, accuracy)] } }] };
}

/** The route as one line (empty collection below two points). */
export function routeShape(route: readonly GeoPoint[]): { type: 'FeatureCollection'; features: Line[] } {
  if (route.length < 2) return { type: 'FeatureCollection', features: [] };
  return { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: route.map((p) => [p.longitude, p.latitude]) } }] };
}

/** Every beacon id the world's zones listen for, in natural order (beacon 2 before beacon 10). */
export function beaconIds(world: SimWorld): string[] {
  const ids = new Set<string>();
  for (const item of world.items) for (const z of item.zones) if (z.area.type === 'beacon') ids.add(z.area.beaconId);
  return [...ids].sort(naturalCompare());
}

/** The points a first view should show: the route, the placed items and the location zones' centres. */
export function worldPoints(world: SimWorld): GeoPoint[] {
  const out: GeoPoint[] = [...world.route];
  for (const item of world.items) {
    if (item.point) out.push(item.point);
    for (const z of item.zones) if (z.area.type === 'location') out.push(z.area.centre);
  }
  return out;
}
