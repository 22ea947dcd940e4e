import { readCookie, writeCookie } from '../session/cookies.ts';
import { LANGUAGE_COOKIE } from './detectLanguage.ts';

/** Local-storage key that mirrors the language cookie (SPEC §9: language storage is cookie and local storage). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Maps the legacy "sp" code to "es" (SPEC §2 flags). */
export function normaliseLanguageCode(code: string): string {
  const c = code.trim().toLowerCase();
  return c === 'sp' ? 'es' : c;
}

/** The language code the user chose last (cookie, else local storage), normalised; undefined when none. */
export function storedLanguageCode(): string | undefined {
  let stored = readCookie(LANGUAGE_COOKIE);
  if (!stored) {
    try { stored = localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined; } catch { /* storage blocked: cookie only */ }
  }
  return stored ? normaliseLanguageCode(stored) : undefined;
}

/** Stores a language choice in the cookie and local storage; the caller reloads the page (SPEC §4). */
export function storeLanguage(code: string): void {
  const c = normaliseLanguageCode(code);
  writeCookie(LANGUAGE_COOKIE, c, 365);
  try { localStorage.setItem(LANGUAGE_STORAGE_KEY, c); } catch { /* storage blocked: the cookie still holds it */ }
}
