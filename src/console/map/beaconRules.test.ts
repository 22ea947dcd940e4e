import { describe, expect, it } from 'vitest';
import { isRoleVisible, onActiveBeaconChange, onBeaconIdChange } from './beaconRules.ts';

describe('beacon rules (SPEC §2, §4)', () => {
  it('shows pin and map fields unless the beacon is active, beacon fields only when it is', () => {
    for (const role of ['latitude', 'longitude', 'pinNumber', 'pinLabel'] as const) {
      expect(isRoleVisible(role, false)).toBe(true);
      expect(isRoleVisible(role, undefined)).toBe(true);
      expect(isRoleVisible(role, true)).toBe(false);
    }
    for (const role of ['beaconId', 'range'] as const) {
      expect(isRoleVisible(role, true)).toBe(true);
      expect(isRoleVisible(role, false)).toBe(false);
    }
    expect(isRoleVisible('activeBeacon', true)).toBe(true);
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
