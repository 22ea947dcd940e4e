import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fillPlaceholders.ts';

describe('placeholders in server messages', () => {
  it('fills every named value, numbers as written, the same name twice', () => {
    expect(fillPlaceholders('{a} m and {b} m, {a} again', { a: 'ten', b: 2.5 })).toBe('ten m and 2.5 m, ten again');
  });

  it('leaves a placeholder without a value as written, and never fills one from the prototype', () => {
    expect(fillPlaceholders('at most {max} of {count}', { count: 3 })).toBe('at most {max} of 3');
    expect(fillPlaceholders('{max}', undefined)).toBe('{max}');
    expect(fillPlaceholders('{constructor} {toString}', {})).toBe('{constructor} {toString}');
    expect(fillPlaceholders('{ spaced }', { spaced: 'x' })).toBe('{ spaced }');
  });

  it('formats values when asked, by name', () => {
    expect(fillPlaceholders('{language}: {count}', { language: 'es', count: 2 }, (name, v) => (name === 'language' ? `<${v}>` : String(v)))).toBe('<es>: 2');
  });
});
