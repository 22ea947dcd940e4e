import { ofetch, FetchError, type $Fetch } from 'ofetch';
import type { createStore } from 'jotai';
import { API_BASE, API_HEADERS } from '../../core/apiConventions.ts';
import { clearSessionAtom, csrfTokenAtom, includeArchivedAtom, userWebAtom } from '../session/session.ts';
import { sessionHeaders } from '../session/sessionHeaders.ts';
import { clientLanguageCodes } from '../session/userWeb.ts';
import { contentLanguageAtom } from '../i18n/contentLanguage.ts';
import type { Notify } from '../notices/notices.ts';

/** What the main client needs from the app around it. */
export interface HttpDeps {
  store: ReturnType<typeof createStore>;
  /** The interface language, sent as `accept-language` (the language of the server's messages). */
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
 * A 400 naming the client's languages means one was removed while this console was open: forget it,
 * so the content language falls back to one still offered and the screens reload without a page reload.
 */
function followLanguages(store: ReturnType<typeof createStore>, languages: unknown[]): void {
  const user = store.get(userWebAtom);
  const codes = languages.filter((l): l is string => typeof l === 'string');
  if (!user || !codes.length || clientLanguageCodes(user).every((c) => codes.includes(c))) return;
  const kept = (user.user_setting.user_languages ?? []).filter((l) => codes.includes(l.language_code ?? l.language?.language_code ?? ''));
  store.set(userWebAtom, { ...user, user_setting: { ...user.user_setting, user_languages: kept } });
}

/**
 * The main API client (SPEC §7): base `/api`, no time-out, the session's CSRF proof (its cookie goes by
 * itself) and language headers for a signed-in user: the content language (read from the store per call, so switching it needs no
 * reload) in `x-language-code` unless the call names one itself, the interface language in
 * `accept-language`. A 401 on a signed-in call ends the session (the route guard then sends the user
 * to /login?redirect=…); any other failure shows a 5 s error toast with the server's `message`.
 */
export function createHttp({ store, language, notify, t }: HttpDeps): $Fetch {
  return ofetch.create({
    baseURL: API_BASE,
    // ofetch retries failed GETs by default; a retried 5xx would toast twice and hide the first answer.
    retry: 0,
    onRequest({ options }) {
      const headers = new Headers(options.headers);
      // Server messages (a wrong password too) follow the interface language.
      headers.set('accept-language', language);
      options.headers = headers;
      // A sign-in call starts a session of its own: it carries none (its 401 is a wrong password, not an ended session).
      if (headers.has(API_HEADERS.sessionCookie)) return;
      const session = sessionHeaders(store.get(csrfTokenAtom));
      if (!session) return;
      for (const [name, value] of Object.entries(session)) headers.set(name, value);
      // A call pinned to a language (the translator's base-text read, a create) keeps its own.
      const content = store.get(contentLanguageAtom);
      if (content && !headers.has(API_HEADERS.language)) headers.set(API_HEADERS.language, content);
      headers.set(API_HEADERS.languages, clientLanguageCodes(store.get(userWebAtom)).join(','));
      headers.set(API_HEADERS.includeArchived, store.get(includeArchivedAtom) ? '1' : '0');
    },
    onRequestError() {
      notify('error', t('error.generic'));
    },
    onResponseError({ options, response }) {
      const sentSession = new Headers(options.headers).has(API_HEADERS.csrf);
      // A 401 on a signed-in call means the session is over; on the login call it is just a wrong password.
      if (response.status === 401 && sentSession) {
        store.set(clearSessionAtom);
        return;
      }
      const data = response._data as { message?: unknown; languages?: unknown } | undefined;
      if (response.status === 400 && Array.isArray(data?.languages)) followLanguages(store, data.languages);
      const message = data?.message;
      notify('error', typeof message === 'string' && message ? message : t('error.generic'));
    },
  });
}
