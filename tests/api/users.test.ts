import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { DEMO_COMPANY, OTHER_COMPANY } from '../support/companies.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';
import { serverSql } from '../support/serverSql.ts';


const tokenOf = (url: string) => url.split('/').pop()!;

describe.each(availableDatabases())('user management on %s', (database) => {
  let server: TestServer;
  let admin: ApiClient;
  let other: ApiClient;
  let n = 0;
  /** A fresh e-mail in the demo company's domain. */
  const email = () => `user${++n}@demo.test`;
  const login = (mail: string, password: string) => api(server).post('/api/login', { email: mail, password });
  const signIn = async (mail: string, password: string) => api(server, (await answered(login(mail, password))).access_token);
  const emails = async (client: ApiClient) => (await answered(client.get('/api/users'))).data.map((u: any) => u.email);
  /** Adds an admin with a password through the API and returns it. */
  const addUser = async (mail: string, password = 'Strong-pass-42') =>
    (await answered(admin.post('/api/users', { email: mail, name: 'Someone', password, role: 'admin' }), 201)).data.user;

  beforeAll(async () => {
    server = await startServer({ database });
    admin = api(server, await server.login());
    other = api(server, await server.login(OTHER_COMPANY.email, OTHER_COMPANY.password));
  });
  afterAll(async () => { await server?.close(); });

  it('lists only the caller’s company, ordered by e-mail, the caller marked', async () => {
    const list = (await answered(admin.get('/api/users'))).data;
    expect(list.map((u: any) => u.email)).toEqual([...list.map((u: any) => u.email)].sort());
    expect(list.find((u: any) => u.email === DEMO_COMPANY.email)).toMatchObject({ is_self: true, role: 'admin', name: expect.any(String), created_at: expect.any(String) });
    expect(list.filter((u: any) => u.is_self)).toHaveLength(1);
    expect(list.map((u: any) => u.email)).not.toContain(OTHER_COMPANY.email);
    expect(await emails(other)).toEqual([OTHER_COMPANY.email]);
  });

  it('refuses every call without a session', async () => {
    const anon = api(server);
    expect((await anon.get('/api/users')).status).toBe(401);
    expect((await anon.post('/api/users', { email: email(), name: 'X', password: 'Strong-pass-42' })).status).toBe(401);
    expect((await anon.post('/api/users/1/reset-password', {})).status).toBe(401);
    expect((await anon.post('/api/users/remove/1')).status).toBe(401);
    expect((await anon.request('DELETE', '/api/users/1')).status).toBe(401);
  });

  it('adds a user with a password, who signs in at once', async () => {
    const mail = email();
    const body = await answered(admin.post('/api/users', { email: ` ${mail.toUpperCase()} `, name: ' Kari Nordmann ', password: 'Strong-pass-42' }), 201);
    // No role named: the least privilege.
    expect(body.data.user).toMatchObject({ email: mail, name: 'Kari Nordmann', role: 'viewer', kinds: null, languages: null, is_self: false });
    expect(body.data).not.toHaveProperty('set_password_url');
    expect(await emails(admin)).toContain(mail);
    expect(await emails(other)).not.toContain(mail);
    expect((await login(mail, 'Strong-pass-42')).status).toBe(200);
  });

  it('adds a user with a one-time link: no sign-in until the link sets a password, then the link is spent', async () => {
    const mail = email();
    const body = await answered(admin.post('/api/users', { email: mail, name: 'Link user' }), 201);
    expect(body.data.set_password_url).toMatch(/^\/admin\/set-password\/[A-Za-z0-9_-]{20,}$/);
    expect(body.data.user.link_pending).toBe(true);
    const token = tokenOf(body.data.set_password_url);
    expect((await login(mail, 'Strong-pass-42')).status).toBe(401);

    const anon = api(server);
    expect((await answered(anon.get(`/api/password-link/${token}`))).data).toEqual({ email: mail });
    const weak = await refusedWith(anon.post(`/api/password-link/${token}`, { password: 'short' }), 400);
    expect(weak.errors).toEqual([expect.objectContaining({ field: 'password' })]);
    await answered(anon.post(`/api/password-link/${token}`, { password: 'Chosen-pass-77' }));
    expect((await login(mail, 'Chosen-pass-77')).status).toBe(200);

    await refusedWith(anon.get(`/api/password-link/${token}`), 404);
    await refusedWith(anon.post(`/api/password-link/${token}`, { password: 'Another-pass-88' }), 404);
    expect((await login(mail, 'Chosen-pass-77')).status).toBe(200);
    await refusedWith(anon.get('/api/password-link/not-a-real-token-at-all-xyz'), 404);
  });

  it('lets a link expire, and stores only its hash', async () => {
    const mail = email();
    const url = (await answered(admin.post('/api/users', { email: mail, name: 'Late' }), 201)).data.set_password_url;
    const token = tokenOf(url);
    const rows = await serverSql(server, `update password_links set expires_at = now() - interval '1 minute'
      where user_id = (select id from users where email = $1) returning token_hash`, [mail]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    const anon = api(server);
    await refusedWith(anon.get(`/api/password-link/${token}`), 404);
    await refusedWith(anon.post(`/api/password-link/${token}`, { password: 'Chosen-pass-77' }), 404);
    // The server may have restarted (PGlite): sign in again.
    admin = api(server, await server.login());
    other = api(server, await server.login(OTHER_COMPANY.email, OTHER_COMPANY.password));
    const listed = (await answered(admin.get('/api/users'))).data.find((u: any) => u.email === mail);
    expect(listed.link_pending).toBe(false);
  });

  it('refuses a signed-in user whose role is not admin with 403', async () => {
    const mail = email();
    await addUser(mail);
    const editor = await signIn(mail, 'Strong-pass-42');
    await serverSql(server, `update users set role = 'editor' where email = $1`, [mail]);
    admin = api(server, await server.login());
    other = api(server, await server.login(OTHER_COMPANY.email, OTHER_COMPANY.password));
    await refusedWith(editor.get('/api/users'), 403);
    await refusedWith(editor.post('/api/users', { email: email(), name: 'Sneaky', password: 'Strong-pass-42' }), 403);
    const [me] = (await answered(admin.get('/api/users'))).data.filter((u: any) => u.is_self);
    await refusedWith(editor.post(`/api/users/remove/${me.id}`), 403);
    // Settings are the admins' too: a non-admin may read them (the console needs them) but not change them.
    const refused = await refusedWith(editor.post('/api/settings', { detail_view_color: '#000000' }), 403);
    // One sentence for every admin-only change (the manage right), in the caller's language.
    expect(refused.message).toBe('Only admins can change users, company settings and API keys.');
    expect((await refusedWith(editor.post('/api/users', { email: email(), name: 'X' }, { 'accept-language': 'es' }), 403)).message).toBe('Solo los administradores pueden cambiar usuarios, ajustes de la empresa y claves de API.');
    // Reading the user list is refused as a read (they asked to look, not to change anyone), in their language.
    expect((await refusedWith(editor.get('/api/users'), 403)).message).toBe('Only admins can see the list of users; an admin adds and changes them.');
    expect((await refusedWith(editor.get('/api/users', { 'accept-language': 'es' }), 403)).message).toBe('Solo los administradores pueden ver la lista de usuarios; un administrador los añade y los cambia.');
    expect((await refusedWith(editor.get('/api/users', { 'accept-language': 'zh-CN' }), 403)).message).toBe('只有管理员可以查看用户列表；由管理员添加和更改用户。');
    const [someone] = (await answered(admin.get('/api/users'))).data.filter((u: any) => !u.is_self);
    await refusedWith(editor.post(`/api/users/${someone.id}`, { role: 'admin' }), 403);
    expect((await answered(admin.get('/api/users'))).data.find((u: any) => u.id === someone.id).role).toBe(someone.role);
    expect((await answered(editor.get('/api/settings'))).data.detail_view_color).not.toBe('#000000');
    expect((await answered(admin.get('/api/users'))).data.find((u: any) => u.email === mail)).toMatchObject({ role: 'editor' });
  });

  it('resets a password, ending every session of that user', async () => {
    const mail = email();
    const user = await addUser(mail);
    const theirs = await signIn(mail, 'Strong-pass-42');
    const reset = await answered(admin.post(`/api/users/${user.id}/reset-password`, { password: 'Renewed-pass-55' }));
    expect(reset.data).toMatchObject({ revoked: 1 });
    expect(reset.data).not.toHaveProperty('set_password_url');
    expect((await theirs.get('/api/users')).status).toBe(401);
    expect((await login(mail, 'Strong-pass-42')).status).toBe(401);
    expect((await login(mail, 'Renewed-pass-55')).status).toBe(200);
  });

  it('resets to a one-time link: the old password stops working, the link sets a new one', async () => {
    const mail = email();
    const user = await addUser(mail);
    const theirs = await signIn(mail, 'Strong-pass-42');
    const reset = await answered(admin.post(`/api/users/${user.id}/reset-password`, {}));
    expect(reset.data.revoked).toBe(1);
    expect((await theirs.get('/api/users')).status).toBe(401);
    expect((await login(mail, 'Strong-pass-42')).status).toBe(401);
    await answered(api(server).post(`/api/password-link/${tokenOf(reset.data.set_password_url)}`, { password: 'Linked-pass-66' }));
    expect((await login(mail, 'Linked-pass-66')).status).toBe(200);
  });

  it('resetting your own password keeps the session you did it from and ends the others', async () => {
    const mail = email();
    await addUser(mail);
    const here = await signIn(mail, 'Strong-pass-42');
    const elsewhere = await signIn(mail, 'Strong-pass-42');
    const me = (await answered(here.get('/api/users'))).data.find((u: any) => u.is_self);
    const reset = await answered(here.post(`/api/users/${me.id}/reset-password`, { password: 'Mine-new-pass-1' }));
    expect(reset.data.revoked).toBe(1);
    expect((await here.get('/api/users')).status).toBe(200);
    expect((await elsewhere.get('/api/users')).status).toBe(401);
  });

  it('removes a user: their session ends and they cannot sign in', async () => {
    const mail = email();
    const user = await addUser(mail);
    const theirs = await signIn(mail, 'Strong-pass-42');
    const removed = await answered(admin.post(`/api/users/remove/${user.id}`));
    expect(removed.data).toMatchObject({ id: user.id, revoked: 1 });
    expect((await theirs.get('/api/users')).status).toBe(401);
    expect((await login(mail, 'Strong-pass-42')).status).toBe(401);
    expect(await emails(admin)).not.toContain(mail);
    await refusedWith(admin.post(`/api/users/remove/${user.id}`), 404);

    const second = await addUser(email());
    await answered(admin.request('DELETE', `/api/users/${second.id}`));
    expect(await emails(admin)).not.toContain(second.email);
  });

  it('keeps the last admin and refuses removing yourself', async () => {
    const [alone] = (await answered(other.get('/api/users'))).data;
    const last = await refusedWith(other.post(`/api/users/remove/${alone.id}`), 409);
    expect(last.message).toBe('A company needs at least one admin.');
    const me = (await answered(admin.get('/api/users'))).data.find((u: any) => u.is_self);
    expect((await answered(admin.get('/api/users'))).data.length).toBeGreaterThan(1);
    await refusedWith(admin.post(`/api/users/remove/${me.id}`), 400);
    expect((await admin.get('/api/users')).status).toBe(200);
  });

  it('answers 404 for another company’s user and leaves them untouched', async () => {
    const [theirAdmin] = (await answered(other.get('/api/users'))).data;
    const probes = [
      admin.post(`/api/users/${theirAdmin.id}/reset-password`, { password: 'Hijack-pass-99' }),
      admin.post(`/api/users/${theirAdmin.id}/reset-password`, {}),
      admin.post(`/api/users/remove/${theirAdmin.id}`),
      admin.request('DELETE', `/api/users/${theirAdmin.id}`),
      admin.post('/api/users/999999/reset-password', {}),
    ];
    for (const probe of probes) await refusedWith(probe, 404);
    expect((await other.get('/api/users')).status).toBe(200);
    expect((await login(OTHER_COMPANY.email, OTHER_COMPANY.password)).status).toBe(200);
    expect(await emails(other)).toEqual([OTHER_COMPANY.email]);
  });

  // An address another company uses is added like any other (tests/api/accountExistence.test.ts).
  it('refuses an e-mail taken in the company (any case) with 409 naming the e-mail', async () => {
    for (const taken of [DEMO_COMPANY.email.toUpperCase(), 'editor@demo.test']) {
      const body = await refusedWith(admin.post('/api/users', { email: taken, name: 'Twin', password: 'Strong-pass-42' }), 409);
      expect(body.errors).toEqual([expect.objectContaining({ field: 'email' })]);
    }
  });

  it('refuses a weak password, a bad e-mail or name with 400 naming the field, creating nobody', async () => {
    const before = await emails(admin);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: email(), name: 'Weak', password: 'password' }, 'password'],
      [{ email: email(), name: 'Weak', password: 'short' }, 'password'],
      [{ email: email(), name: 'Weak', password: '' }, 'password'],
      [{ email: 'not-an-email', name: 'Bad', password: 'Strong-pass-42' }, 'email'],
      [{ name: 'No mail' }, 'email'],
      [{ email: email(), name: '   ' }, 'name'],
      [{ email: email(), name: 'x'.repeat(121) }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await refusedWith(admin.post('/api/users', body), 400);
      expect(res.errors.map((e: any) => e.field), JSON.stringify(body)).toEqual([field]);
    }
    const user = await addUser(email());
    const weak = await refusedWith(admin.post(`/api/users/${user.id}/reset-password`, { password: 'weakweakweak' }), 400);
    expect(weak.errors).toEqual([expect.objectContaining({ field: 'password' })]);
    expect(await emails(admin)).toEqual([...before, user.email].sort());
  });

  it('speaks the caller’s interface language', async () => {
    const res = await refusedWith(admin.post('/api/users', { email: 'nope', name: 'X' }, { 'accept-language': 'es-ES,es;q=0.9' }), 400);
    expect(res.message).toBe('Introduce una dirección de correo electrónico válida.');
  });
});
