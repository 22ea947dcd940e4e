import { useAtomValue } from 'jotai';
import { userWebAtom } from '../session/session.ts';
import type { LanguageTab } from '../session/userWeb.ts';
import { useLanguage } from '../i18n/LanguageContext.tsx';
import { normaliseLanguageCode, storedLanguageCode } from '../i18n/languageChoice.ts';

/** The current language's `language_tabs_web` (the chosen code may be a client language the UI lacks, e.g. "no"). */
export function useLanguageTabs(): readonly LanguageTab[] | undefined {
  const user = useAtomValue(userWebAtom);
  const uiLanguage = useLanguage();
  const code = storedLanguageCode() ?? uiLanguage;
  return user?.user_setting.user_languages
    ?.find((l) => normaliseLanguageCode(l.language_code ?? l.language?.language_code ?? '') === code)?.language_tabs_web;
}
