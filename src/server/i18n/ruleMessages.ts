import type { KindMessages, ResolvedKind, RuleError } from '../../core/defineKind.ts';
import { fillPlaceholders } from '../../core/fillPlaceholders.ts';
import type { SayMessage } from '../../core/validationMessage.ts';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import zh from '../../locales/zh.json';
import { ValidationError } from '../errors/validationError.ts';

/** The UI languages a kind carries messages in; anything else reads English. */
export type UiLanguage = keyof KindMessages;

/** The caller's UI language from `x-language-code` (`es`, `es-ES`, `zh-Hans` …); English when absent or unknown. */
export function uiLanguage(header: string | undefined): UiLanguage {
  const code = (header ?? '').trim().slice(0, 2).toLowerCase();
  return code === 'zh' || code === 'es' ? code : 'en';
}

const SUPPORTED = (code: string): UiLanguage | undefined => (code === 'en' || code === 'zh' || code === 'es' ? code : undefined);

/**
 * The language of server messages: the first supported tag of `accept-language` (the console sends
 * its interface language there), else `x-language-code` (API clients that send only that), else English.
 */
export function messageLanguage(acceptLanguage: string | undefined, languageCode: string | undefined): UiLanguage {
  for (const tag of (acceptLanguage ?? '').split(',')) {
    const found = SUPPORTED(tag.trim().slice(0, 2).toLowerCase());
    if (found) return found;
  }
  return uiLanguage(languageCode);
}

const CONSOLE_WORDS: Record<UiLanguage, Record<string, string>> = { en, es, zh };

/**
 * The console's catalogue (src/locales) in a language, for the sentences the server and the form word
 * alike (schema failures, `form.error.*`): English where the language lacks one, the id as a last resort.
 */
export function consoleWords(lang: UiLanguage): SayMessage {
  return (id, values) => fillPlaceholders(CONSOLE_WORDS[lang][id] ?? CONSOLE_WORDS.en[id] ?? id, values);
}

/** A rule's message in the language, values substituted for `{name}`; falls back to English, then to the id itself. */
export function ruleText(kind: ResolvedKind, error: RuleError, lang: UiLanguage): string {
  const template = kind.messages?.[lang]?.[error.message] ?? kind.messages?.en?.[error.message] ?? error.message;
  return fillPlaceholders(template, error.values);
}

/** A 400 like a schema error's, for the kind's cross-field rules: each entry carries the text and the message id (the console matches on it). */
export function ruleFailure(kind: ResolvedKind, errors: readonly RuleError[], lang: UiLanguage): ValidationError {
  const entries = errors.map((e) => ({ field: e.field, message: ruleText(kind, e, lang), messageId: e.message }));
  // The headline is the first rule's own sentence; a count (not English words) says there are more.
  const message = entries.length > 1 ? consoleWords(lang)('form.error.more', { message: entries[0].message, count: entries.length - 1 }) : entries[0].message;
  return new ValidationError(message, { errors: entries });
}
