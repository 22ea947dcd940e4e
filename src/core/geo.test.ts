import { describe, expect, it } from 'vitest';
import { pointOf, haversineMetres, legDistances } from './geo.ts';

const cityHall = { latitude: 59.9117, longitude: 10.7340 };
const akershus = { latitude: 59.9074, longitude: 10.7369 };
const nationalTheatre = { latitude: 59.9146, longitude: 10.7335 };

describe('haversineMetres', () => {
  it('measures known distances: Oslo City Hall → Akershus Fortress, Oslo → Bergen, a degree of latitude', () => {
    // About 500 m across Rådhusplassen and Pipervika.
    expect(haversineMetres(cityHall, akershus)).toBeGreaterThan(490);
    expect(haversineMetres(cityHall, akershus)).toBeLessThan(515);
    // Oslo Central to Bergen: about 305 km as the crow flies.
    const bergen = haversineMetres({ latitude: 59.9111, longitude: 10.7528 }, { latitude: 60.3913, longitude: 5.3221 });
    expect(bergen / 1000).toBeCloseTo(305, -1);
    // One degree of latitude on the mean sphere: 111.195 km.
    expect(haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1);
  });

  it('is symmetric, zero for one point, and finite for antipodes', () => {
    expect(haversineMetres(akershus, cityHall)).toBeCloseTo(haversineMetres(cityHall, akershus), 6);
    expect(haversineMetres(cityHall, cityHall)).toBe(0);
    expect(haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});

describe('legDistances', () => {
  it('gives each placed point its distance from the previous placed point, and the total', () => {
    const { legs, total, placed } = legDistances([cityHall, akershus, nationalTheatre]);
    expect(legs[0]).toBeUndefined();
    expect(legs[1]).toBeCloseTo(haversineMetres(cityHall, akershus), 6);
    expect(legs[2]).toBeCloseTo(haversineMetres(akershus, nationalTheatre), 6);
    expect(total).toBeCloseTo(legs[1]! + legs[2]!, 6);
    expect(placed).toBe(3);
  });

  it('skips unplaced points: no leg for them, and the next placed point measures from the last placed one', () => {
    const { legs, total, placed } = legDistances([undefined, cityHall, undefined, akershus]);
    expect(legs).toEqual([undefined, undefined, undefined, haversineMetres(cityHall, akershus)]);
    expect(total).toBeCloseTo(haversineMetres(cityHall, akershus), 6);
    expect(placed).toBe(2);
  });

  it('is empty for no points or one point', () => {
    expect(legDistances([])).toEqual({ legs: [], total: 0, placed: 0 });
    expect(legDistances([cityHall])).toEqual({ legs: [undefined], total: 0, placed: 1 });
  });
});

describe('pointOf', () => {
  it('places a record only when both coordinates are numbers', () => {
    expect(pointOf({ latitude: 59.9, longitude: 10.7 })).toEqual({ latitude: 59.9, longitude: 10.7 });
    expect(pointOf({ latitude: 59.9 })).toBeUndefined();
    expect(pointOf({ latitude: '59.9', longitude: 10.7 })).toBeUndefined();
  });

  it('places nothing off the globe: a latitude past ±90 or a longitude past ±180 cannot be saved', () => {
    expect(pointOf({ latitude: 95, longitude: 10.7 })).toBeUndefined();
    expect(pointOf({ latitude: 59.9, longitude: -181 })).toBeUndefined();
    expect(pointOf({ latitude: Number.NaN, longitude: 10.7 })).toBeUndefined();
    expect(pointOf({ latitude: -90, longitude: 180 })).toEqual({ latitude: -90, longitude: 180 });
  });
});
