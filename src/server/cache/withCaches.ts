import type { Db } from '../db/Db.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { ApiKeyClient } from '../apiKeys/apiKeyClient.ts';
import { createAnswerCache, type AnswerCache } from './answerCache.ts';
import { createListModels, type ListModels } from './listModels.ts';
import { createRevisionSource, type RevisionSource } from './revisionSource.ts';
import { createSessionCache, type SessionCache } from './sessionCache.ts';
import { watchWrites } from './watchWrites.ts';

/** The caches of one server process, kept current by the writes made through its database. */
export interface Caches {
  answers: AnswerCache;
  /** Lists assembled from per-item entries (listModels.ts), kept apart from `answers`: LIST_CACHE_MB. */
  lists: ListModels;
  revisions: RevisionSource;
  sessions: SessionCache<SessionUser>;
  /** Delivery keys' clients (slug, content languages): read from `companies` like sessions, so cleared with them. */
  apiKeys: SessionCache<ApiKeyClient>;
}

/** Default answer cache budget. */
export const DEFAULT_ANSWER_CACHE_MB = 64;

/** The answer cache budget in bytes from ANSWER_CACHE_MB (0 keeps nothing); nonsense is refused with a message. */
export function answerCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ANSWER_CACHE_MB;
  if (raw === undefined || raw.trim() === '') return DEFAULT_ANSWER_CACHE_MB * 1024 * 1024;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb < 0 || mb > 1024 * 1024) throw new Error(`ANSWER_CACHE_MB must be a number of megabytes (0 turns the cache off), got "${raw}"`);
  return Math.floor(mb * 1024 * 1024);
}

/** Default budget of the lists' read models (a list of 1,000 web pages holds 0.35–0.5 MB: its bytes plus ~200 B per item). */
export const DEFAULT_LIST_CACHE_MB = 32;

/** The lists' read model budget in bytes from LIST_CACHE_MB (0: every list is rendered whole); nonsense is refused with a message. */
export function listCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LIST_CACHE_MB;
  if (raw === undefined || raw.trim() === '') return DEFAULT_LIST_CACHE_MB * 1024 * 1024;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb < 0 || mb > 1024 * 1024) throw new Error(`LIST_CACHE_MB must be a number of megabytes (0 keeps no list), got "${raw}"`);
  return Math.floor(mb * 1024 * 1024);
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
export function withCaches(db: Db, opts: { answerBytes?: number; listBytes?: number } = {}): Db {
  const revisions = createRevisionSource(db);
  const caches: Caches = {
    answers: createAnswerCache(opts.answerBytes ?? answerCacheBytes()),
    lists: createListModels(opts.listBytes ?? listCacheBytes(), revisions.pinned, revisions.includes),
    revisions,
    sessions: createSessionCache<SessionUser>(),
    apiKeys: createSessionCache<ApiKeyClient>(),
  };
  const watched = watchWrites(db, (statements) => {
    caches.revisions.written();
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
