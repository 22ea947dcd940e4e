import en from '../locales/en.json';
import type { PlaceholderValues } from '../core/fillPlaceholders.ts';

/** A catalogue sentence an HttpError stands for: the handler words it in the caller's language. */
export interface SaidMessage {
  messageId: string;
  values: PlaceholderValues;
}

/** An error the API answers as `{ message, ...extra }` with its status; anything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 504,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly said?: SaidMessage,
  ) {
    super(message);
  }
}

// What a user can meet missing (deleted meanwhile) has a sentence in the catalogue; a file or route stays plain.
const NOT_FOUND_IDS: Record<string, string> = {
  Item: 'api.refused.notFound.item',
  'Linked item': 'api.refused.notFound.linkedItem',
  Link: 'api.refused.notFound.link',
  Revision: 'api.refused.notFound.revision',
  Simulation: 'api.refused.notFound.simulation',
};

/** 404 with the same wording for "absent" and "another company's", so ids cannot be probed. */
export function notFound(what = 'Item'): HttpError {
  const messageId = NOT_FOUND_IDS[what];
  if (!messageId) return new HttpError(404, `${what} not found`);
  return new HttpError(404, (en as Record<string, string>)[messageId], {}, { messageId, values: {} });
}
