// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfTokenAtom, userWebAtom } from '../session/session.ts';
import type { UserWeb } from '../session/userWeb.ts';
import { contentLanguageAtom, inLanguage } from '../i18n/contentLanguage.ts';
import { createHttp } from './createHttp.ts';

afterEach(() => vi.unstubAllGlobals());

/** The main client over a fake fetch that records each request's headers and answers `answer` (200 `{data:{}}` by default). */
function client(uiLanguage: string, answer: () => Response = () => new Response('{"data":{}}', { status: 200, headers: { 'content-type': 'application/json' } })) {
  const seen: Headers[] = [];
  vi.stubGlobal('fetch', vi.fn(async (req: Request | string, init?: RequestInit) => {
    seen.push(new Headers(init?.headers ?? (req instanceof Request ? req.headers : undefined)));
    return answer();
  }));
  const store = createStore();
  store.set(csrfTokenAtom, 'T');
  store.set(userWebAtom, {
    user: { id: 1, email: 'a@example.com', name: 'A', roles: [] },
    company: { id: 1, slug: 'acme', name: 'Acme' },
    user_setting: { user_languages: [{ language_id: 1, language_code: 'en' }, { language_id: 2, language_code: 'es' }] },
  } satisfies UserWeb);
  const http = createHttp({ store, language: uiLanguage, notify: () => {}, t: (id) => id });
  return { http, store, seen };
}

describe('the main http client’s session', () => {
  it('sends the session’s CSRF value, never a token, and none on a sign-in call', async () => {
    const { http, seen } = client('en');
    await http('/a');
    expect(seen[0].get('x-csrf-token')).toBe('T');
    expect(seen[0].has('authorization')).toBe(false);
    await http('/login', { method: 'POST', body: {}, headers: { 'x-session-cookie': '1' } });
    expect(seen[1].has('x-csrf-token')).toBe(false);
  });
});

describe('the main http client’s language headers', () => {
  it('sends the content language (the base until one is chosen) and the interface language apart', async () => {
    const { http, store, seen } = client('zh');
    await http('/a');
    expect(seen[0].get('x-language-code')).toBe('en');
    expect(seen[0].get('accept-language')).toBe('zh');
    expect(seen[0].get('x-language-codes')).toBe('en,es');
    // Switching the content language needs no new client (no page reload): the next call carries it.
    store.set(contentLanguageAtom, 'es');
    await http('/a');
    expect(seen[1].get('x-language-code')).toBe('es');
    expect(seen[1].get('accept-language')).toBe('zh');
  });

  it('keeps a language a call names itself', async () => {
    const { http, store, seen } = client('en');
    store.set(contentLanguageAtom, 'es');
    await http('/a/1', inLanguage('en'));
    expect(seen[0].get('x-language-code')).toBe('en');
  });

  it('falls back to a language still offered when the server says the chosen one was removed', async () => {
    const refusal = { message: 'The language "es" is not one of this client\'s languages (en).', languages: ['en'] };
    const { http, store, seen } = client('en', () => new Response(JSON.stringify(refusal), { status: 400, headers: { 'content-type': 'application/json' } }));
    store.set(contentLanguageAtom, 'es');
    await expect(http('/a')).rejects.toThrow();
    expect(seen[0].get('x-language-code')).toBe('es');
    expect(store.get(contentLanguageAtom)).toBe('en');
    await expect(http('/a')).rejects.toThrow();
    expect(seen[1].get('x-language-code')).toBe('en');
    expect(seen[1].get('x-language-codes')).toBe('en');
  });
});
