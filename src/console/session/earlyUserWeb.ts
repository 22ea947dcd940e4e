import type { $Fetch } from 'ofetch';
import type { UserWeb } from './userWeb.ts';

/** The user-info answer of one session, asked for before the code that needs it has loaded. */
interface Early { session: string; answer: Promise<{ data: UserWeb }>; taken: boolean }

let early: Early | null = null;

const ask = (http: $Fetch) => http<{ data: UserWeb }>('/user/web', { method: 'POST' });

/**
 * Asks for the user info (`POST /api/user/web`) alongside the signed-in code instead of after it
 * (SignedInGate): one round trip less before an editor can show. Once per session.
 */
export function startUserWeb(http: $Fetch, session: string): void {
  if (early?.session === session) return;
  early = { session, answer: ask(http), taken: false };
  // Its failure is handled by whoever takes it (useUserWeb); until then it must not count as unhandled.
  early.answer.catch(() => {});
}

/** The early answer for this session the first time it is asked for; any later read asks the server again. */
export function takeUserWeb(http: $Fetch, session: string): Promise<{ data: UserWeb }> {
  if (early?.session === session && !early.taken) {
    early.taken = true;
    return early.answer;
  }
  return ask(http);
}
