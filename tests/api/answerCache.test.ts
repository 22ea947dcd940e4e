import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMultiTarget, relationPaths } from '../../src/core/relations.ts';
import { api, type ApiClient } from '../support/api.ts';
import { childRemovalOf, relationsOf } from '../support/kindCapabilities.ts';
import { demoKinds, kindShapes, kindWith } from '../support/kindRegistry.ts';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { labelField } from '../support/sampleDoc.ts';
import { companyClients } from '../support/companyClients.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';
import { runAdmin } from '../support/runAdmin.ts';

// List and item answers come from a per-company answer cache. Whatever was written, the
// next read shows it — each test warms the cache first (reads twice), writes through the API, reads again.

const TEST_KINDS = { TOURBENCH_EXTRA_KINDS: 'tests/kinds' };

// Written through the registry's first plain kind; the cases that need a child removal, a relation shown
// in its owner's item or a slim list take the first kind that declares one.
const { entity, listKey } = PLAIN_KIND.api;
const LIST = `/api/${entity}`;
const label = labelField(PLAIN_KIND, plainDoc('x'));
const rename = (item: { version: number }, name: string) => ({ ...plainDoc(name), version: item.version });
/** A seeded kind with its own call removing a keyed child. */
const CHILDREN = kindWith((k) => !!childRemovalOf(k));
/** A shape whose relation's links are carried in the owner's item (`inItem`), with the company that runs it. */
const IN_ITEM = kindShapes().find((sh) => sh.seeded && relationsOf(sh.kind).some((r) => r.relation.inItem));
/** A kind whose slim list leaves out fields its seeded items have. */
const SLIM = kindWith((k) => !!k.list.fields);
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
    await ok(client.get(LIST, headers));
    return (await ok(client.get(LIST, headers))).data[listKey] as any[];
  };
  const item = async (path: string, headers: Record<string, string> = {}, client: ApiClient = s.client) => {
    await client.get(path, headers);
    return (await ok(client.get(path, headers))).data.items;
  };
  const createPage = async (title = unique('Page')) => (await ok(s.client.post(LIST, plainDoc(title)), 201)).data;

  it('shows an update, a publish, an archive, a restore and a reorder in the next list and item', async () => {
    const page = await createPage();
    expect((await pages()).find((p) => p.id === page.id)).toMatchObject({ [label]: page[label], state: 'active' });
    expect(await item(`${LIST}/${page.id}`)).toMatchObject({ [label]: page[label] });

    const renamed = unique('Renamed');
    const upd = (await ok(s.client.post(`${LIST}/update/${page.id}`, rename(page, renamed)))).data;
    expect((await pages()).find((p) => p.id === page.id)).toMatchObject({ [label]: renamed, version: upd.version });
    expect(await item(`${LIST}/${page.id}`)).toMatchObject({ [label]: renamed, version: upd.version });

    await ok(s.client.get(`${LIST}/publish/${page.id}`));
    expect((await pages()).find((p) => p.id === page.id)).toMatchObject({ state: 'published' });
    expect(await item(`${LIST}/${page.id}`)).toMatchObject({ state: 'published' });

    await ok(s.client.get(`${LIST}/delete/${page.id}`));
    expect((await pages()).map((p) => p.id)).not.toContain(page.id);
    expect((await pages({ 'x-include-archived': '1' })).find((p) => p.id === page.id)).toMatchObject({ state: 'archived' });

    await ok(s.client.get(`${LIST}/restore/${page.id}`));
    expect((await pages()).find((p) => p.id === page.id)).toMatchObject({ is_archived: false });

    const order = (await pages({ 'x-include-archived': '1' })).map((p) => p.id);
    const reversed = [...order].reverse();
    await ok(s.client.post(`${LIST}-sync`, { ids: reversed }));
    expect((await pages({ 'x-include-archived': '1' })).map((p) => p.id)).toEqual(reversed);
  });

  it('shows a translation in that language’s list and item, and leaves the base ones as they were', async () => {
    const page = await createPage();
    const es = { 'x-language-code': 'es' };
    expect((await pages(es)).find((p) => p.id === page.id)).toMatchObject({ [label]: page[label] });
    await item(`${LIST}/${page.id}`, es);
    const spanish = unique('Página');
    await ok(s.client.post(`${LIST}/update/${page.id}`, { [label]: spanish, version: page.version }, es));
    expect((await pages(es)).find((p) => p.id === page.id)).toMatchObject({ [label]: spanish });
    expect(await item(`${LIST}/${page.id}`, es)).toMatchObject({ [label]: spanish });
    expect((await pages()).find((p) => p.id === page.id)).toMatchObject({ [label]: page[label] });
    expect(await item(`${LIST}/${page.id}`)).toMatchObject({ [label]: page[label] });
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

  it(`shows a removed child record in the next list and item (${CHILDREN?.id ?? 'no kind removes a child by its own call'})`, async (t) => {
    if (!CHILDREN) t.skip('no kind of the registry declares its own call removing a keyed child');
    const { entity: e, listKey: key } = CHILDREN!.api;
    const { array, path } = childRemovalOf(CHILDREN!)!;
    const seeded = ((await ok(s.client.get(`/api/${e}`))).data[key] as any[]).find((x) => (x[array]?.length ?? 0) > 1);
    expect(seeded, `a seeded ${CHILDREN!.id} with two ${array} at least`).toBeDefined();
    const listed = async () => { await s.client.get(`/api/${e}`); return (await ok(s.client.get(`/api/${e}`))).data[key].find((x: any) => x.id === seeded.id); };
    const before = (await item(`/api/${e}/${seeded.id}`))[array] as { id: number }[];
    expect((await listed())[array]).toHaveLength(before.length);
    const keyName = CHILDREN!.schema.properties![array]['x-key'] as string;
    await ok(s.client.get(`/api${path((before[0] as Record<string, any>)[keyName])}`));
    expect(((await item(`/api/${e}/${seeded.id}`))[array] as Record<string, any>[]).map((c) => c[keyName])).toEqual(before.slice(1).map((c: Record<string, any>) => c[keyName]));
    expect((await listed())[array]).toHaveLength(before.length - 1);
  });

  it(`shows a relation link and unlink in the owner’s item (${IN_ITEM?.label ?? 'no relation is carried in its owner’s item'})`, async (t) => {
    if (!IN_ITEM) t.skip('no seeded kind of the registry carries a relation’s links in its items (inItem)');
    const clients = companyClients(() => s.server);
    const owner = await clients.of(IN_ITEM!.company);
    const { entity: e, listKey: key } = IN_ITEM!.kind.api;
    const { name, relation, targets } = relationsOf(IN_ITEM!.kind).find((r) => r.relation.inItem)!;
    const inItem = relation.inItem!.key;
    let found: { id: number } & Record<string, any> | undefined;
    for (const x of (await ok(owner.get(`/api/${e}`))).data[key]) {
      const full = await item(`/api/${e}/${x.id}`, {}, owner);
      if (full[inItem]?.length) { found = full; break; }
    }
    expect(found, `a seeded ${IN_ITEM!.label} with linked ${name}`).toBeDefined();
    const path = `/api/${e}/${found!.id}`;
    const target = found![inItem][0];
    const targetKind = isMultiTarget(relation) ? targets[0] : undefined;
    await ok(owner.get(`/api${relationPaths.unlink(e, found!.id, name, target.id, targetKind)}`));
    expect((await item(path, {}, owner))[inItem].map((g: any) => g.id)).not.toContain(target.id);
    await ok(owner.get(`/api${relationPaths.link(e, found!.id, name, target.id, targetKind)}`), 201);
    expect((await item(path, {}, owner))[inItem].map((g: any) => g.id)).toContain(target.id);
  });

  it('answers 404 for a destroyed item and leaves it out of the list', async () => {
    const page = await createPage();
    expect((await pages()).map((p) => p.id)).toContain(page.id);
    await item(`${LIST}/${page.id}`);
    await ok(s.client.get(`${LIST}/destroy/${page.id}`));
    expect((await pages()).map((p) => p.id)).not.toContain(page.id);
    expect((await s.client.get(`${LIST}/${page.id}`)).status).toBe(404);
    expect((await s.client.get(`${LIST}/${page.id}`)).status).toBe(404);
  });

  it('takes a content language added or removed in the settings from the very next request', async () => {
    const no = { 'x-language-code': 'no' };
    expect((await s.client.get(LIST, no)).status).toBe(400);
    const languages = (await ok(s.client.get('/api/settings'))).data.languages as string[];
    await ok(s.client.post('/api/settings', { languages: [...languages, 'no'] }));
    expect((await pages(no)).length).toBeGreaterThan(0);
    await ok(s.client.post('/api/settings', { languages }));
    expect((await s.client.get(LIST, no)).status).toBe(400);
  });
});

describe.each(availableDatabases())('answer variants and HTTP caching on %s', (database) => {
  const s = signedInServer({ database });

  it('never shows one company’s cached answers to another', async () => {
    const title = unique('Ours');
    const page = (await ok(s.client.post(LIST, plainDoc(title)), 201)).data;
    for (let i = 0; i < 2; i++) {
      expect(JSON.stringify((await ok(s.client.get(LIST))).data)).toContain(title);
      await ok(s.client.get(`${LIST}/${page.id}`));
    }
    for (let i = 0; i < 2; i++) {
      expect(JSON.stringify((await ok(s.other.get(LIST))).data)).not.toContain(title);
      expect((await s.other.get(`${LIST}/${page.id}`)).status).toBe(404);
    }
  });

  it('keeps a Spanish and an English list, and the include-archived and slim lists, apart', async () => {
    const page = (await ok(s.client.post(LIST, plainDoc(unique('English'))), 201)).data;
    const spanish = unique('Español');
    await ok(s.client.post(`${LIST}/update/${page.id}`, { [label]: spanish, version: page.version }, { 'x-language-code': 'es' }));
    await ok(s.client.get(`${LIST}/delete/${page.id}`));
    const titleIn = async (path: string, headers: Record<string, string> = {}) => {
      await s.client.get(path, headers);
      return (await ok(s.client.get(path, headers))).data[listKey].find((p: any) => p.id === page.id);
    };
    // Read in turns, each twice: an answer stored for one variant must never come back for another.
    for (let round = 0; round < 2; round++) {
      expect(await titleIn(LIST)).toBeUndefined();
      expect(await titleIn(LIST, { 'x-include-archived': '1' })).toMatchObject({ [label]: page[label] });
      expect(await titleIn(`${LIST}?include_archived=1`, { 'x-language-code': 'es' })).toMatchObject({ [label]: spanish });
      expect(await titleIn(LIST, { 'x-language-code': 'es', 'x-include-archived': '1' })).toMatchObject({ [label]: spanish });
      if (SLIM) {
        const first = async (path: string) => { await s.client.get(path); return (await ok(s.client.get(path))).data[SLIM.api.listKey][0]; };
        const slim = await first(`/api/${SLIM.api.entity}?slim=1`);
        const full = await first(`/api/${SLIM.api.entity}`);
        expect(Object.keys(slim).length, `${SLIM.id}: the slim list sends fewer fields`).toBeLessThan(Object.keys(full).length);
      }
    }
  });

  it('answers 304 without a body to the current ETag, and 200 with a new ETag once the item changed', async () => {
    const token = await s.server.login();
    const auth = { authorization: `Bearer ${token}` };
    const page = (await ok(s.client.post(LIST, plainDoc(unique('Tagged'))), 201)).data;
    for (const path of [LIST, `${LIST}/${page.id}`]) {
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
    const before = await rawGet(s.server, `${LIST}/${page.id}`, auth);
    const listBefore = await rawGet(s.server, LIST, auth);
    await ok(s.client.post(`${LIST}/update/${page.id}`, rename(page, unique('Retagged'))));
    for (const [path, old] of [[`${LIST}/${page.id}`, before], [LIST, listBefore]] as const) {
      const after = await rawGet(s.server, path, { ...auth, 'if-none-match': old.headers.etag as string });
      expect(after.status, path).toBe(200);
      expect(after.headers.etag).not.toBe(old.headers.etag);
      expect(after.body.equals(old.body)).toBe(false);
    }
    // Without a session there is no answer to compare with.
    expect((await rawGet(s.server, LIST, { 'if-none-match': listBefore.headers.etag as string })).status).toBe(401);
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

  // Every kind's list, in turn in Spanish, with archived items and as is, and every slim list.
  const variants: [string, Record<string, string>][] = demoKinds().flatMap((k, i): [string, Record<string, string>][] => [
    [`/api/${k.api.entity}`, [{}, { 'x-language-code': 'es' }, { 'x-include-archived': '1' }][i % 3]],
    ...(k.list.fields ? [[`/api/${k.api.entity}?slim=1`, {}] as [string, Record<string, string>]] : []),
  ]);

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
    const id = JSON.parse((await rawGet(uncached, LIST, { authorization: `Bearer ${tokens[1]}` })).body.toString()).data[listKey][0].id;
    const fresh = await rawGet(uncached, `${LIST}/${id}`, { authorization: `Bearer ${tokens[1]}` });
    for (let i = 0; i < 2; i++) expect((await rawGet(cached, `${LIST}/${id}`, { authorization: `Bearer ${tokens[0]}` })).body.equals(fresh.body)).toBe(true);
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
    const id = JSON.parse((await rawGet(cached, LIST, auth)).body.toString()).data[listKey][0].id;
    const small = await rawGet(cached, `${LIST}/${id}`, { ...auth, 'accept-encoding': 'gzip' });
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
    const page = (await ok(viaA.post(LIST, plainDoc(unique('Shared'))), 201)).data;
    let version = page.version;
    for (let round = 0; round < 5; round++) {
      // B's answers are cached now…
      await viaB.get(LIST);
      await viaB.get(`${LIST}/${page.id}`);
      const title = unique(`Round ${round}`);
      version = (await ok(viaA.post(`${LIST}/update/${page.id}`, rename({ version }, title)))).data.version;
      // …and the very next read through B shows A's write.
      expect((await ok(viaB.get(LIST))).data[listKey].find((p: any) => p.id === page.id)).toMatchObject({ [label]: title, version });
      expect((await ok(viaB.get(`${LIST}/${page.id}`))).data.items).toMatchObject({ [label]: title, version });
    }
  });

  it('shows a write of the admin command (another process again) in the next read', async () => {
    const es = { 'x-language-code': 'es' };
    const page = (await ok(viaA.post(LIST, plainDoc(unique('Purged'))), 201)).data;
    const spanish = unique('Traducido');
    await ok(viaA.post(`${LIST}/update/${page.id}`, { [label]: spanish, version: page.version }, es));
    await viaB.get(`${LIST}?include_archived=1`, es);
    expect((await ok(viaB.get(`${LIST}?include_archived=1`, es))).data[listKey].find((p: any) => p.id === page.id)).toMatchObject({ [label]: spanish });
    for (const args of [['remove-language', 'demo', 'es'], ['purge-language', 'demo', 'es', '--yes'], ['add-language', 'demo', 'es']]) {
      const run = await runAdmin(args, { DATABASE_URL: a.databaseUrl });
      expect(run.code, run.stderr).toBe(0);
    }
    // The session's languages may be 0.5 s old on B: es came back, so either way es is offered.
    expect((await ok(viaB.get(`${LIST}?include_archived=1`, es))).data[listKey].find((p: any) => p.id === page.id)).toMatchObject({ [label]: page[label] });
  });
});
