import enSignIn from 'virtual:sign-in-messages/en';
import type { UiLanguage } from './uiLanguages.ts';

/** Console catalogues by language: English (always underneath) and the UI language's own. */
export type Catalogues = { en: Record<string, string> } & Partial<Record<UiLanguage, Record<string, string>>>;

/**
 * The sign-in routes' messages in English and the UI language (a few hundred bytes each, cut at build
 * time), so the login page does not carry whole catalogues. English ships in the entry.
 */
export async function loadSignInCatalogues(language: UiLanguage): Promise<Catalogues> {
  // One literal import per language, so the bundler emits each as its own chunk.
  if (language === 'zh') return { en: enSignIn, zh: (await import('virtual:sign-in-messages/zh')).default };
  if (language === 'es') return { en: enSignIn, es: (await import('virtual:sign-in-messages/es')).default };
  return { en: enSignIn };
}

const full = new Map<UiLanguage, Promise<Catalogues>>();

/** The whole console catalogues of English and the UI language, loaded once (the signed-in part). */
export function loadCatalogues(language: UiLanguage): Promise<Catalogues> {
  let loading = full.get(language);
  if (!loading) {
    const en = import('../../locales/en.json').then((m) => m.default);
    const own = language === 'zh' ? import('../../locales/zh.json').then((m) => m.default)
      : language === 'es' ? import('../../locales/es.json').then((m) => m.default)
        : undefined;
    loading = Promise.all([en, own]).then(([e, o]) => (o ? { en: e, [language]: o } : { en: e }));
    full.set(language, loading);
  }
  return loading;
}
