import type { PlaceholderValues } from '../../core/fillPlaceholders.ts';

/** A catalogue sentence an HttpError stands for: the handler words it in the caller's language. */
export interface SaidMessage {
  messageId: string;
  values: PlaceholderValues;
}

/** An error the API answers as `{ message, ...extra }` with its status; anything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503 | 504,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly said?: SaidMessage,
  ) {
    super(message);
  }
}
