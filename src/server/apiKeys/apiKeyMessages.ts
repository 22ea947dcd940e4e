import type { Context } from 'hono';
import { fillPlaceholders } from '../../core/fillPlaceholders.ts';
import { HttpError } from '../errors/httpError.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { requestMessageLanguage } from '../http/contentLanguage.ts';

/** The key screens' refusals in the console's languages; `{max}` is filled in. */
const MESSAGES = {
  nameLength: {
    en: 'The name must be 1 to {max} characters.',
    es: 'El nombre debe tener entre 1 y {max} caracteres.',
    zh: '名称必须为 1 到 {max} 个字符。',
  },
  notFound: { en: 'API key not found', es: 'Clave de API no encontrada', zh: '找不到该 API 密钥' },
} satisfies Record<string, Record<UiLanguage, string>>;

/** The refusals of the key routes, in the request's UI language. */
export function apiKeyMessages(c: Context) {
  const lang = requestMessageLanguage(c);
  const text = (id: keyof typeof MESSAGES, values?: Record<string, string | number>) => fillPlaceholders(MESSAGES[id][lang], values);
  return {
    /** 400 naming the `name` field. */
    badName: (max: number) => {
      const message = text('nameLength', { max });
      return new HttpError(400, message, { errors: [{ field: 'name', message }] });
    },
    notFound: () => new HttpError(404, text('notFound')),
  };
}
