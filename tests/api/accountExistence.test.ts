import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { DEMO_COMPANY, OTHER_COMPANY } from '../support/companies.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { startServer, type TestServer } from '../support/startServer.ts';

/** An answer without what differs between any two calls (ids, times, tokens), to compare their shape. */
const shape = (body: any) => JSON.parse(JSON.stringify(body, (key, value) => (['id', 'created_at', 'email', 'set_password_url'].includes(key) ? typeof value : value)));

describe('another company cannot learn which addresses have accounts', () => {
  let server: TestServer;
  let demo: ApiClient;
  let other: ApiClient;
  const login = (email: string, password: string) => api(server).post('/api/login', { email, password });
  const emails = async (client: ApiClient) => (await answered(client.get('/api/users'))).data.map((u: any) => u.email);

  beforeAll(async () => {
    server = await startServer();
    demo = api(server, await server.login());
    other = api(server, await server.login(OTHER_COMPANY.email, OTHER_COMPANY.password));
  });
  afterAll(async () => { await server?.close(); });

  it('adding an address used in another company answers exactly as adding an unused one', async () => {
    const used = await other.post('/api/users', { email: DEMO_COMPANY.email.toUpperCase(), name: 'Twin', password: 'Harbour-lantern-81' });
    const unused = await other.post('/api/users', { email: 'never-seen@demo.test', name: 'Twin', password: 'Harbour-lantern-81' });
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    expect(unused.status).toBe(201);
    expect(shape(used.body)).toEqual(shape(unused.body));
    expect(await emails(other)).toEqual(expect.arrayContaining([DEMO_COMPANY.email, 'never-seen@demo.test']));
    // With a one-time link instead of a password: the same again.
    const usedLink = await other.post('/api/users', { email: 'editor@demo.test', name: 'Twin' });
    const unusedLink = await other.post('/api/users', { email: 'never-seen-2@demo.test', name: 'Twin' });
    expect(usedLink.status).toBe(201);
    expect(shape(usedLink.body)).toEqual(shape(unusedLink.body));
  });

  it('each company\'s account of one address is its own: its password signs in to it, the other company sees neither', async () => {
    await answered(other.post('/api/users', { email: 'viewer@demo.test', name: 'Shared person', password: 'Quiet-orchard-35', role: 'editor' }), 201);
    const inOther = await answered(login('viewer@demo.test', 'Quiet-orchard-35'));
    const me = (await answered(api(server, inOther.access_token).post('/api/user/web'))).data;
    expect(me.company.slug).toBe(OTHER_COMPANY.slug);
    expect(me.user.roles).toEqual(['editor']);
    // The demo company's account of the address is untouched: its own password still signs in there.
    const inDemo = await answered(login('viewer@demo.test', DEMO_COMPANY.password));
    expect((await answered(api(server, inDemo.access_token).post('/api/user/web'))).data.company.slug).toBe(DEMO_COMPANY.slug);
    expect(await emails(demo)).not.toContain(OTHER_COMPANY.email);
  });

  it('within one company a taken address is still refused with 409, whatever its case', async () => {
    const body = await refusedWith(demo.post('/api/users', { email: 'Editor@Demo.test', name: 'Twin', password: 'Harbour-lantern-81' }), 409);
    expect(body.message).toBe('A user with this e-mail already exists.');
    expect(body.errors).toEqual([{ field: 'email', message: 'A user with this e-mail already exists.' }]);
  });
});
