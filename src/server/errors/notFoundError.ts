import en from '../../locales/en.json';
import { HttpError, type SaidMessage } from './httpError.ts';

/** A 404: what was asked for is not there, or is not the caller's (the two read alike). */
export class NotFoundError extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}, said?: SaidMessage) {
    super(404, message, extra, said);
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
export function notFound(what = 'Item'): NotFoundError {
  const messageId = NOT_FOUND_IDS[what];
  if (!messageId) return new NotFoundError(`${what} not found`);
  return new NotFoundError((en as Record<string, string>)[messageId], {}, { messageId, values: {} });
}
