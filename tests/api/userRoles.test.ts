import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/core/roles.ts';
import { api, type ApiClient } from '../support/api.ts';
import { OTHER_COMPANY } from '../support/companies.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { kindRegistry } from '../support/kindRegistry.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Users carry a role and limits; an admin sets them, and a change holds from the user's very next call.

const PASSWORD = 'Strong-pass-42';
const [FIRST_KIND, SECOND_KIND] = kindRegistry.kinds.map((k) => k.id);
const MANAGE_REFUSED = 'Only admins can change users, company settings and API keys.';
/** A read of the user list is refused as a read: the caller asked to look, not to change anyone. */
const USERS_READ_REFUSED = 'Only admins can see the list of users; an admin adds and changes them.';

describe.each(availableDatabases())('user roles on %s', (database) => {
  let server: TestServer;
  let admin: ApiClient;
  let other: ApiClient;
  let n = 0;
  const email = (domain = 'demo.test') => `role${++n}@${domain}`;
  const signIn = async (mail: string) => api(server, (await answered(api(server).post('/api/login', { email: mail, password: PASSWORD }))).access_token);
  const add = async (body: Record<string, unknown>, by = admin) =>
    (await answered(by.post('/api/users', { email: email(), name: 'Someone', password: PASSWORD, ...body }), 201)).data.user;
  const rows = async (client = admin) => (await answered(client.get('/api/users'))).data as any[];
  const me = async (client: ApiClient) => (await answered(client.post('/api/user/web'))).data.user;

  beforeAll(async () => {
    server = await startServer({ database });
    admin = api(server, await server.login());
    other = api(server, await server.login(OTHER_COMPANY.email, OTHER_COMPANY.password));
  });
  afterAll(async () => { await server?.close(); });

  it('adds a user of each role, an author limited to a kind and a translator to Spanish; each signs in as that role', async () => {
    const limits: Record<string, Record<string, unknown>> = { author: { kinds: [FIRST_KIND] }, translator: { languages: ['es'] } };
    for (const role of ROLES) {
      const user = await add({ role, ...limits[role] });
      const expected = { role, kinds: null, languages: null, ...limits[role] };
      expect(user, role).toMatchObject(expected);
      expect((await rows()).find((u) => u.id === user.id), role).toMatchObject(expected);
      const { roles, kinds, languages } = await me(await signIn(user.email));
      expect({ role: roles, kinds, languages }, role).toEqual({ ...expected, role: [role] });
    }
  });

  it('refuses a role outside the five, bad kinds, and languages for another role or outside the company’s, creating nobody', async () => {
    const before = await rows();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ role: 'owner' }, 'role', /admin, editor, author, translator, viewer/],
      [{ role: 'Admin' }, 'role', /role/],
      [{ role: null }, 'role', /role/],
      [{ kinds: ['no-such-kind'] }, 'kinds', /no-such-kind/],
      [{ kinds: [FIRST_KIND, FIRST_KIND] }, 'kinds', /repeats/],
      [{ kinds: [] }, 'kinds', /non-empty/],
      [{ kinds: FIRST_KIND }, 'kinds', /list/],
      [{ role: 'author', languages: ['es'] }, 'languages', /Only translators/],
      [{ languages: ['es'] }, 'languages', /Only translators/],
      [{ role: 'translator', languages: ['en'] }, 'languages', /"en" is not one this company translates into \(es\)/],
      [{ role: 'translator', languages: ['fr'] }, 'languages', /"fr"/],
      [{ role: 'translator', languages: [] }, 'languages', /non-empty/],
    ];
    for (const [body, field, message] of cases) {
      const res = await refusedWith(admin.post('/api/users', { email: email(), name: 'Refused', password: PASSWORD, ...body }), 400);
      expect(res.errors.map((e: any) => e.field), JSON.stringify(body)).toEqual([field]);
      expect(res.message, JSON.stringify(body)).toMatch(message);
    }
    const es = await refusedWith(admin.post('/api/users', { email: email(), name: 'X', role: 'jefe' }, { 'accept-language': 'es' }), 400);
    expect(es.message).toBe('El rol debe ser uno de: admin, editor, author, translator, viewer.');
    const zh = await refusedWith(admin.post('/api/users', { email: email(), name: 'X', kinds: ['nope'] }, { 'accept-language': 'zh' }), 400);
    expect(zh.message).toMatch(/^不存在类型"nope"/);
    expect((await rows()).map((u) => u.email)).toEqual(before.map((u) => u.email));
  });

  it('updates a user’s name, role and limits; leaving the translator role drops the languages; a bad value changes nothing', async () => {
    const user = await add({ role: 'translator', languages: ['es'] });
    const renamed = (await answered(admin.post(`/api/users/${user.id}`, { name: ' Tina ', kinds: [FIRST_KIND, SECOND_KIND] }))).data.user;
    expect(renamed).toMatchObject({ name: 'Tina', role: 'translator', kinds: [FIRST_KIND, SECOND_KIND], languages: ['es'] });
    for (const [body, field] of [[{ role: 'superuser' }, 'role'], [{ kinds: ['ghost'] }, 'kinds'], [{ name: '' }, 'name'], [{ role: 'editor', languages: ['es'] }, 'languages']] as const) {
      const res = await refusedWith(admin.post(`/api/users/${user.id}`, body), 400);
      expect(res.errors.map((e: any) => e.field), JSON.stringify(body)).toEqual([field]);
    }
    expect((await rows()).find((u) => u.id === user.id)).toMatchObject(renamed);
    const promoted = (await answered(admin.post(`/api/users/${user.id}`, { role: 'editor', kinds: null }))).data.user;
    expect(promoted).toMatchObject({ name: 'Tina', role: 'editor', kinds: null, languages: null });
    expect(await me(await signIn(user.email))).toMatchObject({ roles: ['editor'], kinds: null, languages: null });
    await refusedWith(admin.post('/api/users/999999', { role: 'viewer' }), 404);
  });

  it('a role change or removal holds from the very next call of the user’s open session', async () => {
    const user = await add({ role: 'admin' });
    const theirs = await signIn(user.email);
    // A first call: the session is looked up (and reused for a moment after).
    expect((await theirs.get('/api/users')).status).toBe(200);
    await answered(admin.post(`/api/users/${user.id}`, { role: 'author' }));
    expect((await refusedWith(theirs.get('/api/users'), 403)).message).toBe(USERS_READ_REFUSED);
    expect((await refusedWith(theirs.post('/api/settings', { detail_view_color: '#000000' }), 403)).message).toBe(MANAGE_REFUSED);
    expect((await me(theirs)).roles).toEqual(['author']);
    await answered(admin.post(`/api/users/${user.id}`, { role: 'admin' }));
    expect((await theirs.get('/api/users')).status).toBe(200);
    await answered(admin.post(`/api/users/remove/${user.id}`));
    expect((await theirs.post('/api/user/web')).status).toBe(401);
  });

  it('an author demoted to viewer cannot write from their next call on; promoted back, they can again', async () => {
    const user = await add({ role: 'author' });
    const theirs = await signIn(user.email);
    const entity = `/api/${PLAIN_KIND.api.entity}`;
    const made = (await answered(theirs.post(entity, plainDoc('Written by an author')), 201)).data;
    await answered(admin.post(`/api/users/${user.id}`, { role: 'viewer' }));
    const refused = await refusedWith(theirs.post(`${entity}/update/${made.id}`, { ...plainDoc('Changed by a viewer'), version: made.version }), 403);
    expect(refused.message).toMatch(/\S/);
    const after = (await answered(admin.get(`${entity}/${made.id}`))).data.items;
    expect(after.version).toBe(made.version);
    await answered(admin.post(`/api/users/${user.id}`, { role: 'author' }));
    await answered(theirs.post(`${entity}/update/${made.id}`, { ...plainDoc('Changed by the author again'), version: made.version }));
  });

  it('keeps the last admin: not demoted by anyone, not even themself; an admin may step down while another remains', async () => {
    const [alone] = await rows(other);
    const last = await refusedWith(other.post(`/api/users/${alone.id}`, { role: 'editor' }), 409);
    expect(last.message).toBe('A company needs at least one admin: make another user an admin first.');
    expect((await refusedWith(other.post(`/api/users/${alone.id}`, { role: 'viewer' }, { 'accept-language': 'es' }), 409)).message)
      .toBe('Una empresa necesita al menos un administrador: haz primero administrador a otro usuario.');
    expect((await rows(other))[0]).toMatchObject({ id: alone.id, role: 'admin' });
    // The lone admin may still rename themself and stay admin.
    await answered(other.post(`/api/users/${alone.id}`, { name: 'Still the boss', role: 'admin' }));

    const second = await add({ role: 'admin' });
    const stepper = await signIn(second.email);
    const stepped = (await answered(stepper.post(`/api/users/${second.id}`, { role: 'editor' }))).data.user;
    expect(stepped).toMatchObject({ role: 'editor', is_self: true });
    await refusedWith(stepper.get('/api/users'), 403);
  });

  it('answers 404 for another company’s user and leaves them untouched', async () => {
    const [theirAdmin] = await rows(other);
    await refusedWith(admin.post(`/api/users/${theirAdmin.id}`, { role: 'viewer', name: 'Hijacked' }), 404);
    expect((await rows(other))[0]).toMatchObject({ role: 'admin', name: theirAdmin.name });
  });

  it('two admins demoting each other at once leave the company one admin', async () => {
    const [first] = await rows(other);
    const secondUser = (await answered(other.post('/api/users', { email: email('other.test'), name: 'Second', password: PASSWORD, role: 'admin' }), 201)).data.user;
    const second = await signIn(secondUser.email);
    const answers = await Promise.all([
      other.post(`/api/users/${secondUser.id}`, { role: 'editor' }),
      second.post(`/api/users/${first.id}`, { role: 'editor' }),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // The other call finds itself the last admin (409), or its caller already demoted (403).
    const refused = answers.find((a) => a.status !== 200)!;
    expect([403, 409]).toContain(refused.status);
    const admins = (await rows(answers[0].status === 200 ? other : second)).filter((u) => u.role === 'admin');
    expect(admins).toHaveLength(1);
  });
});
