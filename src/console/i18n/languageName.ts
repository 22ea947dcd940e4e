import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { userWebAtom } from '../session/session.ts';
import { useIntl } from './IntlContext.tsx';

/**
 * A language's name for people: the console's own word (`language.es`: "Español"), else the name the
 * client's settings give it, else its code in capitals (a language the console has no word for).
 */
export function useLanguageName(): (code: string) => string {
  const intl = useIntl();
  const languages = useAtomValue(userWebAtom)?.user_setting.user_languages;
  return useCallback((code: string) => {
    const id = `language.${code}`;
    if (id in intl.messages) return intl.formatMessage({ id });
    const named = languages?.find((l) => (l.language_code ?? l.language?.language_code) === code)?.language?.name;
    return named || code.toUpperCase();
  }, [intl, languages]);
}

/**
 * A language's name in the console's own language ("inglés" in Spanish, "English" in English), for text
 * that speaks of a language rather than offering it: Intl.DisplayNames in the UI locale, else its code.
 */
export function useLanguageNameInUi(): (code: string) => string {
  const intl = useIntl();
  return useCallback((code: string) => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'language' }).of(code) ?? code.toUpperCase();
    } catch {
      return code.toUpperCase();
    }
  }, [intl]);
}
