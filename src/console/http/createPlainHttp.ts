import { ofetch, type $Fetch } from 'ofetch';
import { API_BASE } from '../../core/apiConventions.ts';
import type { Notify } from '../notices/notices.ts';

/** Time-out of the secondary client (SPEC §9: 5000 ms). */
export const PLAIN_HTTP_TIMEOUT_MS = 5000;

/**
 * The secondary API client (SPEC §7, §8): 5 s time-out, no token or language headers, and on any
 * failure only the generic message (its callers talk to endpoints whose messages are not for users).
 */
export function createPlainHttp(notify: Notify, genericMessage: () => string): $Fetch {
  return ofetch.create({
    baseURL: API_BASE,
    timeout: PLAIN_HTTP_TIMEOUT_MS,
    retry: 0,
    onRequestError() { notify('error', genericMessage()); },
    onResponseError() { notify('error', genericMessage()); },
  });
}
