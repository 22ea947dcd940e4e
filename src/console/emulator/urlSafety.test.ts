import { describe, expect, it } from 'vitest';
import { safeUrl } from './urlSafety.ts';

describe('safeUrl', () => {
  it('keeps http, https and same-origin paths', () => {
    expect(safeUrl('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(safeUrl('http://example.org')).toBe('http://example.org');
    expect(safeUrl('/public/image/a.jpg')).toBe('/public/image/a.jpg');
    expect(safeUrl('  https://example.org  ')).toBe('https://example.org');
  });

  it('refuses javascript: and data: however they are written', () => {
    for (const bad of [
      'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)',
      'java\nscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>alert(1)</script>',
      'DATA:image/png;base64,AAAA', 'vbscript:msgbox(1)', 'file:///etc/passwd',
    ]) {
      expect(safeUrl(bad), bad).toBeNull();
    }
  });

  it('refuses blob: unless asked, and anything that is not a string', () => {
    expect(safeUrl('blob:https://x/1')).toBeNull();
    expect(safeUrl('blob:https://x/1', { allowBlob: true })).toBe('blob:https://x/1');
    expect(safeUrl(undefined)).toBeNull();
    expect(safeUrl(42)).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl('http://[bad')).toBeNull();
  });
});
