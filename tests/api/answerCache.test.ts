import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { FJORD_COMPANY } from '../support/companies.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';
import { runAdmin } from '../support/runAdmin.ts';

// Issue 17: list and item answers come from a per-company answer cache. Whatever was written, the
// next read shows it — each test warms the cache first (reads twice), writes through the API, reads again.

const TEST_KINDS = { TOURBENCH_EXTRA_KINDS: 'tests/kinds' };
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

interface Raw { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** One GET with exactly these headers (fetch would add Accept-Encoding and undo the gzip), the body as sent. */
function rawGet(server: TestServer, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

async function ok<T = any>(promise: Promise<{ status: number; body: any }>, status = 200): Promise<T> {
  const res = await promise;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

describe.each(availableDatabases())('answer cache on %s: every kind of write shows in the next read', (database) => {
  const s = signedInServer({ database, env: TEST_KINDS });

  // Read twice: the second answer is the cached one, so the read after the write must not reuse it.
  const pages = async (headers: Record<string, string> = {}, client: ApiClient = s.client) => {
    await ok(client.get('/api/web_page', headers));
    return (await ok(client.get('/api/web_page', headers))).data.items as any[];
  };
  const item = async (path: string, headers: Record<string, string> = {}, client: ApiClient = s.client) => {
    await client.get(path, headers);
    return (await ok(client.get(path, headers))).data.items;
  };
  const createPage = async (title = unique('Page')) => (await ok(s.client.post('/api/web_page', { title, url: 'https://example.org/' }), 201)).data;

  it('shows an update, a publish, an archive, a restore and a reorder in the next list and item', async () => {
    const page = await createPage();
    expect((await pages()).find((p) => p.id === page.id)).toMatchObject({ title: page.title, state: 'active' });
    expect(await item(`/api/web_page/${page.id}`)).toMatchObject({ title: page.title });

    const renamed = unique('Renamed');
    const upd = (await ok(s.client.post(`/api/web_page/update/${page.id}`, { title: renamed, url: 'https://example.org/', version: page.version }))).data;
    expect((await pages()).find((p) => p.id === page.id)).toMatchObject({ title: renamed, version: upd.version });
    expect(await item(`/api/web_page/${page.id}`)).toMatchObject({ title: renamed, version: upd.version });

    await ok(s.client.get(`/api/web_page/publish/${page.id}`));
    expect((await pages()).find((p) => p.id === page.id)).toMatchObject({ state: 'published' });
    expect(await item(`/api/web_page/${page.id}`)).toMatchObject({ state: 'published' });

    await ok(s.client.get(`/api/web_page/delete/${page.id}`));
    expect((await pages()).map((p) => p.id)).not.toContain(page.id);
    expect((await pages({ 'x-include-archived': '1' })).find((p) => p.id === page.id)).toMatchObject({ state: 'archived' });

    await ok(s.client.get(`/api/web_page/restore/${page.id}`));
    expect((await pages()).find((p) => p.id === page.id)).toMatchObject({ is_archived: false });

    const order = (await pages({ 'x-include-archived': '1' })).map((p) => p.id);
    const reversed = [...order].reverse();
    await ok(s.client.post('/api/web_page-sync', { ids: reversed }));
    expect((await pages({ 'x-include-archived': '1' })).map((p) => p.id)).toEqual(reversed);
  });

  it('shows a translation in that language’s list and item, and leaves the base ones as they were', async () => {
    const page = await createPage();
    const es = { 'x-language-code': 'es' };
    expect((await pages(es)).find((p) => p.id === page.id)).toMatchObject({ title: page.title });
    await item(`/api/web_page/${page.id}`, es);
    const spanish = unique('Página');
    await ok(s.client.post(`/api/web_page/update/${page.id}`, { title: spanish, version: page.version }, es));
    expect((await pages(es)).find((p) => p.id === page.id)).toMatchObject({ title: spanish });
    expect(await item(`/api/web_page/${page.id}`, es)).toMatchObject({ title: spanish });
    expect((await pages()).find((p) => p.id === page.id)).toMatchObject({ title: page.title });
    expect(await item(`/api/web_page/${page.id}`)).toMatchObject({ title: page.title });
  });

  it('shows a referenced item’s new title and state in the referrer’s refs', async () => {
    const venue = (await ok(s.client.post('/api/tk_venue', { title: unique('Venue'), city: 'Oslo' }), 201)).data;
    const tour = (await ok(s.client.post('/api/tk_tour', { title: unique('Tour'), venue_id: venue.id }), 201)).data;
    expect((await item(`/api/tk_tour/${tour.id}`)).refs.venue_id).toMatchObject({ title: venue.title, state: 'active' });
    const renamed = unique('Venue renamed');
    await ok(s.client.post(`/api/tk_venue/update/${venue.id}`, { title: renamed, city: 'Oslo', version: venue.version }));
    expect((await item(`/api/tk_tour/${tour.id}`)).refs.venue_id).toMatchObject({ title: renamed });
    await ok(s.client.get(`/api/tk_venue/delete/${venue.id}`));
    expect((await item(`/api/tk_tour/${tour.id}`)).refs.venue_id).toMatchObject({ state: 'archived' });
  });

  it('shows a removed child record (a game’s challenge) in the next list and item', async () => {
    const game = (await ok(s.client.get('/api/game'))).data.games.find((g: any) => g.title === 'Harbour quiz');
    const listed = async () => { await s.client.get('/api/game'); return (await ok(s.client.get('/api/game'))).data.games.find((g: any) => g.id === game.id); };
    const before = (await item(`/api/game/${game.id}`)).q_as as { id: number }[];
    expect(before.length).toBeGreaterThan(1);
    expect((await listed()).q_as).toHaveLength(before.length);
    await ok(s.client.get(`/api/challenges/remove/${before[0].id}`));
    expect(((await item(`/api/game/${game.id}`)).q_as as { id: number }[]).map((c) => c.id)).toEqual(before.slice(1).map((c) => c.id));
    expect((await listed()).q_as).toHaveLength(before.length - 1);
  });

  it('shows a relation link and unlink in the owner’s item (a legacy station’s games)', async () => {
    const fjord = api(s.server, await s.server.login(FJORD_COMPANY.email, FJORD_COMPANY.password));
    let station: { id: number; games: { id: number }[] } | undefined;
    for (const st of (await ok(fjord.get('/api/station'))).data.stations) {
      const full = await item(`/api/station/${st.id}`, {}, fjord);
      if (full.games?.length) { station = full; break; }
    }
    expect(station, 'a seeded legacy station with linked games').toBeDefined();
    const path = `/api/station/${station!.id}`;
    const game = station!.games[0];
    await ok(fjord.get(`/api/station/${station!.id}/links/games/unlink/${game.id}`));
    expect((await item(path, {}, fjord)).games.map((g: any) => g.id)).not.toContain(game.id);
    await ok(fjord.get(`/api/station/${station!.id}/links/games/add/${game.id}`), 201);
    expect((await item(path, {}, fjord)).games.map((g: any) => g.id)).toContain(game.id);
  });

  it('answers 404 for a destroyed item and leaves it out of the list', async () => {
    const page = await createPage();
    expect((await pages()).map((p) => p.id)).toContain(page.id);
    await item(`/api/web_page/${page.id}`);
    await ok(s.client.get(`/api/web_page/destroy/${page.id}`));
    expect((await pages()).map((p) => p.id)).not.toContain(page.id);
    expect((await s.client.get(`/api/web_page/${page.id}`)).status).toBe(404);
    expect((await s.client.get(`/api/web_page/${page.id}`)).status).toBe(404);
  });

  it('takes a content language added or removed in the settings from the very next request', async () => {
    const no = { 'x-language-code': 'no' };
    expect((await s.client.get('/api/web_page', no)).status).toBe(400);
    const languages = (await ok(s.client.get('/api/settings'))).data.languages as string[];
    await ok(s.client.post('/api/settings', { languages: [...languages, 'no'] }));
    expect((await pages(no)).length).toBeGreaterThan(0);
    await ok(s.client.post('/api/settings', { languages }));
    expect((await s.client.get('/api/web_page', no)).status).toBe(400);
  });
});

describe.each(availableDatabases())('answer variants and HTTP caching on %s', (database) => {
  const s = signedInServer({ database });

  it('never shows one company’s cached answers to another', async () => {
    const title = unique('Ours');
    const page = (await ok(s.client.post('/api/web_page', { title, url: 'https://example.org/' }), 201)).data;
    for (let i = 0; i < 2; i++) {
      expect(JSON.stringify((await ok(s.client.get('/api/web_page'))).data)).toContain(title);
      await ok(s.client.get(`/api/web_page/${page.id}`));
    }
    for (let i = 0; i < 2; i++) {
      expect(JSON.stringify((await ok(s.other.get('/api/web_page'))).data)).not.toContain(title);
      expect((await s.other.get(`/api/web_page/${page.id}`)).status).toBe(404);
    }
  });

  it('keeps a Spanish and an English list, and the include-archived and slim lists, apart', async () => {
    const page = (await ok(s.client.post('/api/web_page', { title: unique('English'), url: 'https://example.org/' }), 201)).data;
    const spanish = unique('Español');
    await ok(s.client.post(`/api/web_page/update/${page.id}`, { title: spanish, version: page.version }, { 'x-language-code': 'es' }));
    await ok(s.client.get(`/api/web_page/delete/${page.id}`));
    const titleIn = async (path: string, headers: Record<string, string> = {}) => {
      await s.client.get(path, headers);
      return (await ok(s.client.get(path, headers))).data.items.find((p: any) => p.id === page.id);
    };
    // Read in turns, each twice: an answer stored for one variant must never come back for another.
    for (let round = 0; round < 2; round++) {
      expect(await titleIn('/api/web_page')).toBeUndefined();
      expect(await titleIn('/api/web_page', { 'x-include-archived': '1' })).toMatchObject({ title: page.title });
      expect(await titleIn('/api/web_page?include_archived=1', { 'x-language-code': 'es' })).toMatchObject({ title: spanish });
      expect(await titleIn('/api/web_page', { 'x-language-code': 'es', 'x-include-archived': '1' })).toMatchObject({ title: spanish });
      const game = async (path: string) => { await s.client.get(path); return (await ok(s.client.get(path))).data.games[0]; };
      const slim = await game('/api/game?slim=1');
      const full = await game('/api/game');
      expect(Object.keys(slim).length).toBeLessThan(Object.keys(full).length);
    }
  });

  it('answers 304 without a body to the current ETag, and 200 with a new ETag once the item changed', async () => {
    const token = await s.server.login();
    const auth = { authorization: `Bearer ${token}` };
    const page = (await ok(s.client.post('/api/web_page', { title: unique('Tagged'), url: 'https://example.org/' }), 201)).data;
    for (const path of ['/api/web_page', `/api/web_page/${page.id}`]) {
      const first = await rawGet(s.server, path, auth);
      expect(first.status).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(String(first.headers.vary)).toMatch(/authorization/i);
      expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
      const again = await rawGet(s.server, path, { ...auth, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      // Another tag, or none: the whole answer.
      expect((await rawGet(s.server, path, { ...auth, 'if-none-match': '"something-else"' })).status).toBe(200);
    }
    const before = await rawGet(s.server, `/api/web_page/${page.id}`, auth);
    const listBefore = await rawGet(s.server, '/api/web_page', auth);
    await ok(s.client.post(`/api/web_page/update/${page.id}`, { title: unique('Retagged'), url: 'https://example.org/', version: page.version }));
    for (const [path, old] of [[`/api/web_page/${page.id}`, before], ['/api/web_page', listBefore]] as const) {
      const after = await rawGet(s.server, path, { ...auth, 'if-none-match': old.headers.etag as string });
      expect(after.status, path).toBe(200);
      expect(after.headers.etag).not.toBe(old.headers.etag);
      expect(after.body.equals(old.body)).toBe(false);
    }
    // Without a session there is no answer to compare with.
    expect((await rawGet(s.server, '/api/web_page', { 'if-none-match': listBefore.headers.etag as string })).status).toBe(401);
  });
});

describe('answer bytes with and without the cache', () => {
  let cached: TestServer;
  let uncached: TestServer;
  let tokens: [string, string];
  beforeAll(async () => {
    // Both from the one template: the same data, so the same answers byte for byte.
    [cached, uncached] = await Promise.all([startServer(), startServer({ env: { ANSWER_CACHE_MB: '0' } })]);
    tokens = [await cached.login(), await uncached.login()];
  });
  afterAll(async () => { await Promise.all([cached?.close(), uncached?.close()]); });

  const variants: [string, Record<string, string>][] = [
    ['/api/web_page', {}],
    ['/api/question', {}],
    ['/api/question?slim=1', {}],
    ['/api/story', { 'x-language-code': 'es' }],
    ['/api/station', { 'x-include-archived': '1' }],
  ];

  it('sends the same bytes from the cache as computed afresh (ANSWER_CACHE_MB=0), identity without Accept-Encoding', async () => {
    for (const [path, headers] of variants) {
      const fresh = await rawGet(uncached, path, { ...headers, authorization: `Bearer ${tokens[1]}` });
      expect(fresh.status, path).toBe(200);
      expect(fresh.headers['content-encoding']).toBeUndefined();
      expect(fresh.headers['content-type']).toBe('application/json');
      for (let i = 0; i < 3; i++) {
        const res = await rawGet(cached, path, { ...headers, authorization: `Bearer ${tokens[0]}` });
        expect(res.headers['content-encoding'], path).toBeUndefined();
        expect(res.body.equals(fresh.body), `${path} read ${i + 1}`).toBe(true);
        expect(res.headers.etag).toBe(fresh.headers.etag);
      }
    }
    // And one item.
    const id = JSON.parse((await rawGet(uncached, '/api/web_page', { authorization: `Bearer ${tokens[1]}` })).body.toString()).data.items[0].id;
    const fresh = await rawGet(uncached, `/api/web_page/${id}`, { authorization: `Bearer ${tokens[1]}` });
    for (let i = 0; i < 2; i++) expect((await rawGet(cached, `/api/web_page/${id}`, { authorization: `Bearer ${tokens[0]}` })).body.equals(fresh.body)).toBe(true);
  });

  it('gzips a large answer when the client accepts it, decompressing to exactly the plain answer', async () => {
    const compressed = new Set<string>();
    for (const server of [cached, uncached]) {
      const auth = { authorization: `Bearer ${server === cached ? tokens[0] : tokens[1]}` };
      for (const [path, headers] of variants) {
        const plain = await rawGet(server, path, { ...headers, ...auth });
        if (plain.body.length <= 1024) continue;
        compressed.add(path);
        for (let i = 0; i < 2; i++) {
          const zipped = await rawGet(server, path, { ...headers, ...auth, 'accept-encoding': 'gzip, deflate, br' });
          expect(zipped.status).toBe(200);
          expect(zipped.headers['content-encoding']).toBe('gzip');
          expect(zipped.body.length).toBeLessThan(plain.body.length);
          expect(gunzipSync(zipped.body).equals(plain.body), path).toBe(true);
          expect(zipped.headers.etag).not.toBe(plain.headers.etag);
          // The gzip representation's tag revalidates too.
          expect((await rawGet(server, path, { ...headers, ...auth, 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag as string })).status).toBe(304);
        }
        // gzip refused with q=0: the plain bytes.
        const refused = await rawGet(server, path, { ...headers, ...auth, 'accept-encoding': 'gzip;q=0, identity' });
        expect(refused.headers['content-encoding']).toBeUndefined();
        expect(refused.body.equals(plain.body)).toBe(true);
      }
    }
    expect(compressed.size, 'answers over 1 KB among the variants').toBeGreaterThanOrEqual(3);
  });

  it('does not compress a small answer', async () => {
    const auth = { authorization: `Bearer ${tokens[0]}` };
    const id = JSON.parse((await rawGet(cached, '/api/web_page', auth)).body.toString()).data.items[0].id;
    const small = await rawGet(cached, `/api/web_page/${id}`, { ...auth, 'accept-encoding': 'gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).data.items.id).toBe(id);
  });
});

describe.skipIf(!availableDatabases().includes('postgres'))('answer cache with two server processes on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let viaA: ApiClient;
  let viaB: ApiClient;
  beforeAll(async () => {
    a = await startServer({ database: 'postgres' });
    b = await startServer({ fromTemplate: false, env: { DATABASE_URL: a.databaseUrl! } });
    viaA = api(a, await a.login());
    viaB = api(b, await b.login());
  });
  afterAll(async () => { await b?.close(); await a?.close(); });

  it('reads an item written through one process through the other at once, cache warm or not', async () => {
    const page = (await ok(viaA.post('/api/web_page', { title: unique('Shared'), url: 'https://example.org/' }), 201)).data;
    let version = page.version;
    for (let round = 0; round < 5; round++) {
      // B's answers are cached now…
      await viaB.get('/api/web_page');
      await viaB.get(`/api/web_page/${page.id}`);
      const title = unique(`Round ${round}`);
      version = (await ok(viaA.post(`/api/web_page/update/${page.id}`, { title, url: 'https://example.org/', version }))).data.version;
      // …and the very next read through B shows A's write.
      expect((await ok(viaB.get('/api/web_page'))).data.items.find((p: any) => p.id === page.id)).toMatchObject({ title, version });
      expect((await ok(viaB.get(`/api/web_page/${page.id}`))).data.items).toMatchObject({ title, version });
    }
  });

  it('shows a write of the admin command (another process again) in the next read', async () => {
    const es = { 'x-language-code': 'es' };
    const page = (await ok(viaA.post('/api/web_page', { title: unique('Purged'), url: 'https://example.org/' }), 201)).data;
    const spanish = unique('Traducido');
    await ok(viaA.post(`/api/web_page/update/${page.id}`, { title: spanish, version: page.version }, es));
    await viaB.get('/api/web_page?include_archived=1', es);
    expect((await ok(viaB.get('/api/web_page?include_archived=1', es))).data.items.find((p: any) => p.id === page.id)).toMatchObject({ title: spanish });
    for (const args of [['remove-language', 'demo', 'es'], ['purge-language', 'demo', 'es', '--yes'], ['add-language', 'demo', 'es']]) {
      const run = await runAdmin(args, { DATABASE_URL: a.databaseUrl });
      expect(run.code, run.stderr).toBe(0);
    }
    // The session's languages may be 0.5 s old on B: es came back, so either way es is offered.
    expect((await ok(viaB.get('/api/web_page?include_archived=1', es))).data.items.find((p: any) => p.id === page.id)).toMatchObject({ title: page.title });
  });
});
