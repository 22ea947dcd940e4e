import type { UiLanguage } from '../items/ruleMessages.ts';
import { fillPlaceholders } from '../../core/fillPlaceholders.ts';

/**
 * The dashboard's generic readiness messages (the kinds' lint messages are their own). The console
 * keeps a copy of these ids in its catalogue; the server renders them for the `text` of each fault.
 */
export const READINESS_MESSAGES: Record<UiLanguage, Record<string, string>> = {
  en: {
    'readiness.reference': 'Points at “{title}”, which is archived: visitors would meet a gap here',
    'readiness.translation': 'Texts missing or out of date in {language}: {count}',
    'readiness.media': 'The file “{file}” is missing: visitors would see nothing here',
  },
  es: {
    'readiness.reference': 'Apunta a «{title}», que está archivado: los visitantes encontrarían un hueco aquí',
    'readiness.translation': 'Textos sin traducir o desactualizados en {language}: {count}',
    'readiness.media': 'Falta el archivo «{file}»: los visitantes no verían nada aquí',
  },
  zh: {
    'readiness.reference': '指向已归档的“{title}”：访客会在此处遇到空缺',
    'readiness.translation': '{language}中未翻译或已过时的文本：{count}',
    'readiness.media': '文件“{file}”不存在：访客在此处将什么也看不到',
  },
};

// A language code read as its name in the message's language ("es" → "Spanish", "español", "西班牙语").
function languageName(code: string, lang: UiLanguage): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A readiness message in the language, `{name}` filled from values (`{language}` as the language's name); the id itself when unknown. */
export function readinessText(id: string, values: Record<string, string | number> | undefined, lang: UiLanguage): string {
  const template = READINESS_MESSAGES[lang][id] ?? READINESS_MESSAGES.en[id] ?? id;
  return fillPlaceholders(template, values, (name, value) => (name === 'language' ? languageName(String(value), lang) : String(value)));
}
