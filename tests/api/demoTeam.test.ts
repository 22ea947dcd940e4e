import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { DEMO_COMPANY, DEMO_TEAM } from '../support/companies.ts';
import { startServer, type TestServer } from '../support/startServer.ts';

// The demo company comes with a user of every role, so each role can be tried on a first start.

const TEAM = Object.entries(DEMO_TEAM) as [keyof typeof DEMO_TEAM, (typeof DEMO_TEAM)[keyof typeof DEMO_TEAM]][];

/** What `POST /api/user/web` says of whoever signs in with these credentials, or the sign-in's status when refused. */
async function signedInAs(server: TestServer, email: string, password: string) {
  const res = await api(server).post('/api/login', { email, password });
  if (res.status !== 200) return res.status;
  const { name, roles, kinds, languages } = (await api(server, res.body.access_token).post('/api/user/web')).body.data.user;
  return { name, roles, kinds, languages };
}

describe('the demo company’s team', () => {
  const servers: TestServer[] = [];
  afterAll(async () => { for (const s of servers) await s.close(); });

  it('signs in as each seeded role with ADMIN_PASSWORD and is told that role; the admin stays admin', async () => {
    const server = await startServer();
    servers.push(server);
    expect(await signedInAs(server, DEMO_COMPANY.email, DEMO_COMPANY.password)).toMatchObject({ roles: ['admin'] });
    for (const [role, user] of TEAM) {
      expect(await signedInAs(server, user.email, user.password), role).toEqual({
        name: user.name, roles: [role], kinds: null, languages: 'languages' in user ? user.languages : null,
      });
    }
    // The demo company translates into Spanish: the translator's language is one of its languages.
    const admin = api(server, await server.login());
    const codes = (await admin.post('/api/user/web')).body.data.user_setting.user_languages.map((l: { language_code: string }) => l.language_code);
    expect(codes).toContain(DEMO_TEAM.translator.languages[0]);
  });

  it('without ADMIN_PASSWORD, prints each team member’s generated password once, and it signs them in', async () => {
    // The banner is what the process prints (src/server/main.ts): a process of its own.
    const server = await startServer({ fromTemplate: false, env: { ADMIN_PASSWORD: '' }, process: true });
    servers.push(server);
    for (let i = 0; i < 100 && !/viewer@demo\.test/.test(server.output()); i++) await new Promise((r) => setTimeout(r, 50));
    const banner = server.output();
    for (const [role, user] of TEAM) {
      const password = new RegExp(`${role}\\s+${user.email.replace('.', '\\.')}\\s+password (\\S+) \\(shown only this once\\)`).exec(banner)?.[1];
      expect(password, `${role} in:\n${banner}`).toBeDefined();
      expect(await signedInAs(server, user.email, password!), role).toMatchObject({ roles: [role] });
      expect(await signedInAs(server, user.email, DEMO_COMPANY.password), role).toBe(401);
    }
    await server.restart();
    expect(server.output().split('Tourbench listening').at(-1)).not.toMatch(/shown only this once/);
  }, 180_000);
});
