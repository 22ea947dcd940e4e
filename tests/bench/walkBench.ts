import { isDeepStrictEqual } from 'node:util';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { Bench } from 'tinybench';
import { haversineMetres } from '../../src/core/geo.ts';
import type { GeoPoint } from '../../src/core/relations.ts';
import type { SimZone } from '../../src/core/walk/simWorld.ts';
import type { BeaconPlacement } from '../../src/core/walk/simulation.ts';
import { naiveTriggers, runTriggers } from '../../src/core/walk/triggerEngine.ts';
import { destinationPoint, toFixes, walkRoute } from '../../src/core/walk/walkRoute.ts';
import type { BenchRow } from './serverBench.ts';

const ZONES = 500;
/** A fifth of the zones are beacons (stations and story pages with a beacon id). */
const BEACON_ZONES = 100;
const FIXES = 2 * 60 * 60;
const ACCURACY_M = 20;
const CITY_RADIUS_M = 1500;
const CITY: GeoPoint = { latitude: 59.9127, longitude: 10.7461 };

/**
 * A seeded city: 400 location zones (radii 10–60 m) and 100 beacon zones within 1.5 km of Oslo's
 * centre; a 2-hour walk at 1 Hz from zone to a near zone (so zones do fire), jittered at 20 m; the beacons
 * placed along the walk, so the phone hears some of them.
 */
function city() {
  const rng = xoroshiro128plus(18);
  const u = () => uniformFloat64(rng);
  const somewhere = (): GeoPoint => destinationPoint(CITY, CITY_RADIUS_M * Math.sqrt(u()), 2 * Math.PI * u());
  const zones: SimZone[] = Array.from({ length: ZONES }, (_, i): SimZone => {
    const base = { id: `bench:${i}:zone`, key: 'zone', at: '/latitude', label: `Zone ${i}`, kind: 'bench', itemId: i, itemTitle: `Item ${i}`, effects: ['details'] as const };
    return i < BEACON_ZONES
      ? { ...base, area: { type: 'beacon', beaconId: `B${i % 80}`, range: 2 + u() * 8 } }
      : { ...base, area: { type: 'location', centre: somewhere(), radius: 10 + u() * 50 } };
  });
  const located = zones.flatMap((z) => (z.area.type === 'location' ? [z.area.centre] : []));
  // A sightseer's walk: on to one of the 8 nearest zones not yet visited, until two hours are filled.
  const route: GeoPoint[] = [CITY];
  const unvisited = new Set(located);
  let path = walkRoute(route);
  while (path.length < FIXES && unvisited.size > 0) {
    const here = route[route.length - 1];
    const near = [...unvisited].sort((a, b) => haversineMetres(here, a) - haversineMetres(here, b)).slice(0, 8);
    const next = near[Math.floor(u() * near.length)];
    unvisited.delete(next);
    route.push(next);
    path = walkRoute(route);
  }
  path = path.slice(0, FIXES);
  const beacons: BeaconPlacement[] = Array.from({ length: 80 }, (_, i) => {
    const [, latitude, longitude] = path[Math.floor(u() * path.length)];
    return { beaconId: `B${i}`, point: destinationPoint({ latitude, longitude }, u() * 15, 2 * Math.PI * u()) };
  });
  return { zones, fixes: toFixes({ path, accuracy: ACCURACY_M, seed: 18, beacons, inRange: [] }) };
}

/**
 * The trigger engine (flatbush index + beacon map) over a 2-hour walk at 1 Hz against 500 zones, next
 * to the naive scan of every zone on every fix, in the same run; and a check that both fire the same events.
 */
export async function walkBench(): Promise<BenchRow[]> {
  const { zones, fixes } = city();
  const events = runTriggers(zones, fixes);
  const naive = naiveTriggers(zones, fixes);
  const same = isDeepStrictEqual(events, naive);
  if (!same) console.log(`FAIL walk: the engine fired ${events.length} events, the naive scan ${naive.length}: they differ`);
  const bench = new Bench({ time: 3000, warmup: true });
  bench.add('engine', () => { runTriggers(zones, fixes); }).add('naive', () => { naiveTriggers(zones, fixes); });
  await bench.run();
  const walksPerS = (name: string) => {
    const result = bench.tasks.find((t) => t.name === name)!.result;
    if (!('throughput' in result)) throw new Error(`${name}: ${result.state}`);
    return result.throughput.mean;
  };
  const [ours, base] = [walksPerS('engine'), walksPerS('naive')];
  const beaconEvents = events.filter((e) => Number(e.zone.split(':')[1]) < BEACON_ZONES).length;
  const what = `2-hour walk at 1 Hz (${FIXES} fixes, jitter ${ACCURACY_M} m) × ${ZONES} zones (${ZONES - BEACON_ZONES} location, ${BEACON_ZONES} beacon)`;
  const note = 'baseline: naive scan of every zone on every fix, same rule, same run';
  return [
    { name: `trigger engine events/s, ${what}`, value: ours * events.length, unit: 'events/s', baseline: base * naive.length, ratio: ours / base, note: `${events.length} events per walk (${beaconEvents} of beacon zones); ${note}` },
    { name: `trigger engine fixes/s, ${what}`, value: ours * FIXES, unit: 'fixes/s', baseline: base * FIXES, ratio: ours / base, note },
    { name: 'trigger engine fires the same events as the naive scan', value: events.length, unit: 'events', baseline: naive.length, budget: 'identical', pass: same },
  ];
}
