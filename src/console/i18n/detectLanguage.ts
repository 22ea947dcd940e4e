import { UI_LANGUAGES, type UiLanguage } from './uiLanguages.ts';
import { readCookie } from '../session/cookies.ts';

/** Cookie holding the chosen UI language (SPEC §1). */
export const LANGUAGE_COOKIE = 'lang';

/** Maps a code like "es-ES", "zh-CN" or the legacy "sp" to a UI language, or undefined. */
export function toUiLanguage(code: string | undefined | null): UiLanguage | undefined {
  if (!code) return undefined;
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  // The legacy app stored Spanish as "sp" (SPEC §2 flags), so honour it.
  const normalised = base === 'sp' ? 'es' : base;
  return (UI_LANGUAGES as readonly string[]).includes(normalised) ? (normalised as UiLanguage) : undefined;
}

/**
 * The UI language: cookie `lang`, else the browser language, else en (SPEC §1). `stored` is the
 * local-storage copy, consulted only when the cookie is gone (it was written together with it).
 */
export function detectLanguage(cookie = document.cookie, browser: readonly string[] = navigator.languages ?? [navigator.language], stored?: string | null): UiLanguage {
  return toUiLanguage(readCookie(LANGUAGE_COOKIE, cookie))
    ?? toUiLanguage(stored)
    ?? browser.map(toUiLanguage).find((l) => l !== undefined)
    ?? 'en';
}
