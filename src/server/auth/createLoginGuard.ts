import { HttpError } from '../httpError.ts';

/** Longest password the server will hash: anything longer is refused before the costly KDF. */
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * Slows down password guessing and keeps scrypt from starving the server: failures are counted per
 * e-mail and per client address in a sliding window, and at most two password checks run at once
 * (scrypt shares Node's small thread pool with file reads, so a burst of logins would stall media).
 */
export function createLoginGuard(opts: { maxFailures?: number; windowMs?: number; maxParallel?: number; now?: () => number } = {}) {
  const maxFailures = opts.maxFailures ?? 10;
  const windowMs = opts.windowMs ?? 15 * 60_000;
  const maxParallel = opts.maxParallel ?? 2;
  const now = opts.now ?? Date.now;
  const failures = new Map<string, number[]>();
  let running = 0;
  const waiting: (() => void)[] = [];

  const recent = (key: string) => {
    const kept = (failures.get(key) ?? []).filter((t) => now() - t < windowMs);
    if (kept.length) failures.set(key, kept); else failures.delete(key);
    return kept;
  };

  return {
    /** Throws 429 when this e-mail or address failed too often lately. */
    check(email: string, address: string) {
      for (const key of [`e:${email}`, `a:${address}`]) {
        const list = recent(key);
        if (list.length >= maxFailures) {
          const minutes = Math.max(1, Math.ceil((list[0] + windowMs - now()) / 60_000));
          throw new HttpError(429, `Too many failed sign-ins. Try again in ${minutes} minute(s).`);
        }
      }
    },
    /** Records a failed attempt against the e-mail and the address. */
    failed(email: string, address: string) {
      for (const key of [`e:${email}`, `a:${address}`]) failures.set(key, [...recent(key), now()]);
      // Bounded memory: forget the oldest keys when an attacker sprays many e-mails.
      while (failures.size > 10_000) failures.delete(failures.keys().next().value!);
    },
    /** Forgets an e-mail's failures after a successful sign-in. */
    succeeded(email: string) {
      failures.delete(`e:${email}`);
    },
    /** Runs a password check when a slot is free. */
    async limit<T>(fn: () => Promise<T>): Promise<T> {
      if (running >= maxParallel) await new Promise<void>((ok) => waiting.push(ok));
      running++;
      try {
        return await fn();
      } finally {
        running--;
        waiting.shift()?.();
      }
    },
  };
}

/** The guard built by `createLoginGuard`. */
export type LoginGuard = ReturnType<typeof createLoginGuard>;
