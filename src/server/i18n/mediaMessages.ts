import en from '../../locales/en.json';
import es from '../../locales/es.json';
import zh from '../../locales/zh.json';
import { fillPlaceholders } from '../../core/fillPlaceholders.ts';
import type { UiLanguage } from './ruleMessages.ts';

const CATALOGUES: Record<UiLanguage, Record<string, string>> = { en, es, zh };

/**
 * A media message in the caller's language from the console's own catalogue, so the server's refusal
 * reads exactly as the picker's (SPEC §5: "Thumbnail must be JPG format!").
 */
export function mediaText(id: string, lang: UiLanguage = 'en', values: Record<string, string | number> = {}): string {
  return fillPlaceholders(CATALOGUES[lang][id] ?? CATALOGUES.en[id] ?? id, values);
}
