import { fillPlaceholders, type PlaceholderValues } from '../../core/fillPlaceholders.ts';
import en from '../../locales/en.json';
import { ConflictError } from './conflictError.ts';
import { ForbiddenError } from './forbiddenError.ts';
import { HttpError, type SaidMessage } from './httpError.ts';
import { NotFoundError } from './notFoundError.ts';
import { ValidationError } from './validationError.ts';

/** The statuses a refusal can carry (the 4xx an HttpError knows). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * A 4xx worded from the console's catalogue (`api.refused.*` of src/locales): the routes name the
 * sentence and its values, and the error handler words it in the caller's language (`refusalBody`),
 * so no route has to carry the language. `message` holds the English until then (logs, tests).
 */
export function refusal(status: RefusalStatus, messageId: string, values: PlaceholderValues = {}, extra: Record<string, unknown> = {}): HttpError {
  // English straight from the catalogue (as consoleWords('en') words it), so errors/ needs no i18n.
  const message = fillPlaceholders((en as Record<string, string>)[messageId] ?? messageId, { ...values });
  const said: SaidMessage = { messageId, values };
  // The typed error of the status, so callers (an operation's caller, a test) can tell refusals apart by class.
  switch (status) {
    case 400: return new ValidationError(message, extra, said);
    case 403: return new ForbiddenError(message, extra, said);
    case 404: return new NotFoundError(message, extra, said);
    case 409: return new ConflictError(message, extra, said);
    default: return new HttpError(status, message, extra, said);
  }
}
