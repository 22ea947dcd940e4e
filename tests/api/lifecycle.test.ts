import { beforeAll, describe, expect, it } from 'vitest';
import type { KindRecord } from '../../src/core/defineKind.ts';
import { LIFECYCLE_ACTIONS } from '../../src/core/lifecycle.ts';
import type { ApiClient } from '../support/api.ts';
import { companyClients } from '../support/companyClients.ts';
import { kindRegistry, kindShapes, offers, type KindShape } from '../support/kindRegistry.ts';
import { changeFor, labelField, labelled, optionalField, requiredField, sampleDoc, type Writer } from '../support/sampleDoc.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Every shape of every kind in the registry (a variant with the company whose client runs it), written
// from the kind's own fixtures: the generic `/{x}` calls of SPEC §4 and §7, the actions each kind
// declares (`api.actions`), and the refusal of the ones it does not.

const SHAPES = kindShapes();
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** The document's top-level texts without a format: what a write must keep as sent. */
const textsOf = (shape: KindShape, doc: KindRecord) => Object.fromEntries(Object.entries(doc).filter(([name, v]) => {
  const s = (shape.kind.schema.properties ?? {})[name];
  return typeof v === 'string' && s?.type === 'string' && !s.format;
}));

it('covers every kind of the registry, each shape with a company that runs it', () => {
  expect([...new Set(SHAPES.map((x) => x.kind.id))]).toEqual(kindRegistry.kinds.map((k) => k.id));
});

describe.each(availableDatabases())('lifecycle on %s', (database) => {
  const s = signedInServer({ database });
  const clients = companyClients(() => s.server);

  /** What one shape's tests share: its writer, a fixture-made document and what a test changes in it. */
  const setUp = async (shape: KindShape) => {
    const w: Writer = { client: await clients.of(shape.company), company: shape.company };
    const base = await sampleDoc(w, shape.kind);
    return { w, base, label: labelField(shape.kind, base), change: changeFor(shape.kind, base), doc: (t: string) => labelled(shape.kind, base, t) };
  };

  describe.each(SHAPES)('$label', (shape) => {
    const { entity, listKey } = shape.kind.api;
    let ctx: Awaited<ReturnType<typeof setUp>>;
    let client: ApiClient;
    beforeAll(async () => { ctx = await setUp(shape); client = ctx.w.client; });

    const list = async (headers?: Record<string, string>, query = '') => {
      const res = await client.get(`/api/${entity}${query}`, headers);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      expect(Array.isArray(res.body.data[listKey]), `data.${listKey} must be the list`).toBe(true);
      return res.body.data[listKey] as any[];
    };
    const create = async (doc: KindRecord) => {
      const res = await client.post(`/api/${entity}`, doc);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data;
    };
    const act = async (action: string, itemId: number, message: string) => {
      const res = await client.get(`/api/${entity}/${action}/${itemId}`);
      expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.message).toBe(message);
      return res.body.data;
    };

    it('lists the content the template seeded for its company', async (t) => {
      if (!shape.seeded) t.skip(`${shape.label}: plugins/${shape.kind.id}/fixtures.ts seeds nothing for this shape`);
      expect((await list()).length).toBeGreaterThan(0);
    });

    it('goes through create, get, list, update and every lifecycle action it declares, refusing the others', async () => {
      const { doc, label, change } = ctx;
      const title = unique('Lifecycle');
      const created = await client.post(`/api/${entity}`, doc(title));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ code: 201, message: 'Successfully Saved' });
      const item = created.body.data;
      expect(item).toMatchObject({ ...textsOf(shape, doc(title)), state: 'active', is_published: false, is_archived: false });
      expect(item.id).toBeDefined();
      expect(typeof item.version).toBe('number');
      for (const k of ['position', 'created_at', 'updated_at']) expect(item).toHaveProperty(k);

      const got = await client.get(`/api/${entity}/${item.id}`);
      expect(got.status).toBe(200);
      expect(got.body.data.items).toMatchObject({ id: item.id, [label]: title, version: item.version });
      expect((await list()).map((x) => x.id)).toContain(item.id);

      const updated = await client.post(`/api/${entity}/update/${item.id}`, { ...doc(title), ...change, version: item.version });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body.message).toBe('Successfully Updated');
      expect(updated.body.data).toMatchObject({ id: item.id, ...change });
      expect(updated.body.data.version).toBeGreaterThan(item.version);
      expect((await client.get(`/api/${entity}/${item.id}`)).body.data.items).toMatchObject(change);

      // An action the kind does not declare is refused (a 4xx, not served and not a server error).
      for (const action of LIFECYCLE_ACTIONS.filter((a) => !offers(shape.kind, a))) {
        const res = await client.get(`/api/${entity}/${action}/${item.id}`);
        expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, action).toBeLessThan(500);
      }
      expect((await client.get(`/api/${entity}/${item.id}`)).body.data.items.state).toBe('active');

      const groupsOf = async () => (await client.get(`/api/groups/${entity}?query=${encodeURIComponent(title)}`)).body.data.groups;
      if (offers(shape.kind, 'publish')) {
        expect(await act('publish', item.id, 'Successfully Published')).toMatchObject({ state: 'published', is_published: true });
        const groups = await groupsOf();
        expect(groups.published.map((x: any) => x.id)).toEqual([item.id]);
        expect(groups.active).toEqual([]);
        expect(await act('un-publish', item.id, 'Successfully Unpublished')).toMatchObject({ state: 'unpublished', is_published: false });
      } else {
        expect((await groupsOf()).active.map((x: any) => x.id)).toEqual([item.id]);
      }

      expect(await act('delete', item.id, 'Successfully Archived')).toMatchObject({ state: 'archived', is_archived: true });
      expect((await list()).map((x) => x.id)).not.toContain(item.id);
      expect((await list({ 'x-include-archived': '0' })).map((x) => x.id)).not.toContain(item.id);
      expect((await list({ 'x-include-archived': '1' })).map((x) => x.id)).toContain(item.id);
      expect((await list(undefined, '?include_archived=1')).map((x) => x.id)).toContain(item.id);
      expect((await client.get(`/api/${entity}/${item.id}`)).body.data.items.state).toBe('archived');

      const restored = await act('restore', item.id, 'Successfully Restored');
      expect(restored.is_archived).toBe(false);
      expect(restored.state).not.toBe('archived');
      expect((await list()).map((x) => x.id)).toContain(item.id);

      if (offers(shape.kind, 'publish')) {
        // Publishing an archived item restores it.
        await act('delete', item.id, 'Successfully Archived');
        expect(await act('publish', item.id, 'Successfully Published')).toMatchObject({ state: 'published', is_published: true, is_archived: false });
        expect((await list()).map((x) => x.id)).toContain(item.id);
      }

      const destroyed = await client.get(`/api/${entity}/destroy/${item.id}`);
      expect(destroyed.status).toBe(200);
      expect(destroyed.body.message).toBe('Successfully Deleted');
      const gone = await client.get(`/api/${entity}/${item.id}`);
      expect(gone.status).toBe(404);
      expect(gone.body.message).toMatch(/\S/);
      expect((await list({ 'x-include-archived': '1' })).map((x) => x.id)).not.toContain(item.id);
      expect((await client.get(`/api/${entity}/delete/${item.id}`)).status).toBe(404);
    });

    it('searches groups by title and sorts each item into its state', async () => {
      const tag = unique('Grouped');
      const publishes = offers(shape.kind, 'publish');
      const suffixes = publishes ? ['draft', 'live', 'old'] : ['draft', 'old'];
      const ids: number[] = [];
      for (const suffix of suffixes) ids.push((await create(ctx.doc(`${tag} ${suffix}`))).id);
      if (publishes) await act('publish', ids[1], 'Successfully Published');
      await act('delete', ids.at(-1)!, 'Successfully Archived');
      const res = await client.get(`/api/groups/${entity}?query=${encodeURIComponent(tag)}`);
      expect(res.status).toBe(200);
      const g = res.body.data.groups;
      const idsOf = (xs: any[]) => xs.map((x) => x.id);
      expect(idsOf(g.active)).toEqual([ids[0]]);
      expect(idsOf(g.published)).toEqual(publishes ? [ids[1]] : []);
      expect(idsOf(g.archived)).toEqual([ids.at(-1)]);
      expect(g.unpublished).toEqual([]);
    });

    it('reorders items with sync', async () => {
      const tag = unique('Sync');
      const ids: number[] = [];
      for (const n of [1, 2, 3]) ids.push((await create(ctx.doc(`${tag} ${n}`))).id);
      const others = (await list()).map((x) => x.id).filter((x) => !ids.includes(x));
      const order = [ids[2], ids[0], ...others, ids[1]];
      const res = await client.post(`/api/${entity}-sync`, { ids: order });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.code).toBe(200);
      expect(res.body.data[listKey].map((x: any) => x.id)).toEqual(order);
      expect((await list()).map((x) => x.id), 'the list comes back in the synced order').toEqual(order);
      const positions = (await list()).map((x) => x.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(new Set(positions).size).toBe(positions.length);
      const twice = await client.post(`/api/${entity}-sync`, { ids: [ids[0], ids[0]] });
      expect(twice.status).toBe(400);
      expect(twice.body.message).toBe('ids must not repeat an item.');
    });

    it('a sync of some items puts them in the places they hold, the others (archived ones a list hides) keep theirs', async () => {
      const tag = unique('Part');
      const ids: number[] = [];
      for (const n of [1, 2, 3, 4]) ids.push((await create(ctx.doc(`${tag} ${n}`))).id);
      const all = async () => (await list({ 'x-include-archived': '1' })).map((x) => x.id).filter((x) => ids.includes(x));
      expect(await all()).toEqual(ids);
      await act('delete', ids[1], 'Successfully Archived');
      // The list without archived items shows 1, 3, 4; the author moves 4 to the top.
      const res = await client.post(`/api/${entity}-sync`, { ids: [ids[3], ids[0], ids[2]] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await all()).toEqual([ids[3], ids[1], ids[0], ids[2]]);
      const positions = (await list({ 'x-include-archived': '1' })).map((x) => x.position);
      expect(new Set(positions).size, 'every item keeps a place of its own').toBe(positions.length);
    });

    it('a sync leaves versions alone: an author whose item was moved in the list still saves it', async () => {
      const tag = unique('Moved');
      const a = await create(ctx.doc(`${tag} A`));
      const b = await create(ctx.doc(`${tag} B`));
      expect((await client.post(`/api/${entity}-sync`, { ids: [b.id, a.id] })).status).toBe(200);
      const saved = await client.post(`/api/${entity}/update/${a.id}`, { ...ctx.doc(`${tag} A`), ...ctx.change, version: a.version });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    });

    it('two syncs of different subsets at once both answer, and leave every item a place of its own', async () => {
      const tag = unique('Race');
      const ids: number[] = [];
      for (const n of [1, 2, 3, 4, 5]) ids.push((await create(ctx.doc(`${tag} ${n}`))).id);
      const answers = await Promise.all([
        client.post(`/api/${entity}-sync`, { ids: [ids[4], ids[2], ids[3]] }),
        client.post(`/api/${entity}-sync`, { ids: [ids[3], ids[0], ids[2], ids[1]] }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const positions = (await list({ 'x-include-archived': '1' })).map((x) => x.position);
      expect(new Set(positions).size, 'every item keeps a place of its own').toBe(positions.length);
    });

    it('clears an optional field with delete-field, and refuses to clear a required one', async (t) => {
      const optional = optionalField(shape.kind, ctx.doc(unique('Field')));
      if (!optional) t.skip(`${shape.label}: its schema has no optional plain field delete-field could clear`);
      const { name, doc } = optional!;
      const item = await create(doc);
      expect(item).toHaveProperty(name);
      const res = await client.get(`/api/${entity}/delete-field/${item.id}?field=${name}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).not.toHaveProperty(name);
      const stored = (await client.get(`/api/${entity}/${item.id}`)).body.data.items;
      expect(stored).not.toHaveProperty(name);
      const required = requiredField(shape.kind, doc);
      expect(required, `${shape.label} has a required text or number`).toBeDefined();
      const refused = await client.get(`/api/${entity}/delete-field/${item.id}?field=${required}`);
      expect(refused.status).toBe(400);
      // Named by its label, in a sentence (the key stays in messageId/values for programs).
      expect(refused.body.messageId).toBe('api.refused.clearRequired');
      expect(refused.body.message).toMatch(/ is required and cannot be cleared\.$/);
      expect((await client.get(`/api/${entity}/${item.id}`)).body.data.items[required!]).toEqual(item[required!]);
    });
  });

  it('keeps every step of every kind across a server restart', async () => {
    type Kept = { shape: KindShape; change: KindRecord; a2: any; b: any; c: any; before: any };
    const kept: Kept[] = [];
    for (const shape of SHAPES) {
      const { w, doc, change } = await setUp(shape);
      const { entity } = shape.kind.api;
      const make = async (label: string) => {
        const res = await w.client.post(`/api/${entity}`, doc(label));
        expect(res.status, `${shape.label}: ${JSON.stringify(res.body)}`).toBe(201);
        return res.body.data;
      };
      const title = unique('Kept');
      const [a, b, c] = [await make(title), await make(unique('Kept')), await make(unique('Gone'))];
      const saved = await w.client.post(`/api/${entity}/update/${a.id}`, { ...doc(title), ...change, version: a.version });
      expect(saved.status, `${shape.label}: ${JSON.stringify(saved.body)}`).toBe(200);
      const a2 = saved.body.data;
      if (offers(shape.kind, 'publish')) expect((await w.client.get(`/api/${entity}/publish/${a.id}`)).status).toBe(200);
      expect((await w.client.get(`/api/${entity}/delete/${b.id}`)).status).toBe(200);
      expect((await w.client.get(`/api/${entity}/destroy/${c.id}`)).status).toBe(200);
      kept.push({ shape, change, a2, b, c, before: (await w.client.get(`/api/${entity}/${a.id}`)).body.data.items });
    }

    await s.server.restart();
    clients.reset();

    for (const { shape, change, a2, b, c, before } of kept) {
      const client = await clients.of(shape.company);
      const { entity } = shape.kind.api;
      const after = (await client.get(`/api/${entity}/${before.id}`)).body.data.items;
      expect(after, shape.label).toEqual(before);
      expect(after, shape.label).toMatchObject({ ...change, state: offers(shape.kind, 'publish') ? 'published' : 'active', version: before.version });
      expect(before.version).toBeGreaterThanOrEqual(a2.version);
      expect((await client.get(`/api/${entity}/${b.id}`)).body.data.items.state, shape.label).toBe('archived');
      expect((await client.get(`/api/${entity}/${c.id}`)).status, shape.label).toBe(404);
    }
  });
});
