import type { Db } from '../db/Db.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordProblem, passwordProblemText, type PasswordOwner } from '../auth/passwordRule.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { dropPasswordLinks } from './passwordLinks.ts';
import { ADMIN_ROLE, lockedAdminIds } from './companyUsers.ts';
import type { StoredGrant } from './grantInput.ts';
import { isRole, ROLES, type Role } from '../../core/roles.ts';
import { AccountError } from '../errors/accountError.ts';

/** Settings a new client company starts with (SPEC §3 client setting; §9 default colour a light green). */
export function defaultCompanySettings(name: string, languages: string[] = ['en']) {
  return {
    detail_view_color: '#b7e4c7',
    list_item_color: '#ffffff',
    admin_name: name,
    // SPEC §2: is_shared is offered only when sharing is allowed; a new client does not share.
    allow_sharing: false,
    // IANA name; event times are stored in UTC and shown on this clock. A new client sets its own.
    time_zone: 'UTC',
    languages,
    inactive_tabs: [] as { tab: string; is_visible: boolean; autoplay?: boolean }[],
    tab_names: {} as Record<string, Record<string, string>>,
  };
}

/** The settings document stored on a company. */
export type CompanySettings = ReturnType<typeof defaultCompanySettings>;

/** A company's stored settings (as saved: keys added since may be missing). */
export async function companySettings(db: Db, companyId: number): Promise<Partial<CompanySettings>> {
  return (await db.query<{ settings: Partial<CompanySettings> }>('select settings from companies where id = $1', [companyId]))[0]?.settings ?? {};
}

const SLUG = /^[a-z0-9][a-z0-9-]{1,39}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates a client company; the slug names its override folder `schemas/clients/<slug>/`. */
export async function addCompany(db: Db, slug: string, name: string, extra: Partial<{ settings: CompanySettings; email: string; phone: string; address: string }> = {}) {
  if (!SLUG.test(slug ?? '')) throw new AccountError(`The slug "${slug ?? ''}" must be 2-40 characters: lower-case letters, digits and dashes.`);
  if (!name?.trim()) throw new AccountError('The company needs a name.');
  if ((await db.query('select 1 from companies where slug = $1', [slug])).length) throw new AccountError(`A company with the slug "${slug}" already exists.`);
  const rows = await db.query<{ id: number }>(
    'insert into companies (slug, name, email, phone, address, settings) values ($1, $2, $3, $4, $5, $6) returning id',
    [slug, name.trim(), extra.email ?? '', extra.phone ?? '', extra.address ?? '', JSON.stringify(extra.settings ?? defaultCompanySettings(name.trim()))],
  );
  return { id: rows[0].id, slug, name: name.trim() };
}

/** An e-mail as users are stored and found: trimmed, lower case (the unique index is on lower(email)). */
export function normalEmail(email: string | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/** Whether a normalised e-mail looks like an address (320 characters at most: what sign-in accepts). */
export function isEmail(clean: string): boolean {
  return clean.length <= 320 && EMAIL.test(clean);
}

/**
 * Inserts a user of a company with a role and limits and returns its id, or undefined when the e-mail
 * is taken: the unique index decides, so two requests adding the same e-mail at once cannot both win.
 */
export async function insertUser(db: Db, companyId: number, email: string, name: string, passwordHash: string, grant: StoredGrant): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `insert into users (company_id, email, name, password_hash, role, kinds, languages) values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)
       on conflict do nothing returning id`,
    [companyId, email, name, passwordHash, grant.role, grant.kinds && JSON.stringify(grant.kinds), grant.languages && JSON.stringify(grant.languages)],
  );
  return rows[0]?.id;
}

/** Refuses, in the operator's English, a password that breaks the password rule. */
function assertStrongPassword(password: string | undefined, owner: PasswordOwner): void {
  const problem = passwordProblem(password ?? '', owner);
  if (problem) throw new AccountError(passwordProblemText(problem, 'en'));
}

/**
 * The user an operator names by e-mail (and company, when the address has an account in several:
 * e-mails are unique per company), or a refusal saying which companies to choose from.
 */
async function operatorUser(db: Db, clean: string, companySlug: string | undefined) {
  const users = await db.query<{ id: number; company_id: number; role: string; name: string; slug: string }>(
    `select u.id, u.company_id, u.role, u.name, c.slug from users u join companies c on c.id = u.company_id
      where lower(u.email) = $1 and ($2::text is null or c.slug = $2) order by c.slug`, [clean, companySlug ?? null]);
  if (!users.length) throw new AccountError(`There is no user with the e-mail ${clean}${companySlug ? ` in the company "${companySlug}"` : ''}.`);
  if (users.length > 1) throw new AccountError(`${clean} has an account in several companies (${users.map((u) => u.slug).join(', ')}): add the company's slug after the other arguments.`);
  return users[0];
}

/** A role an operator typed, or a refusal listing the five. */
function operatorRole(role: string): Role {
  if (!isRole(role)) throw new AccountError(`"${role}" is not a role: choose one of ${ROLES.join(', ')}.`);
  return role;
}

/**
 * Creates a user of a company (an admin unless a role is given; `name` defaults to the e-mail's local
 * part), refusing duplicates, bad e-mails, weak passwords and unknown roles.
 */
export async function addUser(db: Db, companySlug: string, email: string, password: string, role = 'admin', extra: { name?: string; languages?: string[] } = {}) {
  const clean = normalEmail(email);
  if (!isEmail(clean)) throw new AccountError(`"${email ?? ''}" is not an e-mail address.`);
  const checkedRole = operatorRole(role);
  const name = extra.name ?? clean.split('@')[0];
  assertStrongPassword(password, { email: clean, name });
  const company = (await db.query<{ id: number }>('select id from companies where slug = $1', [companySlug]))[0];
  if (!company) throw new AccountError(`There is no company with the slug "${companySlug}".`);
  const grant = { role: checkedRole, kinds: null, languages: checkedRole === 'translator' ? extra.languages ?? null : null };
  const id = await insertUser(db, company.id, clean, name, await hashPassword(password), grant);
  if (id === undefined) throw new AccountError(`A user with the e-mail ${clean} already exists.`);
  return { id, email: clean, companySlug, role: checkedRole };
}

/**
 * Gives a user another role (`npm run admin -- set-role`); a user who stops being a translator loses
 * their languages. The last admin of a company keeps the role. Their sessions answer by the new role
 * within the server's 500 ms session reuse.
 */
export async function setRole(db: Db, email: string, role: string, companySlug?: string) {
  const clean = normalEmail(email);
  const checkedRole = operatorRole(role);
  const user = await operatorUser(db, clean, companySlug);
  if (user.role === ADMIN_ROLE && checkedRole !== ADMIN_ROLE) {
    const admins = await lockedAdminIds(db, user.company_id);
    if (!admins.some((id) => id !== user.id)) throw new AccountError(`${clean} is the company's last admin: make another user an admin first.`);
  }
  await db.query(`update users set role = $2, languages = case when $2 = 'translator' then languages end where id = $1`, [user.id, checkedRole]);
  return { email: clean, role: checkedRole, was: user.role };
}

/** Sets a new password, revokes every session of that user and voids any set-password link. */
export async function resetPassword(db: Db, email: string, password: string, companySlug?: string) {
  const clean = normalEmail(email);
  const user = await operatorUser(db, clean, companySlug);
  assertStrongPassword(password, { email: clean, name: user.name });
  await db.query('update users set password_hash = $1 where id = $2', [await hashPassword(password), user.id]);
  // A set-password link still open would replace the password the operator just chose.
  await dropPasswordLinks(db, user.id);
  return { email: clean, revoked: await revokeUserSessions(db, user.id) };
}
