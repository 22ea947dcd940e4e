import { describe, expect, it } from 'vitest';
import { beaconFieldMessage } from './beaconMessages.ts';
import { messages } from './messages.ts';

describe('beacon field messages (SPEC §5 newer station editor)', () => {
  it('asks for a beacon id of 3 to 5 characters', () => {
    expect(beaconFieldMessage('beaconId', undefined)).toBe('rule.station.beaconIdRequired');
    expect(beaconFieldMessage('beaconId', '')).toBe('rule.station.beaconIdRequired');
    expect(beaconFieldMessage('beaconId', 'AB')).toBe('rule.station.beaconIdLength');
    expect(beaconFieldMessage('beaconId', 'ABCDEF')).toBe('rule.station.beaconIdLength');
    expect(beaconFieldMessage('beaconId', 'ABC')).toBeUndefined();
    expect(beaconFieldMessage('beaconId', 'ABCDE')).toBeUndefined();
  });
  it('asks for a whole range from 1 to 99', () => {
    expect(beaconFieldMessage('range', undefined)).toBe('rule.station.rangeRequired');
    expect(beaconFieldMessage('range', 0)).toBe('rule.station.rangeLimits');
    expect(beaconFieldMessage('range', 100)).toBe('rule.station.rangeLimits');
    expect(beaconFieldMessage('range', 2.5)).toBe('rule.station.rangeLimits');
    expect(beaconFieldMessage('range', 1)).toBeUndefined();
    expect(beaconFieldMessage('range', 99)).toBeUndefined();
  });
  it('has nothing to say about the switch', () => {
    expect(beaconFieldMessage('activeBeacon', true)).toBeUndefined();
  });
  it('words the messages the SPEC §5 way in every UI language', () => {
    expect(messages.en['rule.station.beaconIdRequired']).toBe('Please input beacon id');
    expect(messages.en['rule.station.beaconIdLength']).toBe('Length should be 3 to 5');
    expect(messages.en['rule.station.rangeRequired']).toBe('Please input Range');
    expect(messages.en['rule.station.rangeLimits']).toBe('Range should be 1 to 99');
    for (const lang of ['zh', 'es'] as const) expect(Object.keys(messages[lang]).sort()).toEqual(Object.keys(messages.en).sort());
  });
});
