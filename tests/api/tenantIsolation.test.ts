import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiClient } from '../support/api.ts';
import { otherCredentials } from '../support/companies.ts';
import { kindApi } from '../support/kindApi.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';

const KINDS = [
  { id: 'web_page' as const, doc: { title: 'Demo only page', url: 'https://example.org/demo', thumbnail: 't.jpg' }, optional: 'thumbnail' },
  { id: 'achievement' as const, doc: { title: 'Demo only fact', text: 'Secret', image: 'i.jpg' }, optional: 'image' },
  { id: 'event' as const, doc: { title: 'Demo only event', starts_at: '2027-06-12T16:00:00.000Z', ends_at: '2027-06-12T18:00:00.000Z', place: 'Secret quay' }, optional: 'place' },
  { id: 'trip' as const, doc: { title: 'Demo only trip', ingress: 'Secret walk', thumbnail: 't.jpg' }, optional: 'thumbnail' },
  { id: 'form' as const, doc: { title: 'Demo only form', url: 'https://example.org/secret', ingress: 'Secret' }, optional: 'ingress' },
];

describe.each(availableDatabases())('tenant isolation on %s', (database) => {
  let server: TestServer;
  let demo: ApiClient;
  let other: ApiClient;
  beforeAll(async () => {
    server = await startServer({ database });
    demo = api(server, await server.login());
    const o = otherCredentials();
    other = api(server, await server.login(o.email, o.password));
  });
  afterAll(async () => { await server?.close(); });

  describe.each(KINDS)('$id', ({ id, doc, optional }) => {
    const { entity, listKey } = kindApi(id);

    it('answers 404 to the other company on every generic endpoint and changes nothing', async () => {
      const item = (await demo.post(`/api/${entity}`, doc)).body.data;
      await demo.get(`/api/${entity}/publish/${item.id}`);
      const before = (await demo.get(`/api/${entity}/${item.id}`)).body.data.items;
      const calls: [string, () => Promise<{ status: number; body: any }>][] = [
        ['get', () => other.get(`/api/${entity}/${item.id}`)],
        ['update', () => other.post(`/api/${entity}/update/${item.id}`, { ...doc, title: 'Hijacked', version: before.version })],
        ['publish', () => other.get(`/api/${entity}/publish/${item.id}`)],
        ['un-publish', () => other.get(`/api/${entity}/un-publish/${item.id}`)],
        ['delete', () => other.get(`/api/${entity}/delete/${item.id}`)],
        ['restore', () => other.get(`/api/${entity}/restore/${item.id}`)],
        ['delete-field', () => other.get(`/api/${entity}/delete-field/${item.id}?field=${optional}`)],
        ['sync', () => other.post(`/api/${entity}-sync`, { ids: [item.id] })],
        ['destroy', () => other.get(`/api/${entity}/destroy/${item.id}`)],
      ];
      for (const [name, call] of calls) {
        const res = await call();
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(res.body.message, name).toMatch(/\S/);
        expect(JSON.stringify(res.body), name).not.toContain(doc.title);
      }
      const after = (await demo.get(`/api/${entity}/${item.id}`)).body.data.items;
      expect(after).toEqual(before);
      expect(after).toMatchObject({ title: doc.title, state: 'published', [optional]: (doc as any)[optional] });
    });

    it('never shows one company’s items in the other’s list, groups or search', async () => {
      const mine = (await other.post(`/api/${entity}`, { ...doc, title: 'Other company item' })).body.data;
      await other.get(`/api/${entity}/delete/${(await other.post(`/api/${entity}`, { ...doc, title: 'Other archived item' })).body.data.id}`);
      const demoIds = (await demo.get(`/api/${entity}`, { 'x-include-archived': '1' })).body.data[listKey].map((x: any) => x.id);
      expect(demoIds).not.toContain(mine.id);
      const demoTitles = (await demo.get(`/api/${entity}`, { 'x-include-archived': '1' })).body.data[listKey].map((x: any) => x.title);
      expect(demoTitles.filter((t: string) => t.startsWith('Other '))).toEqual([]);
      const groups = (await demo.get(`/api/groups/${entity}?query=Other`)).body.data.groups;
      expect([...groups.active, ...groups.published, ...groups.unpublished, ...groups.archived]).toEqual([]);

      const otherList = (await other.get(`/api/${entity}`, { 'x-include-archived': '1' })).body.data[listKey];
      expect(otherList.map((x: any) => x.title).sort()).toEqual(['Other archived item', 'Other company item']);
    });

    it('refuses a sync that mixes in the other company’s ids, leaving their item alone', async () => {
      const theirs = (await other.post(`/api/${entity}`, { ...doc, title: 'Theirs' })).body.data;
      const ours = (await demo.post(`/api/${entity}`, { ...doc, title: 'Ours' })).body.data;
      const res = await demo.post(`/api/${entity}-sync`, { ids: [ours.id, theirs.id] });
      expect(res.status).toBe(404);
      const theirsAfter = (await other.get(`/api/${entity}/${theirs.id}`)).body.data.items;
      expect(theirsAfter).toMatchObject({ position: theirs.position, version: theirs.version });
    });
  });

  it('answers companies with each caller’s own company only', async () => {
    const names = async (c: ApiClient) => (await c.get('/api/companies')).body.data.items.map((x: any) => x.name);
    expect(await names(demo)).toEqual(['Oslo Fjord Tours']);
    expect(await names(other)).toEqual(['Other Tours']);
  });
});
