import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { beaconZone, demoStationsWorld, demoTripWorld, locationZone, worldZones } from './walkWorlds.ts';
import type { GeoPoint } from '../../src/core/relations.ts';
import type { SimZone } from '../../src/core/walk/simWorld.ts';
import { BEACON_EXIT_MARGIN_M, createTriggerEngine, exitRadius, naiveTriggers, runTriggers, type BeaconReading, type Fix, type ZoneEvent } from '../../src/core/walk/triggerEngine.ts';
import { createJitter, destinationPoint, toFixes, walkRoute } from '../../src/core/walk/walkRoute.ts';

const CENTRE: GeoPoint = { latitude: 59.91, longitude: 10.73 };
const EAST = Math.PI / 2;
/** The point `m` metres east of the centre. */
const east = (m: number, from: GeoPoint = CENTRE) => destinationPoint(from, m, EAST);
const fix = (t: number, position: GeoPoint | undefined, accuracy = 5, beacons: BeaconReading[] = []): Fix => ({ t, ...(position ? { position } : {}), accuracy, beacons });
const brief = (events: ZoneEvent[]) => events.map((e) => `${e.fix} ${e.type} ${e.zone}`);
/** Both engines on the same fixes, which must agree; the indexed engine's events. */
function both(zones: SimZone[], fixes: Fix[]): ZoneEvent[] {
  const events = runTriggers(zones, fixes);
  expect(naiveTriggers(zones, fixes)).toEqual(events);
  return events;
}

describe('location zones', () => {
  const zone = locationZone('z', CENTRE, 20);

  it('enters on the first fix within the radius', () => {
    expect(brief(both([zone], [fix(0, east(50)), fix(1, east(30)), fix(2, east(19.9)), fix(3, east(5))]))).toEqual(['2 enter z']);
  });

  it('leaves only on a fix farther than r + 2 × accuracy', () => {
    expect(exitRadius(20, 10)).toBe(40);
    const fixes = [fix(0, east(10), 10), fix(1, east(39.5), 10), fix(2, east(30), 10), fix(3, east(40.5), 10)];
    const events = both([zone], fixes);
    expect(brief(events)).toEqual(['0 enter z', '3 exit z']);
    expect(events[1].t).toBe(3);
  });

  it('uses each fix’s own accuracy for leaving', () => {
    // 45 m out: still inside at accuracy 15 (exit beyond 50 m), out at accuracy 10 (exit beyond 40 m).
    expect(brief(both([zone], [fix(0, CENTRE), fix(1, east(45), 15), fix(2, east(45), 10)]))).toEqual(['0 enter z', '2 exit z']);
  });

  it('does not re-enter until the fix is within the radius again', () => {
    const fixes = [fix(0, CENTRE), fix(1, east(60)), fix(2, east(25)), fix(3, east(19.99))];
    expect(brief(both([zone], fixes))).toEqual(['0 enter z', '1 exit z', '3 enter z']);
  });

  it('a fix without a position changes no location zone', () => {
    const engine = createTriggerEngine([zone]);
    expect(engine.step(fix(0, CENTRE))).toHaveLength(1);
    expect(engine.step(fix(1, undefined))).toEqual([]);
    expect([...engine.inside()]).toEqual(['z']);
    expect(both([zone], [fix(0, east(100)), fix(1, undefined), fix(2, undefined)])).toEqual([]);
  });

  it('fires both of two overlapping zones, in zone-id order', () => {
    const a = locationZone('a', CENTRE, 20);
    const b = locationZone('b', east(15), 20);
    const events = both([b, a], [fix(0, east(200)), fix(1, east(7)), fix(2, east(-200))]);
    expect(brief(events)).toEqual(['1 enter a', '1 enter b', '2 exit a', '2 exit b']);
  });

  it('reset starts a new walk outside every zone', () => {
    const engine = createTriggerEngine([zone]);
    engine.step(fix(0, CENTRE));
    engine.reset();
    expect(engine.inside().size).toBe(0);
    expect(engine.step(fix(0, CENTRE))).toEqual([{ t: 0, type: 'enter', zone: 'z', fix: 0 }]);
  });
});

describe('jitter at a zone’s edge', () => {
  const R = 25;
  for (const accuracy of [5, 20, 65]) {
    for (const [name, d] of [['r', R], ['r + a/2', R + accuracy / 2], ['r + a', R + accuracy]] as const) {
      it(`a visitor standing at ${name} with accuracy ${accuracy} m: at most one enter, no exit in 1,000 fixes`, () => {
        const truth = east(d);
        const jitter = createJitter(accuracy * 1000 + Math.round(d));
        const fixes = Array.from({ length: 1000 }, (_, t) => fix(t, jitter(truth, accuracy), accuracy));
        const events = both([locationZone('edge', CENTRE, R)], fixes);
        expect(events.filter((e) => e.type === 'exit')).toEqual([]);
        expect(events.length).toBeLessThanOrEqual(1);
      });
    }
  }

  it('standing at r + a/2 does enter (the test above is not vacuous)', () => {
    const truth = east(R + 10);
    const jitter = createJitter(7);
    const fixes = Array.from({ length: 1000 }, (_, t) => fix(t, jitter(truth, 20), 20));
    expect(brief(both([locationZone('edge', CENTRE, R)], fixes))).toHaveLength(1);
  });
});

describe('beacon zones', () => {
  const zone = beaconZone('b', 'B1', 5);
  const read = (distance: number, beaconId = 'B1') => [{ beaconId, distance }];

  it('enters on a reading within range and leaves beyond range + margin', () => {
    expect(BEACON_EXIT_MARGIN_M).toBe(1);
    const fixes = [fix(0, undefined, 5, read(8)), fix(1, undefined, 5, read(5)), fix(2, undefined, 5, read(5.9)), fix(3, undefined, 5, read(6.1))];
    expect(brief(both([zone], fixes))).toEqual(['1 enter b', '3 exit b']);
  });

  it('does not enter within the margin from outside', () => {
    expect(both([zone], [fix(0, undefined, 5, read(5.5)), fix(1, undefined, 5, read(5.9))])).toEqual([]);
  });

  it('leaves when the beacon is no longer read', () => {
    expect(brief(both([zone], [fix(0, CENTRE, 5, read(1)), fix(1, CENTRE, 5, [])]))).toEqual(['0 enter b', '1 exit b']);
  });

  it('an "in range" toggle (a reading at 0 m) enters and its release leaves', () => {
    const fixes = [fix(0, CENTRE), fix(1, CENTRE, 5, read(0)), fix(2, CENTRE, 5, read(0)), fix(3, CENTRE)];
    expect(brief(both([zone], fixes))).toEqual(['1 enter b', '3 exit b']);
  });

  it('ignores other beacons and takes the nearest of two readings of one id', () => {
    const fixes = [fix(0, undefined, 5, read(1, 'B2')), fix(1, undefined, 5, [{ beaconId: 'B1', distance: 40 }, { beaconId: 'B1', distance: 2 }])];
    expect(brief(both([zone], fixes))).toEqual(['1 enter b']);
  });

  it('two zones sharing a beacon id both fire', () => {
    const events = both([beaconZone('station:2:beacon', 'B1', 5), beaconZone('station:1:beacon', 'B1', 3)], [fix(0, undefined, 5, read(2)), fix(1, undefined, 5, [])]);
    expect(brief(events)).toEqual(['0 enter station:1:beacon', '0 enter station:2:beacon', '1 exit station:1:beacon', '1 exit station:2:beacon']);
  });
});

describe('order of events', () => {
  it('puts a fix’s exits before its enters, each in zone-id order, whatever the zones’ order', () => {
    const zones = [beaconZone('z2', 'OLD', 5), beaconZone('a2', 'NEW', 5), beaconZone('z1', 'OLD', 5), beaconZone('a1', 'NEW', 5)];
    const fixes = [fix(0, undefined, 5, [{ beaconId: 'OLD', distance: 1 }]), fix(1, undefined, 5, [{ beaconId: 'NEW', distance: 1 }])];
    expect(brief(both(zones, fixes))).toEqual(['0 enter z1', '0 enter z2', '1 exit z1', '1 exit z2', '1 enter a1', '1 enter a2']);
    expect(brief(runTriggers([...zones].reverse(), fixes))).toEqual(brief(runTriggers(zones, fixes)));
  });
});

/** A seeded city of zones and a jittered random walk through it, with beacon readings and fixes without a position. */
function randomCase(seed: number, origin: GeoPoint) {
  const rng = xoroshiro128plus(seed);
  const u = () => uniformFloat64(rng);
  const zones: SimZone[] = [];
  for (let i = 0; i < 120; i++) {
    const id = `z${String(i).padStart(3, '0')}`;
    if (u() < 0.25) zones.push(beaconZone(id, `B${Math.floor(u() * 10)}`, 1 + u() * 10));
    else zones.push(locationZone(id, destinationPoint(origin, u() * 800, u() * 2 * Math.PI), 5 + u() * 60));
  }
  const fixes: Fix[] = [];
  let at = origin;
  for (let t = 0; t < 1500; t++) {
    at = destinationPoint(at, u() * 6, u() * 2 * Math.PI);
    if (haversine(at, origin) > 900) at = origin;
    const accuracy = 5 + u() * 60;
    const beacons = u() < 0.3 ? [{ beaconId: `B${Math.floor(u() * 10)}`, distance: u() * 15 }] : [];
    const position = u() < 0.05 ? undefined : destinationPoint(at, accuracy * Math.sqrt(u()), u() * 2 * Math.PI);
    fixes.push(fix(t, position, accuracy, beacons));
  }
  return { zones, fixes };
}
const haversine = (a: GeoPoint, b: GeoPoint) => Math.hypot((a.latitude - b.latitude) * 111_195, (a.longitude - b.longitude) * 111_195 * Math.cos((a.latitude * Math.PI) / 180));

describe('the indexed engine and the naive scan', () => {
  const places: [string, GeoPoint][] = [['Oslo', CENTRE], ['Longyearbyen (far north)', { latitude: 78.22, longitude: 15.65 }], ['by the antimeridian', { latitude: -16.5, longitude: 179.999 }]];
  for (const [name, origin] of places) {
    for (const seed of [1, 2, 3]) {
      it(`fire the same events on a random walk in ${name} (seed ${seed})`, () => {
        const { zones, fixes } = randomCase(seed, origin);
        const events = runTriggers(zones, fixes);
        expect(naiveTriggers(zones, fixes)).toEqual(events);
        expect(events.filter((e) => e.type === 'enter').length).toBeGreaterThan(20);
      });
    }
  }

  it('fire the same events walking the demo trip and the demo stations (real declarations)', () => {
    for (const world of [demoTripWorld(), demoStationsWorld()]) {
      const path = walkRoute(demoTripWorld().route);
      const fixes = toFixes({ path, accuracy: 15, seed: 3, beacons: [{ beaconId: 'AK02', point: { latitude: 59.9075, longitude: 10.7380 } }], inRange: [] });
      const events = runTriggers(worldZones(world), fixes);
      expect(naiveTriggers(worldZones(world), fixes)).toEqual(events);
      expect(events.map((e) => `${e.type} ${e.zone}`)).toEqual(expect.arrayContaining(['enter station:101:pin', 'enter station:201:beacon', 'exit station:201:beacon', 'enter station:301:pin']));
    }
  });
});
