import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { CATALOGUES, type UiLanguage } from './catalogues.ts';

const cache = createIntlCache();

/** Builds the console's intl object; a missing message falls back to English and is reported once. */
export function createConsoleIntl(language: UiLanguage): IntlShape {
  const reported = new Set<string>();
  return createIntl({
    locale: language,
    defaultLocale: 'en',
    // English underneath, so a key missing in one catalogue still shows readable text.
    messages: { ...CATALOGUES.en, ...CATALOGUES[language] },
    onError(err) {
      if (reported.has(err.message)) return;
      reported.add(err.message);
      console.error(err);
    },
  }, cache);
}
