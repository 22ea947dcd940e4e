import { tokenDigest as digest } from './tokenDigest.ts';
import { admittedLookup } from './admittedLookup.ts';
import { tokenSigner } from './tokenSigner.ts';
import type { Db } from '../db/Db.ts';
import { cachesOf } from '../cache/withCaches.ts';
import type { Grant, Role } from '../../core/roles.ts';

/** How long a sign-in lasts. */
export const SESSION_TTL_SECONDS = 14 * 24 * 3600;

/** The signed-in user a request acts for; every query is scoped by `companyId`. */
export interface SessionUser {
  id: number;
  companyId: number;
  /** The company's slug: names its schema overrides. */
  companySlug: string;
  email: string;
  name: string;
  /** The user's role and limits, read with the session: a role change is seen on the next call. */
  grant: Grant;
  /** The client's content languages, the base first (read with the session: no extra round trip per request). */
  languages: string[];
}

/**
 * Issues a 256-bit random token signed with the server's secret (tokenSigner: a forged one is refused
 * without a query); only its hash is stored, so a database leak yields no sessions.
 */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = (await tokenSigner(db)).issue('session');
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
    [digest(token), userId, SESSION_TTL_SECONDS],
  );
  return token;
}

/**
 * The user behind a live token, or undefined for an unknown, revoked or expired one. On a database
 * with caches (withCaches) a user looked up less than 500 ms ago is reused: a logout, password reset
 * or user removal through this process clears them at once, one through another process is seen
 * within 500 ms. Callers must not change the user they get.
 */
export function sessionUser(db: Db, token: string): Promise<SessionUser | undefined> {
  const sessions = cachesOf(db)?.sessions;
  // A forged token costs no query, an unsigned unknown one queues (admittedLookup).
  const load = () => admittedLookup(db, 'session', token, sessions?.known(token) ?? false, () => lookUp(db, digest(token)));
  // Keyed by the token itself, held in memory only while it is in use: hashing it costs more than the whole lookup.
  return sessions ? sessions.get(token, load) : load();
}

/** The user behind a token looked up less than 500 ms ago by `sessionUser`, without waiting; otherwise undefined (ask `sessionUser`). */
export function reusedSessionUser(db: Db, token: string): SessionUser | undefined {
  return cachesOf(db)?.sessions.peek(token);
}

async function lookUp(db: Db, tokenHash: string): Promise<SessionUser | undefined> {
  const rows = await db.query<{ id: number; company_id: number; slug: string; email: string; name: string; role: Role; kinds: string[] | null; translates: string[] | null; languages: string[] | null }>(
    `select u.id, u.company_id, c.slug, u.email, u.name, u.role, u.kinds, u.languages as translates, c.settings -> 'languages' as languages
       from sessions s join users u on u.id = s.user_id join companies c on c.id = u.company_id
      where s.token_hash = $1 and s.expires_at > now()`,
    [tokenHash],
  );
  const u = rows[0];
  const languages = Array.isArray(u?.languages) && u.languages.length ? u.languages : ['en'];
  return u && { id: u.id, companyId: u.company_id, companySlug: u.slug, email: u.email, name: u.name, grant: { role: u.role, kinds: u.kinds, languages: u.translates }, languages };
}

/** Revokes one token (logout). */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [digest(token)]);
}

/** Revokes every session of a user (password reset). Returns how many were revoked. */
export async function revokeUserSessions(db: Db, userId: number): Promise<number> {
  return (await db.query('delete from sessions where user_id = $1 returning 1', [userId])).length;
}
