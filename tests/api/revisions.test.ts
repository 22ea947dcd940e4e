import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KindRecord, ResolvedKind } from '../../src/core/defineKind.ts';
import { isMultiTarget, relationPaths } from '../../src/core/relations.ts';
import { api, type ApiClient } from '../support/api.ts';
import { DEMO_COMPANY } from '../support/companies.ts';
import { answered, refusedWith } from '../support/expectAnswer.ts';
import { keyedTextOf, localizedTextOf, relationsOf } from '../support/kindCapabilities.ts';
import { clientKind, DEMO, demoKinds, fixturesOf, kindRegistry, kindWith, offers } from '../support/kindRegistry.ts';
import { changeFor, labelField, labelled, sampleDoc } from '../support/sampleDoc.ts';
import { serverSql } from '../support/serverSql.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { availableDatabases } from '../support/templates.ts';

// Revisions: every write of an item keeps what the item became, History lists and compares
// them, and a restore saves an old one again as an ordinary, version-checked update. Every kind of the
// registry, written from its own fixtures; the cases that need keyed children or a relation take the
// first kind that declares one.

// The test-only kinds: tk_tour's sponsor_id reference is cleared when its venue is destroyed.
const TEST_KINDS = { TOURBENCH_EXTRA_KINDS: 'tests/kinds' };

const KINDS = demoKinds();
const FIRST = KINDS[0];
/** A kind whose children are keyed and carry a translatable text, with a fixture of two children at least. */
const KEYED = kindWith((k) => {
  const keyed = keyedTextOf(k);
  return !!keyed && ((fixturesOf(k.id, k.variant)?.[0]?.[keyed.array] as unknown[] | undefined)?.length ?? 0) >= 2;
});
/** A kind owning a relation its shape offers. */
const OWNER = kindWith((k) => relationsOf(k).length > 0);

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

interface Summary { n: number; action: string; at: string; user: { name: string; email: string } | null; title: string; version: number | null; state: string; changed: string[]; restored_from: number | null; has_document: boolean }
type Item = { id: number; version: number } & Record<string, any>;

/** An item made from the kind's fixture, then edited three times: its label, another field, its label again. */
async function itemWithEdits(client: ApiClient, kind: ResolvedKind) {
  const { entity } = kind.api;
  const base = await sampleDoc({ client, company: DEMO }, kind);
  const label = labelField(kind, base);
  const change = changeFor(kind, base);
  const title = unique('Revised');
  const created: Item = (await answered(client.post(`/api/${entity}`, labelled(kind, base, title)), 201)).data;
  const save = async (item: Item, patch: KindRecord): Promise<Item> => (await answered(client.post(`/api/${entity}/update/${item.id}`, { ...structuredClone(item), ...patch }))).data;
  const v2 = await save(created, { [label]: `${title} renamed` });
  const v3 = await save(v2, change);
  const v4 = await save(v3, { [label]: `${title} final` });
  return { entity, label, changed: Object.keys(change)[0], title, created, v2, v3, v4 };
}

describe.each(availableDatabases())('revisions of an item on %s', (database) => {
  const s = signedInServer({ database, env: TEST_KINDS });
  const revisions = async (entity: string, id: number, query = '', client: ApiClient = s.client) =>
    (await answered(client.get(`/api/${entity}/${id}/revisions${query}`))).data as { revisions: Summary[]; next: number | null };
  const revision = async (entity: string, id: number, n: number) =>
    (await answered(s.client.get(`/api/${entity}/${id}/revisions/${n}`))).data.revision;

  it('feeds the dashboard’s recent list from the user’s revisions; the seeded items have revisions but no feed entries', async () => {
    // First, before this server has seen an edit: the demo seed wrote every item, and none of it is anyone's activity.
    const before = (await answered(s.client.get('/api/overview'))).data;
    expect(before.recent).toEqual([]);
    expect(before.activity.every((d: { edits: number; publishes: number }) => d.edits === 0 && d.publishes === 0)).toBe(true);
    const { entity, listKey } = FIRST.api;
    const seeded = (await answered(s.client.get(`/api/${entity}`))).data[listKey][0];
    expect(seeded, `${FIRST.id} is seeded`).toBeDefined();
    expect((await revisions(entity, seeded.id)).revisions.at(-1)).toMatchObject({ n: 1, action: 'create', user: null, has_document: true });
    const { created } = await itemWithEdits(s.client, FIRST);
    const { recent } = (await answered(s.client.get('/api/overview'))).data;
    expect(recent.slice(0, 4).map((r: { id: number; action: string }) => [r.id, r.action])).toEqual([
      [created.id, 'update'], [created.id, 'update'], [created.id, 'update'], [created.id, 'create'],
    ]);
    expect(recent[0].user).toMatchObject({ email: DEMO_COMPANY.email });
    expect(recent.every((r: { user: unknown }) => r.user !== null)).toBe(true);
    expect(recent.map((r: { id: number }) => r.id)).not.toContain(seeded.id);
  });

  describe.each(KINDS.map((kind) => ({ id: kind.id, kind })))('$id', ({ kind }) => {
    it('lists a create and three edits newest first, with who, when, the action and the field each changed, and pages them', async () => {
      const { entity, label, changed, created } = await itemWithEdits(s.client, kind);
      const { revisions: list, next } = await revisions(entity, created.id);
      expect(list.map((r) => [r.n, r.action, r.version, r.changed])).toEqual([
        [4, 'update', 4, [label]],
        [3, 'update', 3, [changed]],
        [2, 'update', 2, [label]],
        [1, 'create', 1, []],
      ]);
      expect(next).toBeNull();
      for (const r of list) {
        expect(r).toMatchObject({ user: { email: DEMO_COMPANY.email }, state: 'active', restored_from: null, has_document: true });
        expect(new Date(r.at).toISOString()).toBe(r.at);
      }
      // Newest first in time as well as in n.
      const times = list.map((r) => Date.parse(r.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(Date.parse(list[0].at)).toBeGreaterThanOrEqual(Date.parse(created.created_at));

      const first = await revisions(entity, created.id, '?limit=3');
      expect(first.revisions.map((r) => r.n)).toEqual([4, 3, 2]);
      expect(first.next).toBe(2);
      const second = await revisions(entity, created.id, `?limit=3&before=${first.next}`);
      expect(second.revisions.map((r) => r.n)).toEqual([1]);
      expect(second.next).toBeNull();
      // The oldest of a page is still compared with the revision before it.
      expect((await revisions(entity, created.id, '?limit=1&before=3')).revisions).toEqual([expect.objectContaining({ n: 2, changed: [label] })]);
    });

    it('gives one revision with the document it kept, and compares two field by field', async () => {
      const { entity, label, changed, title, created, v3 } = await itemWithEdits(s.client, kind);
      const r = await revision(entity, created.id, 3);
      expect(r).toMatchObject({ n: 3, action: 'update', version: 3, has_document: true, variant: kind.variant, relations: {} });
      expect(r.document[label]).toBe(`${title} renamed`);
      expect(r.document[changed]).toEqual(v3[changed]);
      expect(r.document).not.toHaveProperty('version');
      await refusedWith(s.client.get(`/api/${entity}/${created.id}/revisions/99`), 404);

      const { data } = await answered(s.client.get(`/api/${entity}/${created.id}/revisions/compare?from=1&to=3`));
      expect([data.from, data.to]).toEqual([1, 3]);
      expect(data.changes.map((c: { path: string }) => c.path).sort()).toEqual([label, changed].sort());
      expect(data.changes).toContainEqual({ path: label, change: 'changed', before: title, after: `${title} renamed` });
    });

    it('restores revision 1 as a new version, recorded as a revert of it, and refuses a stale version with 409', async () => {
      const { entity, label, title, created, v4 } = await itemWithEdits(s.client, kind);
      const res = await answered(s.client.post(`/api/${entity}/${created.id}/revisions/1/restore`, { version: v4.version }));
      expect(res.message).toBe('Successfully Restored');
      expect(res.data).toMatchObject({ id: created.id, version: v4.version + 1, [label]: title });
      const [newest] = (await revisions(entity, created.id)).revisions;
      expect(newest).toMatchObject({ n: 5, action: 'revert', restored_from: 1, version: v4.version + 1 });
      expect(newest.changed).toContain(label);

      const stale = await refusedWith(s.client.post(`/api/${entity}/${created.id}/revisions/2/restore`, { version: v4.version }), 409);
      expect(stale.current).toMatchObject({ id: created.id, version: v4.version + 1, [label]: title });
      expect((await revisions(entity, created.id)).revisions[0].n).toBe(5);
      await refusedWith(s.client.post(`/api/${entity}/${created.id}/revisions/1/restore`, {}), 400);
    });

    it('records lifecycle actions with the state they left', async () => {
      const { entity, created } = await itemWithEdits(s.client, kind);
      const steps = offers(kind, 'publish') ? [['publish', 'published'], ['un-publish', 'unpublished']] : [['delete', 'archived'], ['restore', 'active']];
      for (const [action] of steps) await answered(s.client.get(`/api/${entity}/${action}/${created.id}`));
      const list = (await revisions(entity, created.id, '?limit=2')).revisions;
      expect(list.map((r) => [r.n, r.action, r.state, r.changed])).toEqual([[6, ...steps[1], []], [5, ...steps[0], []]]);
    });

    it('shows another company’s admin none of it: 404 on all four calls', async () => {
      const { entity, created, v4 } = await itemWithEdits(s.client, kind);
      await refusedWith(s.other.get(`/api/${entity}/${created.id}/revisions`), 404);
      await refusedWith(s.other.get(`/api/${entity}/${created.id}/revisions/1`), 404);
      await refusedWith(s.other.get(`/api/${entity}/${created.id}/revisions/compare?from=1&to=2`), 404);
      await refusedWith(s.other.post(`/api/${entity}/${created.id}/revisions/1/restore`, { version: v4.version }), 404);
      expect((await answered(s.client.get(`/api/${entity}/${created.id}`))).data.items.version).toBe(v4.version);
    });
  });

  describe(`keyed children (${KEYED ? KEYED.id : 'no kind of the registry has keyed children with a translatable text'})`, () => {
    /** The keyed kind's item: created from its fixture; its label renamed; its second child's text changed; a child added. */
    async function childrenWithEdits() {
      const kind = KEYED!;
      const { array, key, text } = keyedTextOf(kind)!;
      const { entity } = kind.api;
      const base = await sampleDoc({ client: s.client, company: DEMO }, kind);
      const label = labelField(kind, base);
      const title = unique('Keyed');
      const created: Item = (await answered(s.client.post(`/api/${entity}`, labelled(kind, base, title)), 201)).data;
      const save = async (item: Item, change: (doc: Record<string, any>) => void): Promise<Item> => {
        const doc = structuredClone(item) as Record<string, any>;
        change(doc);
        return (await answered(s.client.post(`/api/${entity}/update/${item.id}`, doc))).data;
      };
      const v2 = await save(created, (d) => { d[label] = `${title} renamed`; });
      const v3 = await save(v2, (d) => { d[array][1][text] = 'A changed child text.'; });
      const v4 = await save(v3, (d) => {
        const { [key]: _, ...copy } = d[array].at(-1);
        d[array].push({ ...copy, [text]: 'An added child.' });
      });
      const keys = (item: Item) => (item[array] as Record<string, any>[]).map((c) => c[key]);
      return { kind, entity, array, key, text, label, title, created, v2, v3, v4, keys };
    }

    it('compares a child’s text at <array>/<key>/<text>, an added child and, the other way round, a removed one', async (t) => {
      if (!KEYED) t.skip('no kind of the registry has keyed children with a translatable text');
      const { entity, array, key, text, label, title, created, v2, v4, keys } = await childrenWithEdits();
      const [, second] = keys(v4);
      const added = keys(v4).at(-1);
      const { data } = await answered(s.client.get(`/api/${entity}/${created.id}/revisions/compare?from=1&to=4`));
      expect(data.changes).toHaveLength(3);
      expect(data.changes).toEqual(expect.arrayContaining([
        { path: label, change: 'changed', before: title, after: `${title} renamed` },
        { path: `${array}/${second}/${text}`, change: 'changed', before: v2[array][1][text], after: 'A changed child text.' },
        { path: `${array}/${added}`, change: 'added', after: expect.objectContaining({ [key]: added, [text]: 'An added child.' }) },
      ]));
      const back = (await answered(s.client.get(`/api/${entity}/${created.id}/revisions/compare?from=4&to=1`))).data.changes;
      expect(back).toContainEqual({ path: `${array}/${added}`, change: 'removed', before: expect.objectContaining({ [text]: 'An added child.' }) });
    });

    it('gives one revision with its children and their keys, and restores revision 1 keeping the children’s keys', async (t) => {
      if (!KEYED) t.skip('no kind of the registry has keyed children with a translatable text');
      const { entity, array, text, label, title, created, v3, v4, keys } = await childrenWithEdits();
      const r = await revision(entity, created.id, 3);
      expect((r.document[array] as Record<string, unknown>[]).map((c) => c[text])).toEqual((v3[array] as Record<string, unknown>[]).map((c) => c[text]));
      expect(keys(r.document)).toEqual(keys(v3));

      await answered(s.client.post(`/api/${entity}/${created.id}/revisions/1/restore`, { version: v4.version }));
      const item = (await answered(s.client.get(`/api/${entity}/${created.id}`))).data.items;
      const first = await revision(entity, created.id, 1);
      expect({ [label]: item[label], [array]: item[array] }).toEqual({ [label]: title, [array]: first.document[array] });
      expect(keys(item)).toEqual(keys(created));
      const [newest] = (await revisions(entity, created.id)).revisions;
      expect(newest).toMatchObject({ n: 5, action: 'revert', restored_from: 1, version: v4.version + 1 });
      expect(newest.changed).toEqual(expect.arrayContaining([label, array]));
      // Restoring the newest edit again brings back the child revision 1 lacked, under the key it had.
      await answered(s.client.post(`/api/${entity}/${created.id}/revisions/4/restore`, { version: v4.version + 1 }));
      const again = (await answered(s.client.get(`/api/${entity}/${created.id}`))).data.items;
      expect((again[array] as Record<string, unknown>[]).map((c, i) => [keys(again)[i], c[text]])).toEqual((v4[array] as Record<string, unknown>[]).map((c, i) => [keys(v4)[i], c[text]]));
    });

    it('records a translation write, its revision holding the text by language and path', async (t) => {
      if (!KEYED) t.skip('no kind of the registry has keyed children with a translatable text');
      const top = localizedTextOf(KEYED!);
      if (!top) t.skip(`${KEYED!.id} has no translatable text at the top of its document`);
      const { entity, array, key, text, created, v4, keys } = await childrenWithEdits();
      const second = keys(v4)[1];
      await answered(s.client.post(`/api/${entity}/update/${created.id}`, {
        version: v4.version, [top!]: 'Traducido', [array]: keys(v4).map((k) => (k === second ? { [key]: k, [text]: 'Un texto traducido.' } : { [key]: k })),
      }, { 'x-language-code': 'es' }));
      const [newest] = (await revisions(entity, created.id)).revisions;
      expect(newest).toMatchObject({ n: 5, action: 'update', version: v4.version, changed: [] });
      const { translations } = await revision(entity, created.id, 5);
      expect(translations.es).toEqual({ [top!]: 'Traducido', [`${array}/${second}/${text}`]: 'Un texto traducido.' });
      expect((await revision(entity, created.id, 4)).translations).toEqual({});
    });
  });

  it(`records a relation change after it, so the revision shows the link (${OWNER ? OWNER.id : 'no kind of the registry owns a relation'})`, async (t) => {
    if (!OWNER) t.skip('no kind of the registry owns a relation');
    const [{ name, relation, targets }] = relationsOf(OWNER!);
    const target = clientKind(kindRegistry.get(targets[0]), DEMO);
    const w = { client: s.client, company: DEMO };
    const owner = (await answered(s.client.post(`/api/${OWNER!.api.entity}`, labelled(OWNER!, await sampleDoc(w, OWNER!), unique('Owner'))), 201)).data;
    const targetDoc = labelled(target, await sampleDoc(w, target), unique('Linked'));
    const linked = (await answered(s.client.post(`/api/${target.api.entity}`, targetDoc), 201)).data;
    await answered(s.client.get(`/api${relationPaths.link(OWNER!.api.entity, owner.id, name, linked.id, isMultiTarget(relation) ? target.id : undefined)}`), 201);
    const [newest] = (await revisions(OWNER!.api.entity, owner.id)).revisions;
    expect(newest).toMatchObject({ n: 2, action: 'update' });
    expect((await revision(OWNER!.api.entity, owner.id, 2)).relations).toEqual({ [name]: [{ kind: target.id, id: linked.id, title: target.list.toListItem(targetDoc).title }] });
    expect((await revision(OWNER!.api.entity, owner.id, 1)).relations).toEqual({});
  });

  it('refuses with 409 to restore a revision saved in another shape of the kind, changing nothing', async () => {
    const { entity, label, title, created, v4 } = await itemWithEdits(s.client, FIRST);
    await serverSql(s.server, `update revisions set variant = 'older_shape' where kind = $2 and item_id = $1 and n = 2`, [created.id, FIRST.id]);
    const res = await refusedWith(s.client.post(`/api/${entity}/${created.id}/revisions/2/restore`, { version: v4.version }), 409);
    expect(res.message).toMatch(/older_shape.*copy what you need/);
    expect((await revisions(entity, created.id)).revisions[0].n).toBe(4);
    // A revision from before variants were kept is the kind's own shape: it restores.
    await serverSql(s.server, `update revisions set variant = null where kind = $2 and item_id = $1 and n = 2`, [created.id, FIRST.id]);
    const restored = await answered(s.client.post(`/api/${entity}/${created.id}/revisions/2/restore`, { version: v4.version }));
    expect(restored.data).toMatchObject({ version: v4.version + 1, [label]: `${title} renamed` });
  });

  it('records the clearing of a reference by a destroy in the referrer’s History, by the one who destroyed', async () => {
    const venue = (await answered(s.client.post('/api/tk_venue', { title: unique('Sponsor house'), city: 'Oslo' }), 201)).data;
    const tour = (await answered(s.client.post('/api/tk_tour', { title: unique('Sponsored tour'), sponsor_id: venue.id }), 201)).data;
    expect((await revision('tk_tour', tour.id, 1)).document.sponsor_id).toBe(venue.id);
    await answered(s.client.get(`/api/tk_venue/destroy/${venue.id}`));
    const [newest] = (await revisions('tk_tour', tour.id)).revisions;
    expect(newest).toMatchObject({ n: 2, action: 'update', version: tour.version + 1, changed: ['sponsor_id'], user: { email: DEMO_COMPANY.email } });
    expect((await revision('tk_tour', tour.id, 2)).document).not.toHaveProperty('sponsor_id');
  });

  it('answers 400 to bad parameters and 404 to an item the company never had', async () => {
    const { entity, created } = await itemWithEdits(s.client, FIRST);
    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?before=0', '?before=x']) {
      await refusedWith(s.client.get(`/api/${entity}/${created.id}/revisions${query}`), 400);
    }
    await refusedWith(s.client.get(`/api/${entity}/${created.id}/revisions/compare?from=1`), 400);
    await refusedWith(s.client.get(`/api/${entity}/${created.id}/revisions/compare?from=a&to=2`), 400);
    await refusedWith(s.client.get(`/api/${entity}/${created.id}/revisions/first`), 400);
    await refusedWith(s.client.post(`/api/${entity}/${created.id}/revisions/x/restore`, { version: 1 }), 400);
    await refusedWith(s.client.get(`/api/${entity}/999999999/revisions`), 404);
    // The id under another kind's path.
    const another = KINDS.find((k) => k.api.entity !== entity)!;
    await refusedWith(s.client.get(`/api/${another.api.entity}/${created.id}/revisions`), 404);
  });
});

describe.each(availableDatabases())('revision retention on %s', (database) => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startServer({ database, env: { REVISIONS_KEEP: '3' } });
    client = api(server, await server.login());
  });
  afterAll(async () => { await server?.close(); });

  it('keeps only the last REVISIONS_KEEP revisions of an item, leaving other items’ alone', async () => {
    const other = await itemWithEdits(client, FIRST);
    const { entity, created } = await itemWithEdits(client, FIRST);
    const nsOf = async (id: number) => (await answered(client.get(`/api/${entity}/${id}/revisions`))).data.revisions.map((r: Summary) => r.n);
    expect(await nsOf(created.id)).toEqual([4, 3, 2]);
    await refusedWith(client.get(`/api/${entity}/${created.id}/revisions/1`), 404);
    // One more write of the first item: its revisions move on, the second item's stay as they were.
    await answered(client.get(`/api/${entity}/${FIRST.api.actions[0]}/${other.created.id}`));
    expect(await nsOf(other.created.id)).toEqual([5, 4, 3]);
    expect(await nsOf(created.id)).toEqual([4, 3, 2]);
  });
});

describe('the REVISIONS_KEEP setting', () => {
  it('refuses to start with a number it cannot keep, naming the variable', async () => {
    await expect(startServer({ env: { REVISIONS_KEEP: '0' } })).rejects.toThrow(/REVISIONS_KEEP/);
  });
});
