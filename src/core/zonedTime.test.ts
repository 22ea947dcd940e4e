import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, fromZonedInput, toZonedInput, utcOffsetText } from './zonedTime.ts';

const OSLO = 'Europe/Oslo';

describe('zoned time', () => {
  it('shows and reads Oslo winter time (+01:00)', () => {
    expect(toZonedInput('2026-01-15T11:00:00.000Z', OSLO)).toBe('2026-01-15T12:00');
    expect(fromZonedInput('2026-01-15T12:00', OSLO)).toBe('2026-01-15T11:00:00.000Z');
    expect(utcOffsetText(OSLO, '2026-01-15T11:00:00.000Z')).toBe('+01:00');
  });

  it('shows and reads Oslo summer time (+02:00)', () => {
    expect(toZonedInput('2026-06-12T16:00:00.000Z', OSLO)).toBe('2026-06-12T18:00');
    expect(fromZonedInput('2026-06-12T18:00', OSLO)).toBe('2026-06-12T16:00:00.000Z');
    expect(utcOffsetText(OSLO, '2026-06-12T16:00:00.000Z')).toBe('+02:00');
  });

  it('reads a time skipped by the spring-forward gap with the offset before it (lands as far after the gap)', () => {
    // Oslo, 29 March 2026: 02:00 +01:00 jumps to 03:00 +02:00; 02:30 never shows on a clock.
    expect(fromZonedInput('2026-03-29T02:30', OSLO)).toBe('2026-03-29T01:30:00.000Z');
    expect(toZonedInput('2026-03-29T01:30:00.000Z', OSLO)).toBe('2026-03-29T03:30');
    // New York, 8 March 2026: the same rule west of UTC.
    expect(fromZonedInput('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('reads a time that occurs twice in the autumn overlap as its first occurrence', () => {
    // Oslo, 25 October 2026: 03:00 +02:00 falls back to 02:00 +01:00; 02:30 happens at 00:30Z and 01:30Z.
    expect(fromZonedInput('2026-10-25T02:30', OSLO)).toBe('2026-10-25T00:30:00.000Z');
    expect(toZonedInput('2026-10-25T01:30:00.000Z', OSLO)).toBe('2026-10-25T02:30');
    expect(fromZonedInput('2026-10-25T03:00', OSLO)).toBe('2026-10-25T02:00:00.000Z');
  });

  it('treats UTC as UTC, whatever zone the test machine runs in', () => {
    expect(toZonedInput('2026-06-12T16:00:00.000Z', 'UTC')).toBe('2026-06-12T16:00');
    expect(fromZonedInput('2026-06-12T16:00', 'UTC')).toBe('2026-06-12T16:00:00.000Z');
    expect(toZonedInput('2026-06-12T18:00:00+02:00', 'UTC')).toBe('2026-06-12T16:00');
    expect(utcOffsetText('UTC')).toBe('+00:00');
    expect(utcOffsetText('America/St_Johns', '2026-01-12T16:00:00.000Z')).toBe('-03:30');
  });

  it("round-trips a year of Oslo times, 45 minutes apart (the overlap's second hour reads back as its first)", () => {
    const start = Date.UTC(2026, 0, 1);
    for (let t = start; t < start + 366 * 86_400_000; t += 45 * 60_000) {
      const iso = new Date(t).toISOString();
      const local = toZonedInput(iso, OSLO)!;
      // The overlap's second occurrence reads back as the first one: the documented rule.
      const back = fromZonedInput(local, OSLO)!;
      expect(toZonedInput(back, OSLO), iso).toBe(local);
      expect(Date.parse(back) === t || Date.parse(back) === t - 3_600_000, iso).toBe(true);
    }
    expect(fromZonedInput('2026-12-24T17:45:30', OSLO)).toBe('2026-12-24T16:45:30.000Z');
  });

  it('answers undefined for unreadable input and unknown zones', () => {
    for (const bad of [undefined, null, '', 'tomorrow', '2026-06-12', '2026-02-30T10:00', '2026-06-12T24:00', 42]) {
      expect(fromZonedInput(bad, OSLO), String(bad)).toBeUndefined();
    }
    // A stored value without an offset would be read in the reader's zone: refused.
    for (const bad of [undefined, '', 'June 12 2026', '2026-06-12', '2026-06-12T16:00', 'nonsense Z']) {
      expect(toZonedInput(bad, OSLO), String(bad)).toBeUndefined();
    }
    expect(toZonedInput('2026-06-12T16:00:00Z', 'Mars/Olympus')).toBeUndefined();
    expect(fromZonedInput('2026-06-12T16:00', 'Mars/Olympus')).toBeUndefined();
    expect(utcOffsetText('Mars/Olympus')).toBeUndefined();
  });

  it('knows IANA zone names and writes them canonically', () => {
    expect(canonicalTimeZone('Europe/Oslo')).toBe(OSLO);
    expect(canonicalTimeZone('europe/oslo')).toBe(OSLO);
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    for (const bad of ['Mars/Olympus', '+02:00', '', ' Europe/Oslo', 3, undefined]) expect(canonicalTimeZone(bad), String(bad)).toBeUndefined();
  });
});
