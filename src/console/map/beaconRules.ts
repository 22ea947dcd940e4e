import type { LocationRole } from './locationGroup.ts';

/** SPEC §9: the range a beacon gets when it is switched on. */
export const DEFAULT_BEACON_RANGE = 2;

/** Fields shown only for a map pin, and only for a beacon (SPEC §2 newer station editor). */
const PIN_ROLES: readonly LocationRole[] = ['latitude', 'longitude', 'pinNumber', 'pinLabel'];
const BEACON_ROLES: readonly LocationRole[] = ['beaconId', 'range'];

/** Whether a field of the group is shown: pin fields unless the beacon is active, beacon fields only when it is. */
export function isRoleVisible(role: LocationRole, activeBeacon: unknown): boolean {
  if (PIN_ROLES.includes(role)) return activeBeacon !== true;
  if (BEACON_ROLES.includes(role)) return activeBeacon === true;
  return true;
}

/** A change one field makes to its siblings (SPEC §4 beacon rules). */
export type SiblingChange = { role: LocationRole; value: unknown };

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
