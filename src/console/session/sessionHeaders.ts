import { API_HEADERS } from '../../core/apiConventions.ts';

/**
 * The headers that make a console call count for its session: the session cookie goes by itself, and the
 * server takes it only with the session's CSRF value beside it (what a page of another site cannot send).
 * Every way the console reaches the API (the http client, the preview's loader, uploads, presence) uses
 * this; null when signed out.
 */
export function sessionHeaders(csrf: string | null): Record<string, string> | null {
  return csrf ? { [API_HEADERS.csrf]: csrf } : null;
}
