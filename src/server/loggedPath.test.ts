import { describe, expect, it } from 'vitest';
import { loggedPath } from './loggedPath.ts';

describe('loggedPath', () => {
  it('masks the token of a set-password link, in the API and in the console path', () => {
    expect(loggedPath('/api/password-link/abcDEF123_-xyz0987654321')).toBe('/api/password-link/…');
    expect(loggedPath('/admin/set-password/abcDEF123_-xyz0987654321')).toBe('/admin/set-password/…');
  });

  it('masks the e-mail and password of an auto sign-in link', () => {
    expect(loggedPath('/admin/login/eva%40demo.test/Secret-pass-1')).toBe('/admin/login/…');
    expect(loggedPath('/admin/login')).toBe('/admin/login');
  });

  it('leaves every other path as it is', () => {
    expect(loggedPath('/api/story/update/12')).toBe('/api/story/update/12');
    expect(loggedPath('/api/users/3/reset-password')).toBe('/api/users/3/reset-password');
  });
});
