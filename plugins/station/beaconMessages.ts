import { BEACON_ID_LENGTH, RANGE_LIMITS, type BeaconRole } from './beaconRules.ts';

/** The station's beacon rule messages (SPEC §5), ids of plugins/station/messages.ts. */
export type BeaconMessageId =
  | 'rule.station.beaconIdRequired' | 'rule.station.beaconIdLength' | 'rule.station.rangeRequired' | 'rule.station.rangeLimits';

/**
 * The SPEC §5 message for a beacon field's value, or undefined when the value is fine. The widget
 * shows it only once validation (RJSF's or the server's) has flagged the field, so the wording is the
 * spec's whichever side complained: ajv's keywords say *that* the field is wrong, this says it the spec's way.
 */
export function beaconFieldMessage(role: BeaconRole, value: unknown): BeaconMessageId | undefined {
  if (role === 'beaconId') {
    if (typeof value !== 'string' || value === '') return 'rule.station.beaconIdRequired';
    return value.length < BEACON_ID_LENGTH.min || value.length > BEACON_ID_LENGTH.max ? 'rule.station.beaconIdLength' : undefined;
  }
  if (role === 'range') {
    if (value === undefined || value === null || value === '') return 'rule.station.rangeRequired';
    const ok = typeof value === 'number' && Number.isInteger(value) && value >= RANGE_LIMITS.min && value <= RANGE_LIMITS.max;
    return ok ? undefined : 'rule.station.rangeLimits';
  }
  return undefined;
}
