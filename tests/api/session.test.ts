import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { DEMO_COMPANY, OTHER_COMPANY } from '../support/companies.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';
import { demoKinds } from '../support/kindRegistry.ts';
import { PLAIN_KIND } from '../support/plainKind.ts';

/** Some kind's calls: sessions guard every kind alike. */
const LIST = `/api/${PLAIN_KIND.api.entity}`;
const ANOTHER = demoKinds().find((k) => k.id !== PLAIN_KIND.id)!;

const login = (server: TestServer, email: string, password: string) => api(server).post('/api/login', { email, password });

describe.each(availableDatabases())('session on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer({ database }); });
  afterAll(async () => { await server?.close(); });

  it('signs in with the e-mail trimmed and in any case, returning a bearer token', async () => {
    const res = await login(server, `  ${DEMO_COMPANY.email.toUpperCase()}  `, DEMO_COMPANY.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer' });
    expect(res.body.access_token).toMatch(/^\S{22,}$/);
    expect(res.body.expires_in).toBeGreaterThan(0);
    const again = await login(server, DEMO_COMPANY.email, DEMO_COMPANY.password);
    expect(again.body.access_token).not.toBe(res.body.access_token);
  });

  it('refuses a wrong password or an unknown e-mail with 401 and a message', async () => {
    for (const [email, password] of [[DEMO_COMPANY.email, 'Wrong-password-1'], ['nobody@demo.test', DEMO_COMPANY.password], [DEMO_COMPANY.email, DEMO_COMPANY.password.toUpperCase()]]) {
      const res = await login(server, email, password);
      expect(res.status, `${email} / ${password}`).toBe(401);
      expect(res.body.message).toMatch(/\S/);
      expect(res.body).not.toHaveProperty('access_token');
    }
    const unknown = (await login(server, 'nobody@demo.test', DEMO_COMPANY.password)).body.message;
    const wrong = (await login(server, DEMO_COMPANY.email, 'Wrong-password-1')).body.message;
    expect(unknown, 'the message must not reveal which e-mails exist').toBe(wrong);
  });

  it('refuses an empty or missing password without signing in', async () => {
    for (const body of [{ email: DEMO_COMPANY.email, password: '' }, { email: DEMO_COMPANY.email }, {}]) {
      const res = await api(server).post('/api/login', body);
      expect([400, 401], JSON.stringify(body)).toContain(res.status);
      expect(res.body.message).toMatch(/\S/);
      expect(res.body).not.toHaveProperty('access_token');
    }
  });

  it('answers user/web with the user, company and client settings', async () => {
    const token = await server.login();
    const res = await api(server, token).post('/api/user/web');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, status: 'success' });
    const data = res.body.data;
    expect(data.user).toMatchObject({ email: DEMO_COMPANY.email, roles: ['admin'] });
    expect(data.user.id).toBeDefined();
    expect(data.company).toMatchObject({ slug: DEMO_COMPANY.slug, name: DEMO_COMPANY.name });
    expect(data.user_setting).toMatchObject({ detail_view_color: '#b7e4c7', list_item_color: '#ffffff' });
    expect(typeof data.user_setting.admin_name).toBe('string');
    expect(Array.isArray(data.user_setting.inactive_tabs)).toBe(true);
    const codes = data.user_setting.user_languages.map((l: any) => l.language_code);
    expect(codes).toEqual(expect.arrayContaining(['en', 'es']));
    for (const lang of data.user_setting.user_languages) {
      expect(lang.language).toMatchObject({ language_code: lang.language_code });
      expect(Array.isArray(lang.language_tabs_web)).toBe(true);
    }
    expect(typeof data.schema_patches).toBe('object');
  });

  it('tells the second company apart: user/web of `other` names `other`', async () => {
    const token = await server.login(OTHER_COMPANY.email, OTHER_COMPANY.password);
    const res = await api(server, token).post('/api/user/web');
    expect(res.body.data.company).toMatchObject({ slug: OTHER_COMPANY.slug, name: OTHER_COMPANY.name });
    expect(res.body.data.user.email).toBe(OTHER_COMPANY.email);
  });

  it('lists tab types for the web console', async () => {
    const token = await server.login();
    const res = await api(server, token).get('/api/tab_types?device=web');
    expect(res.status).toBe(200);
    expect(res.body.tab_types.length).toBeGreaterThan(0);
    for (const t of res.body.tab_types) {
      expect(t.id).toBeDefined();
      expect(t.name).toMatch(/\S/);
    }
  });

  it('answers companies with the caller’s company only', async () => {
    const token = await server.login();
    const res = await api(server, token).get('/api/companies');
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(1);
    expect(res.body.data.items[0].name).toBe(DEMO_COMPANY.name);
  });

  it('refuses calls without a token or with a garbage token with 401 and a message', async () => {
    const paths: [string, string][] = [
      ['POST', '/api/user/web'], ['GET', LIST], ['GET', `/api/${ANOTHER.api.entity}/1`], ['POST', LIST],
      ['GET', `/api/groups/${PLAIN_KIND.api.entity}?query=a`], ['POST', '/api/logout'], ['GET', '/api/companies'],
    ];
    for (const token of [undefined, 'garbage', 'x'.repeat(64), '../../etc/passwd']) {
      for (const [method, path] of paths) {
        const res = await api(server, token).request(method, path);
        expect(res.status, `${method} ${path} with ${token}`).toBe(401);
        expect(res.body.message).toMatch(/\S/);
      }
    }
    const wrongScheme = await api(server).get(LIST, { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` });
    expect(wrongScheme.status).toBe(401);
  });

  it('logs out: the token stops working while other sessions keep theirs', async () => {
    const token = await server.login();
    const other = await server.login();
    const client = api(server, token);
    expect((await client.get(LIST)).status).toBe(200);
    const res = await client.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Logged out');
    expect((await client.get(LIST)).status).toBe(401);
    expect((await client.post('/api/user/web')).status).toBe(401);
    expect((await api(server, other).get(LIST)).status).toBe(200);
  });

  it('keeps a session across a server restart (tokens live in the database)', async () => {
    const token = await server.login();
    await server.restart();
    const res = await api(server, token).post('/api/user/web');
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(DEMO_COMPANY.email);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const token = await server.login();
    const res = await api(server, token).get('/api/no_such_kind');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/\S/);
  });
});
