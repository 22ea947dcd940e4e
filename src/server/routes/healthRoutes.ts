import { Hono } from 'hono';
import type { AppEnv } from '../appEnv.ts';
import type { Db } from '../db/Db.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/databaseUnavailable.ts';

/** How long the health check waits for `select 1`: well under a balancer's own check timeout. */
export const HEALTH_TIMEOUT_MS = 2_000;

/**
 * `GET /health` for load balancers and monitors: public, one `select 1`, 200 `{ status: 'ok' }` or
 * 503 `{ message }`. Not logged per call: the database layer logs an outage once when it starts and ends.
 */
export function healthRoutes(db: Db, timeoutMs = HEALTH_TIMEOUT_MS) {
  const app = new Hono<AppEnv>();
  app.get('/health', async (c) => {
    c.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((ok) => { timer = setTimeout(() => ok(false), timeoutMs); });
    const answered = db.query('select 1').then(() => true, () => false);
    const ok = await Promise.race([answered, timedOut]);
    clearTimeout(timer);
    if (ok) return c.json({ status: 'ok' });
    c.header('retry-after', '5');
    return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
  });
  return app;
}
