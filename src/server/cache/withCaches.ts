import type { Db } from '../db/Db.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { ApiKeyClient } from '../apiKeys/apiKeyClient.ts';
import { createAnswerCache, type AnswerCache } from './answerCache.ts';
import { createCacheBudget } from './cacheBudget.ts';
import { createListModels, type ListModels } from './listModels.ts';
import { createRevisionSource, type RevisionSource } from './revisionSource.ts';
import { createSessionCache, type SessionCache } from './sessionCache.ts';
import { watchWrites } from './watchWrites.ts';
import { writeScope } from './writeScope.ts';

/** The caches of one server process, kept current by the writes made through its database. */
export interface Caches {
  answers: AnswerCache;
  /** Lists assembled from per-item entries (listModels.ts), sharing one memory budget (CACHE_MB) with `answers`. */
  lists: ListModels;
  revisions: RevisionSource;
  sessions: SessionCache<SessionUser>;
  /** Delivery keys' clients (slug, content languages): read from `companies` like sessions, so cleared with them. */
  apiKeys: SessionCache<ApiKeyClient>;
}

/**
 * Default memory budget shared by the answer cache and the lists' read models (CACHE_MB): whichever kind of
 * answer is in demand uses it. A list of 1,000 web pages holds 0.35–0.5 MB (its bytes plus ~200 B per item).
 */
export const DEFAULT_CACHE_MB = 48;

function megabytes(env: NodeJS.ProcessEnv, name: string, zeroMeans: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb < 0 || mb > 1024 * 1024) throw new Error(`${name} must be a number of megabytes (0 ${zeroMeans}), got "${raw}"`);
  return Math.floor(mb * 1024 * 1024);
}

/** The budget in bytes shared by the answer cache and the list models, from CACHE_MB (0 keeps nothing); nonsense is refused with a message. */
export function cacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  return megabytes(env, 'CACHE_MB', 'keeps nothing') ?? DEFAULT_CACHE_MB * 1024 * 1024;
}

/** The answer cache's own cap in bytes from ANSWER_CACHE_MB (0 turns it off; unset: the whole shared budget). */
export function answerCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  return megabytes(env, 'ANSWER_CACHE_MB', 'turns the cache off') ?? Infinity;
}

/** The lists' read models' own cap in bytes from LIST_CACHE_MB (0: every list is rendered whole; unset: the whole shared budget). */
export function listCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  return megabytes(env, 'LIST_CACHE_MB', 'keeps no list') ?? Infinity;
}

// What a signed-in user is read from (sessions.ts): an update or delete of one of these tables may end or
// change a session (so may any truncate, drop or alter table). Only the table written counts: an items update that
// merely reads a reviewer's name from users (its RETURNING) must not sign every reader in again.
const CHANGES_SESSION_ROWS = /\btruncate\b|\b(drop|alter)\s+table\b|\b(update(\s+only)?|delete\s+from(\s+only)?)\s+("?public"?\.)?"?(sessions|users|companies)\b/i;

const registry = new WeakMap<Db, Caches>();

/**
 * The database the app should use, with this process's caches attached (see `cachesOf`): every
 * write through it moves the revision source and clears sessions (and delivery keys' clients) a write may have changed.
 */
export function withCaches(db: Db, opts: { cacheBytes?: number; answerBytes?: number; listBytes?: number } = {}): Db {
  const revisions = createRevisionSource(db);
  // One budget: the answers and the list models together never hold more than CACHE_MB; each kind's own
  // variable caps (or, at 0, turns off) that kind within it.
  const budget = createCacheBudget(opts.cacheBytes ?? cacheBytes());
  const caches: Caches = {
    answers: createAnswerCache(opts.answerBytes ?? answerCacheBytes(), budget),
    lists: createListModels(opts.listBytes ?? listCacheBytes(), revisions, budget),
    revisions,
    sessions: createSessionCache<SessionUser>(),
    apiKeys: createSessionCache<ApiKeyClient>(),
  };
  const watched = watchWrites(db, (statements) => {
    caches.revisions.written(writeScope());
    if (statements.some((sql) => CHANGES_SESSION_ROWS.test(sql))) {
      caches.sessions.clear();
      // A key's client carries the company's slug and languages: a settings change must show on the next delivery request.
      caches.apiKeys.clear();
    }
  });
  registry.set(watched, caches);
  return watched;
}

/** The caches attached to a database by `withCaches`; undefined for any other (nothing is then cached). */
export function cachesOf(db: Db): Caches | undefined {
  return registry.get(db);
}
