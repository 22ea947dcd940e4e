import type { UiLanguage } from './ruleMessages.ts';
import { fillPlaceholders } from '../../core/fillPlaceholders.ts';

/**
 * The dashboard's generic readiness messages (the kinds' lint messages are their own). The console
 * keeps a copy of these ids in its catalogue; the server renders them for the `text` of each fault.
 */
export const READINESS_MESSAGES: Record<UiLanguage, Record<string, string>> = {
  en: {
    'readiness.reference': 'Points at “{title}”, which is archived: visitors would meet a gap here',
    'readiness.referenceDraft': 'Points at “{title}”, which is not published: visitors would meet a gap here',
    'readiness.referenceChanges': 'Points at “{title}”, whose changes are not published: visitors get its published version',
    'readiness.translation': 'Texts missing or out of date in {language}: {count}',
    'readiness.media': 'The file “{file}” is missing: visitors would see nothing here',
    'readiness.schema.required': '“{field}” is empty, but {file} makes it required: saving this item is refused until it is filled in',
    'readiness.schema.maxLength': '“{field}” is longer than the {limit} characters {file} allows: saving this item is refused until it is shortened',
    'readiness.schema.minLength': '“{field}” is shorter than the {limit} characters {file} asks for: saving this item is refused until it is longer',
    'readiness.schema.maximum': '“{field}” is above the {limit} that {file} allows: saving this item is refused until it is changed',
    'readiness.schema.minimum': '“{field}” is below the {limit} that {file} allows: saving this item is refused until it is changed',
    'readiness.schema.maxItems': '“{field}” has more than the {limit} entries {file} allows: saving this item is refused until some are removed',
    'readiness.schema.minItems': '“{field}” has fewer than the {limit} entries {file} asks for: saving this item is refused until more are added',
    'readiness.schema.other': '“{field}” does not meet the rules of {file}: saving this item is refused until it is changed',
  },
  es: {
    'readiness.reference': 'Apunta a «{title}», que está archivado: los visitantes encontrarían un hueco aquí',
    'readiness.referenceDraft': 'Apunta a «{title}», que no está publicado: los visitantes encontrarían un hueco aquí',
    'readiness.referenceChanges': 'Apunta a «{title}», cuyos cambios no están publicados: los visitantes reciben su versión publicada',
    'readiness.translation': 'Textos sin traducir o desactualizados en {language}: {count}',
    'readiness.media': 'Falta el archivo «{file}»: los visitantes no verían nada aquí',
    'readiness.schema.required': '«{field}» está vacío, pero {file} lo hace obligatorio: no se podrá guardar este elemento hasta rellenarlo',
    'readiness.schema.maxLength': '«{field}» supera los {limit} caracteres que permite {file}: no se podrá guardar este elemento hasta acortarlo',
    'readiness.schema.minLength': '«{field}» no llega a los {limit} caracteres que pide {file}: no se podrá guardar este elemento hasta alargarlo',
    'readiness.schema.maximum': '«{field}» supera el máximo de {limit} que permite {file}: no se podrá guardar este elemento hasta cambiarlo',
    'readiness.schema.minimum': '«{field}» no llega al mínimo de {limit} que permite {file}: no se podrá guardar este elemento hasta cambiarlo',
    'readiness.schema.maxItems': '«{field}» tiene más de las {limit} entradas que permite {file}: no se podrá guardar este elemento hasta quitar alguna',
    'readiness.schema.minItems': '«{field}» tiene menos de las {limit} entradas que pide {file}: no se podrá guardar este elemento hasta añadir más',
    'readiness.schema.other': '«{field}» no cumple las reglas de {file}: no se podrá guardar este elemento hasta cambiarlo',
  },
  zh: {
    'readiness.reference': '指向已归档的“{title}”：访客会在此处遇到空缺',
    'readiness.referenceDraft': '指向未发布的“{title}”：访客会在此处遇到空缺',
    'readiness.referenceChanges': '指向“{title}”，其更改尚未发布：访客看到的是其已发布的版本',
    'readiness.translation': '{language}中未翻译或已过时的文本：{count}',
    'readiness.media': '文件“{file}”不存在：访客在此处将什么也看不到',
    'readiness.schema.required': '“{field}”为空，但 {file} 要求必填：填写之前无法保存此条目',
    'readiness.schema.maxLength': '“{field}”超过了 {file} 允许的 {limit} 个字符：缩短之前无法保存此条目',
    'readiness.schema.minLength': '“{field}”少于 {file} 要求的 {limit} 个字符：加长之前无法保存此条目',
    'readiness.schema.maximum': '“{field}”高于 {file} 允许的 {limit}：修改之前无法保存此条目',
    'readiness.schema.minimum': '“{field}”低于 {file} 允许的 {limit}：修改之前无法保存此条目',
    'readiness.schema.maxItems': '“{field}”的条目多于 {file} 允许的 {limit} 个：删除一些之前无法保存此条目',
    'readiness.schema.minItems': '“{field}”的条目少于 {file} 要求的 {limit} 个：添加之前无法保存此条目',
    'readiness.schema.other': '“{field}”不符合 {file} 的规则：修改之前无法保存此条目',
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
