import { describe, expect, it } from 'vitest';
import type { GeoPoint } from '../relations.ts';
import type { SimItem, SimZone } from './simWorld.ts';
import type { ZoneArea, ZoneEffect } from './triggerZone.ts';
import { distanceToRoute, findingConcerns, zoneLint, type LintWalk } from './zoneLint.ts';

const M_PER_DEG = (Math.PI / 180) * 6_371_008.8;
const ORIGIN: GeoPoint = { latitude: 59.91, longitude: 10.73 };
/** A point `north` and `east` metres from the origin. */
const at = (north: number, east = 0): GeoPoint => ({
  latitude: ORIGIN.latitude + north / M_PER_DEG,
  longitude: ORIGIN.longitude + east / (M_PER_DEG * Math.cos((ORIGIN.latitude * Math.PI) / 180)),
});

interface ZoneSpec { key: string; area: ZoneArea; effects?: ZoneEffect[]; page?: { from: number; to: number }; at?: string; label?: string }

function item(kind: string, id: number, point: GeoPoint | undefined, zones: ZoneSpec[], pages?: { key: number; label: string }[]): SimItem {
  const title = `${kind} ${id}`;
  return {
    kind, id, title, ...(point ? { point } : {}),
    zones: zones.map((z): SimZone => ({
      key: z.key, at: z.at ?? '/range', label: z.label ?? title, area: z.area, effects: z.effects ?? ['details'], ...(z.page ? { page: z.page } : {}),
      id: `${kind}:${id}:${z.key}`, kind, itemId: id, itemTitle: title,
    })),
    ...(pages ? { pages: { pointer: '/pages', list: pages } } : {}),
  };
}
const circle = (centre: GeoPoint, radius: number): ZoneArea => ({ type: 'location', centre, radius });
const beacon = (beaconId: string, range = 3): ZoneArea => ({ type: 'beacon', beaconId, range });
const pin = (kind: string, id: number, p: GeoPoint, radius: number) => item(kind, id, p, [{ key: 'pin', area: circle(p, radius), at: '/latitude' }]);
const walk = (id: number, stops: SimItem[], relation = 'legs'): LintWalk => ({ kind: 'route', id, title: `route ${id}`, relation, stops: stops.map((s) => ({ kind: s.kind, id: s.id })) });
const opts = { accuracy: 20, maxLeg: 2000 };
const codes = (f: { code: string }[]) => f.map((x) => x.code);

describe('zoneLint', () => {
  it('finds a circle smaller than the walker’s accuracy, not a beacon nor a circle as wide as it', () => {
    const small = pin('spot', 1, at(0), 12);
    const fine = pin('spot', 2, at(500), 20);
    const b = item('spot', 3, undefined, [{ key: 'beacon', area: beacon('B1', 1) }]);
    const found = zoneLint({ items: [small, fine, b], walks: [] }, opts);
    expect(found).toEqual([expect.objectContaining({ code: 'zoneTooSmall', item: { kind: 'spot', id: 1, title: 'spot 1' }, at: '/latitude', zone: 'spot:1:pin', values: expect.objectContaining({ radius: 12, accuracy: 20 }) })]);
    // A steadier phone clears it.
    expect(zoneLint({ items: [small], walks: [] }, { ...opts, accuracy: 10 })).toEqual([]);
  });

  it('finds two circles of one walk that intersect, once, on the later one in walking order', () => {
    const a = pin('spot', 1, at(0), 25);
    const b = pin('spot', 2, at(40), 25); // 10 m of overlap
    const c = pin('spot', 3, at(200), 25);
    const found = zoneLint({ items: [a, b, c], walks: [walk(9, [c, b, a])] }, opts);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      code: 'zonesOverlap', item: { kind: 'spot', id: 1 }, zone: 'spot:1:pin', other: { kind: 'spot', id: 2, zone: 'spot:2:pin', at: '/latitude' },
      walk: { kind: 'route', id: 9, title: 'route 9' }, values: { distance: 40, overlap: 10, walk: 'route 9' },
    });
    // Circles that only come close, or overlap outside any shared walk, are no finding.
    expect(zoneLint({ items: [a, pin('spot', 2, at(51), 25)], walks: [walk(9, [a, pin('spot', 2, at(51), 25)])] }, opts)).toEqual([]);
    expect(zoneLint({ items: [a, b], walks: [walk(1, [a]), walk(2, [b])] }, opts)).toEqual([]);
  });

  it('counts the zones a stop carries of its own (pages) in the walk’s overlaps', () => {
    const tale = item('tale', 5, at(0), [
      { key: 'p1', area: circle(at(300), 25), effects: ['page'], page: { from: 1, to: 2 }, at: '/pages/0/latitude' },
    ], [{ key: 1, label: 'One' }, { key: 2, label: 'Two' }]);
    const near = pin('spot', 1, at(310), 25);
    const found = zoneLint({ items: [tale, near], walks: [walk(1, [tale, near])] }, opts).filter((f) => f.code === 'zonesOverlap');
    expect(found).toEqual([expect.objectContaining({ item: expect.objectContaining({ id: 1 }), other: expect.objectContaining({ kind: 'tale', id: 5, at: '/pages/0/latitude' }) })]);
  });

  it('finds a beacon id used by two items of one kind, told about the first; other kinds and one item’s two zones are no finding', () => {
    const a = item('spot', 4, undefined, [{ key: 'beacon', area: beacon('AK02') }]);
    const b = item('spot', 7, undefined, [{ key: 'beacon', area: beacon('AK02') }]);
    const c = item('spot', 9, undefined, [{ key: 'beacon', area: beacon('AK03') }]);
    const page = item('tale', 1, undefined, [{ key: 'x', area: beacon('AK02') }, { key: 'y', area: beacon('AK02') }]);
    const found = zoneLint({ items: [b, a, c, page], walks: [] }, opts);
    expect(found).toEqual([expect.objectContaining({ code: 'beaconShared', item: expect.objectContaining({ id: 7 }), other: expect.objectContaining({ id: 4, zone: 'spot:4:beacon' }), values: expect.objectContaining({ beacon: 'AK02' }) })]);
  });

  it('finds a page whose only way on is a circle off the walk’s route; near the route, or with a beacon, it is reachable', () => {
    const pages = [{ key: 1, label: 'Pier' }, { key: 2, label: 'Opera' }];
    const start = pin('spot', 1, at(0), 25);
    const end = pin('spot', 2, at(0, 1000), 25);
    const off = item('tale', 3, at(0, 500), [{ key: 'p', area: circle(at(200, 300), 25), effects: ['page'], page: { from: 1, to: 2 }, at: '/pages/0/latitude' }], pages);
    const found = zoneLint({ items: [start, off, end], walks: [walk(1, [start, off, end])] }, opts);
    expect(found).toEqual([expect.objectContaining({
      code: 'rangeNeverReached', item: expect.objectContaining({ kind: 'tale', id: 3 }), at: '/pages/0/latitude', walk: expect.objectContaining({ id: 1 }),
      values: expect.objectContaining({ page: 'Pier', next: 'Opera', radius: 25 }),
    })]);
    expect(found[0].values.distance).toBeGreaterThan(150);
    // 20 m beside a leg: the walker passes through it.
    const near = item('tale', 3, at(0, 500), [{ key: 'p', area: circle(at(20, 300), 25), effects: ['page'], page: { from: 1, to: 2 } }], pages);
    expect(zoneLint({ items: [start, near, end], walks: [walk(1, [start, near, end])] }, opts)).toEqual([]);
    // The same page also turns by its beacon: it can be reached.
    const both = item('tale', 3, at(0, 500), [
      { key: 'p', area: circle(at(200, 300), 25), effects: ['page'], page: { from: 1, to: 2 } },
      { key: 'b', area: beacon('P1'), effects: ['page'], page: { from: 1, to: 2 } },
    ], pages);
    expect(zoneLint({ items: [start, both, end], walks: [walk(1, [start, both, end])] }, opts)).toEqual([]);
  });

  it('finds a stop farther than the longest leg from the previous placed stop, on the walk’s relation at the stop’s index', () => {
    const a = pin('spot', 1, at(0), 25);
    const unplaced = item('spot', 2, undefined, []);
    const b = pin('spot', 3, at(2500), 25);
    const found = zoneLint({ items: [a, unplaced, b], walks: [walk(8, [a, unplaced, b])] }, opts);
    expect(found).toEqual([expect.objectContaining({
      code: 'stopTooFar', item: { kind: 'route', id: 8, title: 'route 8' }, at: '/legs/2', other: { kind: 'spot', id: 3, title: 'spot 3' },
      values: expect.objectContaining({ distance: 2500, maxLeg: 2000, n: 3, previous: 'spot 1', stop: 'spot 3' }),
    })]);
    expect(zoneLint({ items: [a, unplaced, b], walks: [walk(8, [a, unplaced, b])] }, { ...opts, maxLeg: 3000 })).toEqual([]);
    // A stop missing from the items (archived) is skipped but keeps the indices.
    expect(zoneLint({ items: [a, b], walks: [walk(8, [a, unplaced, b])] }, opts)[0].at).toBe('/legs/2');
  });

  it('tells which findings concern an item: as the item, the other side or the walk', () => {
    const a = pin('spot', 1, at(0), 25);
    const b = pin('spot', 2, at(30), 25);
    const [f] = zoneLint({ items: [a, b], walks: [walk(4, [a, b])] }, opts);
    expect([findingConcerns(f, 'spot', 1), findingConcerns(f, 'spot', 2), findingConcerns(f, 'route', 4), findingConcerns(f, 'spot', 3), findingConcerns(f, 'route')]).toEqual([true, true, true, false, true]);
  });

  it('measures the distance to a route along its legs, not to its points', () => {
    expect(distanceToRoute(at(100, 500), [at(0), at(0, 1000)])).toBeCloseTo(100, 0);
    expect(distanceToRoute(at(0, 1300), [at(0), at(0, 1000)])).toBeCloseTo(300, 0);
    expect(distanceToRoute(at(0), [])).toBe(Infinity);
    expect(codes(zoneLint({ items: [], walks: [] }, opts))).toEqual([]);
  });
});
