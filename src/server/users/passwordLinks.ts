import type { Db } from '../db/Db.ts';
import { newToken, tokenDigest } from '../auth/tokenDigest.ts';

/** How long a set-password link stays valid. */
export const LINK_TTL_HOURS = 72;

/**
 * Issues a one-time set-password link for a user and returns its token (shown once, never stored or
 * logged as is). Any earlier link of that user stops working: only the latest one passed on counts.
 */
export async function issuePasswordLink(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.query('delete from password_links where user_id = $1', [userId]);
  await db.query(
    `insert into password_links (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(hours => $3))`,
    [tokenDigest(token), userId, LINK_TTL_HOURS],
  );
  return token;
}

/** The user a live link belongs to (the name for the password rule), or undefined when the link is unknown, used or expired. */
export async function passwordLinkUser(db: Db, token: string): Promise<{ id: number; email: string; name: string } | undefined> {
  return (await db.query<{ id: number; email: string; name: string }>(
    `select u.id, u.email, u.name from password_links l join users u on u.id = l.user_id
      where l.token_hash = $1 and l.expires_at > now()`,
    [tokenDigest(token)],
  ))[0];
}

/**
 * Consumes a live link (deleting it) and returns its user's id; undefined when it is unknown, used or
 * expired. The delete decides, so a link used twice at once sets a password once.
 */
export async function consumePasswordLink(db: Db, token: string): Promise<number | undefined> {
  return (await db.query<{ user_id: number }>(
    'delete from password_links where token_hash = $1 and expires_at > now() returning user_id',
    [tokenDigest(token)],
  ))[0]?.user_id;
}

/** Forgets every link of a user (a password was just set another way). */
export async function dropPasswordLinks(db: Db, userId: number): Promise<void> {
  await db.query('delete from password_links where user_id = $1', [userId]);
}
