import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';

// Input a client could send by mistake or on purpose: each gets a 4xx with a message, never a 500.
describe('hostile and broken input', () => {
  const s = signedInServer();

  const { entity } = PLAIN_KIND.api;
  const item = async () => (await s.client.post(`/api/${entity}`, plainDoc('Input check'))).body.data;

  it('refuses a version outside the stored range instead of failing in the database', async () => {
    const made = await item();
    for (const version of [99999999999, 1e300, 0, -1]) {
      const res = await s.client.post(`/api/${entity}/update/${made.id}`, { ...plainDoc('X'), version });
      expect(res.status, `version ${version}`).toBe(400);
      expect(res.body.message).toMatch(/^version must be the whole number/);
    }
  });

  it('refuses NUL characters and broken Unicode in documents, settings and searches', async () => {
    const doc = await s.client.post(`/api/${entity}`, plainDoc('x\u0000y'));
    expect(doc.status).toBe(400);
    expect(doc.body.message).toBe('Text must not contain NUL characters or broken Unicode.');
    const settings = await s.client.post('/api/settings', { admin_name: '\ud800' });
    expect(settings.status).toBe(400);
    const search = await s.client.get(`/api/groups/${entity}?query=%00`);
    expect(search.status).toBe(400);
    const login = await api(s.server).post('/api/login', { email: 'a\u0000@x.test', password: 'whatever-1' });
    expect(login.status).toBe(400);
  });

  it('only clears fields the schema declares, not inherited object names', async () => {
    const made = await item();
    for (const field of ['__proto__', 'constructor', 'toString']) {
      const res = await s.client.get(`/api/${entity}/delete-field/${made.id}?field=${field}`);
      expect(res.status, field).toBe(400);
    }
    expect((await s.client.get(`/api/${entity}/${made.id}`)).body.data.items.version).toBe(made.version);
  });

  it('slows down password guessing: the 11th failure in a row for one e-mail gets 429', async () => {
    const anon = api(s.server);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await anon.post('/api/login', { email: 'nobody@demo.test', password: `Wrong-guess-${i}` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const res = await anon.post('/api/login', { email: 'nobody@demo.test', password: 'Wrong-guess-x' });
    expect(res.body.message).toMatch(/^Too many failed sign-ins\. Try again in \d+ minute\(s\)\.$/);
  });
});
