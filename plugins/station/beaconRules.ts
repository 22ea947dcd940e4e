import beacon from '../../schemas/_shared/beacon.json';

/** The roles the station's beacon widget edits, in the location group of the form (SPEC §2 newer station editor). */
export const BEACON_ROLES = ['activeBeacon', 'beaconId', 'range'] as const;

/** One role of the beacon widget. */
export type BeaconRole = (typeof BEACON_ROLES)[number];

/** The location widget's roles an active beacon hides: a beacon point has no map pin (SPEC §2). */
export const PIN_ROLES = ['latitude', 'longitude', 'pinNumber', 'pinLabel'] as const;

/** SPEC §9: the range a beacon gets when it is switched on. */
export const DEFAULT_BEACON_RANGE = 2;

/** SPEC §9: a beacon id is 3 to 5 characters, a range 1 to 99 metres (written once, in schemas/_shared/beacon.json). */
export const BEACON_ID_LENGTH = { min: beacon.definitions.beacon_id.minLength, max: beacon.definitions.beacon_id.maxLength } as const;
export const RANGE_LIMITS = { min: beacon.definitions.range.minimum, max: beacon.definitions.range.maximum } as const;

/** What the active-beacon switch hides of the location: the pin fields and the map while the beacon is on. */
export function hiddenByBeacon(active: unknown): readonly string[] {
  return active === true ? PIN_ROLES : [];
}

/** Whether a beacon field is shown: the switch always, beacon id and range only while the beacon is active. */
export function isBeaconRoleVisible(role: BeaconRole, activeBeacon: unknown): boolean {
  return role === 'activeBeacon' || activeBeacon === true;
}

/** A change one field makes to its siblings (SPEC §4 beacon rules). */
export type SiblingChange = { role: BeaconRole; value: unknown };

/** Switching the beacon on sets range to 2; switching it off clears beacon id and range. */
export function onActiveBeaconChange(active: boolean): SiblingChange[] {
  return active
    ? [{ role: 'range', value: DEFAULT_BEACON_RANGE }]
    : [{ role: 'beaconId', value: undefined }, { role: 'range', value: undefined }];
}

/** Typing a beacon id when there was none turns the beacon on. */
export function onBeaconIdChange(previous: unknown, next: unknown, activeBeacon: unknown): SiblingChange[] {
  const had = typeof previous === 'string' && previous !== '';
  const has = typeof next === 'string' && next !== '';
  return !had && has && activeBeacon !== true ? [{ role: 'activeBeacon', value: true }] : [];
}
