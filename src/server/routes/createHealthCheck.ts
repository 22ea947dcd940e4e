import type { Db } from '../db/Db.ts';

/** How long the health check waits for `select 1`: well under a balancer's own check timeout. */
export const HEALTH_TIMEOUT_MS = 2_000;

/**
 * How long one `select 1` answers for every health call: an outage or a recovery shows within this
 * (sooner when the database layer has noticed it, see `Db.reachable`), and however many balancers poll,
 * the database sees at most one check per this interval.
 */
export const HEALTH_REUSE_MS = 1_000;

/** Whether the database answers now: a boolean when a recent check may be reused, else the shared check on its way. */
export type HealthCheck = () => boolean | Promise<boolean>;

/**
 * At most one `select 1` in flight, shared by every caller, and its result reused until `reuseMs` after
 * it was sent (the age of what it says, whoever asks). A reused result is dropped early when the
 * database layer's own view (`Db.reachable`, fed by every statement and dropped connection) disagrees.
 */
export function createHealthCheck(db: Db, opts: { timeoutMs?: number; reuseMs?: number } = {}): HealthCheck {
  const timeoutMs = opts.timeoutMs ?? HEALTH_TIMEOUT_MS;
  const reuseMs = opts.reuseMs ?? HEALTH_REUSE_MS;
  let last: { ok: boolean; at: number } | undefined;
  let inFlight: Promise<boolean> | undefined;

  const check = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((ok) => { timer = setTimeout(() => ok(false), timeoutMs); });
    const answered = db.query('select 1').then(() => true, () => false);
    try {
      return await Promise.race([answered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };

  return () => {
    const now = performance.now();
    if (last && now - last.at < reuseMs && (db.reachable?.() ?? last.ok) === last.ok) return last.ok;
    if (!inFlight) {
      const sent = now;
      // A check that timed out lets the next one go; its `select 1` may still be waiting in the pool, bounded by the pool's own timeout.
      inFlight = check().then((ok) => {
        last = { ok, at: sent };
        inFlight = undefined;
        return ok;
      });
    }
    return inFlight;
  };
}
