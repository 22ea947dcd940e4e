import type { Context } from 'hono';
import type { HttpError } from '../errors/httpError.ts';
import { bodyRefusal } from '../i18n/bodyMessages.ts';
import { requestMessageLanguage } from './contentLanguage.ts';

/**
 * The 413 for a body over the limit (requestBodyLimit, before every route). The connection stays open: the Node
 * adapter discards the unread rest, whereas closing it would cut off a client still sending (EPIPE, no answer).
 */
export function tooLargeRefusal(c: Context): HttpError {
  return bodyRefusal(413, 'tooLarge', requestMessageLanguage(c));
}
