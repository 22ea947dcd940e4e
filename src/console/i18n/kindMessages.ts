import type { KindDefinition } from '../../core/defineKind.ts';
import type { UiLanguage } from './catalogues.ts';

/** The kinds' own words in one language: every kind's `messages[language]`, in registry order. */
export function kindCatalogue(kinds: readonly Pick<KindDefinition, 'messages'>[], language: UiLanguage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const kind of kinds) Object.assign(out, kind.messages?.[language]);
  return out;
}
