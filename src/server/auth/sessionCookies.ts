import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { API_HEADERS, SESSION_COOKIES } from '../../core/apiConventions.ts';
import { SESSION_TTL_SECONDS } from './sessions.ts';
import type { TokenSigner } from './tokenSigner.ts';

// The token cookie's value as the server sets it (base64url, never encoded): one match, no parse of the whole header.
const TOKEN_IN_HEADER = new RegExp(`(?:^|;)\\s*${SESSION_COOKIES.token}=([A-Za-z0-9_-]{16,200})\\s*(?:;|$)`);

/** The session token of the console's cookie, when one is there and shaped like a token. */
export function sessionCookieToken(c: Context): string | undefined {
  // From the header hono already holds: its getCookie reads `c.req.raw`, which builds a whole Request per call.
  const header = c.req.header('cookie');
  return header ? TOKEN_IN_HEADER.exec(header)?.[1] : undefined;
}

/**
 * Gives the browser its session: the token HttpOnly (no script of any page reads it), the CSRF value
 * readable by the console; both SameSite=Lax, site-wide, as long as the session lasts, and Secure over HTTPS.
 */
export function setSessionCookies(c: Context, token: string, csrf: string, secure: boolean): void {
  const common = { path: '/', sameSite: 'Lax', maxAge: SESSION_TTL_SECONDS, secure } as const;
  setCookie(c, SESSION_COOKIES.token, token, { ...common, httpOnly: true });
  setCookie(c, SESSION_COOKIES.csrf, csrf, common);
}

/** Tells the browser to drop both session cookies (logout, or a session that is no longer live). */
export function clearSessionCookies(c: Context): void {
  deleteCookie(c, SESSION_COOKIES.token, { path: '/' });
  deleteCookie(c, SESSION_COOKIES.csrf, { path: '/' });
}

/**
 * Whether a browser call authenticated by the cookie comes from the console's own page: it carries the
 * session's CSRF value in a header (a page on another site can neither read the companion cookie nor set
 * a header on a navigation or a form), and the browser does not say it came from elsewhere
 * (`Sec-Fetch-Site` same-origin, or absent in browsers that do not send it).
 */
export function fromConsole(c: Context, signer: TokenSigner, token: string): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const given = c.req.header(API_HEADERS.csrf);
  return given !== undefined && signer.csrfMatches(token, given);
}
