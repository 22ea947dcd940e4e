import { describe, expect, it, vi } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { CATALOGUES, UI_LANGUAGES } from './catalogues.ts';
import { pickSignInMessages } from './signInMessages.ts';
import { createSignInIntl } from './createSignInIntl.ts';

const values = { email: 'ada@example.org', count: 3, name: 'Ada', current: 'bo@example.org', company: 'Fjord Tours' };

describe('createSignInIntl', () => {
  // The login page formats without the ICU runtime: every sign-in message must read exactly as with it.
  for (const language of UI_LANGUAGES) {
    it(`formats every ${language} sign-in message exactly as @formatjs/intl does`, () => {
      const catalogues = { en: pickSignInMessages(CATALOGUES.en), [language]: pickSignInMessages(CATALOGUES[language]) };
      const light = createSignInIntl(language, catalogues);
      const full = createIntl({ locale: language, defaultLocale: 'en', messages: { ...CATALOGUES.en, ...CATALOGUES[language] } });
      const ids = Object.keys(catalogues.en);
      expect(ids.length).toBeGreaterThan(10);
      for (const id of ids) expect([id, light.formatMessage({ id }, values)]).toEqual([id, full.formatMessage({ id }, values)]);
    });
  }

  it('falls back to English and shows the id of a missing message, reporting it once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const intl = createSignInIntl('es', { en: { 'login.title': 'Sign in', 'only.en': 'English only' }, es: { 'login.title': 'Iniciar sesión' } });
    expect(intl.formatMessage({ id: 'login.title' })).toBe('Iniciar sesión');
    expect(intl.formatMessage({ id: 'only.en' })).toBe('English only');
    expect(intl.formatMessage({ id: 'no.such' })).toBe('no.such');
    expect(intl.formatMessage({ id: 'no.such' })).toBe('no.such');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
