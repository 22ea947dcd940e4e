import { api, type ApiClient } from './api.ts';
import { answered } from './expectAnswer.ts';
import { serverSql } from './serverSql.ts';
import type { TestServer } from './startServer.ts';

/** The five roles, written out here (tests do not take them from src). */
export const TEST_ROLES = ['admin', 'editor', 'author', 'translator', 'viewer'] as const;

/** One role. */
export type TestRole = (typeof TEST_ROLES)[number];

/** A signed-in user of one role: the client and a way to a second session (sign-out ends one). */
export interface RoleUser {
  email: string;
  client: ApiClient;
  freshSession(): Promise<ApiClient>;
}

/** A user to make in one company: its role and limits (absent: none). */
export interface RoleUserSpec {
  /** The company's admin, who adds the user. */
  admin: ApiClient;
  role: Exclude<TestRole, 'admin'>;
  /** The e-mail's domain (the company's). */
  domain: string;
  kinds?: string[];
  languages?: string[];
}

const PASSWORD = 'Table-check-pass-42';

/**
 * Users of given roles, made as the brief says until the users' API takes roles: added by their
 * company's admin, then given role and limits in one SQL statement (with PGlite each one restarts the
 * server), then signed in. Answers them in the order asked.
 */
export async function makeRoleUsers(server: TestServer, specs: RoleUserSpec[]): Promise<RoleUser[]> {
  const made: { email: string; role: string; kinds: string[] | null; languages: string[] | null }[] = [];
  for (const spec of specs) {
    const email = `roles-${spec.role}-${Math.random().toString(36).slice(2, 8)}@${spec.domain}`;
    await answered(spec.admin.post('/api/users', { email, name: `Role ${spec.role}`, password: PASSWORD, role: spec.role }), 201);
    made.push({ email, role: spec.role, kinds: spec.kinds ?? null, languages: spec.languages ?? null });
  }
  await serverSql(server, `update users u set role = m.role, kinds = m.kinds, languages = m.languages
    from jsonb_to_recordset($1::jsonb) as m(email text, role text, kinds jsonb, languages jsonb) where u.email = m.email`, [JSON.stringify(made)]);
  return Promise.all(made.map(({ email }) => signedInAs(server, email, PASSWORD)));
}

/** A user signed in with e-mail and password, able to open another session. */
export async function signedInAs(server: TestServer, email: string, password: string): Promise<RoleUser> {
  const signIn = async () => api(server, await server.login(email, password));
  return { email, client: await signIn(), freshSession: signIn };
}
