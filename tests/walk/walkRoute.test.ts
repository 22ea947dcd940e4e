import { describe, expect, it } from 'vitest';
import { haversineMetres } from '../../src/core/geo.ts';
import type { GeoPoint } from '../../src/core/relations.ts';
import type { SimulationInput } from '../../src/core/walk/simulation.ts';
import { beaconReadings, createJitter, destinationPoint, pointAt, toFixes, walkRoute, WALKING_SPEED_MPS } from '../../src/core/walk/walkRoute.ts';

const START: GeoPoint = { latitude: 59.9104, longitude: 10.7275 };
const pt = ([, latitude, longitude]: [number, number, number]): GeoPoint => ({ latitude, longitude });

describe('walkRoute', () => {
  const end = destinationPoint(START, 140, 1.1);

  it('walks a 140 m leg in 100 s at 1.4 m/s, one sample a second, the last point reached', () => {
    expect(WALKING_SPEED_MPS).toBe(1.4);
    expect(haversineMetres(START, end)).toBeCloseTo(140, 6);
    const path = walkRoute([START, end]);
    expect(path).toHaveLength(101);
    expect(path.slice(0, 100).map(([t]) => t)).toEqual(Array.from({ length: 100 }, (_, k) => k));
    expect(path[100][0]).toBeCloseTo(100, 6);
    expect(pt(path[0])).toEqual(START);
    expect(pt(path[100])).toEqual(end);
    for (let k = 1; k < path.length; k++) expect(haversineMetres(pt(path[k - 1]), pt(path[k]))).toBeCloseTo(1.4, 2);
  });

  it('passes every stop at its time along several legs, at another speed and rate', () => {
    const mid = destinationPoint(START, 100, 0);
    const last = destinationPoint(mid, 50, Math.PI / 2);
    const path = walkRoute([START, mid, last], { speed: 5, hz: 2 });
    // 150 m at 5 m/s = 30 s, sampled every 0.5 s: 61 samples, the 41st at the middle stop.
    expect(path).toHaveLength(61);
    expect(path[40][0]).toBe(20);
    expect(haversineMetres(pt(path[40]), mid)).toBeLessThan(0.01);
    expect(pt(path[60])).toEqual(last);
  });

  it('keeps a last point that falls between two samples', () => {
    const path = walkRoute([START, destinationPoint(START, 7, 0)]);
    expect(path.map(([t]) => Math.round(t * 1000) / 1000)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('gives nothing for no route and one sample for one point', () => {
    expect(walkRoute([])).toEqual([]);
    expect(walkRoute([START])).toEqual([[0, START.latitude, START.longitude]]);
  });
});

describe('createJitter', () => {
  it('stays within the disc of the accuracy and fills it', () => {
    for (const accuracy of [5, 30, 65]) {
      const jitter = createJitter(accuracy);
      const offsets = Array.from({ length: 5000 }, () => haversineMetres(START, jitter(START, accuracy)));
      expect(Math.max(...offsets)).toBeLessThanOrEqual(accuracy);
      expect(Math.max(...offsets)).toBeGreaterThan(accuracy * 0.98);
      // Uniform over the area: about a quarter of the fixes within half the accuracy.
      const inner = offsets.filter((d) => d <= accuracy / 2).length / offsets.length;
      expect(inner).toBeGreaterThan(0.2);
      expect(inner).toBeLessThan(0.3);
    }
  });

  it('is reproducible by seed and differs between seeds', () => {
    const draw = (seed: number) => { const j = createJitter(seed); return Array.from({ length: 20 }, () => j(START, 20)); };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(43)).not.toEqual(draw(42));
  });
});

describe('beaconReadings', () => {
  const near = destinationPoint(START, 3, 0);
  const far = destinationPoint(START, 150, 0);

  it('reads placed beacons at their true distance within 100 m, and in-range ids at 0 m', () => {
    const readings = beaconReadings(START, [{ beaconId: 'B2', point: near }, { beaconId: 'FAR', point: far }], ['A1']);
    expect(readings.map((r) => r.beaconId)).toEqual(['A1', 'B2']);
    expect(readings[0].distance).toBe(0);
    expect(readings[1].distance).toBeCloseTo(3, 6);
  });

  it('reads one beacon id once, at its nearest', () => {
    const readings = beaconReadings(START, [{ beaconId: 'B', point: far }, { beaconId: 'B', point: near }, { beaconId: 'B', point: destinationPoint(START, 40, 1) }], []);
    expect(readings).toHaveLength(1);
    expect(readings[0].distance).toBeCloseTo(3, 6);
  });
});

describe('toFixes and pointAt', () => {
  const path = walkRoute([START, destinationPoint(START, 200, 2)]);
  const input: SimulationInput = { path, accuracy: 25, seed: 9, beacons: [{ beaconId: 'B', point: destinationPoint(START, 10, 2) }], inRange: [] };

  it('makes one jittered fix per path point, within the accuracy of the truth, the same on every replay', () => {
    const fixes = toFixes(input);
    expect(fixes).toHaveLength(path.length);
    expect(toFixes(input)).toEqual(fixes);
    expect(toFixes({ ...input, seed: 10 })).not.toEqual(fixes);
    fixes.forEach((f, i) => {
      expect(f.t).toBe(path[i][0]);
      expect(f.accuracy).toBe(25);
      expect(haversineMetres(f.position!, pt(path[i]))).toBeLessThanOrEqual(25);
    });
    // Beacon readings come from the true position: 10 m at the start, nearest (0 m) passing it.
    expect(fixes[0].beacons[0].distance).toBeCloseTo(10, 6);
    expect(Math.min(...fixes.map((f) => f.beacons[0]?.distance ?? Infinity))).toBeLessThan(1);
    expect(fixes.at(-1)!.beacons).toEqual([]);
  });

  it('reads an in-range beacon at 0 m on every fix', () => {
    expect(toFixes({ ...input, beacons: [], inRange: ['X'] }).every((f) => f.beacons.length === 1 && f.beacons[0].distance === 0)).toBe(true);
  });

  it('interpolates the true position between samples and holds it at the ends', () => {
    const a = pt(path[10]);
    const b = pt(path[11]);
    const half = pointAt(path, 10.5);
    expect(haversineMetres(a, half)).toBeCloseTo(0.7, 3);
    expect(haversineMetres(half, b)).toBeCloseTo(0.7, 3);
    expect(pointAt(path, -5)).toEqual(START);
    expect(pointAt(path, 1e6)).toEqual(pt(path.at(-1)!));
    expect(() => pointAt([], 0)).toThrow(RangeError);
  });
});
