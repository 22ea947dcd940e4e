/** Languages the console UI is translated into (SPEC §1: en, zh, es). */
export const UI_LANGUAGES = ['en', 'zh', 'es'] as const;

/** One UI language code. */
export type UiLanguage = (typeof UI_LANGUAGES)[number];
