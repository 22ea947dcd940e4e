/** What a client is told while the database cannot be reached; the same words for health and API calls. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Please try again in a moment.';

/**
 * Thrown by the database layer when the database cannot be reached (stopped, restarting, failing
 * over, closed while stopping). The app answers it 503 instead of 500: it is not a bug.
 */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: string, options?: { cause?: unknown }) {
    super(DATABASE_UNAVAILABLE_MESSAGE, options);
  }
}
