import { Hono, type Context } from 'hono';
import type { AppEnv } from '../appEnv.ts';
import type { Db } from '../db/Db.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../errors/databaseUnavailableError.ts';
import { createHealthCheck } from './createHealthCheck.ts';

const answer = (c: Context, ok: boolean): Response => {
  c.header('cache-control', 'no-store');
  if (ok) return c.json({ status: 'ok' });
  c.header('retry-after', '5');
  return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
};

/**
 * `GET /health` for load balancers and monitors: public, 200 `{ status: 'ok' }` or 503 `{ message }`.
 * Honest about the database at a bounded cost: one shared `select 1` at a time, its answer reused for
 * at most HEALTH_REUSE_MS (createHealthCheck). Not logged per call: the database layer logs an outage
 * once when it starts and ends.
 */
export function healthRoutes(db: Db, opts: { timeoutMs?: number; reuseMs?: number } = {}) {
  const app = new Hono<AppEnv>();
  const healthy = createHealthCheck(db, opts);
  app.get('/health', (c): Response | Promise<Response> => {
    const ok = healthy();
    return typeof ok === 'boolean' ? answer(c, ok) : ok.then((now) => answer(c, now));
  });
  return app;
}
