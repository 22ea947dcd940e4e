import type { HttpError } from '../errors/httpError.ts';
import { consoleWords, type UiLanguage } from './ruleMessages.ts';

/** The JSON an HttpError answers with in `lang`: a catalogue refusal as `{ message, messageId, values }`, any other as written. */
export function refusalBody(err: HttpError, lang: UiLanguage): Record<string, unknown> {
  if (!err.said) return { message: err.message, ...err.extra };
  const { messageId, values } = err.said;
  return { message: consoleWords(lang)(messageId, { ...values }), messageId, values, ...err.extra };
}
