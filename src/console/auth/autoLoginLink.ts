import { CONSOLE_BASE } from '../../core/apiConventions.ts';
import { loginPath } from '../session/redirects.ts';

/** What an auto sign-in link (SPEC §2 route autoLogin, `/login/:email/:password`) carried. */
export interface AutoLoginRequest {
  email: string;
  password: string;
  /** The link's `?redirect=`, where to go afterwards. */
  redirect: string | null;
}

const LINK = new RegExp(`^${CONSOLE_BASE}/login/([^/]+)/([^/]+)/?$`);

function decode(value: string): string {
  try { return decodeURIComponent(value); } catch { return value; }
}

/** The login page's path (under the console's base) that keeps a link's redirect. */
export function autoLoginLanding(redirect: string | null): string {
  return redirect ? loginPath(redirect) : '/login';
}

/**
 * When the address is an auto sign-in link, replaces it with the login page's (keeping `?redirect=`) and
 * returns what it carried; otherwise null. Called first thing at boot, before the first render, so the
 * password is in neither the address bar nor the history for longer than the page's own script takes to start.
 */
export function takeAutoLoginLink(location: Pick<Location, 'pathname' | 'search'> = window.location, history: Pick<History, 'replaceState'> = window.history): AutoLoginRequest | null {
  const m = LINK.exec(location.pathname);
  if (!m) return null;
  const redirect = new URLSearchParams(location.search).get('redirect');
  history.replaceState(null, '', `${CONSOLE_BASE}${autoLoginLanding(redirect)}`);
  return { email: decode(m[1]), password: decode(m[2]), redirect };
}
