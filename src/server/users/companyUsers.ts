import type { Db } from '../db/Db.ts';
import { isoTime } from '../db/isoTime.ts';
import { hashPassword } from '../auth/password.ts';
import { newToken, tokenDigest } from '../auth/tokenDigest.ts';
import type { UserRow } from '../../core/userRow.ts';
import type { StoredGrant } from './grantInput.ts';

/** The role that may manage users; a company always keeps one user with it. */
export const ADMIN_ROLE = 'admin';

/** One user as the users list shows it (the wire shape in src/core/userRow.ts). */
export type CompanyUser = UserRow;

const SELECT_USERS = `select u.id, u.email, u.name, u.role, u.kinds, u.languages, u.created_at,
    exists (select 1 from password_links l where l.user_id = u.id and l.expires_at > now()) as link_pending
  from users u where u.company_id = $1`;

async function selectUsers(db: Db, where: string, params: unknown[], selfId: number): Promise<CompanyUser[]> {
  const rows = await db.query<Omit<CompanyUser, 'is_self' | 'created_at'> & { created_at: string | Date }>(`${SELECT_USERS} ${where}`, params);
  return rows.map((r) => ({ ...r, created_at: isoTime(r.created_at), is_self: r.id === selfId }));
}

/** A company's users ordered by e-mail, the caller marked. */
export function listCompanyUsers(db: Db, companyId: number, selfId: number): Promise<CompanyUser[]> {
  return selectUsers(db, 'order by lower(u.email) collate "C", u.id', [companyId], selfId);
}

/** One user of the company, or undefined for an unknown id or another company's user (same answer: ids cannot be probed). */
export async function companyUser(db: Db, companyId: number, id: number, selfId: number): Promise<CompanyUser | undefined> {
  return (await selectUsers(db, 'and u.id = $2', [companyId, id], selfId))[0];
}

/**
 * The ids of the company's admins, locked until the transaction ends: two admins removing each other
 * at once are taken one after the other, so the second sees the first gone and the company keeps one.
 */
export async function lockedAdminIds(tx: Db, companyId: number): Promise<number[]> {
  return (await tx.query<{ id: number }>('select id from users where company_id = $1 and role = $2 for update', [companyId, ADMIN_ROLE])).map((r) => r.id);
}

/**
 * Changes a user's name (when given) and role and limits. Every session of that user answers by the
 * new role on its next call: the write clears this process's session cache (withCaches), another
 * process's within its 500 ms reuse.
 */
export async function updateCompanyUser(db: Db, companyId: number, id: number, change: { name?: string; grant: StoredGrant }): Promise<boolean> {
  const { role, kinds, languages } = change.grant;
  const rows = await db.query(
    `update users set name = coalesce($3, name), role = $4, kinds = $5::jsonb, languages = $6::jsonb
      where id = $1 and company_id = $2 returning 1`,
    [id, companyId, change.name ?? null, role, kinds && JSON.stringify(kinds), languages && JSON.stringify(languages)],
  );
  return rows.length > 0;
}

/**
 * Stores a new password hash and revokes the user's sessions, all but `keepToken`'s (the caller's own
 * session when they reset themselves). Returns how many sessions were revoked.
 */
export async function replacePasswordHash(db: Db, userId: number, hash: string, keepToken?: string): Promise<number> {
  await db.query('update users set password_hash = $1 where id = $2', [hash, userId]);
  const rows = await db.query('delete from sessions where user_id = $1 and token_hash <> $2 returning 1', [userId, keepToken ? tokenDigest(keepToken) : '']);
  return rows.length;
}

/** A hash no password matches (a random secret nobody knows): the user cannot sign in until a link sets one; checking it costs as much as a real one. */
export function unusableHash(): Promise<string> {
  return hashPassword(newToken());
}

/** Deletes a user of the company (sessions and links go with it); whether one was deleted. */
export async function deleteCompanyUser(db: Db, companyId: number, id: number): Promise<boolean> {
  return (await db.query('delete from users where id = $1 and company_id = $2 returning 1', [id, companyId])).length > 0;
}
