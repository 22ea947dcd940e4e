import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';
import { PLAIN_KIND } from '../support/plainKind.ts';

// A signed-in user is looked up at most every 0.5 s per process, without weakening
// revocation: a logout, password reset or user removal is refused at once on the process that did it,
// and within 1 s on every other process on the same database.

const PASSWORD = 'Strong-pass-42';
/** Some kind's list: sessions guard every kind alike. */
const LIST = `/api/${PLAIN_KIND.api.entity}`;
const email = () => `cache-${Math.random().toString(36).slice(2, 10)}@demo.test`;

async function answered(promise: Promise<{ status: number; body: any }>, status = 200) {
  const res = await promise;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

/** A few requests in a row: the token's user is now in the process's session cache. */
async function warm(client: ApiClient) {
  for (let i = 0; i < 3; i++) await answered(client.get(LIST));
}

async function addUser(admin: ApiClient) {
  const mail = email();
  const user = (await answered(admin.post('/api/users', { email: mail, name: 'Cached', password: PASSWORD }), 201)).data.user;
  return { id: user.id as number, email: mail };
}

describe.each(availableDatabases())('session reuse on %s', (database) => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startServer({ database });
    admin = api(server, await server.login());
  });
  afterAll(async () => { await server?.close(); });

  it('refuses a token right after its logout, even while it was being reused', async () => {
    const token = await server.login();
    const client = api(server, token);
    await warm(client);
    await answered(client.post('/api/logout'));
    expect((await client.get(LIST)).status).toBe(401);
    expect((await client.get(`${LIST}/1`)).status).toBe(401);
  });

  it('refuses a user’s tokens right after a password reset, and after the user is removed', async () => {
    const user = await addUser(admin);
    const theirs = api(server, await server.login(user.email, PASSWORD));
    await warm(theirs);
    await answered(admin.post(`/api/users/${user.id}/reset-password`, { password: 'Renewed-pass-55' }));
    expect((await theirs.get(LIST)).status).toBe(401);

    const again = api(server, await server.login(user.email, 'Renewed-pass-55'));
    await warm(again);
    await answered(admin.post(`/api/users/remove/${user.id}`));
    expect((await again.get(LIST)).status).toBe(401);
  });

  it('keeps answering many requests with one token, and other users’ tokens, after a logout of another session', async () => {
    const mine = api(server, await server.login());
    const gone = api(server, await server.login());
    await warm(mine);
    await warm(gone);
    await answered(gone.post('/api/logout'));
    // One logout clears every reused session of this process; the others are looked up again and still work.
    const all = await Promise.all(Array.from({ length: 20 }, () => mine.get(LIST)));
    expect(all.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await gone.get(LIST)).status).toBe(401);
  });
});

describe.skipIf(!availableDatabases().includes('postgres'))('session reuse with two server processes on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let adminA: ApiClient;
  beforeAll(async () => {
    a = await startServer({ database: 'postgres' });
    b = await startServer({ fromTemplate: false, env: { DATABASE_URL: a.databaseUrl! } });
    adminA = api(a, await a.login());
  });
  afterAll(async () => { await b?.close(); await a?.close(); });

  it('refuses on B, within 1 s, a token logged out on A', async () => {
    const token = await a.login();
    const onA = api(a, token);
    const onB = api(b, token);
    // Accepted by B before, and reused there right up to the logout.
    await warm(onB);
    await answered(onA.post('/api/logout'));
    expect((await onA.get(LIST)).status).toBe(401);
    await sleep(1000);
    expect((await onB.get(LIST)).status).toBe(401);
  });

  it('refuses on B, within 1 s, a user whose password was reset on A', async () => {
    const user = await addUser(adminA);
    const token = await a.login(user.email, PASSWORD);
    const onB = api(b, token);
    await warm(onB);
    await answered(adminA.post(`/api/users/${user.id}/reset-password`, { password: 'Renewed-pass-55' }));
    await sleep(1000);
    expect((await onB.get(LIST)).status).toBe(401);
    // The new password signs in through either process.
    expect((await b.login(user.email, 'Renewed-pass-55')).length).toBeGreaterThan(20);
  });

  it('refuses on B, within 1 s, a user removed on A', async () => {
    const user = await addUser(adminA);
    const onB = api(b, await b.login(user.email, PASSWORD));
    await warm(onB);
    await answered(adminA.post(`/api/users/remove/${user.id}`));
    await sleep(1000);
    expect((await onB.get(LIST)).status).toBe(401);
  });
});
