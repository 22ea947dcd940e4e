import type { IntlShape } from '@formatjs/intl';
import type { Catalogues } from './loadCatalogues.ts';
import type { UiLanguage } from './uiLanguages.ts';

type Values = Record<string, unknown> | undefined;

/**
 * The intl object of the sign-in routes: `formatMessage` only, filling `{name}` arguments, without the
 * ICU runtime (a third of the login page's weight). Enough for the sign-in messages, which hold plain
 * text and `{name}` arguments only — createSignInIntl.test.ts checks each one formats exactly as
 * @formatjs/intl does. The signed-in part replaces it with the full intl.
 */
export function createSignInIntl(language: UiLanguage, catalogues: Catalogues): IntlShape {
  const messages: Record<string, string> = { ...catalogues.en, ...catalogues[language] };
  const reported = new Set<string>();
  const formatMessage = (descriptor: { id?: string | number }, values?: Values) => {
    const id = String(descriptor.id ?? '');
    const message = messages[id];
    if (message === undefined) {
      // As @formatjs/intl does: report once, show the id.
      if (!reported.has(id)) console.error(new Error(`Missing message: "${id}" for locale "${language}"`));
      reported.add(id);
      return id;
    }
    return message.replace(/\{\s*([A-Za-z0-9_]+)\s*\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
  };
  // Only what the sign-in routes call; the cast is checked by the equivalence test, not by the types.
  return { locale: language, defaultLocale: 'en', messages, formatMessage, $t: formatMessage } as unknown as IntlShape;
}
