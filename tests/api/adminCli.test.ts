import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { DEMO_COMPANY, OTHER_COMPANY } from '../support/companies.ts';
import { runAdmin, runAdminHere } from '../support/runAdmin.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { labelField } from '../support/sampleDoc.ts';

const login = (server: TestServer, email: string, password: string) => api(server).post('/api/login', { email, password });

describe.each(availableDatabases())('admin CLI on %s', (database) => {
  let server: TestServer;
  // What each command does, through the function the CLI runs (the process itself: 'admin CLI usage' below).
  const admin = (...args: string[]) => runAdminHere(args, server.env);
  beforeAll(async () => {
    server = await startServer({ database });
    await server.stop();
  });
  afterAll(async () => { await server?.close(); });

  it('adds a company and its admin, who signs in to an empty company of their own', async () => {
    const company = await admin('add-company', 'fjord-bikes', 'Fjord Bikes');
    expect(company.code, company.stderr).toBe(0);
    expect(company.stdout).toContain('fjord-bikes');
    const user = await admin('add-user', 'fjord-bikes', 'Boss@Fjord-Bikes.test', 'Bikes-password-1');
    expect(user.code, user.stderr).toBe(0);
    expect(user.stdout.toLowerCase()).toContain('boss@fjord-bikes.test');

    await server.restart();
    const res = await login(server, 'boss@fjord-bikes.test', 'Bikes-password-1');
    expect(res.status).toBe(200);
    const client = api(server, res.body.access_token);
    const me = (await client.post('/api/user/web')).body.data;
    expect(me.company).toMatchObject({ slug: 'fjord-bikes', name: 'Fjord Bikes' });
    expect(me.user_setting.user_languages.map((l: any) => l.language_code)).toEqual(['en']);
    const { entity, listKey } = PLAIN_KIND.api;
    expect((await client.get(`/api/${entity}`, { 'x-include-archived': '1' })).body.data[listKey]).toEqual([]);
    await server.stop();
  });

  it('refuses a duplicate or malformed slug', async () => {
    for (const slug of [OTHER_COMPANY.slug, 'Has Spaces', '../escape']) {
      const r = await admin('add-company', slug, 'Whatever');
      expect(r.code, `slug "${slug}"`).not.toBe(0);
      expect(r.stderr, `slug "${slug}"`).toMatch(/\S/);
    }
    expect((await admin('add-company', 'demo', 'Again')).stderr).toContain('demo');
  });

  it('refuses weak passwords, unknown companies and duplicate e-mails without creating anyone', async () => {
    const refused: [string[], RegExp][] = [
      [['add-user', 'demo', 'weak1@demo.test', 'Short-1'], /password/i],
      [['add-user', 'demo', 'weak2@demo.test', 'onlylowercaseletters'], /password/i],
      [['add-user', 'demo', 'weak3@demo.test', '12345678901234'], /password/i],
      [['add-user', 'no-such-company', 'lost@demo.test', 'Missing-company-1'], /no-such-company/],
      // E-mails are unique per company (another company may have an account of the same address).
      [['add-user', 'demo', ` ${DEMO_COMPANY.email.toUpperCase()} `, 'Dupe-password-1'], /exist|already|taken/i],
      [['add-user', 'demo', 'not-an-email', 'Valid-password-1'], /e-?mail/i],
    ];
    for (const [args, message] of refused) {
      const r = await admin(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stderr, args.join(' ')).toMatch(message);
    }
    await server.restart();
    for (const [email, password] of [['weak1@demo.test', 'Short-1'], ['weak2@demo.test', 'onlylowercaseletters'], ['lost@demo.test', 'Missing-company-1']]) {
      expect((await login(server, email, password)).status, email).toBe(401);
    }
    expect((await login(server, DEMO_COMPANY.email, DEMO_COMPANY.password)).status).toBe(200);
    expect((await login(server, DEMO_COMPANY.email, 'Dupe-password-1')).status).toBe(401);
    await server.stop();
  });

  it('adds a user of a chosen role and changes roles, refusing an unknown role and demoting a company’s last admin', async () => {
    const added = await admin('add-user', 'demo', 'Eddie@Demo.test', 'Editor-password-1', 'editor');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/editor eddie@demo\.test/);
    const refused: [string[], RegExp][] = [
      [['add-user', 'demo', 'boss@demo.test', 'Boss-password-1', 'superuser'], /"superuser" is not a role: choose one of admin, editor, author, translator, viewer/],
      [['set-role', 'eddie@demo.test', 'boss'], /"boss" is not a role/],
      [['set-role', 'nobody@demo.test', 'viewer'], /nobody@demo\.test/],
      [['set-role', OTHER_COMPANY.email, 'editor'], /last admin/],
    ];
    for (const [args, message] of refused) {
      const r = await admin(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stderr, args.join(' ')).toMatch(message);
    }
    const set = await admin('set-role', ' EDDIE@demo.test', 'author');
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toMatch(/eddie@demo\.test is now author \(was editor\)/);

    await server.restart();
    const roleOf = async (email: string, password: string) => {
      const res = await login(server, email, password);
      return res.status === 200 ? (await api(server, res.body.access_token).post('/api/user/web')).body.data.user.roles : res.status;
    };
    expect(await roleOf('eddie@demo.test', 'Editor-password-1')).toEqual(['author']);
    expect(await roleOf('boss@demo.test', 'Boss-password-1')).toBe(401);
    expect(await roleOf(OTHER_COMPANY.email, OTHER_COMPANY.password)).toEqual(['admin']);
    // Without a role: an admin, as before roles.
    await server.stop();
    expect((await admin('add-user', 'demo', 'plain@demo.test', 'Quiet-harbour-1')).stdout).toMatch(/admin plain@demo\.test/);
    await server.restart();
    expect(await roleOf('plain@demo.test', 'Quiet-harbour-1')).toEqual(['admin']);
    await server.stop();
  });

  it('names the company when an e-mail has an account in several', async () => {
    expect((await admin('add-user', 'other', 'twin@demo.test', 'Harbour-first-71', 'viewer')).code).toBe(0);
    expect((await admin('add-user', 'demo', 'twin@demo.test', 'Quayside-second-72', 'viewer')).code).toBe(0);
    const unclear = await admin('set-role', 'twin@demo.test', 'editor');
    expect(unclear.code).not.toBe(0);
    expect(unclear.stderr).toContain('twin@demo.test has an account in several companies (demo, other)');
    const named = await admin('set-role', 'twin@demo.test', 'editor', 'other');
    expect(named.code, named.stderr).toBe(0);
    const reset = await admin('reset-password', 'twin@demo.test', 'Pier-renewed-73', 'demo');
    expect(reset.code, reset.stderr).toBe(0);
    await server.restart();
    const inOther = await login(server, 'twin@demo.test', 'Harbour-first-71');
    expect((await api(server, inOther.body.access_token).post('/api/user/web')).body.data).toMatchObject({ company: { slug: 'other' }, user: { roles: ['editor'] } });
    const inDemo = await login(server, 'twin@demo.test', 'Pier-renewed-73');
    expect((await api(server, inDemo.body.access_token).post('/api/user/web')).body.data).toMatchObject({ company: { slug: 'demo' }, user: { roles: ['viewer'] } });
    await server.stop();
  });

  it('adds and removes a content language, keeping its translations until a confirmed purge', async () => {
    const { entity } = PLAIN_KIND.api;
    const label = labelField(PLAIN_KIND, plainDoc('Gift shop'));
    await server.restart();
    const demo = api(server, await server.login());
    const page = (await demo.post(`/api/${entity}`, plainDoc('Gift shop'))).body.data;
    expect((await demo.post(`/api/${entity}/update/${page.id}`, { version: page.version, [label]: 'Tienda' }, { 'x-language-code': 'es' })).status).toBe(200);
    await server.stop();

    const langs = async () => {
      await server.restart();
      const c = api(server, await server.login());
      const codes = (await c.post('/api/user/web')).body.data.user_setting.user_languages.map((l: any) => l.language_code);
      const es = await c.get(`/api/${entity}/${page.id}`, { 'x-language-code': 'es' });
      await server.stop();
      return { codes, es };
    };
    expect((await admin('remove-language', 'demo', 'en')).stderr).toMatch(/base language/);
    expect((await admin('add-language', 'demo', 'xx')).code).not.toBe(0);
    const removed = await admin('remove-language', 'demo', 'es');
    expect(removed.code, removed.stderr).toBe(0);
    expect((await langs()).codes).toEqual(['en']);
    expect((await admin('purge-language', 'demo', 'es', 'now')).stderr).toMatch(/--yes/);
    // Offered again before a purge: the translation is still there.
    expect((await admin('add-language', 'demo', 'es')).code).toBe(0);
    const back = await langs();
    expect(back.codes).toEqual(['en', 'es']);
    expect(back.es.body.data.items[label]).toBe('Tienda');
    expect((await admin('purge-language', 'demo', 'es', '--yes')).stderr).toMatch(/remove-language first/);
    await admin('remove-language', 'demo', 'es');
    const purged = await admin('purge-language', 'demo', 'es', '--yes');
    expect(purged.stdout).toMatch(/Purged [1-9]\d* es translation/);
    await admin('add-language', 'demo', 'es');
    expect((await langs()).es.body.data.items[label]).toBe('Gift shop');
  });

  it('resets a password and revokes that user’s sessions only', async () => {
    await server.restart();
    const demoToken = await server.login();
    const otherToken = await server.login(OTHER_COMPANY.email, OTHER_COMPANY.password);
    // A set-password link still open for the user (an admin's reset): the operator's reset voids it.
    const me = ((await api(server, demoToken).get('/api/users')).body.data as { id: number; is_self: boolean }[]).find((u) => u.is_self)!;
    const linked = await api(server, demoToken).post(`/api/users/${me.id}/reset-password`, {});
    const token = String(linked.body.data.set_password_url).split('/').pop();
    expect((await api(server).get(`/api/password-link/${token}`)).status).toBe(200);
    await server.stop();

    expect((await admin('reset-password', DEMO_COMPANY.email, 'weak')).code).not.toBe(0);
    expect((await admin('reset-password', 'nobody@demo.test', 'Fresh-password-2')).code).not.toBe(0);
    const r = await admin('reset-password', ` ${DEMO_COMPANY.email.toUpperCase()}`, 'Fresh-password-2');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(DEMO_COMPANY.email);

    await server.restart();
    const old = await api(server, demoToken).post('/api/user/web');
    expect(old.status).toBe(401);
    expect((await login(server, DEMO_COMPANY.email, DEMO_COMPANY.password)).status).toBe(401);
    expect((await login(server, DEMO_COMPANY.email, 'Fresh-password-2')).status).toBe(200);
    expect((await api(server, otherToken).post('/api/user/web')).status).toBe(200);
    expect((await api(server).get(`/api/password-link/${token}`)).status).toBe(404);
    expect((await api(server).post(`/api/password-link/${token}`, { password: 'Link-password-3' })).status).toBe(404);
  });
});

describe('admin CLI usage', () => {
  it('runs a command as a process of its own: exit 0 and its line on stdout, then 1 and the refusal on stderr', async () => {
    const server = await startServer();
    try {
      await server.stop();
      const made = await runAdmin(['add-company', 'cli-process', 'CLI Process'], server.env);
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toContain('Created company "CLI Process"');
      const again = await runAdmin(['add-company', 'cli-process', 'CLI Process'], server.env);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^Refused: .*cli-process/m);
    } finally {
      await server.close();
    }
  });

  it('refuses unknown commands and wrong argument counts, printing the usage', async () => {
    for (const args of [['frobnicate'], ['add-company', 'only-slug'], ['add-user', 'demo', 'a@demo.test'], ['add-user', 'demo', 'a@demo.test', 'Pass-word-123', 'viewer', 'extra'], ['set-role', 'a@demo.test']]) {
      const r = await runAdmin(args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stderr).toMatch(/add-company/);
      expect(r.stderr).toMatch(/reset-password/);
      expect(r.stderr).toMatch(/set-role <email> <role>/);
    }
  });
});
