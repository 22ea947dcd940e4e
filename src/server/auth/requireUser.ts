import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/Db.ts';
import { reusedSessionUser, sessionUser } from './sessions.ts';
import { tokenSigner } from './tokenSigner.ts';
import { clearSessionCookies, fromConsole, sessionCookieToken } from './sessionCookies.ts';
import type { AppEnv } from '../appEnv.ts';
import { refusal } from '../errors/refusal.ts';

/**
 * How long a request with a bad token waits for its 401: a client hammering bad tokens over a few
 * connections is slowed to a trickle at the cost of a timer, while one with an expired session barely
 * notices. Signed-in users are never delayed.
 */
export const BAD_TOKEN_PAUSE_MS = 200;

const BEARER = /^Bearer\s+(\S{16,200})$/i;

/** Lets a request through only with a live session (Bearer token, or the console's cookie with its CSRF proof), and puts its user on the context. */
export function requireUser(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // The token: a Bearer token (API clients; no page can set that header on another site's request), else
    // the console's cookie, which a browser attaches to any request to us — a link or a form on another site
    // too — so it counts only with the console's CSRF proof (403 without). No await on the bearer path.
    const authorization = c.req.header('authorization');
    let token: string | undefined;
    let cookie = false;
    if (authorization !== undefined) token = BEARER.exec(authorization)?.[1];
    else if ((token = sessionCookieToken(c))) {
      cookie = true;
      const signer = tokenSigner(db);
      if (!fromConsole(c, signer instanceof Promise ? await signer : signer, token)) throw refusal(403, 'api.refused.notFromConsole');
    }
    const user = token ? reusedSessionUser(db, token) ?? (await sessionUser(db, token)) : undefined;
    if (!token || !user) {
      // No token at all (a first visit) is answered at once; a wrong one is paused.
      if (authorization || cookie) await new Promise((r) => setTimeout(r, BAD_TOKEN_PAUSE_MS));
      // A dead session's cookies are of no more use: the browser stops sending them.
      if (cookie) clearSessionCookies(c);
      throw refusal(401, 'api.refused.signInAgain');
    }
    c.set('user', user);
    c.set('token', token);
    await next();
  });
}
