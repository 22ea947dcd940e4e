import type { KindSettings } from '../../src/core/index.ts';

/** The languages a tour can be guided in (the schema's `language` enum). */
export const TOUR_LANGUAGES = ['en', 'es', 'zh', 'no'] as const;

/** One language a tour can be guided in. */
export type TourLanguage = (typeof TOUR_LANGUAGES)[number];

/** A content language code as a tour language: Norwegian Bokmål and Nynorsk are guided as Norwegian; others not offered: undefined. */
export function asTourLanguage(code: unknown): TourLanguage | undefined {
  if (typeof code !== 'string') return undefined;
  const base = code.toLowerCase().split(/[-_]/)[0];
  const lang = base === 'nb' || base === 'nn' ? 'no' : base;
  return (TOUR_LANGUAGES as readonly string[]).includes(lang) ? (lang as TourLanguage) : undefined;
}

/**
 * The client's content languages, base first, from either side's settings: the server hands a kind the
 * company's `languages`, the console its `user_setting.user_languages`.
 */
export function clientLanguageCodes(settings: KindSettings | undefined): string[] {
  const server = settings?.languages;
  if (Array.isArray(server)) return server.filter((c): c is string => typeof c === 'string');
  const console = settings?.user_languages;
  if (!Array.isArray(console)) return [];
  return console.flatMap((l) => {
    const code = (l as { language_code?: unknown; language?: { language_code?: unknown } })?.language_code
      ?? (l as { language?: { language_code?: unknown } })?.language?.language_code;
    return typeof code === 'string' ? [code] : [];
  });
}

/** The tour languages with the client's content languages first (in the client's order), then the rest. */
export function tourLanguagesFor(clientCodes: readonly string[]): TourLanguage[] {
  const first = [...new Set(clientCodes.map(asTourLanguage).filter((l): l is TourLanguage => l !== undefined))];
  return [...first, ...TOUR_LANGUAGES.filter((l) => !first.includes(l))];
}

/** The language a run gets when none is given: the client's first content language a tour can have, else English. */
export function defaultTourLanguage(clientCodes: readonly string[]): TourLanguage {
  for (const code of clientCodes) {
    const lang = asTourLanguage(code);
    if (lang) return lang;
  }
  return 'en';
}
