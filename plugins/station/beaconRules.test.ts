import { describe, expect, it } from 'vitest';
import { hiddenByBeacon, isBeaconRoleVisible, onActiveBeaconChange, onBeaconIdChange } from './beaconRules.ts';

describe('beacon rules (SPEC §2, §4)', () => {
  it('an active beacon hides the pin fields and the map; beacon fields show only for a beacon', () => {
    expect(hiddenByBeacon(true)).toEqual(['latitude', 'longitude', 'pinNumber', 'pinLabel']);
    expect(hiddenByBeacon(false)).toEqual([]);
    expect(hiddenByBeacon(undefined)).toEqual([]);
    for (const role of ['beaconId', 'range'] as const) {
      expect(isBeaconRoleVisible(role, true)).toBe(true);
      expect(isBeaconRoleVisible(role, false)).toBe(false);
      expect(isBeaconRoleVisible(role, undefined)).toBe(false);
    }
    expect(isBeaconRoleVisible('activeBeacon', true)).toBe(true);
    expect(isBeaconRoleVisible('activeBeacon', false)).toBe(true);
  });
  it('switching on sets range 2; switching off clears beacon id and range', () => {
    expect(onActiveBeaconChange(true)).toEqual([{ role: 'range', value: 2 }]);
    expect(onActiveBeaconChange(false)).toEqual([{ role: 'beaconId', value: undefined }, { role: 'range', value: undefined }]);
  });
  it('typing a beacon id where there was none turns the beacon on, once', () => {
    expect(onBeaconIdChange(undefined, 'A', false)).toEqual([{ role: 'activeBeacon', value: true }]);
    expect(onBeaconIdChange('', 'A', undefined)).toEqual([{ role: 'activeBeacon', value: true }]);
    expect(onBeaconIdChange('A', 'AB', false)).toEqual([]);
    expect(onBeaconIdChange(undefined, 'A', true)).toEqual([]);
    expect(onBeaconIdChange('A', undefined, true)).toEqual([]);
  });
});
