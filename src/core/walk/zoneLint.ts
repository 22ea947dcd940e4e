import { EARTH_RADIUS_M, haversineMetres } from '../geo.ts';
import type { GeoPoint } from '../relations.ts';
import { itemKey, type SimItem, type SimZone } from './simWorld.ts';
import type { LocationArea } from './triggerZone.ts';

/** The GPS accuracy zone lint assumes unless asked for another, in metres (a phone in a city street). */
export const DEFAULT_LINT_ACCURACY_M = 20;

/** The longest leg between two stops of a walk zone lint accepts unless asked for another, in metres. */
export const DEFAULT_MAX_LEG_M = 2000;

/** Bounds of the `maxLeg` a client may ask for, in metres. */
export const MAX_LEG_LIMITS = { min: 10, max: 100_000 } as const;

/** What a zone lint finding is about (see {@link zoneLint}). */
export type ZoneFindingCode = 'zoneTooSmall' | 'zonesOverlap' | 'beaconShared' | 'rangeNeverReached' | 'stopTooFar';

/** Every finding code, in the order findings are reported. */
export const ZONE_FINDING_CODES: readonly ZoneFindingCode[] = ['zoneTooSmall', 'beaconShared', 'zonesOverlap', 'rangeNeverReached', 'stopTooFar'];

/** An item a finding names. */
export interface ItemRef {
  kind: string;
  id: number;
  title: string;
}

/** One thing about the company's trigger zones that would surprise a walking visitor. */
export interface ZoneFinding {
  code: ZoneFindingCode;
  /** The item to fix. */
  item: ItemRef;
  /** JSON pointer of the field to fix in `item` (a zone's `at`; a stop: the walk's relation and index, `/stops/3`). */
  at: string;
  /** The zone concerned (SimZone.id). */
  zone?: string;
  /** The other side: the earlier overlapping zone, the item first using the beacon, the stop too far away. */
  other?: ItemRef & { at?: string; zone?: string };
  /** The walk (an item with a walk relation) the finding concerns. */
  walk?: ItemRef;
  /** What the message needs: metres (whole numbers), names. */
  values: Record<string, string | number>;
}

/** A walk as lint reads it: its owner, its stops in order and the relation holding them (for `at`). */
export interface LintWalk extends ItemRef {
  /** The owner's relation holding the stops (`/<relation>/<index>` names a stop); absent: `/<index>`. */
  relation?: string;
  /** In walking order; a stop without an item in `items`, or `archived` (its link), is not walked but keeps the indices right. */
  stops: readonly { kind: string; id: number; archived?: boolean }[];
}

/** Everything zone lint reads: the items with zones or a place, and the walks through them. */
export interface ZoneLintInput {
  items: readonly SimItem[];
  walks: readonly LintWalk[];
}

/** How strict: the walker's GPS accuracy and the longest leg between stops, both in metres. */
export interface ZoneLintOptions {
  accuracy: number;
  maxLeg: number;
}

type LocationZone = SimZone & { area: LocationArea };

const isLocation = (z: SimZone): z is LocationZone => z.area.type === 'location';
const refOf = (i: { kind: string; id: number; title: string }): ItemRef => ({ kind: i.kind, id: i.id, title: i.title });
const metres = (m: number) => Math.round(m);

/**
 * The distance from `p` to the polyline through `route`, in metres: each straight leg measured on a
 * plane tangent at `p` (equirectangular), exact enough at walking scale and never off by more than a
 * fraction of a percent on legs of kilometres.
 */
export function distanceToRoute(p: GeoPoint, route: readonly GeoPoint[]): number {
  if (!route.length) return Infinity;
  const k = (Math.PI / 180) * EARTH_RADIUS_M;
  const cos = Math.cos((p.latitude * Math.PI) / 180);
  const xy = (q: GeoPoint): [number, number] => [(q.longitude - p.longitude) * k * cos, (q.latitude - p.latitude) * k];
  if (route.length === 1) return haversineMetres(p, route[0]);
  let best = Infinity;
  for (let i = 1; i < route.length; i++) {
    const [ax, ay] = xy(route[i - 1]);
    const [bx, by] = xy(route[i]);
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

function tooSmall(items: readonly SimItem[], accuracy: number): ZoneFinding[] {
  return items.flatMap((item) => item.zones.filter(isLocation).filter((z) => z.area.radius < accuracy).map((z): ZoneFinding => ({
    code: 'zoneTooSmall', item: refOf(item), at: z.at, zone: z.id,
    values: { title: item.title, zone: z.label, radius: metres(z.area.radius), accuracy: metres(accuracy) },
  })));
}

// Per kind and beacon id, the items using it by id; every item after the first is told about the first.
function beaconShared(items: readonly SimItem[]): ZoneFinding[] {
  const users = new Map<string, { item: SimItem; zone: SimZone }[]>();
  for (const item of [...items].sort((a, b) => a.id - b.id)) {
    const seen = new Set<string>();
    for (const zone of item.zones) {
      if (zone.area.type !== 'beacon' || seen.has(zone.area.beaconId)) continue;
      seen.add(zone.area.beaconId);
      const key = `${item.kind}\u0000${zone.area.beaconId}`;
      users.set(key, [...(users.get(key) ?? []), { item, zone }]);
    }
  }
  const out: ZoneFinding[] = [];
  for (const list of users.values()) {
    const [first, ...rest] = list;
    for (const { item, zone } of rest) {
      out.push({
        code: 'beaconShared', item: refOf(item), at: zone.at, zone: zone.id,
        other: { ...refOf(first.item), at: first.zone.at, zone: first.zone.id },
        values: { title: item.title, zone: zone.label, other: first.item.title, beacon: zone.area.type === 'beacon' ? zone.area.beaconId : '' },
      });
    }
  }
  return out;
}

interface WalkView {
  walk: LintWalk;
  /** The walk's owner (when it has zones or a place) then its stops, each once, in walking order. */
  items: SimItem[];
  /** Per stop index, the stop's item when it is one of the input's items. */
  stops: (SimItem | undefined)[];
  route: GeoPoint[];
}

function viewOf(walk: LintWalk, byKey: ReadonlyMap<string, SimItem>): WalkView {
  const stops = walk.stops.map((s) => (s.archived ? undefined : byKey.get(itemKey(s))));
  const items = new Map<string, SimItem>();
  const owner = byKey.get(itemKey(walk));
  if (owner) items.set(itemKey(owner), owner);
  for (const s of stops) if (s) items.set(itemKey(s), s);
  return { walk, items: [...items.values()], stops, route: stops.flatMap((s) => (s?.point ? [s.point] : [])) };
}

// Every pair of intersecting circles of one walk, told on the later zone in walking order.
function overlaps({ walk, items }: WalkView): ZoneFinding[] {
  const zones = items.flatMap((item) => item.zones.filter(isLocation).map((zone) => ({ item, zone })));
  const out: ZoneFinding[] = [];
  for (let j = 1; j < zones.length; j++) {
    for (let i = 0; i < j; i++) {
      const a = zones[i];
      const b = zones[j];
      const d = haversineMetres(a.zone.area.centre, b.zone.area.centre);
      const overlap = a.zone.area.radius + b.zone.area.radius - d;
      if (overlap <= 0) continue;
      out.push({
        code: 'zonesOverlap', item: refOf(b.item), at: b.zone.at, zone: b.zone.id,
        other: { ...refOf(a.item), at: a.zone.at, zone: a.zone.id }, walk: refOf(walk),
        values: { title: b.item.title, zone: b.zone.label, other: a.item.title, otherZone: a.zone.label, walk: walk.title, distance: metres(d), overlap: Math.max(1, metres(overlap)) },
      });
    }
  }
  return out;
}

// A page whose every way on is a circle off the walk's route: walking the walk never turns it.
function unreachedPages({ walk, items, route }: WalkView): ZoneFinding[] {
  if (!route.length) return [];
  const out: ZoneFinding[] = [];
  for (const item of items) {
    const byPage = new Map<string | number, SimZone[]>();
    for (const z of item.zones) if (z.page && z.effects.includes('page')) byPage.set(z.page.from, [...(byPage.get(z.page.from) ?? []), z]);
    for (const [from, zones] of byPage) {
      if (!zones.every(isLocation)) continue;
      const gaps = (zones as LocationZone[]).map((z) => ({ z, off: distanceToRoute(z.area.centre, route) }));
      if (gaps.some(({ z, off }) => off <= z.area.radius)) continue;
      const nearest = gaps.reduce((a, b) => (b.off < a.off ? b : a));
      const to = zones[0].page!.to;
      const label = (key: string | number) => item.pages?.list.find((p) => p.key === key)?.label ?? String(key);
      out.push({
        code: 'rangeNeverReached', item: refOf(item), at: nearest.z.at, zone: nearest.z.id, walk: refOf(walk),
        values: { title: item.title, zone: nearest.z.label, page: label(from), next: label(to), walk: walk.title, distance: metres(nearest.off), radius: metres(nearest.z.area.radius) },
      });
    }
  }
  return out;
}

function farStops({ walk, stops }: WalkView, maxLeg: number): ZoneFinding[] {
  const out: ZoneFinding[] = [];
  let previous: SimItem | undefined;
  stops.forEach((stop, index) => {
    if (!stop?.point) return;
    const d = previous?.point ? haversineMetres(previous.point, stop.point) : 0;
    if (previous && d > maxLeg) {
      out.push({
        code: 'stopTooFar', item: refOf(walk), at: walk.relation ? `/${walk.relation}/${index}` : `/${index}`, other: refOf(stop), walk: refOf(walk),
        values: { title: walk.title, stop: stop.title, previous: previous.title, n: index + 1, distance: metres(d), maxLeg: metres(maxLeg) },
      });
    }
    previous = stop;
  });
  return out;
}

/**
 * Zone lint, pure: zones too small for a walker's GPS to hit (radius under the accuracy);
 * circles of one walk that intersect, so two fire at once (once per pair, on the later zone in walking
 * order); a beacon id in zones of two items of one kind; a page whose ways on are all circles farther
 * than their radius from the walk's route (straight legs between placed stops; a beacon counts as
 * reachable, it has no place in the data); a stop farther than `maxLeg` from the previous placed stop.
 */
export function zoneLint(input: ZoneLintInput, opts: ZoneLintOptions): ZoneFinding[] {
  const byKey = new Map(input.items.map((i) => [itemKey(i), i]));
  const views = input.walks.map((w) => viewOf(w, byKey));
  return [
    ...tooSmall(input.items, opts.accuracy),
    ...beaconShared(input.items),
    ...views.flatMap(overlaps),
    ...views.flatMap(unreachedPages),
    ...views.flatMap((v) => farStops(v, opts.maxLeg)),
  ];
}

/** Whether a finding concerns an item: as the item to fix, the other side or the walk. */
export function findingConcerns(f: ZoneFinding, kind: string, id?: number): boolean {
  return [f.item, f.other, f.walk].some((r) => r !== undefined && r.kind === kind && (id === undefined || r.id === id));
}
