import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient, type ApiResponse } from '../support/api.ts';
import { answered } from '../support/expectAnswer.ts';
import { DEMO_TEAM } from '../support/companies.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { changeFor, labelField } from '../support/sampleDoc.ts';
import { fileForm, tinyJpeg } from '../support/mediaSamples.ts';
import { startS3Server, type TestS3Server } from '../support/s3Server.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases, createDatabaseFromTemplate } from '../support/templates.ts';

/** How soon a logout or password reset on one process must be honoured by every other. */
const REVOCATION_MS = 1000;

const { entity, listKey } = PLAIN_KIND.api;
const page = (title: string) => plainDoc(title);
const LABEL = labelField(PLAIN_KIND, page('x'));
/** What A changes after B served the list: another field of the document. */
const CHANGE = changeFor(PLAIN_KIND, page('x'));
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const idsOf = (res: ApiResponse) => (res.body.data[listKey] as { id: number }[]).map((x) => x.id);

/**
 * Keeps using a token on `client` until it is refused or `ms` have passed since `since`, then asks
 * once more: that last answer, given at least `ms` after the revocation, is what the test judges.
 * Using the token all along is the hard case for a session cache (a hit must not extend its life).
 */
async function statusAfter(client: ApiClient, since: number, ms: number): Promise<{ status: number; firstRefusedMs?: number }> {
  let firstRefusedMs: number | undefined;
  while (Date.now() - since < ms) {
    const status = (await client.get(`/api/${entity}`)).status;
    if (status === 401) { firstRefusedMs ??= Date.now() - since; }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { status: (await client.get(`/api/${entity}`)).status, firstRefusedMs };
}

describe.skipIf(!availableDatabases().includes('postgres'))('two server processes on one PostgreSQL and one bucket', () => {
  let s3: TestS3Server;
  let a: TestServer;
  let b: TestServer;
  /** The demo admin, signed in once, used through either process (a session lives in the database). */
  let adminA: ApiClient;
  let adminB: ApiClient;
  beforeAll(async () => {
    s3 = await startS3Server();
    a = await startServer({ database: 'postgres', env: s3.env });
    b = await startServer({ databaseUrl: a.databaseUrl, env: s3.env });
    const token = await a.login();
    adminA = api(a, token);
    adminB = api(b, token);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it('runs two processes on two ports against one database', () => {
    expect(b.port).not.toBe(a.port);
    expect(b.databaseUrl).toBe(a.databaseUrl);
  });

  it('reads through B, at once, an item written through A', async () => {
    const title = unique('Written on A');
    const created = (await answered(adminA.post(`/api/${entity}`, page(title)), 201)).data;
    const got = await adminB.get(`/api/${entity}/${created.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data.items).toMatchObject({ id: created.id, [LABEL]: title, version: created.version });
    expect(idsOf(await adminB.get(`/api/${entity}`))).toContain(created.id);
  });

  it('lists through B, at once, what A changed after B had served (and may have cached) the list', async () => {
    const title = unique('Listed');
    const created = (await answered(adminA.post(`/api/${entity}`, page(title)), 201)).data;
    // B answers the list a few times first, with and without archived items, so any cache of it is warm.
    let before!: ApiResponse;
    for (let i = 0; i < 3; i++) {
      before = await adminB.get(`/api/${entity}`);
      await adminB.get(`/api/${entity}`, { 'x-include-archived': '1' });
    }
    expect(idsOf(before)).toContain(created.id);
    const etag = before.headers.get('etag');

    const updated = (await answered(adminA.post(`/api/${entity}/update/${created.id}`, { ...page(title), ...CHANGE, version: created.version }))).data;
    const listed = await adminB.get(`/api/${entity}`, etag ? { 'if-none-match': etag } : {});
    expect(listed.status, 'an ETag from before the update must not earn a 304').toBe(200);
    expect((listed.body.data[listKey] as any[]).find((x) => x.id === created.id)).toMatchObject({ ...CHANGE, version: updated.version });
    expect((await adminB.get(`/api/${entity}/${created.id}`)).body.data.items).toMatchObject(CHANGE);

    await answered(adminA.get(`/api/${entity}/delete/${created.id}`));
    expect(idsOf(await adminB.get(`/api/${entity}`)), 'archived on A: gone from B\'s list').not.toContain(created.id);
    expect(idsOf(await adminB.get(`/api/${entity}`, { 'x-include-archived': '1' })), 'and in B\'s list with archived items').toContain(created.id);
  });

  it('refuses on B, within a second, a token signed out on A (B accepted it until then)', async () => {
    const token = await a.login();
    const onB = api(b, token);
    for (let i = 0; i < 3; i++) expect((await onB.get(`/api/${entity}`)).status).toBe(200);
    await answered(api(a, token).post('/api/logout'));
    const loggedOutAt = Date.now();
    const after = await statusAfter(onB, loggedOutAt, REVOCATION_MS);
    expect(after.status, `B still accepted the token ${REVOCATION_MS} ms after the logout on A`).toBe(401);
    expect((await onB.get(`/api/${entity}`)).status, 'and keeps refusing it').toBe(401);
    expect((await api(a, token).get(`/api/${entity}`)).status).toBe(401);
  });

  it('refuses on B, within a second, the old session of a user whose password was reset on A', async () => {
    const email = `${unique('reset').replace(' ', '-')}@demo.test`;
    const user = (await answered(adminA.post('/api/users', { email, name: 'Two Places', password: 'Strong-pass-42' }), 201)).data.user;
    const token = await b.login(email, 'Strong-pass-42');
    const onB = api(b, token);
    for (let i = 0; i < 3; i++) expect((await onB.get(`/api/${entity}`)).status).toBe(200);
    await answered(adminA.post(`/api/users/${user.id}/reset-password`, { password: 'Renewed-pass-55' }));
    const resetAt = Date.now();
    const after = await statusAfter(onB, resetAt, REVOCATION_MS);
    expect(after.status, `B still accepted the old session ${REVOCATION_MS} ms after the reset on A`).toBe(401);
    expect(await b.login(email, 'Renewed-pass-55'), 'the new password works on B at once').toMatch(/\S/);
  });

  it('serves through B a file uploaded through A, the same bytes with nosniff, ranges included', async () => {
    const bytes = tinyJpeg();
    const up = (await answered(adminA.post('/api/media', fileForm(bytes, 'from-a.jpg', 'image/jpeg')), 201)).data;
    const served = await fetch(b.url + up.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/jpeg/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(bytes));
    const part = await fetch(b.url + up.url, { headers: { range: 'bytes=2-9' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(2, 10)));
  });

  // Last in the file: it locks sign-ins from this address out of both processes.
  it('counts failed sign-ins across both processes: 6 wrong on A and 5 on B, then both answer 429', async () => {
    const email = `${unique('guessed').replace(' ', '-')}@demo.test`;
    await answered(adminA.post('/api/users', { email, name: 'Guessed', password: 'Strong-pass-42' }), 201);
    const guess = (server: TestServer) => api(server).post('/api/login', { email, password: 'Wrong-guess-1' });
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await guess(a)).status);
    for (let i = 0; i < 5; i++) answers.push((await guess(b)).status);
    expect(answers.every((s) => s === 401 || s === 429), `every guess is refused: ${answers.join(' ')}`).toBe(true);
    const nextA = await guess(a);
    const nextB = await guess(b);
    expect([nextA.status, nextB.status], `11 failures over two processes (answers ${answers.join(' ')}) must lock the e-mail on both`).toEqual([429, 429]);
    expect(nextB.body.message).toMatch(/\S/);
  });
});

describe.skipIf(!availableDatabases().includes('postgres'))('two server processes starting at the same moment on an empty PostgreSQL', () => {
  const started: TestServer[] = [];
  afterAll(async () => { await Promise.all(started.map((s) => s.close())); });

  it('both come up (as replicas deployed together do), seeded once', async () => {
    const databaseUrl = await createDatabaseFromTemplate(false);
    const results = await Promise.allSettled([0, 1].map(() => startServer({ databaseUrl, fromTemplate: false })));
    for (const r of results) if (r.status === 'fulfilled') started.push(r.value);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason?.message ?? r.reason)] : []));
    expect(failures, 'no process may fail because another one is migrating or seeding the same database').toEqual([]);
    const [first, second] = started;
    const token = await first.login();
    const users = (await answered(api(second, token).get('/api/users'))).data.map((u: { email: string }) => u.email);
    expect(users, 'one admin and one demo team, not one per process').toEqual([first.adminEmail, ...Object.values(DEMO_TEAM).map((u) => u.email)].sort());
  });
});
