/**
 * The trigger engine: turns a stream of GPS fixes and beacon readings into the enter and exit events
 * the visitors' app would fire.
 *
 * Hysteresis rule. A location zone of radius r is entered on a fix at most r from its centre, and left
 * only on a fix farther than r + 2 × accuracy (the fix's own accuracy). Why 2 ×: a phone's fix lies
 * within `accuracy` of the truth (the simulator's jitter never goes farther), so a fix inside r means
 * the visitor is within r + a, and a fix beyond r + 2a means the visitor is beyond r + a. A visitor
 * standing still is therefore on one side of r + a for good and can never both enter and leave: GPS
 * noise at an edge cannot make a zone flap. A smaller margin (r + a) lets one noisy fix in and the next
 * out for a visitor standing at r + a/2. A fix without a position changes no location zone.
 *
 * Beacons have no GPS noise in the simulation (readings are true distances), so a small fixed margin
 * is enough: a beacon zone is entered on a reading at most `range` away and left on a reading farther
 * than range + {@link BEACON_EXIT_MARGIN_M}, or when the beacon is not read at all.
 *
 * Every zone is one state machine, so two zones sharing a beacon id both fire. The events of one fix
 * are its exits, then its enters, each in zone-id order, so a run is deterministic.
 */
import Flatbush from 'flatbush';
import { EARTH_RADIUS_M, haversineMetres } from '../geo.ts';
import type { GeoPoint } from '../relations.ts';
import type { SimZone } from './simWorld.ts';

/** One beacon the phone hears, and how far away it is (metres). */
export interface BeaconReading {
  beaconId: string;
  distance: number;
}

/** One sample of the phone: `t` in seconds; `position` is the REPORTED (jittered) GPS fix, absent when the phone has none. */
export interface Fix {
  t: number;
  position?: GeoPoint;
  /** Metres: the fix lies within this distance of the truth. */
  accuracy: number;
  beacons: readonly BeaconReading[];
}

/** The visitor entered or left a zone (`zone`: its SimZone.id) on fix number `fix`, at its time `t`. */
export interface ZoneEvent {
  t: number;
  type: 'enter' | 'exit';
  zone: string;
  fix: number;
}

/** A beacon zone is left only on a reading this many metres beyond its range (or none at all). */
export const BEACON_EXIT_MARGIN_M = 1;

/** The distance beyond which a fix leaves a location zone of radius `radius`: r + 2 × accuracy (see the module comment). */
export function exitRadius(radius: number, accuracy: number): number {
  return radius + 2 * Math.max(0, accuracy);
}

/** A running engine: feed it fixes in time order. */
export interface TriggerEngine {
  /** The events this fix fires: exits first, then enters, each in zone-id order. */
  step(fix: Fix): ZoneEvent[];
  /** The ids of the zones the visitor is inside now. */
  inside(): ReadonlySet<string>;
  /** Back to outside every zone (a new walk). */
  reset(): void;
}

/** The nearest reading of each beacon id in a fix (a phone may report one beacon twice). */
function nearestReadings(readings: readonly BeaconReading[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of readings) {
    const seen = out.get(r.beaconId);
    if (seen === undefined || r.distance < seen) out.set(r.beaconId, r.distance);
  }
  return out;
}

/**
 * Whether the visitor is inside `zone` after `fix`, given whether it was before: THE rule, shared by
 * the indexed engine and the naive scan so that only the choice of zones to look at differs.
 */
function insideAfter(zone: SimZone, was: boolean, fix: Fix, readings: ReadonlyMap<string, number>): boolean {
  const area = zone.area;
  if (area.type === 'beacon') {
    const d = readings.get(area.beaconId);
    if (d === undefined) return false;
    return was ? d <= area.range + BEACON_EXIT_MARGIN_M : d <= area.range;
  }
  if (!fix.position) return was;
  const d = haversineMetres(fix.position, area.centre);
  return was ? d <= exitRadius(area.radius, fix.accuracy) : d <= area.radius;
}

const byId = (a: SimZone, b: SimZone) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A fix's events from the zones that changed, exits first then enters (zones are in id order already). */
function eventsOf(changed: readonly SimZone[], now: ReadonlySet<SimZone>, fix: Fix, index: number): ZoneEvent[] {
  const exits: ZoneEvent[] = [];
  const enters: ZoneEvent[] = [];
  for (const z of changed) (now.has(z) ? enters : exits).push({ t: fix.t, type: now.has(z) ? 'enter' : 'exit', zone: z.id, fix: index });
  return exits.concat(enters);
}

/** Metres per degree of latitude on the sphere haversineMetres uses. */
const M_PER_DEG = (EARTH_RADIUS_M * Math.PI) / 180;
/** Boxes are a little larger than the circles: a box that is too big costs one distance, one too small misses an enter. */
const BOX_SLACK = 1.01;

/** A location zone's bounding box in degrees ([minLon, minLat, maxLon, maxLat]); the whole band of longitudes near a pole or the antimeridian. */
function boxOf(centre: GeoPoint, radius: number): [number, number, number, number] {
  const dLat = (radius * BOX_SLACK) / M_PER_DEG + 1e-9;
  const minLat = Math.max(-90, centre.latitude - dLat);
  const maxLat = Math.min(90, centre.latitude + dLat);
  const cos = Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180);
  const dLon = cos > 1e-6 ? (radius * BOX_SLACK) / (M_PER_DEG * cos) + 1e-9 : 360;
  const minLon = centre.longitude - dLon;
  const maxLon = centre.longitude + dLon;
  if (minLon < -180 || maxLon > 180) return [-180, minLat, 180, maxLat];
  return [minLon, minLat, maxLon, maxLat];
}

/** The zones the visitor is in after a fix, among `candidates` (every zone that can change), and those that changed, in the candidates' order. */
function transitions(candidates: Iterable<SimZone>, inside: ReadonlySet<SimZone>, fix: Fix, readings: ReadonlyMap<string, number>) {
  const next = new Set<SimZone>();
  const changed: SimZone[] = [];
  for (const z of candidates) {
    const was = inside.has(z);
    const is = insideAfter(z, was, fix, readings);
    if (is) next.add(z);
    if (is !== was) changed.push(z);
  }
  return { next, changed };
}

/**
 * An engine over a world's zones. Location zones sit in a static R-tree (flatbush) of their circles'
 * boxes: a fix can only ENTER a zone whose circle holds it, so a point query finds every candidate;
 * the zones the visitor is inside are checked on every fix as well, since leaving one happens outside
 * its circle. Beacon zones are found by beacon id. Per fix this costs the zones near the visitor plus
 * the zones they are in, not every zone.
 */
export function createTriggerEngine(zones: readonly SimZone[]): TriggerEngine {
  const sorted = [...zones].sort(byId);
  const located = sorted.filter((z) => z.area.type === 'location');
  const beacons = new Map<string, SimZone[]>();
  for (const z of sorted) {
    if (z.area.type !== 'beacon') continue;
    const list = beacons.get(z.area.beaconId) ?? [];
    list.push(z);
    beacons.set(z.area.beaconId, list);
  }
  let tree: Flatbush | undefined;
  if (located.length > 0) {
    tree = new Flatbush(located.length);
    for (const z of located) {
      const area = z.area as Extract<SimZone['area'], { type: 'location' }>;
      tree.add(...boxOf(area.centre, area.radius));
    }
    tree.finish();
  }
  const order = new Map(sorted.map((z, i) => [z, i]));
  let inside = new Set<SimZone>();
  let count = 0;

  return {
    step(fix) {
      const readings = nearestReadings(fix.beacons);
      const candidates = new Set<SimZone>(inside);
      if (tree && fix.position) {
        const { latitude: y, longitude: x } = fix.position;
        for (const i of tree.search(x, y, x, y)) candidates.add(located[i]);
      }
      for (const id of readings.keys()) for (const z of beacons.get(id) ?? []) candidates.add(z);
      const { next, changed } = transitions(candidates, inside, fix, readings);
      changed.sort((a, b) => order.get(a)! - order.get(b)!);
      inside = next;
      return eventsOf(changed, next, fix, count++);
    },
    inside: () => new Set([...inside].map((z) => z.id)),
    reset() {
      inside = new Set();
      count = 0;
    },
  };
}

/** Every event of a walk, through the indexed engine. */
export function runTriggers(zones: readonly SimZone[], fixes: readonly Fix[]): ZoneEvent[] {
  const engine = createTriggerEngine(zones);
  return fixes.flatMap((f) => engine.step(f));
}

/** Every event of a walk by the same rule, looking at every zone on every fix: the bench's baseline and the tests' oracle. */
export function naiveTriggers(zones: readonly SimZone[], fixes: readonly Fix[]): ZoneEvent[] {
  const sorted = [...zones].sort(byId);
  let inside = new Set<SimZone>();
  const out: ZoneEvent[] = [];
  fixes.forEach((fix, index) => {
    const readings = nearestReadings(fix.beacons);
    const { next, changed } = transitions(sorted, inside, fix, readings);
    inside = next;
    out.push(...eventsOf(changed, next, fix, index));
  });
  return out;
}
