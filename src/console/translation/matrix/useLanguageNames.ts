import { useMemo } from 'react';
import { useIntl } from '../../i18n/IntlContext.tsx';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import { normaliseLanguageCode } from '../../i18n/languageChoice.ts';

/** How a content language is named on this screen. */
export interface LanguageNames {
  /** Inside a sentence, in the UI language ("del inglés"). */
  inText(code: string): string;
  /** Standing alone, as a column or heading ("Inglés"). */
  title(code: string): string;
}

/** Content language names in the UI language; an unknown code falls back to the console's own name for it, then the code. */
export function useLanguageNames(): LanguageNames {
  const intl = useIntl();
  const ui = useLanguage();
  return useMemo(() => {
    let display: Intl.DisplayNames | undefined;
    try { display = new Intl.DisplayNames([ui], { type: 'language', fallback: 'none' }); } catch { /* no ICU data: messages only */ }
    const inText = (raw: string) => {
      const code = normaliseLanguageCode(raw);
      let name: string | undefined;
      try { name = display?.of(code); } catch { /* not a well-formed code */ }
      if (name) return name;
      const id = `language.${code}`;
      return intl.messages[id] ? intl.formatMessage({ id }) : code.toUpperCase();
    };
    const title = (code: string) => {
      const name = inText(code);
      return name.charAt(0).toLocaleUpperCase(ui) + name.slice(1);
    };
    return { inText, title };
  }, [intl, ui]);
}
