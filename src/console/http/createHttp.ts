import { ofetch, FetchError, type $Fetch } from 'ofetch';
import type { createStore } from 'jotai';
import { API_BASE, API_HEADERS } from '../../core/apiConventions.ts';
import { clearSessionAtom, includeArchivedAtom, tokenAtom, userWebAtom } from '../auth/session.ts';
import { clientLanguageCodes } from '../auth/userWeb.ts';
import type { Notify } from '../notices/notices.ts';

/** What the main client needs from the app around it. */
export interface HttpDeps {
  store: ReturnType<typeof createStore>;
  /** The current language code, sent as `x-language-code`. */
  language: string;
  notify: Notify;
  /** Translator for the generic error message. */
  t: (id: string) => string;
}

/** The `message` of a failed call, when the server sent one. */
export function serverMessage(err: unknown): string | undefined {
  const data = err instanceof FetchError ? (err.data as { message?: unknown } | undefined) : undefined;
  return typeof data?.message === 'string' && data.message ? data.message : undefined;
}

/**
 * The main API client (SPEC §7): base `/api`, no time-out, Bearer token and language headers for a
 * signed-in user. A 401 on a signed-in call ends the session (the route guard then sends the user
 * to /login?redirect=…); any other failure shows a 5 s error toast with the server's `message`.
 */
export function createHttp({ store, language, notify, t }: HttpDeps): $Fetch {
  return ofetch.create({
    baseURL: API_BASE,
    // ofetch retries failed GETs by default; a retried 5xx would toast twice and hide the first answer.
    retry: 0,
    onRequest({ options }) {
      const token = store.get(tokenAtom);
      if (!token) return;
      const headers = new Headers(options.headers);
      headers.set('Authorization', `Bearer ${token}`);
      headers.set(API_HEADERS.language, language);
      headers.set(API_HEADERS.languages, clientLanguageCodes(store.get(userWebAtom)).join(','));
      headers.set(API_HEADERS.includeArchived, store.get(includeArchivedAtom) ? '1' : '0');
      options.headers = headers;
    },
    onRequestError() {
      notify('error', t('error.generic'));
    },
    onResponseError({ options, response }) {
      const sentToken = new Headers(options.headers).has('Authorization');
      // A 401 on a signed-in call means the token is dead; on the login call it is just a wrong password.
      if (response.status === 401 && sentToken) {
        store.set(clearSessionAtom);
        return;
      }
      const message = (response._data as { message?: unknown } | undefined)?.message;
      notify('error', typeof message === 'string' && message ? message : t('error.generic'));
    },
  });
}
