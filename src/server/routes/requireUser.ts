import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/Db.ts';
import { reusedSessionUser, sessionUser } from '../auth/sessions.ts';
import type { AppEnv } from '../appEnv.ts';
import { refusal } from '../http/refusal.ts';

/** Lets a request through only with a live Bearer token, and puts its user on the context. */
export function requireUser(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const m = /^Bearer\s+(\S{16,200})$/i.exec(c.req.header('authorization') ?? '');
    const user = m ? reusedSessionUser(db, m[1]) ?? (await sessionUser(db, m[1])) : undefined;
    if (!m || !user) throw refusal(401, 'api.refused.signInAgain');
    c.set('user', user);
    c.set('token', m[1]);
    await next();
  });
}
