import { api } from '../support/api.ts';
import { serverSql } from '../support/serverSql.ts';
import type { TestServer } from '../support/startServer.ts';

/** The password every user made by `addRoleUsers` signs in with. */
export const ROLE_PASSWORD = 'Strong-pass-42';

/** A user of a role (issue 32): e-mail in the demo company's domain, name, role and limits. */
export interface RoleUser { email: string; name: string; role: string; kinds?: string[]; languages?: string[] }

/**
 * Adds users of the demo company as an operator would: the admin adds each through `POST /api/users`
 * with a password, then one SQL call sets their role and limits (on PGlite the server restarts meanwhile).
 */
export async function addRoleUsers(server: TestServer, users: readonly RoleUser[]): Promise<void> {
  const admin = api(server, await server.login());
  for (const u of users) {
    const res = await admin.post('/api/users', { email: u.email, name: u.name, password: ROLE_PASSWORD, role: 'viewer' });
    if (res.status !== 201) throw new Error(`adding ${u.email}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  await serverSql(server, `update users set role = u.role, kinds = u.kinds, languages = u.languages
    from jsonb_to_recordset($1::jsonb) as u(email text, role text, kinds jsonb, languages jsonb) where users.email = u.email`,
  [JSON.stringify(users.map((u) => ({ email: u.email, role: u.role, kinds: u.kinds ?? null, languages: u.languages ?? null })))]);
}
