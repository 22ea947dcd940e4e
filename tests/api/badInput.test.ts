import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { DEMO_COMPANY } from '../support/companies.ts';
import { answered } from '../support/expectAnswer.ts';
import { createSweepWorld, operationsOf } from '../support/openApiSweep.ts';
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

  it('refuses a NUL in every query parameter and text path parameter the API documents, with the JSON bodies\' 400', { timeout: 600_000 }, async () => {
    const doc = (await answered(s.client.get('/api/openapi.json'))).data ?? (await s.client.get('/api/openapi.json')).body;
    let key: Promise<ApiClient> | undefined;
    const world = createSweepWorld(doc, s.client, {
      withKey: () => (key ??= (async () => api(s.server, (await answered(s.client.post('/api/settings/api-keys', { name: 'NUL sweep' }), 201)).data.secret))()),
      freshSession: async () => api(s.server, await s.server.login(DEMO_COMPANY.email, DEMO_COMPANY.password)),
    });
    const wrong: string[] = [];
    const names = new Set<string>();
    let checked = 0;
    for (const op of operationsOf(doc)) {
      const texts = op.parameters.filter((p) => p.in === 'query' || (p.in === 'path' && p.schema.type !== 'integer'));
      if (!texts.length || op.operationId === 'logout') continue;
      // Shared items, never throwaways: the call must be refused before it does anything.
      const filled = await world.filled(op, { reuse: true });
      if (!filled) continue;
      for (const p of texts) {
        const url = new URL(filled.url, 'http://x');
        let path = url.pathname;
        if (p.in === 'query') url.searchParams.set(p.name, 'a\u0000b');
        else path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === p.name ? 'a%00b' : encodeURIComponent(String(filled.values[name]))));
        const target = `${path}${url.search}`;
        const res = await world.call(op, target);
        checked++;
        names.add(p.name);
        if (res.status !== 400 || res.body?.message !== 'Text must not contain NUL characters or broken Unicode.') wrong.push(`${op.method} ${target}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(20);
    // Among them the texts that are stored or searched: a review comment, a search, a file name, a live stream's resume point.
    for (const name of ['comment', 'query', 'q', 'file', 'last_event_id']) expect([...names]).toContain(name);
    expect(s.server.output()).not.toMatch(/ failed: /);
  });

  it('refuses a NUL in a CSV cell and in a multipart text part with a 4xx and a message', async () => {
    const csv = new FormData();
    csv.append('file', new File(['name,email\nAda\u0000Lovelace,ada@demo.test\n'], 'persons.csv', { type: 'text/csv' }));
    const imported = await s.client.post('/api/person/import/csv', csv);
    expect(imported.status).toBeGreaterThanOrEqual(400);
    expect(imported.status).toBeLessThan(500);
    expect(imported.body.message).toMatch(/\S/);
    const story = new FormData();
    story.append('name', 'a\u0000b');
    expect((await s.client.post('/api/story', story)).body.message).toBe('Text must not contain NUL characters or broken Unicode.');
  });

  it('refuses a NUL in a header the server keeps (the content language) before any route, never with a 500', async () => {
    const raw = await new Promise<string>((ok, fail) => {
      const socket = connect(s.server.port, '127.0.0.1');
      let text = '';
      socket.on('data', (d) => { text += d; });
      socket.on('end', () => ok(text));
      socket.on('close', () => ok(text));
      socket.on('error', fail);
      socket.write(`GET /api/${entity} HTTP/1.1\r\nHost: x\r\nx-language-code: e\u0000s\r\nConnection: close\r\n\r\n`);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
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
