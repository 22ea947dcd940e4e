import type { PlaceholderValues } from '../../core/fillPlaceholders.ts';
import { HttpError } from '../httpError.ts';
import { consoleWords, type UiLanguage } from '../items/ruleMessages.ts';

/** The statuses a refusal can carry (the 4xx an HttpError knows). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * A 4xx worded from the console's catalogue (`api.refused.*` of src/locales): the routes name the
 * sentence and its values, and the error handler words it in the caller's language (`refusalBody`),
 * so no route has to carry the language. `message` holds the English until then (logs, tests).
 */
export function refusal(status: RefusalStatus, messageId: string, values: PlaceholderValues = {}, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, consoleWords('en')(messageId, { ...values }), extra, { messageId, values });
}

/** The JSON an HttpError answers with in `lang`: a catalogue refusal as `{ message, messageId, values }`, any other as written. */
export function refusalBody(err: HttpError, lang: UiLanguage): Record<string, unknown> {
  if (!err.said) return { message: err.message, ...err.extra };
  const { messageId, values } = err.said;
  return { message: consoleWords(lang)(messageId, { ...values }), messageId, values, ...err.extra };
}
