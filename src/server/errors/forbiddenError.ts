import { HttpError, type SaidMessage } from './httpError.ts';

/** A 403: the caller's role lacks the right for this call. */
export class ForbiddenError extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}, said?: SaidMessage) {
    super(403, message, extra, said);
  }
}
