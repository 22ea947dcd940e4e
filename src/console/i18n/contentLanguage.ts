import { atom } from 'jotai';
import { API_HEADERS } from '../../core/apiConventions.ts';
import { userWebAtom } from '../session/session.ts';
import { clientLanguageCodes, type UserWeb } from '../session/userWeb.ts';

/**
 * The content language: the language items are read and written in (`x-language-code`), chosen in
 * the editor and separate from the interface language (which reloads the page; this one does not).
 */

/** Local-storage key of the chosen content language (per browser, like the interface language). */
export const CONTENT_LANGUAGE_STORAGE_KEY = 'content-language';

/** The client's base language: its first language; undefined while the client is not known. */
export function baseLanguage(user: UserWeb | null): string | undefined {
  return clientLanguageCodes(user)[0];
}

/**
 * The content languages this user may choose: every language of the client; a translator
 * only their own, or every language but the base when unlimited (the base is not theirs to write).
 */
export function offeredContentLanguages(user: UserWeb | null): string[] {
  const codes = clientLanguageCodes(user);
  if (user?.user.roles?.[0] !== 'translator') return codes;
  const limit = user.user.languages;
  const theirs = codes.slice(1).filter((c) => !limit || limit.includes(c));
  // A translator left with no language of the client reads the base (read-only: they may not write it).
  return theirs.length ? theirs : codes;
}

/** The language content is in: the chosen one while this user may still choose it, else the first they may (the base for most). */
export function effectiveContentLanguage(user: UserWeb | null, chosen: string | null): string | undefined {
  const codes = offeredContentLanguages(user);
  return chosen && codes.includes(chosen) ? chosen : codes[0];
}

function storedChoice(): string | null {
  try { return localStorage.getItem(CONTENT_LANGUAGE_STORAGE_KEY); } catch { return null; }
}

const chosenAtom = atom<string | null>(storedChoice());

/** The content language in effect (read); writing chooses one and remembers it in this browser. */
export const contentLanguageAtom = atom(
  (get) => effectiveContentLanguage(get(userWebAtom), get(chosenAtom)),
  (_get, set, code: string) => {
    set(chosenAtom, code);
    // Storage may be blocked: the choice then lasts until the page is closed.
    try { localStorage.setItem(CONTENT_LANGUAGE_STORAGE_KEY, code); } catch { /* kept in memory only */ }
  },
);

/** The client's base language (undefined while unknown). */
export const baseLanguageAtom = atom((get) => baseLanguage(get(userWebAtom)));

/** Request options that pin one call to a language, whatever the content language is. */
export function inLanguage(code: string | undefined): { headers?: Record<string, string> } {
  return code ? { headers: { [API_HEADERS.language]: code } } : {};
}
