import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { KindDefinition } from '../../core/defineKind.ts';
import type { Catalogues } from './loadCatalogues.ts';
import type { UiLanguage } from './uiLanguages.ts';
import { kindCatalogue } from './kindMessages.ts';

const cache = createIntlCache();

/**
 * The messages of one UI language: the console's own and every kind's own, with English underneath,
 * so a dropped-in kind brings its labels and rule messages and edits nothing in `src/locales`.
 */
export function mergeMessages(language: UiLanguage, catalogues: Catalogues, kinds: readonly Pick<KindDefinition, 'messages'>[] = []): Record<string, string> {
  return {
    ...catalogues.en,
    ...kindCatalogue(kinds, 'en'),
    ...catalogues[language],
    ...kindCatalogue(kinds, language),
  };
}

/** Builds an intl object from loaded catalogues; a missing message falls back to English and is reported once. */
export function buildIntl(language: UiLanguage, catalogues: Catalogues, kinds: readonly Pick<KindDefinition, 'messages'>[] = []): IntlShape {
  const reported = new Set<string>();
  return createIntl({
    locale: language,
    defaultLocale: 'en',
    // English underneath, so a key missing in one catalogue still shows readable text.
    messages: mergeMessages(language, catalogues, kinds),
    onError(err) {
      if (reported.has(err.message)) return;
      reported.add(err.message);
      console.error(err);
    },
  }, cache);
}
