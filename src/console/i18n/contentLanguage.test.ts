// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { userWebAtom } from '../session/session.ts';
import type { UserWeb } from '../session/userWeb.ts';
import { baseLanguage, baseLanguageAtom, contentLanguageAtom, CONTENT_LANGUAGE_STORAGE_KEY, effectiveContentLanguage } from './contentLanguage.ts';

const client = (...codes: string[]): UserWeb => ({
  user: { id: 1, email: 'a@example.com', name: 'A', roles: [] },
  company: { id: 1, slug: 'acme', name: 'Acme' },
  user_setting: { user_languages: codes.map((code, i) => ({ language_id: i + 1, language_code: code })) },
});

afterEach(() => localStorage.clear());

describe('content language', () => {
  it('is the client’s first language until another is chosen', () => {
    expect(baseLanguage(client('en', 'es'))).toBe('en');
    expect(baseLanguage(null)).toBeUndefined();
    expect(effectiveContentLanguage(client('en', 'es'), null)).toBe('en');
    expect(effectiveContentLanguage(client('en', 'es'), 'es')).toBe('es');
  });

  it('falls back to the base when the chosen language is no longer offered', () => {
    expect(effectiveContentLanguage(client('en', 'zh'), 'es')).toBe('en');
    expect(effectiveContentLanguage(client(), 'es')).toBeUndefined();
  });

  it('remembers a choice in this browser and follows the signed-in client', () => {
    const store = createStore();
    store.set(userWebAtom, client('no', 'en', 'es'));
    expect(store.get(baseLanguageAtom)).toBe('no');
    store.set(contentLanguageAtom, 'es');
    expect(store.get(contentLanguageAtom)).toBe('es');
    expect(localStorage.getItem(CONTENT_LANGUAGE_STORAGE_KEY)).toBe('es');
    // Another company without Spanish: its own base.
    store.set(userWebAtom, client('de', 'en'));
    expect(store.get(contentLanguageAtom)).toBe('de');
  });
});
