import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/Db.ts';
import { reusedSessionUser, sessionUser } from './sessions.ts';
import type { AppEnv } from '../appEnv.ts';
import { refusal } from '../errors/refusal.ts';

/**
 * How long a request with a bad token waits for its 401: a client hammering bad tokens over a few
 * connections is slowed to a trickle at the cost of a timer, while one with an expired session barely
 * notices. Signed-in users are never delayed.
 */
export const BAD_TOKEN_PAUSE_MS = 200;

/** Lets a request through only with a live Bearer token, and puts its user on the context. */
export function requireUser(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const m = /^Bearer\s+(\S{16,200})$/i.exec(c.req.header('authorization') ?? '');
    const user = m ? reusedSessionUser(db, m[1]) ?? (await sessionUser(db, m[1])) : undefined;
    if (!m || !user) {
      // No token at all (a first visit) is answered at once; a wrong one is paused.
      if (c.req.header('authorization')) await new Promise((r) => setTimeout(r, BAD_TOKEN_PAUSE_MS));
      throw refusal(401, 'api.refused.signInAgain');
    }
    c.set('user', user);
    c.set('token', m[1]);
    await next();
  });
}
