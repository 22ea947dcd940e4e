import { describe, expect, it } from 'vitest';
import { haversineMetres } from '../../core/geo.ts';
import type { SimWorld, SimZone } from '../../core/walk/simWorld.ts';
import { beaconIds, circleRing, ZONE_COLOURS, zoneColourKey, zoneShapes } from './zoneShapes.ts';
import { focusedItem, formatSimTime, runSimulation } from './simulationRun.ts';

const centre = { latitude: 59.9074, longitude: 10.753 };
const zone = (over: Partial<SimZone>): SimZone => ({
  key: 'pin', at: '/latitude', label: 'Opera', area: { type: 'location', centre, radius: 25 }, effects: ['pin'],
  id: 'station:1:pin', kind: 'station', itemId: 1, itemTitle: 'Opera', ...over,
});
const world: SimWorld = {
  subject: { kind: 'station', title: 'Stations' },
  items: [
    { kind: 'station', id: 1, title: 'Opera', point: centre, zones: [zone({})] },
    { kind: 'station', id: 2, title: 'Gate', zones: [zone({ id: 'station:2:beacon', key: 'beacon', itemId: 2, itemTitle: 'Gate', area: { type: 'beacon', beaconId: 'AK02', range: 5 }, effects: ['details', 'radar'] })] },
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
    expect(zoneShapes(world, []).features.map((f) => f.properties.id)).toEqual(['station:1:pin']);
    const placed = zoneShapes(world, [{ beaconId: 'AK02', point: { latitude: 59.9075, longitude: 10.738 } }]).features;
    expect(placed.map((f) => [f.properties.id, f.properties.colour, f.properties.beacon])).toEqual([
      ['station:1:pin', ZONE_COLOURS.pin, 0], ['station:2:beacon', ZONE_COLOURS.details, 1],
    ]);
    expect(beaconIds(world)).toEqual(['AK02']);
  });
});

describe('a simulation run as the screen shows it', () => {
  it('brings the item whose details unlocked to the phone, and the map back when it locks again', () => {
    const run = runSimulation(world, { path: [[0, 59.9, 10.7], [1, 59.9, 10.7], [2, 59.9, 10.7]], accuracy: 5, seed: 3, beacons: [], inRange: [] });
    expect(run.events).toEqual([]);
    const gate = { latitude: 59.9075, longitude: 10.738 };
    const walk = runSimulation(world, { path: [[0, 59.9075, 10.738], [1, 59.9075, 10.738], [2, 59.9, 10.7]], accuracy: 5, seed: 3, beacons: [{ beaconId: 'AK02', point: gate }], inRange: [] });
    expect(walk.events.map((e) => `${e.type} ${e.zone}`)).toEqual(['enter station:2:beacon', 'exit station:2:beacon']);
    expect(focusedItem(walk, 0)).toBe('station:2');
    expect(focusedItem(walk, 1)).toBeUndefined();
  });

  it('writes simulated time as m:ss, and h:mm:ss from an hour', () => {
    expect(formatSimTime(0)).toBe('0:00');
    expect(formatSimTime(75.9)).toBe('1:15');
    expect(formatSimTime(3725)).toBe('1:02:05');
  });
});
