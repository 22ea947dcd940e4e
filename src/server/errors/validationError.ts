import { HttpError, type SaidMessage } from './httpError.ts';

/** A 400: the request or the document it carries breaks a rule (the schema, the kind's rules, the API's own). */
export class ValidationError extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}, said?: SaidMessage) {
    super(400, message, extra, said);
  }
}
