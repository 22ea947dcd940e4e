import { describe, expect, it } from 'vitest';
import type { SimWorld, SimZone } from '../../core/walk/simWorld.ts';
import { focusedItem, formatSimTime, runSimulation } from './simulationRun.ts';

const opera = { latitude: 59.9074, longitude: 10.753 };
const gate = { latitude: 59.9075, longitude: 10.738 };
const pinZone: SimZone = {
  key: 'pin', at: '/latitude', label: 'Roof walk', area: { type: 'location', centre: opera, radius: 25 }, effects: ['pin'],
  id: 'tk_venue:1:pin', kind: 'tk_venue', itemId: 1, itemTitle: 'Opera',
};
const beaconZone: SimZone = {
  key: 'beacon', at: '/beacon_id', label: 'Main gate', area: { type: 'beacon', beaconId: 'AK02', range: 5 }, effects: ['details', 'radar'],
  id: 'tk_venue:2:beacon', kind: 'tk_venue', itemId: 2, itemTitle: 'Gate',
};
const world: SimWorld = {
  subject: { kind: 'tk_venue', title: 'Venues' },
  items: [
    { kind: 'tk_venue', id: 1, title: 'Opera', point: opera, zones: [pinZone] },
    { kind: 'tk_venue', id: 2, title: 'Gate', zones: [beaconZone] },
  ],
  stops: [],
  route: [],
};

describe('a simulation run as the screen shows it', () => {
  it('brings the item whose details unlocked to the phone, and the map back when it locks again', () => {
    const still = runSimulation(world, { path: [[0, 59.9, 10.7], [1, 59.9, 10.7], [2, 59.9, 10.7]], accuracy: 5, seed: 3, beacons: [], inRange: [] });
    expect(still.events).toEqual([]);
    const walk = runSimulation(world, { path: [[0, gate.latitude, gate.longitude], [1, gate.latitude, gate.longitude], [2, 59.9, 10.7]], accuracy: 5, seed: 3, beacons: [{ beaconId: 'AK02', point: gate }], inRange: [] });
    expect(walk.events.map((e) => `${e.type} ${e.zone}`)).toEqual(['enter tk_venue:2:beacon', 'exit tk_venue:2:beacon']);
    expect(walk.saved.map((e) => [e.type, e.itemTitle, e.label, e.effects])).toEqual([['enter', 'Gate', 'Main gate', ['details', 'radar']], ['exit', 'Gate', 'Main gate', ['details', 'radar']]]);
    expect(focusedItem(walk, 0)).toBe('tk_venue:2');
    expect(focusedItem(walk, 1)).toBeUndefined();
  });

  it('writes simulated time as m:ss, and h:mm:ss from an hour', () => {
    expect(formatSimTime(0)).toBe('0:00');
    expect(formatSimTime(75.9)).toBe('1:15');
    expect(formatSimTime(3725)).toBe('1:02:05');
  });
});
