import type { Db } from '../db/Db.ts';
import { HttpError } from '../errors/httpError.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { createFairSlots } from './createFairSlots.ts';
import { tokenDigest } from './tokenDigest.ts';

/** Longest password the server will hash: anything longer is refused before the costly KDF. */
export const MAX_PASSWORD_LENGTH = 1024;

/** The sign-in limit's settings; the defaults are the product's (10 attempts per 15 minutes). */
export interface LoginLimitOptions {
  /** Attempts per e-mail and per client address in one window. */
  maxAttempts?: number;
  /** The window's length (LOGIN_WINDOW_SECONDS). */
  windowSeconds?: number;
  /** Password checks running at once in this process (scrypt shares Node's small thread pool with file reads). */
  maxParallel?: number;
}

/** One sign-in attempt that was let through: what `succeeded` needs to clear its counts. */
export interface LoginAttempt {
  keys: { email: string; address: string };
}

const TOO_MANY: Record<UiLanguage, string> = {
  en: 'Too many failed sign-ins. Try again in {n} minute(s).',
  es: 'Demasiados inicios de sesión fallidos. Inténtalo de nuevo en {n} minuto(s).',
  zh: '登录失败次数过多。请在 {n} 分钟后重试。',
};

// Counts the attempt against each key in one statement (atomic under any concurrency, in every
// process): a window that has run out starts again at 1; otherwise the count grows, capped one
// above the limit so refused attempts do not pile up. An attempt is let through when its count
// stays within the limit.
const RESERVE = `
  insert into login_attempts as l (key, window_start, attempts)
  select k, now(), 1 from unnest($1::text[]) as k
  on conflict (key) do update set
    window_start = case when l.window_start <= now() - make_interval(secs => $2::float8) then now() else l.window_start end,
    attempts = case when l.window_start <= now() - make_interval(secs => $2::float8) then 1 else least(l.attempts + 1, $3::int + 1) end
  returning key, attempts, extract(epoch from (window_start + make_interval(secs => $2::float8) - now()))::float8 as seconds_left`;

// How often a process sweeps out counts whose window has run out (they are harmless, just dead rows).
const PRUNE_EVERY_MS = 60_000;

/**
 * Slows down password guessing across every server process on the database: each attempt is
 * counted per e-mail and per client address when it starts (fixed window; see migration 009),
 * so a concurrent burst gets at most `maxAttempts` password checks and the rest a 429 at once.
 * Password checks of one e-mail run one at a time, so a burst against one account holds one of
 * the process's check slots and other users' sign-ins take the others.
 */
export function createLoginGuard(db: Db, opts: LoginLimitOptions = {}) {
  const maxAttempts = opts.maxAttempts ?? 10;
  const windowSeconds = opts.windowSeconds ?? 15 * 60;
  const slots = createFairSlots(opts.maxParallel ?? 2);
  let prunedAt = 0;

  const prune = () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    db.query('delete from login_attempts where window_start <= now() - make_interval(secs => $1::float8)', [windowSeconds]).catch(() => { /* the next sweep retries */ });
  };

  return {
    /** Counts an attempt for this e-mail and address, or throws 429 (no password check) when either is over the limit. */
    async begin(email: string, address: string, lang: UiLanguage): Promise<LoginAttempt> {
      const keys = { email: `e:${tokenDigest(email)}`, address: `a:${tokenDigest(address)}` };
      const rows = await db.query<{ key: string; attempts: number; seconds_left: number }>(RESERVE, [[keys.email, keys.address], windowSeconds, maxAttempts]);
      prune();
      const refused = rows.filter((r) => r.attempts > maxAttempts);
      if (refused.length) {
        // A key still under its limit gives back the attempt it just counted.
        const counted = rows.filter((r) => r.attempts <= maxAttempts).map((r) => r.key);
        for (const key of counted) await db.query('update login_attempts set attempts = greatest(attempts - 1, 0) where key = $1', [key]);
        const minutes = Math.max(1, Math.ceil(Math.max(...refused.map((r) => Number(r.seconds_left))) / 60));
        throw new HttpError(429, TOO_MANY[lang].replace('{n}', String(minutes)));
      }
      return { keys };
    },
    /** Runs the password check of an attempt once this e-mail's earlier checks are done and a slot is free. */
    check<T>(attempt: LoginAttempt, fn: () => Promise<T>): Promise<T> {
      return slots.run(attempt.keys.email, fn);
    },
    /** A successful sign-in clears its e-mail's count and gives its address its attempt back. */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      await db.query('delete from login_attempts where key = $1', [attempt.keys.email]);
      await db.query('update login_attempts set attempts = greatest(attempts - 1, 0) where key = $1', [attempt.keys.address]);
    },
  };
}

/** The guard built by `createLoginGuard`. */
export type LoginGuard = ReturnType<typeof createLoginGuard>;
