import { describe, expect, it } from 'vitest';
import { boundsOf, isValidCoordinate, parseCoordinate, roundCoordinate, toLatLng } from './coordinates.ts';

describe('isValidCoordinate', () => {
  it('accepts finite numbers up to the axis limit, inclusive', () => {
    expect(isValidCoordinate('latitude', 90)).toBe(true);
    expect(isValidCoordinate('latitude', -90)).toBe(true);
    expect(isValidCoordinate('longitude', 180)).toBe(true);
    expect(isValidCoordinate('longitude', -179.999)).toBe(true);
    expect(isValidCoordinate('latitude', 0)).toBe(true);
  });
  it('refuses out-of-range, non-finite and non-numbers', () => {
    expect(isValidCoordinate('latitude', 90.0001)).toBe(false);
    expect(isValidCoordinate('latitude', 120)).toBe(false);
    expect(isValidCoordinate('longitude', -180.5)).toBe(false);
    expect(isValidCoordinate('latitude', NaN)).toBe(false);
    expect(isValidCoordinate('longitude', Infinity)).toBe(false);
    expect(isValidCoordinate('latitude', '59.9')).toBe(false);
    expect(isValidCoordinate('latitude', undefined)).toBe(false);
  });
});

describe('parseCoordinate', () => {
  it('reads plain decimals, with sign and surrounding spaces', () => {
    expect(parseCoordinate('latitude', ' 59.911 ')).toEqual({ ok: true, value: 59.911 });
    expect(parseCoordinate('longitude', '-10.5')).toEqual({ ok: true, value: -10.5 });
    expect(parseCoordinate('longitude', '+180')).toEqual({ ok: true, value: 180 });
    expect(parseCoordinate('latitude', '.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseCoordinate('latitude', '12.')).toEqual({ ok: true, value: 12 });
  });
  it('treats empty text as no value', () => {
    expect(parseCoordinate('latitude', '')).toEqual({ ok: true, value: undefined });
    expect(parseCoordinate('longitude', '   ')).toEqual({ ok: true, value: undefined });
  });
  it('refuses text that is not digits, and values beyond the limit', () => {
    for (const bad of ['abc', '12abc', '1e3', '0x10', '59,9', '--1', '.', 'Infinity', 'NaN', '1 2']) {
      expect(parseCoordinate('latitude', bad), bad).toEqual({ ok: false });
    }
    expect(parseCoordinate('latitude', '90.5')).toEqual({ ok: false });
    expect(parseCoordinate('latitude', '-91')).toEqual({ ok: false });
    expect(parseCoordinate('longitude', '180.01')).toEqual({ ok: false });
    expect(parseCoordinate('longitude', '170')).toEqual({ ok: true, value: 170 });
  });
});

describe('helpers', () => {
  it('rounds to 6 decimals', () => {
    expect(roundCoordinate(59.91234567891)).toBe(59.912346);
  });
  it('makes a point only from two valid halves', () => {
    expect(toLatLng(59.9, 10.7)).toEqual({ latitude: 59.9, longitude: 10.7 });
    expect(toLatLng(59.9, undefined)).toBeNull();
    expect(toLatLng(95, 10)).toBeNull();
  });
  it('bounds points as [[west, south], [east, north]]', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([{ latitude: 59.9, longitude: 10.7 }, { latitude: 59.6, longitude: 10.8 }, { latitude: 59.7, longitude: 10.6 }]))
      .toEqual([[10.6, 59.6], [10.8, 59.9]]);
  });
});
