import beacon from '../../schemas/_shared/beacon.json';

/** The roles the station's beacon widget edits, in the location group of the form (SPEC §2 newer station editor). */
export const BEACON_ROLES = ['activeBeacon', 'beaconId', 'range'] as const;

/** One role of the beacon widget. */
export type BeaconRole = (typeof BEACON_ROLES)[number];

/** The location widget's roles an active beacon hides: a beacon point has no map pin (SPEC §2). */
export const PIN_ROLES = ['latitude', 'longitude', 'pinNumber', 'pinLabel'] as const;

/** The station's properties behind PIN_ROLES (station.ui.json gives each its role). */
export const PIN_FIELDS = ['latitude', 'longitude', 'pin_number', 'pin_label'] as const;

/**
 * The station as visitors meet it: an active beacon has no pin (SPEC §2 hides the pin fields and the map).
 * Its pin stays in the record — switching the beacon off brings it back, and the trip's walk still knows
 * where the beacon hangs — but the list line and the phone read the station through this, so a hidden
 * pin never shows as if it were live.
 */
export function withoutHiddenPin<R extends Record<string, unknown>>(r: R): R {
  if (r.active_beacon !== true || !PIN_FIELDS.some((f) => f in r)) return r;
  const out: Record<string, unknown> = { ...r };
  for (const f of PIN_FIELDS) delete out[f];
  return out as R;
}

/** How the form names the pin an active beacon keeps hidden ("#12 · Pier", else its coordinates); undefined when it has none. */
export function keptPinText(pin: { pinNumber?: unknown; pinLabel?: unknown; latitude?: unknown; longitude?: unknown }): string | undefined {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const named = [text(pin.pinNumber) && `#${text(pin.pinNumber)}`, text(pin.pinLabel)].filter(Boolean).join(' · ');
  if (named) return named;
  return typeof pin.latitude === 'number' && typeof pin.longitude === 'number' ? `${pin.latitude}, ${pin.longitude}` : undefined;
}

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
