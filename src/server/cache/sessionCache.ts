/** How long a looked-up session is reused: a revocation by another process is seen everywhere within this. */
export const SESSION_REUSE_MS = 500;

/** Signed-in users by token, each reused for at most `maxAgeMs` after its lookup started. */
export interface SessionCache<U> {
  /** The user for `token`: reused when looked up less than `maxAgeMs` ago, else `load`ed (concurrent loads of one token share). */
  get(token: string, load: () => Promise<U | undefined>): Promise<U | undefined>;
  /** The user for `token` when it may be reused now, without waiting. */
  peek(token: string): U | undefined;
  /** Whether a lookup in this process found `token` live before (however long ago; not proof it still is): such a token is looked up without queueing. */
  known(token: string): boolean;
  /** Forgets every session at once (a logout, password reset, user or company change went through this process). */
  clear(): void;
}

/**
 * Unknown tokens are not remembered (random guesses must not fill memory); at most `maxEntries`
 * are kept, the oldest lookup going first, and as many tokens once found live (`known`).
 */
export function createSessionCache<U>(opts: { maxAgeMs?: number; maxEntries?: number } = {}): SessionCache<U> {
  const maxAgeMs = opts.maxAgeMs ?? SESSION_REUSE_MS;
  const maxEntries = opts.maxEntries ?? 10_000;
  const entries = new Map<string, { user: U; at: number }>();
  const loading = new Map<string, { generation: number; promise: Promise<U | undefined> }>();
  // Tokens found live, most recent last; not cleared by clear(): it only lets a lookup skip the queue, the database still decides.
  const seen = new Set<string>();
  // Bumped by clear(): a lookup that started before must neither be stored nor joined.
  let generation = 0;

  return {
    peek(token) {
      const hit = entries.get(token);
      return hit && performance.now() - hit.at < maxAgeMs ? hit.user : undefined;
    },
    get(token, load) {
      const now = performance.now();
      const hit = entries.get(token);
      if (hit && now - hit.at < maxAgeMs) return Promise.resolve(hit.user);
      if (hit) entries.delete(token);
      const inFlight = loading.get(token);
      if (inFlight && inFlight.generation === generation) return inFlight.promise;
      const started = generation;
      const promise = load().then((user) => {
        if (user !== undefined) {
          seen.delete(token);
          seen.add(token);
          if (seen.size > maxEntries) seen.delete(seen.values().next().value!);
        }
        if (user !== undefined && started === generation) {
          entries.set(token, { user, at: now });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          // Oldest first in the map: expired users (and their tokens) leave memory, not only at the cap.
          for (const [key, e] of entries) {
            if (performance.now() - e.at < maxAgeMs) break;
            entries.delete(key);
          }
        }
        return user;
      });
      loading.set(token, { generation: started, promise });
      const done = () => { if (loading.get(token)?.promise === promise) loading.delete(token); };
      promise.then(done, done);
      return promise;
    },
    known(token) {
      return seen.has(token);
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}
