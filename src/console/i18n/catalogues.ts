import en from '../../locales/en.json';
import es from '../../locales/es.json';
import zh from '../../locales/zh.json';

/** Languages the console UI is translated into (SPEC §1: en, zh, es). */
export const UI_LANGUAGES = ['en', 'zh', 'es'] as const;

/** One UI language code. */
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Message catalogues by language; en is the reference every other catalogue mirrors. */
export const CATALOGUES: Record<UiLanguage, Record<string, string>> = { en, zh, es };
