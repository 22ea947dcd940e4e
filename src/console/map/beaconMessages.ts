import type { LocationRole } from './locationGroup.ts';
import type { MapMessageId } from './mapMessages.ts';

/** SPEC §9: a beacon id is 3 to 5 characters, a range 1 to 99 metres. */
export const BEACON_ID_LENGTH = { min: 3, max: 5 } as const;
/** SPEC §9: range limits in metres. */
export const RANGE_LIMITS = { min: 1, max: 99 } as const;

/**
 * The SPEC §5 message for a beacon field's value, or undefined when the value is fine. The widget
 * shows it only once validation (RJSF's or the server's) has flagged the field, so the wording is the
 * spec's whichever side complained: ajv's keywords say *that* the field is wrong, this says it the spec's way.
 */
export function beaconFieldMessage(role: LocationRole, value: unknown): MapMessageId | undefined {
  if (role === 'beaconId') {
    if (typeof value !== 'string' || value === '') return 'beaconIdRequired';
    return value.length < BEACON_ID_LENGTH.min || value.length > BEACON_ID_LENGTH.max ? 'beaconIdLength' : undefined;
  }
  if (role === 'range') {
    if (value === undefined || value === null || value === '') return 'rangeRequired';
    const ok = typeof value === 'number' && Number.isInteger(value) && value >= RANGE_LIMITS.min && value <= RANGE_LIMITS.max;
    return ok ? undefined : 'rangeLimits';
  }
  return undefined;
}
