import { describe, expect, it } from 'vitest';
import { formatDistance } from './formatDistance.ts';

describe('formatDistance', () => {
  it('writes a distance of 1 km or more in kilometres with one decimal, in the reader’s locale', () => {
    expect(formatDistance(259681, 'en')).toBe('259.7 km');
    expect(formatDistance(259681, 'es')).toBe('259,7 km');
    expect(formatDistance(259681, 'zh')).toBe('259.7公里');
    expect(formatDistance(2000, 'en')).toBe('2 km');
    expect(formatDistance(1549, 'es')).toBe('1,5 km');
  });

  it('keeps whole metres below a kilometre, deciding on the rounded metres', () => {
    expect(formatDistance(20, 'en')).toBe('20 m');
    expect(formatDistance(350.4, 'es')).toBe('350 m');
    expect(formatDistance(999.4, 'en')).toBe('999 m');
    expect(formatDistance(999.6, 'en')).toBe('1 km');
  });
});
