import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedKind } from '../../src/core/defineKind.ts';
import { api, type ApiClient } from '../support/api.ts';
import { OTHER_COMPANY } from '../support/companies.ts';
import { DEMO, demoKinds, offers } from '../support/kindRegistry.ts';
import { labelField, labelled, optionalField, sampleDoc } from '../support/sampleDoc.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Every kind of the registry, each written from its own fixtures: another company's admin gets a
// 404 on every generic call for the demo company's item, and never sees it in a list, group or search.

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

describe.each(availableDatabases())('tenant isolation on %s', (database) => {
  let server: TestServer;
  let demo: ApiClient;
  let other: ApiClient;
  beforeAll(async () => {
    server = await startServer({ database });
    demo = api(server, await server.login());
    other = api(server, await server.login(OTHER_COMPANY.email, OTHER_COMPANY.password));
  });
  afterAll(async () => { await server?.close(); });

  describe.each(demoKinds().map((kind) => ({ id: kind.id, kind })))('$id', ({ kind }: { kind: ResolvedKind }) => {
    const { entity, listKey } = kind.api;
    /** A document of the kind for one company (its references point at that company's own items). */
    const docFor = async (client: ApiClient, company: { slug: string }, label: string) =>
      labelled(kind, await sampleDoc({ client, company }, kind), label);
    const create = async (client: ApiClient, company: { slug: string }, label: string) => {
      const res = await client.post(`/api/${entity}`, await docFor(client, company, label));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data;
    };
    const ids = async (client: ApiClient) => (await client.get(`/api/${entity}`, { 'x-include-archived': '1' })).body.data[listKey].map((x: any) => x.id) as number[];

    it('answers 404 to the other company on every generic endpoint and changes nothing', async () => {
      const title = unique('Demo only');
      const doc = await docFor(demo, DEMO, title);
      const label = labelField(kind, doc);
      const field = optionalField(kind, doc);
      const res0 = await demo.post(`/api/${entity}`, field?.doc ?? doc);
      expect(res0.status, JSON.stringify(res0.body)).toBe(201);
      const item = res0.body.data;
      if (offers(kind, 'publish')) await demo.get(`/api/${entity}/publish/${item.id}`);
      const before = (await demo.get(`/api/${entity}/${item.id}`)).body.data.items;
      const calls: [string, () => Promise<{ status: number; body: any }>][] = [
        ['get', () => other.get(`/api/${entity}/${item.id}`)],
        ['update', () => other.post(`/api/${entity}/update/${item.id}`, { ...doc, [label]: 'Hijacked', version: before.version })],
        ...kind.api.actions.map((action): [string, () => Promise<{ status: number; body: any }>] => [action, () => other.get(`/api/${entity}/${action}/${item.id}`)]),
        ['delete-field', () => other.get(`/api/${entity}/delete-field/${item.id}?field=${field?.name ?? label}`)],
        ['sync', () => other.post(`/api/${entity}-sync`, { ids: [item.id] })],
      ];
      for (const [name, call] of calls) {
        const res = await call();
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(res.body.message, name).toMatch(/\S/);
        expect(JSON.stringify(res.body), name).not.toContain(title);
      }
      const after = (await demo.get(`/api/${entity}/${item.id}`)).body.data.items;
      expect(after).toEqual(before);
      expect(after).toMatchObject({ [label]: title, state: offers(kind, 'publish') ? 'published' : 'active' });
      if (field) expect(after[field.name]).toEqual(item[field.name]);
    });

    it('never shows one company’s items in the other’s list, groups or search', async () => {
      const tag = unique('Other');
      const mine = await create(other, OTHER_COMPANY, `${tag} company item`);
      const archived = await create(other, OTHER_COMPANY, `${tag} archived item`);
      expect((await other.get(`/api/${entity}/delete/${archived.id}`)).status).toBe(200);
      const demoIds = await ids(demo);
      expect(demoIds).not.toContain(mine.id);
      expect(demoIds).not.toContain(archived.id);
      const groups = (await demo.get(`/api/groups/${entity}?query=${encodeURIComponent(tag)}`)).body.data.groups;
      expect([...groups.active, ...groups.published, ...groups.unpublished, ...groups.archived]).toEqual([]);

      const otherIds = await ids(other);
      expect(otherIds).toEqual(expect.arrayContaining([mine.id, archived.id]));
      expect(otherIds.filter((id) => demoIds.includes(id)), 'the other company sees none of the demo company’s items').toEqual([]);
      const theirGroups = (await other.get(`/api/groups/${entity}?query=${encodeURIComponent(tag)}`)).body.data.groups;
      expect([...theirGroups.active, ...theirGroups.archived].map((x: any) => x.id).sort()).toEqual([mine.id, archived.id].sort());
    });

    it('refuses a sync that mixes in the other company’s ids, leaving their item alone', async () => {
      const theirs = await create(other, OTHER_COMPANY, unique('Theirs'));
      const ours = await create(demo, DEMO, unique('Ours'));
      const res = await demo.post(`/api/${entity}-sync`, { ids: [ours.id, theirs.id] });
      expect(res.status).toBe(404);
      const theirsAfter = (await other.get(`/api/${entity}/${theirs.id}`)).body.data.items;
      expect(theirsAfter).toMatchObject({ position: theirs.position, version: theirs.version });
    });
  });

  it('answers companies with each caller’s own company only', async () => {
    const names = async (c: ApiClient) => (await c.get('/api/companies')).body.data.items.map((x: any) => x.name);
    expect(await names(demo)).toEqual([DEMO.name]);
    expect(await names(other)).toEqual([OTHER_COMPANY.name]);
  });
});
