import type { IntlShape } from '@formatjs/intl';
import type { KindDefinition } from '../../core/defineKind.ts';
import { CATALOGUES, type UiLanguage } from './catalogues.ts';
import { buildIntl, mergeMessages } from './buildIntl.ts';

/**
 * The message catalogue of one UI language: the console's own (`src/locales`) and every kind's own
 * (`messages` in its plugin folder), with English underneath, so a dropped-in kind brings its labels,
 * field titles and rule messages and edits nothing in `src/locales`.
 */
export function consoleMessages(language: UiLanguage, kinds: readonly Pick<KindDefinition, 'messages'>[] = []): Record<string, string> {
  return mergeMessages(language, CATALOGUES, kinds);
}

/** Builds the console's intl object from every bundled catalogue (tests and the labs; the app loads only its own). */
export function createConsoleIntl(language: UiLanguage, kinds: readonly Pick<KindDefinition, 'messages'>[] = []): IntlShape {
  return buildIntl(language, CATALOGUES, kinds);
}
