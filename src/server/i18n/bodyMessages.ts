import { fillPlaceholders } from '../../core/fillPlaceholders.ts';
import { HttpError } from '../errors/httpError.ts';
import type { UiLanguage } from './ruleMessages.ts';

/** Refusals of a request body, in the console's languages; `{name}` placeholders are filled in. */
const MESSAGES = {
  notJson: { en: 'The body must be JSON.', es: 'El cuerpo debe ser JSON.', zh: '请求正文必须是 JSON。' },
  notObject: { en: 'The body must be a JSON object.', es: 'El cuerpo debe ser un objeto JSON.', zh: '请求正文必须是 JSON 对象。' },
  tooDeep: {
    en: 'The JSON body nests deeper than {max} levels.',
    es: 'El cuerpo JSON tiene más de {max} niveles de anidación.',
    zh: 'JSON 请求正文的嵌套超过 {max} 层。',
  },
  tooLarge: { en: 'The request is too large.', es: 'La solicitud es demasiado grande.', zh: '请求过大。' },
} satisfies Record<string, Record<UiLanguage, string>>;

/** One body refusal's id. */
export type BodyMessageId = keyof typeof MESSAGES;

/** A refusal of the body with this status, in the language. */
export function bodyRefusal(status: 400 | 413, id: BodyMessageId, lang: UiLanguage, values: Record<string, string | number> = {}): HttpError {
  return new HttpError(status, fillPlaceholders(MESSAGES[id][lang], values));
}
