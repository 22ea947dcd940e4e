import type { Db } from '../db/Db.ts';
import { HttpError } from '../errors/httpError.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { createFairSlots } from './createFairSlots.ts';
import { createPacedLane, type PacedLane } from './createPacedLane.ts';
import { tokenDigest } from './tokenDigest.ts';

/** Longest password the server will hash: anything longer is refused before the costly KDF. */
export const MAX_PASSWORD_LENGTH = 1024;

/** The sign-in limit's settings; the defaults are the product's (see createLoginGuard). */
export interface LoginLimitOptions {
  /** Attempts per e-mail in one window, from any address: past them the account answers 429. */
  maxAttempts?: number;
  /** Attempts per client address in one window at full speed: past them its checks are paced, never refused for the count. */
  addressAttempts?: number;
  /** Paced checks of one address that may wait; more at once answer 429 at once. */
  addressQueue?: number;
  /** Share of the time a paced address's checks may take (a check of t ms is followed by t·(1/share − 1) ms). */
  addressShare?: number;
  /** The window's length (LOGIN_WINDOW_SECONDS). */
  windowSeconds?: number;
  /** Password checks running at once in this process (scrypt shares Node's small thread pool with file reads). */
  maxParallel?: number;
}

/** One sign-in attempt that was let through: what `check` and `succeeded` need. */
export interface LoginAttempt {
  keys: { email: string; address: string };
  /** Whether its address is past its full-speed attempts: the check waits in the address's paced lane. */
  paced: boolean;
}

const TOO_MANY: Record<UiLanguage, string> = {
  en: 'Too many failed sign-ins. Try again in {n} minute(s).',
  es: 'Demasiados inicios de sesión fallidos. Inténtalo de nuevo en {n} minuto(s).',
  zh: '登录失败次数过多。请在 {n} 分钟后重试。',
};

const BUSY_NETWORK: Record<UiLanguage, string> = {
  en: 'Too many sign-ins from your network at once. Try again in a few seconds.',
  es: 'Demasiados inicios de sesión desde tu red a la vez. Inténtalo de nuevo en unos segundos.',
  zh: '来自您网络的同时登录过多。请几秒钟后重试。',
};

// Counts the attempt against each key in one statement (atomic under any concurrency, in every
// process): a window that has run out starts again at 1; otherwise the count grows, capped one
// above the key's limit (e-mail keys `$3`, address keys `$4`) so refused attempts do not pile up.
const RESERVE = `
  insert into login_attempts as l (key, window_start, attempts)
  select k, now(), 1 from unnest($1::text[]) as k
  on conflict (key) do update set
    window_start = case when l.window_start <= now() - make_interval(secs => $2::float8) then now() else l.window_start end,
    attempts = case when l.window_start <= now() - make_interval(secs => $2::float8) then 1
      else least(l.attempts + 1, case when l.key like 'a:%' then $4::int else $3::int end + 1) end
  returning key, attempts, extract(epoch from (window_start + make_interval(secs => $2::float8) - now()))::float8 as seconds_left`;

const GIVE_BACK = 'update login_attempts set attempts = greatest(attempts - 1, 0) where key = any($1::text[])';

// How often a process sweeps out counts whose window has run out (they are harmless, just dead rows).
const PRUNE_EVERY_MS = 60_000;

/**
 * Slows down password guessing across every server process on the database, with two separate
 * limits so one person behind a shared address (a museum's NAT) cannot lock out the others:
 * - per account (e-mail, from any address): 10 attempts per 15 minutes, then 429 without a check;
 *   a concurrent burst gets at most 10 checks, since attempts are counted when they start;
 * - per client address, over every e-mail: 100 attempts per 15 minutes at full speed; past them the
 *   address is slowed, never locked: its checks run one at a time taking a fifth of the time, with
 *   at most 5 waiting (more at once: 429 at once), so a correct password from it still gets in.
 * Refused attempts and successes give their address its attempt back. Password checks of one
 * e-mail run one at a time, so a burst against one account holds one of the process's check slots.
 */
export function createLoginGuard(db: Db, opts: LoginLimitOptions = {}) {
  const maxAttempts = opts.maxAttempts ?? 10;
  const addressAttempts = opts.addressAttempts ?? 100;
  const addressQueue = opts.addressQueue ?? 5;
  const addressShare = opts.addressShare ?? 0.2;
  const windowSeconds = opts.windowSeconds ?? 15 * 60;
  const slots = createFairSlots(opts.maxParallel ?? 2);
  // Per paced address with checks admitted in this process: its lane and how many are admitted and
  // not done yet (counted from `begin`, so a burst cannot all pass the queue test before any queues).
  // Dropped once idle: bounded memory.
  const lanes = new Map<string, { lane: PacedLane; admitted: number }>();
  let prunedAt = 0;

  const prune = () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    db.query('delete from login_attempts where window_start <= now() - make_interval(secs => $1::float8)', [windowSeconds]).catch(() => { /* the next sweep retries */ });
  };

  /** Admits one more paced check for this address, or false when its queue is full. */
  const admit = (address: string): boolean => {
    let entry = lanes.get(address);
    if (!entry) lanes.set(address, entry = { lane: createPacedLane(addressShare), admitted: 0 });
    if (entry.admitted > addressQueue) return false;
    entry.admitted++;
    return true;
  };
  const paced = async <T>(address: string, fn: () => Promise<T>): Promise<T> => {
    const entry = lanes.get(address)!;
    try {
      return await entry.lane.run(fn);
    } finally {
      if (--entry.admitted === 0 && lanes.get(address) === entry) lanes.delete(address);
    }
  };

  return {
    /** Counts an attempt for this e-mail and address, or throws 429 (no password check) when the e-mail is over its limit or the address's queue is full. */
    async begin(email: string, address: string, lang: UiLanguage): Promise<LoginAttempt> {
      const keys = { email: `e:${tokenDigest(email)}`, address: `a:${tokenDigest(address)}` };
      const rows = await db.query<{ key: string; attempts: number; seconds_left: number }>(RESERVE, [[keys.email, keys.address], windowSeconds, maxAttempts, addressAttempts]);
      prune();
      const emailRow = rows.find((r) => r.key === keys.email)!;
      const addressRow = rows.find((r) => r.key === keys.address)!;
      if (emailRow.attempts > maxAttempts) {
        // A refusal costs nothing, so it does not count against the address.
        await db.query(GIVE_BACK, [[keys.address]]);
        const minutes = Math.max(1, Math.ceil(Number(emailRow.seconds_left) / 60));
        throw new HttpError(429, TOO_MANY[lang].replace('{n}', String(minutes)));
      }
      const attempt = { keys, paced: addressRow.attempts > addressAttempts };
      if (attempt.paced && !admit(keys.address)) {
        await db.query(GIVE_BACK, [[keys.email, keys.address]]);
        throw new HttpError(429, BUSY_NETWORK[lang]);
      }
      return attempt;
    },
    /** Runs the password check of an attempt once this e-mail's earlier checks are done and a slot is free (for a paced address, also its turn in the address's lane). */
    check<T>(attempt: LoginAttempt, fn: () => Promise<T>): Promise<T> {
      const run = () => slots.run(attempt.keys.email, fn);
      return attempt.paced ? paced(attempt.keys.address, run) : run();
    },
    /** A successful sign-in clears its e-mail's count and gives its address its attempt back. */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      await db.query('delete from login_attempts where key = $1', [attempt.keys.email]);
      await db.query(GIVE_BACK, [[attempt.keys.address]]);
    },
  };
}

/** The guard built by `createLoginGuard`. */
export type LoginGuard = ReturnType<typeof createLoginGuard>;
