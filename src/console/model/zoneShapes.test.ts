import { describe, expect, it } from 'vitest';
import { haversineMetres } from '../../core/geo.ts';
import type { SimWorld, SimZone } from '../../core/walk/simWorld.ts';
import { beaconIds, circleRing, ZONE_COLOURS, zoneColourKey, zoneShapes } from './zoneShapes.ts';

const centre = { latitude: 59.9074, longitude: 10.753 };
const zone = (over: Partial<SimZone>): SimZone => ({
  key: 'pin', at: '/latitude', label: 'Opera', area: { type: 'location', centre, radius: 25 }, effects: ['pin'],
  id: 'tk_venue:1:pin', kind: 'tk_venue', itemId: 1, itemTitle: 'Opera', ...over,
});
const world: SimWorld = {
  subject: { kind: 'tk_venue', title: 'Venues' },
  items: [
    { kind: 'tk_venue', id: 1, title: 'Opera', point: centre, zones: [zone({})] },
    { kind: 'tk_venue', id: 2, title: 'Gate', zones: [zone({ id: 'tk_venue:2:beacon', key: 'beacon', itemId: 2, itemTitle: 'Gate', area: { type: 'beacon', beaconId: 'AK02', range: 5 }, effects: ['details', 'radar'] })] },
  ],
  stops: [],
  route: [],
};

describe('zones drawn on the simulator map', () => {
  it('draws a circle of 48 corners at the radius, closed', () => {
    const ring = circleRing(centre, 25);
    expect(ring).toHaveLength(49);
    expect(ring[48]).toEqual(ring[0]);
    for (const [lon, lat] of ring) expect(haversineMetres(centre, { latitude: lat, longitude: lon })).toBeCloseTo(25, 3);
  });

  it('colours a zone by its strongest effect and draws beacon zones only around placed beacons', () => {
    expect(zoneColourKey(['radar', 'details'])).toBe('details');
    expect(zoneColourKey([])).toBe('none');
    expect(zoneShapes(world, []).features.map((f) => f.properties.id)).toEqual(['tk_venue:1:pin']);
    const placed = zoneShapes(world, [{ beaconId: 'AK02', point: { latitude: 59.9075, longitude: 10.738 } }]).features;
    expect(placed.map((f) => [f.properties.id, f.properties.colour, f.properties.beacon])).toEqual([
      ['tk_venue:1:pin', ZONE_COLOURS.pin, 0], ['tk_venue:2:beacon', ZONE_COLOURS.details, 1],
    ]);
    expect(beaconIds(world)).toEqual(['AK02']);
  });

  it('lists beacon ids in natural order (the simulator\'s beacon list: 2 before 10 before 100)', () => {
    const beacon = (beaconId: string) => ({ kind: 'tk_venue', id: Number(beaconId), title: beaconId, zones: [zone({ id: `b:${beaconId}`, key: 'beacon', area: { type: 'beacon' as const, beaconId, range: 5 } })] });
    expect(beaconIds({ ...world, items: ['100', '10', '2', '1'].map(beacon) })).toEqual(['1', '2', '10', '100']);
  });
});
