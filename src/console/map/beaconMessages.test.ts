import { describe, expect, it } from 'vitest';
import { beaconFieldMessage } from './beaconMessages.ts';

describe('beacon field messages (SPEC §5 newer station editor)', () => {
  it('asks for a beacon id of 3 to 5 characters', () => {
    expect(beaconFieldMessage('beaconId', undefined)).toBe('beaconIdRequired');
    expect(beaconFieldMessage('beaconId', '')).toBe('beaconIdRequired');
    expect(beaconFieldMessage('beaconId', 'AB')).toBe('beaconIdLength');
    expect(beaconFieldMessage('beaconId', 'ABCDEF')).toBe('beaconIdLength');
    expect(beaconFieldMessage('beaconId', 'ABC')).toBeUndefined();
    expect(beaconFieldMessage('beaconId', 'ABCDE')).toBeUndefined();
  });
  it('asks for a whole range from 1 to 99', () => {
    expect(beaconFieldMessage('range', undefined)).toBe('rangeRequired');
    expect(beaconFieldMessage('range', 0)).toBe('rangeLimits');
    expect(beaconFieldMessage('range', 100)).toBe('rangeLimits');
    expect(beaconFieldMessage('range', 2.5)).toBe('rangeLimits');
    expect(beaconFieldMessage('range', 1)).toBeUndefined();
    expect(beaconFieldMessage('range', 99)).toBeUndefined();
  });
  it('has nothing to say about other fields', () => {
    expect(beaconFieldMessage('pinNumber', 'toolong')).toBeUndefined();
  });
});
