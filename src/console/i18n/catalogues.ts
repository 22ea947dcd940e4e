import en from '../../locales/en.json';
import es from '../../locales/es.json';
import zh from '../../locales/zh.json';
import type { UiLanguage } from './uiLanguages.ts';

// The language list lives apart so the login route can name languages without loading every catalogue.
export { UI_LANGUAGES, type UiLanguage } from './uiLanguages.ts';

/** Message catalogues by language; en is the reference every other catalogue mirrors. */
export const CATALOGUES: Record<UiLanguage, Record<string, string>> = { en, zh, es };
