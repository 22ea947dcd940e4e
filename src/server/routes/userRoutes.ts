import { Hono, type Context } from 'hono';
import { CONSOLE_BASE } from '../../core/apiConventions.ts';
import { insertUser } from '../users/accounts.ts';
import type { AppEnv } from '../appEnv.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/Db.ts';
import { ADMIN_ROLE, companyUser, deleteCompanyUser, listCompanyUsers, lockedAdminIds, replacePasswordHash, unusableHash, updateCompanyUser } from '../users/companyUsers.ts';
import { consumePasswordLink, dropPasswordLinks, issuePasswordLink, passwordLinkUser } from '../users/passwordLinks.ts';
import { isTokenShaped } from '../auth/tokenDigest.ts';
import { readNewUser, readOptionalPassword, readRequiredPassword, readUserUpdate } from '../users/userInput.ts';
import type { GrantOptions } from '../users/grantInput.ts';
import { userMessages } from '../users/userMessages.ts';
import { requireAdmin, requireAdminToRead } from '../auth/requireAdmin.ts';
import { readJsonObject } from '../http/readJsonObject.ts';
import { requireUser } from '../auth/requireUser.ts';

/** Where the console opens a set-password link (relative to the server: the console makes it absolute for copying). */
export function setPasswordPath(token: string): string {
  return `${CONSOLE_BASE}/set-password/${token}`;
}

const ID = ':id{[0-9]{1,9}}';

/**
 * User management for a company's admins, each call scoped to the caller's company: another
 * company's user id answers 404 like an unknown one. Also the public one-time set-password link.
 * Mounted before the API's blanket sign-in check: the link routes are open, the others check themselves.
 */
export function userRoutes(db: Db, kindIds: readonly string[]) {
  const app = new Hono<AppEnv>();
  const admin = [requireUser(db), requireAdmin] as const;
  /** What a role, kinds and languages may name for the caller's company. */
  const grantOptions = (c: Context<AppEnv>): GrantOptions => ({ kindIds, companyLanguages: c.get('user').languages });

  /** The company's user with this id, or 404. */
  const target = async (c: Context<AppEnv>) => {
    const me = c.get('user');
    const user = await companyUser(db, me.companyId, Number(c.req.param('id')), me.id);
    if (!user) throw userMessages(c).refuse(404, 'notFound');
    return user;
  };

  app.get('/users', requireUser(db), requireAdminToRead('users'), async (c) => {
    const me = c.get('user');
    return c.json({ code: 200, status: 'success', data: await listCompanyUsers(db, me.companyId, me.id) });
  });

  app.post('/users', ...admin, async (c) => {
    const m = userMessages(c);
    const input = readNewUser(await readJsonObject(c), m, grantOptions(c));
    const me = c.get('user');
    const hash = input.password === undefined ? await unusableHash() : await hashPassword(input.password);
    const created = await db.transaction(async (tx) => {
      const id = await insertUser(tx, me.companyId, input.email, input.name, hash, input.grant);
      if (id === undefined) return undefined;
      return { id, token: input.password === undefined ? await issuePasswordLink(tx, id) : undefined };
    });
    if (!created) throw m.refuse(409, 'emailTaken', 'email');
    const user = await companyUser(db, me.companyId, created.id, me.id);
    return c.json({
      code: 201, status: 'success', message: 'Successfully Saved',
      data: { user, ...(created.token ? { set_password_url: setPasswordPath(created.token) } : {}) },
    }, 201);
  });

  // Name, role and limits. The company's admins are locked first (as for removal): two admins demoting
  // each other at once are taken one after the other, and the second finds itself the last admin.
  app.post(`/users/${ID}`, ...admin, async (c) => {
    const m = userMessages(c);
    const user = await target(c);
    const input = readUserUpdate(await readJsonObject(c), m, grantOptions(c), user);
    const me = c.get('user');
    await db.transaction(async (tx) => {
      const admins = await lockedAdminIds(tx, me.companyId);
      if (admins.includes(user.id) && input.grant.role !== ADMIN_ROLE && !admins.some((id) => id !== user.id)) throw m.refuse(409, 'lastAdminDemote', 'role');
      if (!(await updateCompanyUser(tx, me.companyId, user.id, input))) throw m.refuse(404, 'notFound');
    });
    return c.json({ code: 200, status: 'success', message: 'Successfully Updated', data: { user: await companyUser(db, me.companyId, user.id, me.id) } });
  });

  // Without a password: a new link, and the old password stops working. Either way the user's sessions
  // end, except the caller's own current one when they reset themselves.
  app.post(`/users/${ID}/reset-password`, ...admin, async (c) => {
    const user = await target(c);
    const password = readOptionalPassword(await readJsonObject(c), userMessages(c), user);
    const hash = password === undefined ? await unusableHash() : await hashPassword(password);
    const keep = user.is_self ? c.get('token') : undefined;
    const { revoked, token } = await db.transaction(async (tx) => {
      const revoked = await replacePasswordHash(tx, user.id, hash, keep);
      if (password !== undefined) await dropPasswordLinks(tx, user.id);
      return { revoked, token: password === undefined ? await issuePasswordLink(tx, user.id) : undefined };
    });
    const me = c.get('user');
    return c.json({
      code: 200, status: 'success', message: 'Successfully Updated',
      data: { user: await companyUser(db, me.companyId, user.id, me.id), revoked, ...(token ? { set_password_url: setPasswordPath(token) } : {}) },
    });
  });

  const remove = async (c: Context<AppEnv>) => {
    const m = userMessages(c);
    const user = await target(c);
    const me = c.get('user');
    const revoked = await db.transaction(async (tx) => {
      // The last admin first: a lone admin removing themself learns why, not only that it is themself.
      const admins = await lockedAdminIds(tx, me.companyId);
      if (user.role === ADMIN_ROLE && admins.filter((id) => id !== user.id).length === 0) throw m.refuse(409, 'lastAdmin');
      if (user.is_self) throw m.refuse(400, 'removeSelf');
      const ended = await tx.query('delete from sessions where user_id = $1 returning 1', [user.id]);
      if (!(await deleteCompanyUser(tx, me.companyId, user.id))) throw m.refuse(404, 'notFound');
      return ended.length;
    });
    return c.json({ code: 200, status: 'success', message: 'Successfully Deleted', data: { id: user.id, revoked } });
  };
  app.post(`/users/remove/${ID}`, ...admin, remove);
  app.delete(`/users/${ID}`, ...admin, remove);

  app.get('/password-link/:token', async (c) => {
    const token = c.req.param('token') ?? '';
    const user = isTokenShaped(token) ? await passwordLinkUser(db, token) : undefined;
    if (!user) throw userMessages(c).refuse(404, 'linkInvalid');
    return c.json({ code: 200, status: 'success', data: { email: user.email } });
  });

  app.post('/password-link/:token', async (c) => {
    const m = userMessages(c);
    const token = c.req.param('token') ?? '';
    const owner = isTokenShaped(token) ? await passwordLinkUser(db, token) : undefined;
    if (!owner) throw m.refuse(404, 'linkInvalid');
    const hash = await hashPassword(readRequiredPassword(await readJsonObject(c), m, owner));
    const email = await db.transaction(async (tx) => {
      const userId = await consumePasswordLink(tx, token);
      if (userId === undefined) return undefined;
      await replacePasswordHash(tx, userId, hash);
      return (await tx.query<{ email: string }>('select email from users where id = $1', [userId]))[0].email;
    });
    if (!email) throw m.refuse(404, 'linkInvalid');
    return c.json({ code: 200, status: 'success', message: 'Successfully Saved', data: { email } });
  });

  return app;
}
