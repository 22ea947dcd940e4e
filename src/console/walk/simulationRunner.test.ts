import { describe, expect, it } from 'vitest';
import type { SimulationInput } from '../../core/walk/simulation.ts';
import type { SimWorld, SimZone } from '../../core/walk/simWorld.ts';
import { walkRoute } from '../../core/walk/walkRoute.ts';
import { runSimulation } from './simulationRun.ts';
import { createSimulationRunner } from './simulationRunner.ts';

const pier = { latitude: 59.9104, longitude: 10.7275 };
const gate = { latitude: 59.9075, longitude: 10.738 };
const opera = { latitude: 59.9074, longitude: 10.753 };
const zone = (itemId: number, key: string, over: Partial<SimZone>): SimZone => ({
  key, at: '/latitude', label: key, area: { type: 'location', centre: pier, radius: 30 }, effects: ['radar'],
  id: `tk_venue:${itemId}:${key}`, kind: 'tk_venue', itemId, itemTitle: `Venue ${itemId}`, ...over,
});
const world: SimWorld = {
  subject: { kind: 'tk_tour', id: 9, title: 'Harbour' },
  items: [
    { kind: 'tk_venue', id: 1, title: 'Pier', point: pier, zones: [zone(1, 'radar', {})] },
    { kind: 'tk_venue', id: 2, title: 'Gate', point: gate, zones: [zone(2, 'beacon', { area: { type: 'beacon', beaconId: 'AK02', range: 5 }, effects: ['details'] })] },
    { kind: 'tk_venue', id: 3, title: 'Opera', point: opera, zones: [zone(3, 'pin', { area: { type: 'location', centre: opera, radius: 25 }, effects: ['pin'] })] },
    { kind: 'tk_venue', id: 4, title: 'Kiosk', zones: [zone(4, 'kiosk', { area: { type: 'beacon', beaconId: 'K1', range: 3 }, effects: ['radar'] })] },
  ],
  stops: [],
  route: [pier, gate, opera],
};
const walk = walkRoute(world.route);
const base: SimulationInput = { path: [], accuracy: 20, seed: 42, beacons: [{ beaconId: 'AK02', point: gate }], inRange: [], };
const upTo = (n: number, over: Partial<SimulationInput> = {}): SimulationInput => ({ ...base, ...over, path: walk.slice(0, n) });

describe('the simulator going on point by point', () => {
  it('gives, append after append, what a run of the whole walk from the start gives', () => {
    const runner = createSimulationRunner(world);
    let previous = runner.run(upTo(1));
    expect(previous).toEqual(runSimulation(world, upTo(1)));
    for (const n of [2, 3, 40, 41, 200, 201, 600, walk.length]) {
      const now = runner.run(upTo(n));
      expect(now).toEqual(runSimulation(world, upTo(n)));
      // Went on from where it was: the same fixes, grown.
      expect(now.fixes).toBe(previous.fixes);
      previous = now;
    }
    // The walk passes the pier's radar, the gate's beacon and the Opera's pin: a run with something to compare.
    expect(new Set(previous.events.map((e) => e.zone))).toEqual(new Set(['tk_venue:1:radar', 'tk_venue:2:beacon', 'tk_venue:3:pin']));
  });

  it('keeps what the timeline draws from while nothing fires, and hands new arrays when something does', () => {
    const runner = createSimulationRunner(world);
    const start = runner.run(upTo(100));
    const quiet = runner.run(upTo(101));
    expect(quiet.events).toBe(start.events);
    expect(quiet.steps).toBe(start.steps);
    expect(quiet.saved).toBe(start.saved);
    const firstPin = runSimulation(world, upTo(walk.length)).events.find((e) => e.zone === 'tk_venue:3:pin')!.fix;
    const fired = runner.run(upTo(firstPin + 1));
    expect(fired.events).not.toBe(start.events);
    expect(fired.events.at(-1)?.zone).toBe('tk_venue:3:pin');
  });

  it('starts over when the accuracy, the beacons, the in-range ids or the seed change, or the author went back', () => {
    const runner = createSimulationRunner(world);
    const same = (input: SimulationInput) => {
      const now = runner.run(input);
      expect(now).toEqual(runSimulation(world, input));
      return now;
    };
    const walked = same(upTo(500));
    const sharper = same(upTo(500, { accuracy: 5 }));
    expect(sharper.fixes).not.toBe(walked.fixes);
    same(upTo(520, { accuracy: 5 }));
    same(upTo(520, { accuracy: 5, beacons: [{ beaconId: 'AK02', point: pier }] }));
    same(upTo(520, { accuracy: 5, beacons: [{ beaconId: 'AK02', point: pier }], inRange: ['K1'] }));
    same(upTo(530, { accuracy: 5, beacons: [{ beaconId: 'AK02', point: pier }], inRange: ['K1'], seed: 7 }));
    // Back to second 99, then the visitor placed at the Opera: a cut and a new point, as long as the walk was.
    const cut: SimulationInput = { ...upTo(100, { seed: 7 }), path: [...walk.slice(0, 100), [100, opera.latitude, opera.longitude]] };
    same({ ...cut, accuracy: 5, beacons: [{ beaconId: 'AK02', point: pier }], inRange: ['K1'] });
    const back = same(upTo(50, { accuracy: 5, beacons: [{ beaconId: 'AK02', point: pier }], inRange: ['K1'], seed: 7 }));
    const on = same(upTo(walk.length, { accuracy: 5, beacons: [{ beaconId: 'AK02', point: pier }], inRange: ['K1'], seed: 7 }));
    expect(on.fixes).toBe(back.fixes);
  });
});
