import { HttpError, type SaidMessage } from './httpError.ts';

/** A 409: the call clashes with what is stored now (a newer version, a duplicate, another shape). */
export class ConflictError extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}, said?: SaidMessage) {
    super(409, message, extra, said);
  }
}
