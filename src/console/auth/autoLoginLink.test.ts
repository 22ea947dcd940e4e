import { describe, expect, it } from 'vitest';
import { takeAutoLoginLink } from './autoLoginLink.ts';

describe('takeAutoLoginLink', () => {
  it('takes an auto sign-in link off the address, keeping its redirect, and returns its credentials', () => {
    const replaced: string[] = [];
    const history = { replaceState: (_s: unknown, _t: string, url?: string | URL | null) => { replaced.push(String(url)); } };
    const taken = takeAutoLoginLink({ pathname: '/admin/login/eva%40demo.test/p%2Fw%20rd', search: '?redirect=%2Fstation' }, history);
    expect(taken).toEqual({ email: 'eva@demo.test', password: 'p/w rd', redirect: '/station' });
    expect(replaced).toEqual(['/admin/login?redirect=%2Fstation']);
  });

  it('leaves every other address alone', () => {
    const replaced: string[] = [];
    const history = { replaceState: () => { replaced.push('x'); } };
    for (const pathname of ['/admin/login', '/admin/web_pages', '/admin/login/only-one', '/admin/set-password/abc']) {
      expect(takeAutoLoginLink({ pathname, search: '' }, history)).toBeNull();
    }
    expect(replaced).toEqual([]);
  });
});
