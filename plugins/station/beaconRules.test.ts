import { describe, expect, it } from 'vitest';
import { hiddenByBeacon, isBeaconRoleVisible, keptPinText, onActiveBeaconChange, onBeaconIdChange, withoutHiddenPin } from './beaconRules.ts';

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
  it('an active beacon\'s pin is kept in the record but read as absent; a pin station keeps it', () => {
    const pinned = { title: 'Pier', pin_number: '12', pin_label: 'Pier', latitude: 59.9, longitude: 10.7, active_beacon: false };
    expect(withoutHiddenPin(pinned)).toBe(pinned);
    expect(withoutHiddenPin({ ...pinned, active_beacon: true, beacon_id: 'PR1' })).toEqual({ title: 'Pier', active_beacon: true, beacon_id: 'PR1' });
  });
  it('names the kept pin by number and label, else by its coordinates', () => {
    expect(keptPinText({ pinNumber: '12', pinLabel: 'Pier', latitude: 1, longitude: 2 })).toBe('#12 · Pier');
    expect(keptPinText({ pinLabel: ' Pier ' })).toBe('Pier');
    expect(keptPinText({ latitude: 59.9, longitude: 10.7 })).toBe('59.9, 10.7');
    expect(keptPinText({ pinNumber: ' ', latitude: 59.9 })).toBeUndefined();
  });
});
