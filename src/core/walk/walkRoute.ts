import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { EARTH_RADIUS_M, haversineMetres } from '../geo.ts';
import type { GeoPoint } from '../relations.ts';
import type { BeaconReading, Fix } from './triggerEngine.ts';
import type { BeaconPlacement, SimulationInput } from './simulation.ts';

/** A visitor's walking pace in metres per second (an unhurried adult, sightseeing). */
export const WALKING_SPEED_MPS = 1.4;

/** A phone hears a beacon at most this far away (BLE beacons at ordinary power); farther ones are not read. */
export const BEACON_HEARING_M = 100;

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/**
 * The point `metres` away from `from` in direction `bearing` (radians, clockwise from north) on the same
 * sphere as haversineMetres, so that the distance back is `metres` up to rounding.
 */
export function destinationPoint(from: GeoPoint, metres: number, bearing: number): GeoPoint {
  const d = metres / EARTH_RADIUS_M;
  const φ1 = rad(from.latitude);
  const sinφ2 = Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(bearing);
  const φ2 = Math.asin(Math.max(-1, Math.min(1, sinφ2)));
  const λ = Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * sinφ2);
  const longitude = ((from.longitude + deg(λ) + 540) % 360) - 180;
  return { latitude: deg(φ2), longitude };
}

/** The point a fraction `f` (0…1) of the way from a to b (linear in degrees: legs between stops are short). */
function between(a: GeoPoint, b: GeoPoint, f: number): GeoPoint {
  return { latitude: a.latitude + (b.latitude - a.latitude) * f, longitude: a.longitude + (b.longitude - a.longitude) * f };
}

/**
 * The visitor's true positions `[t, latitude, longitude]` walking `route` along straight legs at `speed`
 * m/s (default {@link WALKING_SPEED_MPS}), sampled `hz` times a second (default 1): the first point at
 * t = 0, the last point of the route always included (at the walk's end, even between two samples).
 */
export function walkRoute(route: readonly GeoPoint[], opts: { speed?: number; hz?: number } = {}): [number, number, number][] {
  const speed = opts.speed && opts.speed > 0 ? opts.speed : WALKING_SPEED_MPS;
  const hz = opts.hz && opts.hz > 0 ? opts.hz : 1;
  if (route.length === 0) return [];
  // Leg end times; a leg of zero length takes no time.
  const ends: number[] = [];
  let total = 0;
  for (let i = 1; i < route.length; i++) {
    total += haversineMetres(route[i - 1], route[i]) / speed;
    ends.push(total);
  }
  const out: [number, number, number][] = [];
  let leg = 0;
  // Stop short of the end by a hair so that rounding does not add a sample a microsecond before the last point.
  for (let k = 0; k / hz < total - 1e-6; k++) {
    const t = k / hz;
    while (leg < ends.length - 1 && ends[leg] <= t) leg++;
    const start = leg === 0 ? 0 : ends[leg - 1];
    const span = ends[leg] - start;
    const p = span > 0 ? between(route[leg], route[leg + 1], (t - start) / span) : route[leg + 1];
    out.push([t, p.latitude, p.longitude]);
  }
  const last = route[route.length - 1];
  out.push([total, last.latitude, last.longitude]);
  return out;
}

/**
 * A phone's GPS noise, reproducible by `seed`: each call returns a fix uniformly distributed in the disc
 * of radius `accuracy` around the truth (never farther, which the engine's hysteresis relies on).
 */
export function createJitter(seed: number): (truth: GeoPoint, accuracy: number) => GeoPoint {
  const rng = xoroshiro128plus(seed | 0);
  return (truth, accuracy) => {
    // Two draws per fix whatever the accuracy, so a replay at another accuracy keeps its sequence.
    const u = uniformFloat64(rng);
    const v = uniformFloat64(rng);
    if (!(accuracy > 0)) return { ...truth };
    // sqrt: uniform over the disc's area, not crowded at its centre; the tiny shrink keeps rounding inside it.
    return destinationPoint(truth, accuracy * Math.sqrt(u) * (1 - 1e-9), 2 * Math.PI * v);
  };
}

/**
 * The beacons a visitor at `truth` hears: each placed beacon within {@link BEACON_HEARING_M} at its true
 * distance (no noise), and each id toggled in range at 0 m; one reading per id (the nearest), in id order.
 */
export function beaconReadings(truth: GeoPoint, beacons: readonly BeaconPlacement[], inRange: readonly string[]): BeaconReading[] {
  const nearest = new Map<string, number>();
  const hear = (id: string, d: number) => {
    const seen = nearest.get(id);
    if (seen === undefined || d < seen) nearest.set(id, d);
  };
  for (const b of beacons) {
    const d = haversineMetres(truth, b.point);
    if (d <= BEACON_HEARING_M) hear(b.beaconId, d);
  }
  for (const id of inRange) hear(id, 0);
  return [...nearest.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([beaconId, distance]) => ({ beaconId, distance }));
}

/** The fixes of a saved walk: one per path point, jittered with the input's seed (so a replay is identical), with its beacon readings. */
export function toFixes(input: SimulationInput): Fix[] {
  const jitter = createJitter(input.seed);
  return input.path.map((point) => fixOf(point, input, jitter));
}

/** The fix a phone reports at one path point: the jittered position (the next draws of `jitter`), the accuracy and the beacon readings. */
export function fixOf([t, latitude, longitude]: SimulationInput['path'][number], input: Omit<SimulationInput, 'path' | 'seed'>, jitter: ReturnType<typeof createJitter>): Fix {
  const truth = { latitude, longitude };
  return { t, position: jitter(truth, input.accuracy), accuracy: input.accuracy, beacons: beaconReadings(truth, input.beacons, input.inRange) };
}

/** The visitor's true position at time `t` (interpolated between path points, held at either end). Throws on an empty path. */
export function pointAt(path: SimulationInput['path'], t: number): GeoPoint {
  if (path.length === 0) throw new RangeError('pointAt: empty path');
  const at = (i: number): GeoPoint => ({ latitude: path[i][1], longitude: path[i][2] });
  if (t <= path[0][0]) return at(0);
  const lastIndex = path.length - 1;
  if (t >= path[lastIndex][0]) return at(lastIndex);
  // The last point at or before t (binary search: paths run to hours at 1 Hz).
  let lo = 0;
  let hi = lastIndex;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (path[mid][0] <= t) lo = mid;
    else hi = mid;
  }
  const span = path[hi][0] - path[lo][0];
  return span > 0 ? between(at(lo), at(hi), (t - path[lo][0]) / span) : at(hi);
}
