import type { $Fetch } from 'ofetch';
import type { UserWeb } from './userWeb.ts';

/** The user-info answer of one token, asked for before the code that needs it has loaded. */
interface Early { token: string; answer: Promise<{ data: UserWeb }>; taken: boolean }

let early: Early | null = null;

const ask = (http: $Fetch) => http<{ data: UserWeb }>('/user/web', { method: 'POST' });

/**
 * Asks for the user info (`POST /api/user/web`) alongside the signed-in code instead of after it
 * (SignedInGate): one round trip less before an editor can show. Once per token.
 */
export function startUserWeb(http: $Fetch, token: string): void {
  if (early?.token === token) return;
  early = { token, answer: ask(http), taken: false };
  // Its failure is handled by whoever takes it (useUserWeb); until then it must not count as unhandled.
  early.answer.catch(() => {});
}

/** The early answer for this token the first time it is asked for; any later read asks the server again. */
export function takeUserWeb(http: $Fetch, token: string): Promise<{ data: UserWeb }> {
  if (early?.token === token && !early.taken) {
    early.taken = true;
    return early.answer;
  }
  return ask(http);
}
