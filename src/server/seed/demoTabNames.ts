import type { ResolvedKind } from '../../core/defineKind.ts';
import { tabSlots } from '../../core/tabSlots.ts';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import zh from '../../locales/zh.json';

const CONSOLE_WORDS: Record<string, Record<string, string>> = { en, es, zh };

/**
 * The demo client's own tab names (`tab_names`, shown through `language_tabs_web`), in each of its
 * languages: every tab named as the console words it there, the console's own tabs by its catalogue
 * (src/locales), each kind's by its `labels.tab` message. A language neither speaks is left out.
 */
export function demoTabNames(kinds: readonly ResolvedKind[], languages: readonly string[]): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const language of languages) {
    const names: Record<string, string> = {};
    for (const slot of tabSlots(kinds)) {
      const name = slot.own ? CONSOLE_WORDS[language]?.[slot.own.title] : slot.kind.messages?.[language as 'en']?.[slot.kind.labels.tab];
      if (name) names[slot.key] = name;
    }
    if (Object.keys(names).length) out[language] = names;
  }
  return out;
}
