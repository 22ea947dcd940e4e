import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { KindDefinition } from '../../core/defineKind.ts';
import { CATALOGUES, type UiLanguage } from './catalogues.ts';
import { kindCatalogue } from './kindMessages.ts';

const cache = createIntlCache();

/**
 * The message catalogue of one UI language: the console's own (`src/locales`) and every kind's own
 * (`messages` in its plugin folder), with English underneath, so a dropped-in kind brings its labels,
 * field titles and rule messages and edits nothing in `src/locales`.
 */
export function consoleMessages(language: UiLanguage, kinds: readonly Pick<KindDefinition, 'messages'>[] = []): Record<string, string> {
  return {
    ...CATALOGUES.en,
    ...kindCatalogue(kinds, 'en'),
    ...CATALOGUES[language],
    ...kindCatalogue(kinds, language),
  };
}

/** Builds the console's intl object; a missing message falls back to English and is reported once. */
export function createConsoleIntl(language: UiLanguage, kinds: readonly Pick<KindDefinition, 'messages'>[] = []): IntlShape {
  const reported = new Set<string>();
  return createIntl({
    locale: language,
    defaultLocale: 'en',
    // English underneath, so a key missing in one catalogue still shows readable text.
    messages: consoleMessages(language, kinds),
    onError(err) {
      if (reported.has(err.message)) return;
      reported.add(err.message);
      console.error(err);
    },
  }, cache);
}
